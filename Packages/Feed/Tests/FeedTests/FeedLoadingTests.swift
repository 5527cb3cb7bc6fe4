import ComponentService
import Feed
import FeedInterface
import Foundation
import Testing

@Suite("Feed loading: skipped records and load failures")
struct FeedLoadingTests {
    @Test("the shipped feed leaves out its three records without id, type or common data, with diagnostics")
    func shippedDiagnostics() {
        let component = FeedComponent()
        #expect(component.loadError == nil)
        #expect(
            component.diagnostics == [
                #"$[8]: missing key "common""#,
                #"$[17]: missing key "type""#,
                #"$[25]: missing key "id""#,
            ])
    }

    @Test("records that cannot be items are skipped and counted; the rest keep their order")
    func skippedRecords() async throws {
        let json = FeedFixtures.array([
            FeedFixtures.record(id: "a1"),
            #"{"type": "article", "common": {"source": "S", "time": "T"}, "content": {}}"#,
            #"{"id": "a3", "common": {"source": "S", "time": "T"}, "content": {}}"#,
            #"{"id": "a4", "type": "article", "content": {}}"#,
            #"{"id": 5, "type": "article", "common": {"source": "S", "time": "T"}}"#,
            #"{"id": "a6", "type": "article", "common": {"source": "S"}}"#,
            #""not an item""#,
            #"{"id": "", "type": "article", "common": {"source": "S", "time": "T"}}"#,
            FeedFixtures.record(id: "a1", type: "gallery"),
            FeedFixtures.record(id: "a10", type: "live", content: #"{"title": "On air"}"#),
        ])
        let component = FeedComponent(data: Data(json.utf8))
        #expect(
            component.diagnostics == [
                #"$[1]: missing key "id""#,
                #"$[2]: missing key "type""#,
                #"$[3]: missing key "common""#,
                #"$[4].id: expected string, found int 5"#,
                #"$[5].common: missing key "time""#,
                #"$[6]: expected object, found string "not an item""#,
                "$[7]: the id is empty",
                #"$[8]: duplicate id "a1", first at $[0]"#,
            ])
        let service = ComponentService()
        try service.register(component)
        let page = try service.feed.list()
        #expect(page.items.map(\.id) == ["a1", "a10"])
        #expect(page.total == 2)
        #expect(page.skipped == 8)
    }

    @Test("a diagnostic echoes a record's id escaped and cut, and a content error its types")
    func hostileIDs() throws {
        let id = #"a\u202eb\u0085"# + String(repeating: "x", count: 300)
        let json = "[" + FeedFixtures.record(id: id) + ", " + FeedFixtures.record(id: id) + "]"
        let component = FeedComponent(data: Data(json.utf8))
        let diagnostic = try #require(component.diagnostics.first)
        #expect(diagnostic.hasPrefix(#"$[1]: duplicate id "a\u202eb\u0085xxx"#), "\(diagnostic)")
        #expect(diagnostic.hasSuffix(#"…" (304 characters), first at $[0]"#), "\(diagnostic)")
        let item = FeedItem(
            id: "p", type: "poll\u{202E}", common: FeedCommon(source: "S", time: "T"), content: [:], known: false)
        let error = #expect(throws: ComponentValueCodingError.self) { try item.content(as: FeedArticle.self) }
        #expect(error?.message == #"a "poll\u202e" item has no "article" content"#)
    }

    @Test("a record without content keeps null content; a known type then has a problem")
    func missingContent() async throws {
        let json = FeedFixtures.array([
            #"{"id": "n1", "type": "poll", "common": {"source": "S", "time": "T"}}"#,
            #"{"id": "n2", "type": "ad", "common": {"source": "S", "time": "T"}, "content": null}"#,
        ])
        let page = try FeedFixtures.service(json: json).feed.list()
        #expect(page.items.map(\.content) == [.null, .null])
        #expect(page.items.map(\.known) == [false, false])
        #expect(page.items.map(\.problem) == [nil, "ad content: expected object, found null"])
    }

    @Test(
        "feed data that cannot be loaded makes every command fail with 400",
        arguments: [
            ("not JSON", "{\"id\": "),
            ("not an array", #"{"items": []}"#),
        ])
    func loadFailure(label: String, json: String) async throws {
        let component = FeedComponent(data: Data(json.utf8))
        let loadError = try #require(component.loadError, "\(label)")
        #expect(loadError.code == .componentFailure)
        #expect(component.diagnostics.isEmpty)
        let service = ComponentService()
        try service.register(component)
        await assertEveryCommandFails(in: service, with: loadError.message)
    }

    @Test("feed data with a key written twice makes every command fail with 400 naming the key's path")
    func duplicateKey() async throws {
        let component = FeedComponent(data: Data(#"[{"id": "a1", "type": "article", "id": "a2"}]"#.utf8))
        let loadError = try #require(component.loadError)
        #expect(loadError.code == .componentFailure)
        #expect(
            loadError.message
                == "The feed data is not valid JSON: invalid JSON at line 1, column 34: "
                + #"duplicate key "id" at $[0].id, first at line 1, column 3"#)
        let service = ComponentService()
        try service.register(component)
        await assertEveryCommandFails(in: service, with: loadError.message)
    }

    @Test("content nested as deep as the feed allows is answered as JSON a caller can write; a level more fails")
    func deepContent() async throws {
        // The file's array and record take two levels; the content the rest.
        func feed(depth: Int) -> Data {
            let content = String(repeating: "[", count: depth - 2) + String(repeating: "]", count: depth - 2)
            return Data(
                (#"[{"id": "deep", "type": "poll", "common": {"source": "S", "time": "t"}, "content": "#
                    + content + "}]").utf8)
        }
        let deepest = ComponentJSONLimits.default.maxDepth - 1
        let service = ComponentService()
        let component = FeedComponent(data: feed(depth: deepest))
        #expect(component.loadError == nil)
        try service.register(component)
        let answer = try service.call(FeedDefine.name, FeedDefine.list.name).get()
        #expect(throws: Never.self) { try ComponentValue.object(answer).jsonText() }
        let tooDeep = try #require(FeedComponent(data: feed(depth: deepest + 1)).loadError)
        #expect(tooDeep.code == .componentFailure)
        #expect(tooDeep.message.hasSuffix("nested deeper than the limit of \(deepest)"), "\(tooDeep.message)")
    }

    @Test("an unreadable feed file makes every command fail with 400 naming the file")
    func unreadableFile() async throws {
        let url = FileManager.default.temporaryDirectory.appending(path: "no-such-feed-\(UUID().uuidString).json")
        let component = FeedComponent(contentsOf: url)
        let loadError = try #require(component.loadError)
        #expect(loadError.message.contains(url.lastPathComponent))
        let service = ComponentService()
        try service.register(component)
        await assertEveryCommandFails(in: service, with: loadError.message)
    }

    @Test("a feed file that loads serves its items")
    func readableFile() async throws {
        let url = FileManager.default.temporaryDirectory.appending(path: "feed-\(UUID().uuidString).json")
        try Data(FeedFixtures.array([FeedFixtures.record(id: "u1")]).utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let service = ComponentService()
        try service.register(FeedComponent(contentsOf: url))
        #expect(try service.feed.list().items.map(\.id) == ["u1"])
    }

    private func assertEveryCommandFails(in service: ComponentService, with message: String) async {
        let listError = #expect(throws: ComponentError.self) { try service.feed.list() }
        #expect(listError?.code == .componentFailure)
        #expect(listError?.message == message)
        let typesError = #expect(throws: ComponentError.self) { try service.feed.types() }
        #expect(typesError?.code == .componentFailure)
        #expect(service.call(FeedDefine.name, FeedDefine.list.name, ["page": 2]).error?.code == .componentFailure)
    }
}
