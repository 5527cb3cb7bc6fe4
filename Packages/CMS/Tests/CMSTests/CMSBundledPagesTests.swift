import CMS
import CMSInterface
import ComponentService
import Testing

@Suite("CMS component serving the bundled pages")
struct CMSBundledPagesTests {
    private func makeService() throws -> ComponentService {
        let service = ComponentService()
        try service.register(CMSComponent())
        return service
    }

    @Test("home is served with its banner, nearby stores and feed sections, in that order")
    func homePage() async throws {
        let service = try makeService()
        let page = try service.cms.page(id: "home")
        #expect(page["id"] == "home")
        #expect(page["title"] == "Home")
        let expected: [ComponentValue] = [
            ["id": "banner", "kind": "main.banner", "data": ["prefix": "shop"]],
            [
                "id": "nearby", "kind": "store.nearby", "layout": ["type": "carousel", "columns": 2],
                "style": ["spacing": 2], "data": ["title": "Stores near you", "limit": 6],
            ],
            [
                "id": "feed", "kind": "feed.list", "layout": ["type": "grid", "columns": 2, "stickyHeader": true],
                "style": ["insets": 1, "spacing": 1, "separators": true],
                "data": ["title": "Today", "page": 1, "pageSize": 6],
            ],
        ]
        #expect(page["sections"] == .array(expected))
    }

    @Test("a page is answered as an object with its id, title and sections")
    func pageObject() async throws {
        let service = try makeService()
        let page = try service.cms.page(id: "stores")
        #expect(page["id"] == "stores")
        #expect(page["title"] == "Stores")
        let sections = try #require(page["sections"]?.arrayValue)
        #expect(sections.map { $0["kind"] } == ["main.banner", "store.nearby"])
        #expect(sections.last?["data"]?["limit"] == 8)
    }

    @Test("broken-demo is served as configured: an unknown kind, a section without kind, bad data, a repeated id")
    func brokenDemoServedAsIs() async throws {
        let service = try makeService()
        let sections = try #require(try service.cms.page(id: "broken-demo")["sections"]?.arrayValue)
        #expect(sections.contains { $0["kind"] == "weather.today" })
        #expect(sections.contains { $0["kind"] == nil })
        #expect(sections.contains { $0["data"] != nil && $0["data"]?.objectValue == nil })
        let ids = sections.compactMap { $0["id"]?.stringValue }
        #expect(Set(ids).count < ids.count)
    }

    @Test("pages lists the bundled page ids, sorted")
    func pagesList() async throws {
        let service = try makeService()
        // The shipped pages, and any a team adds beside them.
        let pages = try service.cms.pages()
        #expect(pages == pages.sorted())
        #expect(Set(["broken-demo", "home", "store", "stores"]).isSubset(of: pages), "\(pages)")
    }

    @Test("an unknown page id is error 300 naming 'id' and listing the pages")
    func unknownPage() async throws {
        let service = try makeService()
        let error = #expect(throws: ComponentError.self) { try service.cms.page(id: "checkout") }
        #expect(error?.code == .invalidArgument)
        #expect(error?.argument == CMSDefine.id.name)
        let pages = try service.cms.pages().joined(separator: ", ")
        #expect(error?.message == "No page 'checkout'; pages: \(pages)")
    }

    @Test("an id outside [a-z0-9-]+ is error 300 naming 'id'", arguments: ["", "Home", "home.json", "../home", "h me"])
    func invalidID(id: String) async throws {
        let service = try makeService()
        let error = #expect(throws: ComponentError.self) { try service.cms.page(id: id) }
        #expect(error?.code == .invalidArgument)
        #expect(error?.argument == CMSDefine.id.name)
        // Refused as malformed, not looked up among the pages.
        #expect(error?.message.hasPrefix("Invalid page id") == true, "\(error?.message ?? "")")
    }

    @Test("a missing or mistyped id is error 300 naming 'id'")
    func missingID() throws {
        let service = try makeService()
        for arguments: ComponentPayload in [[:], ["id": 7], ["id": .null]] {
            let error = try #require(service.call(CMSDefine.name, CMSDefine.page.name, arguments).error)
            #expect(error.code == .invalidArgument)
            #expect(error.argument == CMSDefine.id.name)
        }
    }

    @Test("pages takes no arguments: an extra one is error 300")
    func pagesExtraArgument() throws {
        let service = try makeService()
        let error = try #require(service.call(CMSDefine.name, CMSDefine.pages.name, ["id": "home"]).error)
        #expect(error.code == .invalidArgument)
        #expect(error.argument == "id")
    }

    @Test("an unknown command is error 200")
    func unknownCommand() throws {
        let service = try makeService()
        #expect(service.call(CMSDefine.name, "publish", ["id": "home"]).error?.code == .unsupportedCommand)
    }

    @Test("the dictionary form of page answers the page object under 'page'")
    func dictionaryCall() throws {
        let service = try makeService()
        let payload = try service.call(CMSDefine.name, CMSDefine.page.name, ["id": "home"]).get()
        #expect(payload[CMSDefine.pageObject.name]?["title"] == "Home")
    }

    @Test("registration declares page and pages; a second registration is refused")
    func registration() throws {
        let service = ComponentService()
        try CMSRegistration.register(in: service, environment: [:])
        #expect(service.descriptor(for: CMSDefine.name)?.commands.map(\.name) == ["page", "pages"])
        #expect(service.canCall(CMSDefine.name, CMSDefine.page.name))
        #expect(!service.isInstantiated(CMSDefine.name))
        let second = #expect(throws: ComponentRegistrationError.self) {
            try CMSRegistration.register(in: service, environment: [:])
        }
        #expect(second?.isDuplicateName == true)
    }
}
