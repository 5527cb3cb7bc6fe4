import Feed
import Foundation
import PageKit
import Testing

private struct Article: FeedRecordContent, Equatable {
    static var feedType: String { "article" }
    let title: String
    let summary: String
}

private struct Gallery: FeedRecordContent, Equatable {
    static var feedType: String { "gallery" }
    let title: String
    let images: [String]
}

/// Another content type for `article`, to show that the first registration counts.
private struct ArticleHeadline: FeedRecordContent {
    static var feedType: String { "article" }
    let title: String
}

/// Seed 002's numbered type: `{"type": 1, …}`.
private struct TypeOneContent: FeedRecordContent, Equatable {
    static var feedType: String { "1" }
    let title: String
}

/// A per-type accessor, as an extension.
extension FeedRecord {
    fileprivate var article: Article? { content(as: Article.self) }
}

/// Counts from any thread.
private final class DecodeCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    func increment() {
        lock.lock()
        defer { lock.unlock() }
        count += 1
    }
}

/// What concurrent readers saw: the distinct instances and every value.
private final class ReadLog: @unchecked Sendable {
    private let lock = NSLock()
    private var instances = Set<ObjectIdentifier>()
    private var values: [Int] = []

    func add(_ content: CountedContent?) {
        lock.lock()
        defer { lock.unlock() }
        guard let content else { return }
        instances.insert(ObjectIdentifier(content))
        values.append(content.value)
    }

    func snapshot() -> (Set<ObjectIdentifier>, [Int]) {
        lock.lock()
        defer { lock.unlock() }
        return (instances, values)
    }
}

/// Counts its decodings, and takes its time so that concurrent first reads overlap. Used by one test only.
private final class CountedContent: FeedRecordContent {
    static var feedType: String { "counted" }
    static let decodes = DecodeCounter()
    let value: Int

    private enum CodingKeys: String, CodingKey {
        case value
    }

    init(from decoder: any Decoder) throws {
        Self.decodes.increment()
        Thread.sleep(forTimeInterval: 0.02)
        value = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .value)
    }
}

/// Counts its decodings, which always fail for want of `"needed"`. Used by one test only.
private struct FailingContent: FeedRecordContent {
    static var feedType: String { "failing" }
    static let decodes = DecodeCounter()
    let needed: String

    private enum CodingKeys: String, CodingKey {
        case needed
    }

    init(from decoder: any Decoder) throws {
        Self.decodes.increment()
        needed = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .needed)
    }
}

@Suite("Feed records")
struct FeedRecordTests {
    private let types = FeedContentTypes([Article.self, Gallery.self])

    /// Items as the workspace's Feed component answers them, with its `known` flag.
    private let feedText = #"""
        [
          {"id": "f1", "type": "article", "known": true,
           "common": {"source": "City Daily", "time": "2026-11-20T08:30:00Z"},
           "content": {"title": "Night buses return", "summary": "Every 20 minutes."}},
          {"id": "f2", "type": "gallery", "known": true,
           "common": {"source": "Harbor Tribune", "time": "2026-11-20T08:10:00Z"},
           "content": {"title": "First frost", "images": ["1.jpg", "2.jpg"]}},
          {"id": "f3", "type": "poll", "known": false,
           "common": {"source": "Metro", "time": "2026-11-20T07:55:00Z"},
           "content": {"question": "Trams or buses?"}},
          {"id": "f4", "type": "article", "known": true, "problem": "title is not a string",
           "common": {"source": "City Daily", "time": "2026-11-20T07:40:00Z"},
           "content": {"title": 5, "summary": "?"}}
        ]
        """#

    @Test("records keep type, common data and raw content, and decode typed content through extensions")
    func records() throws {
        let (records, diagnostics) = FeedRecord.records(from: try PageJSON(data: Data(feedText.utf8)), types: types)
        #expect(diagnostics.isEmpty)
        #expect(records.map(\.id) == ["f1", "f2", "f3", "f4"])
        #expect(records.map(\.type) == ["article", "gallery", "poll", "article"])
        #expect(records[0].common == ["source": "City Daily", "time": "2026-11-20T08:30:00Z"])
        #expect(records[0].rawContent == ["title": "Night buses return", "summary": "Every 20 minutes."])

        #expect(records[0].article == Article(title: "Night buses return", summary: "Every 20 minutes."))
        #expect(records[0].content(as: Gallery.self) == nil)
        #expect(records[1].content(as: Gallery.self) == Gallery(title: "First frost", images: ["1.jpg", "2.jpg"]))
        #expect(records[1].article == nil)
        if case .typed(let content) = records[1].content {
            #expect(type(of: content).feedType == "gallery")
        } else {
            Issue.record("the gallery did not decode: \(records[1].content)")
        }
    }

    @Test("an unknown type keeps its raw content and reports .unknownType")
    func unknownType() throws {
        let (records, _) = FeedRecord.records(from: try PageJSON(data: Data(feedText.utf8)), types: types)
        let poll = records[2]
        guard case .unknownType = poll.content else {
            Issue.record("expected .unknownType, got \(poll.content)")
            return
        }
        #expect(poll.content.value == nil)
        #expect(poll.content.error == nil)
        #expect(poll.article == nil)
        #expect(poll.rawContent["question"] == "Trams or buses?")
    }

    @Test("invalid content reports the path that does not fit")
    func invalidContent() throws {
        let (records, _) = FeedRecord.records(from: try PageJSON(data: Data(feedText.utf8)), types: types)
        let broken = records[3]
        let error = try #require(broken.content.error)
        #expect(error.code == .invalidContent)
        #expect(error.recordID == "f4")
        #expect(error.type == "article")
        #expect(error.message.hasPrefix("$.title: "), "\(error.message)")
        #expect(error.description.hasPrefix(#""f4" (article): $.title: "#), "\(error.description)")
        #expect(broken.content.value == nil)
        #expect(broken.article == nil)
        #expect(broken.rawContent["title"] == 5)
    }

    @Test("a decoding failure is remembered: the same error, decoded once")
    func failureRemembered() {
        let types = FeedContentTypes([FailingContent.self])
        let record = FeedRecord(id: "x", type: "failing", rawContent: ["other": 1], types: types)
        #expect(FailingContent.decodes.value == 0)
        let first = record.content.error
        DispatchQueue.concurrentPerform(iterations: 100) { _ in
            #expect(record.content.error == first)
        }
        #expect(first?.message == #"$: "needed" is missing"#)
        #expect(FailingContent.decodes.value == 1)
    }

    @Test("content decodes lazily, exactly once, under 1,000 concurrent first reads")
    func decodesOnceUnderConcurrency() {
        let types = FeedContentTypes([CountedContent.self])
        let record = FeedRecord(id: "c", type: "counted", rawContent: ["value": 42], types: types)
        #expect(CountedContent.decodes.value == 0)
        let reads = ReadLog()
        DispatchQueue.concurrentPerform(iterations: 1_000) { _ in
            reads.add(record.content(as: CountedContent.self))
        }
        #expect(CountedContent.decodes.value == 1)
        let (instances, values) = reads.snapshot()
        #expect(instances.count == 1)
        #expect(values.count == 1_000)
        #expect(values.allSatisfy { $0 == 42 })
    }

    @Test(
        "a malformed item is skipped with its path; the others are kept",
        arguments: [
            (PageJSON.string("f1"), "skipped: the item is not an object (found a string)"),
            (["id": "x", "content": [:]], #"skipped: "type" is missing"#),
            (["type": "", "content": [:]], #"skipped: "type" is empty"#),
            (["type": ["article"]], #"skipped: "type" is not a string (found an array)"#),
            (["id": 1.5, "type": "article"], #"skipped: "id" is not a string (found a number)"#),
            (["id": "", "type": "article"], #"skipped: "id" is empty"#),
            (["type": "article", "common": "City"], #"skipped: "common" is not an object (found a string)"#),
            (
                ["id": nil, "common": []],
                #"skipped: "type" is missing; "id" is not a string (found null); "common" is not an object (found an array)"#
            ),
        ] as [(PageJSON, String)])
    func malformedItem(item: PageJSON, message: String) {
        let good: PageJSON = ["id": "ok", "type": "article", "content": ["title": "t", "summary": "s"]]
        let (records, diagnostics) = FeedRecord.records(from: [good, item, good], types: types, path: "$.items")
        #expect(records.count == 2)
        #expect(diagnostics.map(\.description) == ["$.items[1]: \(message)"])
        #expect(diagnostics.map(\.code) == [.malformedFeedItem])
        #expect(diagnostics.map(\.severity) == [.error])
    }

    @Test("a feed that is not an array gives no records and an error")
    func notAFeed() {
        let (records, diagnostics) = FeedRecord.records(from: ["items": []], types: types)
        #expect(records.isEmpty)
        #expect(diagnostics.map(\.description) == ["$: no records: the feed is not an array (found an object)"])
        #expect(diagnostics.map(\.code) == [.malformedFeed])
    }

    @Test("optional parts default; integer types and ids are read as text")
    func defaultsAndIntegers() {
        let types = FeedContentTypes([TypeOneContent.self])
        let items: PageJSON = [["type": 1, "id": 7, "content": ["title": "hello"]], ["type": "2", "common": nil]]
        let (records, diagnostics) = FeedRecord.records(from: items, types: types)
        #expect(diagnostics.isEmpty)
        #expect(records.map(\.id) == ["7", nil])
        #expect(records.map(\.type) == ["1", "2"])
        #expect(records.map(\.common) == [[:], [:]])
        #expect(records[1].rawContent == [:])
        #expect(records[0].content(as: TypeOneContent.self) == TypeOneContent(title: "hello"))
    }

    @Test("content types are registered explicitly; the first of two for one type counts")
    func contentTypes() {
        let types = FeedContentTypes([Article.self, ArticleHeadline.self, Gallery.self])
        #expect(types.types == ["article", "gallery"])
        #expect(types.contains("gallery"))
        #expect(!types.contains("poll"))
        let record = FeedRecord(type: "article", rawContent: ["title": "t", "summary": "s"], types: types)
        #expect(record.article == Article(title: "t", summary: "s"))
        #expect(record.content(as: ArticleHeadline.self) == nil)
    }
}
