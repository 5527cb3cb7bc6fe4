import ComponentService
import Feed
import FeedInterface
import PageKit
import Testing

@Suite("Feed section: items and their kinds")
struct FeedSectionItemsTests {
    @Test("one cell kind per template, all five declared and in the shipped feed, and the empty row's")
    func cellKinds() async throws {
        let section = try await FeedSectionFixtures.wholeFeed()
        let counts = Dictionary(grouping: section.items, by: \.kind).mapValues(\.count)
        #expect(
            counts == ["feed.article": 10, "feed.gallery": 6, "feed.video": 4, "feed.ad": 4, "feed.unknown": 6])
        #expect(
            FeedSection.itemKinds == [
                "feed.article", "feed.gallery", "feed.video", "feed.ad", "feed.unknown", "feed.empty",
            ])
        #expect(FeedSection.itemKinds == FeedTemplate.allCases.map(\.cellKind) + [FeedSection.emptyKind])
        #expect(section.items.allSatisfy { section.size(of: $0, width: 40) == nil })
    }

    @Test("unknown types and flagged items keep their place as feed.unknown items, never dropped")
    func unknownItemsKept() async throws {
        let section = try await FeedSectionFixtures.wholeFeed()
        #expect(section.items.map(\.id) == FeedFixtures.shippedIDs.map { ItemID($0) })
        let unknown = section.items.filter { $0.kind == "feed.unknown" }
        #expect(unknown.map(\.id) == ["f6", "f13", "f15", "f21", "f23", "f30"].map { ItemID($0) })
        let cards = unknown.compactMap { $0.value(as: FeedEntry.self)?.card }
        #expect(cards.count == 6)
        #expect(cards.allSatisfy { $0.template == .unknown })
    }

    @Test("an item the component calls known whose content does not decode is a feed.unknown item with the reason")
    func undecodableContent() throws {
        let common = FeedCommon(source: "Wire", time: "2026-11-20T08:30:00Z")
        let item = FeedItem(
            id: "v1", type: "video", common: common,
            content: ["title": "Clip", "durationSeconds": "long", "url": "https://example.com"], known: true)
        let pageItem = FeedSection(title: "Feed", items: [item]).items[0]
        #expect(pageItem.kind == "feed.unknown")
        guard case .unsupported(let type, let problem) = try #require(pageItem.value(as: FeedEntry.self)).card else {
            Issue.record("undecodable content is not shown as unsupported")
            return
        }
        #expect(type == "video")
        #expect(problem?.contains("durationSeconds") == true, "\(problem ?? "no problem")")
    }

    @Test("identity is the feed item id; changed content under the same id is a new content version")
    func identity() {
        let common = FeedCommon(source: "Wire", time: "now")
        let first = FeedItem(
            id: "a1", type: "ad", common: common, content: ["advertiser": "A", "text": "One", "link": "l"],
            known: true)
        let changed = FeedItem(
            id: "a1", type: "ad", common: common, content: ["advertiser": "A", "text": "Two", "link": "l"],
            known: true)
        let before = FeedSection(title: "", items: [first]).items[0]
        let after = FeedSection(title: "", items: [changed]).items[0]
        let again = FeedSection(title: "", items: [first]).items[0]
        #expect(before.id == ItemID("a1"))
        #expect(before.id == after.id)
        #expect(before.contentVersion != after.contentVersion)
        #expect(before.contentVersion == again.contentVersion)
    }
}
