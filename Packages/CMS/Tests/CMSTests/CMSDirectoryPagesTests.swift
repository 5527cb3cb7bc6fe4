import CMS
import CMSInterface
import ComponentService
import Foundation
import Testing

@Suite("CMS component serving a directory of pages")
struct CMSDirectoryPagesTests {
    private func makeService(_ pages: TemporaryPages) throws -> ComponentService {
        let service = ComponentService()
        try service.register(CMSComponent(pagesDirectory: pages.url))
        return service
    }

    @Test("a custom page in the directory is served; pages lists only well-named json files")
    func customPage() async throws {
        let files = [
            "promo.json": pageText("promo"), "notes.txt": "not a page", "Bad Name.json": pageText("x"),
            ".json": pageText(""),
        ]
        try await TemporaryPages.with(files) { pages in
            let service = try makeService(pages)
            let page = try service.cms.page(id: "promo")
            #expect(
                page
                    == [
                        "id": "promo", "title": "Custom",
                        "sections": [["id": "s1", "kind": "feed.list", "data": ["page": 1]]],
                    ])
            #expect(try service.cms.pages() == ["promo"])
        }
    }

    @Test("files are read on every call: an edit or a new page shows on the next call")
    func readsOnEveryCall() async throws {
        try await TemporaryPages.with(["promo.json": pageText("promo", title: "Before")]) { pages in
            let service = try makeService(pages)
            #expect(try service.cms.page(id: "promo")["title"] == "Before")
            try pages.write("promo.json", pageText("promo", title: "After"))
            try pages.write("sale.json", pageText("sale"))
            #expect(try service.cms.page(id: "promo")["title"] == "After")
            #expect(try service.cms.pages() == ["promo", "sale"])
        }
    }

    @Test("an unknown id lists the directory's pages")
    func unknownPage() async throws {
        try await TemporaryPages.with(["promo.json": pageText("promo")]) { pages in
            let service = try makeService(pages)
            let error = #expect(throws: ComponentError.self) { try service.cms.page(id: "home") }
            #expect(error?.code == .invalidArgument)
            #expect(error?.message == "No page 'home'; pages: promo")
        }
    }

    @Test("a page file that is a directory or a pipe is error 400 saying so, without reading it; the rest serve")
    func notAFile() async throws {
        try await TemporaryPages.with(["ok.json": pageText("ok")]) { pages in
            try FileManager.default.createDirectory(
                at: pages.url.appendingPathComponent("folder.json"), withIntermediateDirectories: false)
            #expect(mkfifo(pages.path(of: "pipe.json"), 0o600) == 0)
            let service = try makeService(pages)
            let folder = #expect(throws: ComponentError.self) { try service.cms.page(id: "folder") }
            #expect(
                folder?.message == "Page 'folder' could not be read: \(pages.path(of: "folder.json")) is a directory")
            let pipe = #expect(throws: ComponentError.self) { try service.cms.page(id: "pipe") }
            #expect(
                pipe?.message
                    == "Page 'pipe' could not be read: \(pages.path(of: "pipe.json")) is not a regular file (a pipe, "
                    + "a socket or a device)")
            #expect(try service.cms.page(id: "ok")["id"] == "ok")
        }
    }

    @Test("a file that is not JSON is error 400 naming the page, the path, the line and the column")
    func notJSON() async throws {
        let text = "{\n  \"id\": \"promo\",\n  \"sections\": [\n}\n"
        try await TemporaryPages.with(["promo.json": text, "ok.json": pageText("ok")]) { pages in
            let service = try makeService(pages)
            let error = #expect(throws: ComponentError.self) { try service.cms.page(id: "promo") }
            #expect(error?.code == .componentFailure)
            let message = try #require(error?.message)
            #expect(message.hasPrefix("Page 'promo' in \(pages.path(of: "promo.json")) is not valid: "))
            #expect(message.contains("line 4, column 1"))
            #expect(try service.cms.page(id: "ok")["id"] == "ok")
        }
    }

    @Test("a page of a long id that is not valid is named in its error as messages cut what they repeat")
    func longID() async throws {
        let id = String(repeating: "a", count: 250)
        try await TemporaryPages.with(["\(id).json": "{}"]) { pages in
            let service = try makeService(pages)
            let error = #expect(throws: ComponentError.self) { try service.cms.page(id: id) }
            let message = try #require(error?.message)
            #expect(message.hasPrefix("Page 'aaaa"))
            #expect(message.contains("…' (250 characters) in "))
            #expect(!message.contains(id))
        }
    }

    @Test(
        "a page nested as deep as the bus's JSON limits allow is refused, so that its answer, one level deeper, fits them"
    )
    func deepestPage() async throws {
        func page(depth: Int) -> String {
            #"{"id": "deep", "sections": [], "x": "# + String(repeating: "[", count: depth - 1)
                + String(repeating: "]", count: depth - 1) + "}"
        }
        let limit = ComponentJSONLimits.default.maxDepth
        try await TemporaryPages.with(["deep.json": page(depth: limit - 1)]) { pages in
            let service = try makeService(pages)
            let answer = try service.call(CMSDefine.page, on: CMSDefine.name, CMSDefine.id("deep")).payload
            #expect(throws: Never.self) { try ComponentValue.object(answer).jsonText() }
            try pages.write("deep.json", page(depth: limit))
            let error = #expect(throws: ComponentError.self) { try service.cms.page(id: "deep") }
            #expect(error?.message.contains("deeper than the limit of \(limit - 1)") == true, "\(error?.message ?? "")")
        }
    }

    @Test("a file with a key written twice is error 400 naming the key's path, its line and its column")
    func duplicateKey() async throws {
        let text = "{\n  \"id\": \"promo\",\n  \"sections\": [{\"id\": \"a\", \"id\": \"b\"}]\n}\n"
        try await TemporaryPages.with(["promo.json": text, "ok.json": pageText("ok")]) { pages in
            let service = try makeService(pages)
            let error = #expect(throws: ComponentError.self) { try service.cms.page(id: "promo") }
            #expect(error?.code == .componentFailure)
            #expect(
                error?.message
                    == "Page 'promo' in \(pages.path(of: "promo.json")) is not valid: invalid JSON at line 3, column 28: "
                    + #"duplicate key "id" at $.sections[0].id, first at line 3, column 17"#)
            #expect(try service.cms.page(id: "ok")["id"] == "ok")
        }
    }

    @Test(
        "a JSON file with the wrong shape is error 400 saying what is wrong",
        arguments: [
            (#"["promo"]"#, "expected a JSON object at the top level, got array"),
            (#"{"sections": []}"#, "expected a string 'id', got nothing"),
            (#"{"id": 7, "sections": []}"#, "expected a string 'id', got int 7"),
            (#"{"id": "sale", "sections": []}"#, "'id' is 'sale' but the file is named 'promo.json'"),
        ])
    func wrongShape(text: String, reason: String) async throws {
        try await TemporaryPages.with(["promo.json": text]) { pages in
            let service = try makeService(pages)
            let error = #expect(throws: ComponentError.self) { try service.cms.page(id: "promo") }
            #expect(error?.code == .componentFailure)
            #expect(error?.message == "Page 'promo' in \(pages.path(of: "promo.json")) is not valid: \(reason)")
        }
    }

    @Test(
        "a page whose sections are missing or not an array is served as it is: its shape is the page engine's to check")
    func shapeLeftToThePageEngine() async throws {
        let pages = [
            "bare.json": #"{"id": "bare"}"#, "odd.json": #"{"id": "odd", "sections": {"a": 1}, "title": 7}"#,
        ]
        try await TemporaryPages.with(pages) { pages in
            let service = try makeService(pages)
            #expect(try service.cms.page(id: "bare") == ["id": "bare"])
            #expect(try service.cms.page(id: "odd") == ["id": "odd", "sections": ["a": 1], "title": 7])
        }
    }

    @Test("a directory that does not exist is error 400 naming it, from every command")
    func missingDirectory() async throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("CMSTests-missing-\(UUID())")
        let service = ComponentService()
        try service.register(CMSComponent(pagesDirectory: missing))
        let expected = "The pages directory \(missing.path) does not exist"
        let pageError = #expect(throws: ComponentError.self) { try service.cms.page(id: "home") }
        #expect(pageError?.code == .componentFailure)
        #expect(pageError?.message == expected)
        let listError = #expect(throws: ComponentError.self) { try service.cms.pages() }
        #expect(listError?.code == .componentFailure)
        #expect(listError?.message == expected)
    }

    @Test("a file given as the pages directory is error 400 saying it is not a directory, from every command")
    func fileAsDirectory() async throws {
        try await TemporaryPages.with(["home.json": pageText("home")]) { pages in
            let file = pages.url.appendingPathComponent("home.json")
            let service = ComponentService()
            try service.register(CMSComponent(pagesDirectory: file))
            let expected = "The pages directory \(file.path) is not a directory"
            #expect(#expect(throws: ComponentError.self) { try service.cms.page(id: "home") }?.message == expected)
            #expect(#expect(throws: ComponentError.self) { try service.cms.pages() }?.message == expected)
        }
    }

    @Test("CMS_PAGES_DIR in the environment makes the registered component serve that directory")
    func environmentDirectory() async throws {
        try await TemporaryPages.with(["promo.json": pageText("promo")]) { pages in
            let service = ComponentService()
            try CMSRegistration.register(in: service, environment: [CMSDefine.pagesDirectoryVariable: pages.url.path])
            #expect(try service.cms.pages() == ["promo"])
            #expect(try service.cms.page(id: "promo")["title"] == "Custom")
        }
    }

    @Test("without CMS_PAGES_DIR, or with it empty, the registered component serves the bundled pages")
    func environmentDefault() async throws {
        for environment in [[:], [CMSDefine.pagesDirectoryVariable: ""]] {
            let service = ComponentService()
            try CMSRegistration.register(in: service, environment: environment)
            // Includes, not equals: `make page` adds bundled pages.
            let pages = try service.cms.pages()
            #expect(Set(["broken-demo", "home", "store", "stores"]).isSubset(of: pages), "\(pages)")
            #expect(pages == pages.sorted())
        }
    }
}
