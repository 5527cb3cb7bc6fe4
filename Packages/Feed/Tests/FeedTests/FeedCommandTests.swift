import ComponentService
import Feed
import FeedInterface
import Testing

@Suite("Feed commands: types, arguments, registration")
struct FeedCommandTests {
    @Test("types answers the known item types through the typed wrapper and to dictionary callers")
    func types() async throws {
        let service = try FeedFixtures.shippedService()
        #expect(try service.feed.types() == FeedFixtures.knownTypes)
        let payload = try service.call(FeedDefine.name, FeedDefine.types.name).get()
        #expect(payload == ["types": ["article", "gallery", "video", "ad"]])
    }

    @Test("the content types' feed types are the known types")
    func contentTypes() {
        #expect(
            [FeedArticle.feedType, FeedGallery.feedType, FeedVideo.feedType, FeedAd.feedType]
                == FeedFixtures.knownTypes)
    }

    @Test("a page below 1 is error 300 naming page", arguments: [0, -1, Int.min])
    func invalidPage(page: Int) async throws {
        let service = try FeedFixtures.shippedService()
        let error = #expect(throws: ComponentError.self) { try service.feed.list(page: page) }
        #expect(error?.code == .invalidArgument)
        #expect(error?.argument == "page")
        #expect(error?.message == "Invalid argument for Feed.list: 'page' must be 1 or more, got \(page)")
    }

    @Test("a page size outside 1...50 is error 300 naming pageSize", arguments: [0, -5, 51, 1000])
    func invalidPageSize(pageSize: Int) async throws {
        let service = try FeedFixtures.shippedService()
        let error = #expect(throws: ComponentError.self) { try service.feed.list(pageSize: pageSize) }
        #expect(error?.code == .invalidArgument)
        #expect(error?.argument == "pageSize")
    }

    @Test("page sizes 1 and 50 are accepted")
    func pageSizeBounds() async throws {
        let service = try FeedFixtures.shippedService()
        #expect(try service.feed.list(pageSize: 1).items.count == 1)
        #expect(try service.feed.list(pageSize: 50).items.count == 30)
    }

    @Test("mistyped or undeclared arguments are error 300 naming the key")
    func mistypedArguments() throws {
        let service = try FeedFixtures.shippedService()
        let cases: [(ComponentPayload, String, String)] = [
            (["page": "two"], FeedDefine.list.name, "page"),
            (["pageSize": 2.5], FeedDefine.list.name, "pageSize"),
            (["limit": 3], FeedDefine.list.name, "limit"),
            (["page": 1], FeedDefine.types.name, "page"),
        ]
        for (arguments, command, key) in cases {
            let error = try #require(service.call(FeedDefine.name, command, arguments).error)
            #expect(error.code == .invalidArgument)
            #expect(error.argument == key)
        }
    }

    @Test("an unknown command is error 200")
    func unknownCommand() throws {
        let service = try FeedFixtures.shippedService()
        #expect(service.call(FeedDefine.name, "refresh").error?.code == .unsupportedCommand)
    }

    @Test("registration declares list and types, serves the shipped feed, and refuses a second registration")
    func registration() async throws {
        let service = ComponentService()
        try FeedRegistration.register(in: service)
        let descriptor = try #require(service.descriptor(for: FeedDefine.name))
        #expect(descriptor.commands.map(\.name) == ["list", "types"])
        #expect(descriptor.command(named: "list")?.arguments.map(\.name) == ["page", "pageSize"])
        #expect(
            descriptor.command(named: "list")?.results.map(\.name)
                == ["items", "page", "pageSize", "total", "hasMore", "skipped"])
        #expect(service.canCall(FeedDefine.name, FeedDefine.types.name))
        let page = try service.feed.list(page: 3)
        #expect(page.items.map(\.id) == Array(FeedFixtures.shippedIDs[20..<30]))
        let second = #expect(throws: ComponentRegistrationError.self) { try FeedRegistration.register(in: service) }
        #expect(second?.isDuplicateName == true)
    }
}
