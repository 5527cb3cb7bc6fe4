import ComponentService
import FeedInterface
import Foundation
import PageKit
import Synchronization
import Testing

@testable import Feed

/// A content type that counts its decodings by the token in its content, so tests running in parallel each
/// count their own.
private struct CountedContent: FeedRecordContent {
    static let feedType = "counted"
    static let decodings = Mutex<[String: Int]>([:])

    let token: String

    private enum CodingKeys: String, CodingKey { case token }

    init(from decoder: any Decoder) throws {
        token = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .token)
        Self.decodings.withLock { $0[token, default: 0] += 1 }
    }

    static func decodings(of token: String) -> Int {
        decodings.withLock { $0[token] ?? 0 }
    }
}

@Suite("Feed section: typed content decoded once")
struct FeedSectionDecodeOnceTests {
    @Test("a record's content is decoded once, when its section makes its item, however often a host reads it")
    func decodedOnce() async throws {
        let token = UUID().uuidString
        let item = FeedItem(
            id: "c1", type: CountedContent.feedType, common: FeedCommon(source: "Test", time: "now"),
            content: ["token": .string(token)], known: true)
        let entry = FeedEntry(item: item, types: FeedContentTypes([CountedContent.self]))
        #expect(CountedContent.decodings(of: token) == 0)
        // The section makes its items once, each with its template's cell kind, which the content decides.
        let section = FeedSection(title: "Counted", entries: [entry])
        #expect(CountedContent.decodings(of: token) == 1)

        for _ in 0..<5 {
            for item in section.items {
                let card = try #require(item.value(as: FeedEntry.self)).card
                #expect(card.template == .unknown)
            }
        }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<20 {
                group.addTask { _ = section.items.map { $0.value(as: FeedEntry.self)?.card } }
            }
        }
        #expect(CountedContent.decodings(of: token) == 1)
        // A content type without a template is shown, not dropped.
        guard case .unsupported(let type, let problem) = try #require(section.items[0].value(as: FeedEntry.self)).card
        else {
            Issue.record("a content type without a template is not shown as unsupported")
            return
        }
        #expect(type == "counted")
        #expect(problem == "no template shows its content")
    }

    @Test("every next page of the section shares the earlier pages' records and their decoded content")
    func sharedRecords() async throws {
        let (_, registry) = try FeedSectionFixtures.registry()
        let section = try await FeedSectionFixtures.section(data: ["pageSize": 10], registry: registry)
        let next = try await section.nextPage()
        let first = section.items.compactMap { $0.value(as: FeedEntry.self)?.record }
        let second = next.items.compactMap { $0.value(as: FeedEntry.self)?.record }
        #expect(first.count == 10 && second.count == 20)
        #expect(zip(first, second).allSatisfy { $0 === $1 })
        let article = try #require(first.first?.article)
        #expect(article.title == "Night buses return to the riverside line")
        #expect(second.first?.article == article)
    }

    @Test("a flagged item is not decoded at all: its card comes from the component's verdict")
    func flaggedNotDecoded() throws {
        let token = UUID().uuidString
        let item = FeedItem(
            id: "c2", type: CountedContent.feedType, common: FeedCommon(source: "Test", time: "now"),
            content: ["token": .string(token)], known: false, problem: "counted content: flagged")
        let section = FeedSection(
            title: "", entries: [FeedEntry(item: item, types: FeedContentTypes([CountedContent.self]))])
        guard case .unsupported(let type, let problem) = try #require(section.items[0].value(as: FeedEntry.self)).card
        else {
            Issue.record("a flagged item is not shown as unsupported")
            return
        }
        #expect(type == "counted")
        #expect(problem == "counted content: flagged")
        #expect(section.items[0].kind == FeedTemplate.unknown.cellKind)
        #expect(CountedContent.decodings(of: token) == 0)
    }

    @Test("raw content converts to PageJSON value for value; whole doubles become ints")
    func contentConversion() throws {
        let value: ComponentValue = ["a": [1, 2.5, 3.0, "x", true, nil], "b": ["c": "d"]]
        #expect(try PageJSON(value) == ["a": [1, 2.5, .int(3), "x", true, nil], "b": ["c": "d"]])
        #expect(try PageJSON(ComponentValue.double(3)).intValue == 3)
        #expect(try PageJSON(ComponentValue.double(3)).description == "3")
        #expect(try PageJSON(ComponentValue.double(2.5)).description == "2.5")
    }
}
