import ComponentService
import Feed
import FeedInterface
import PageKit
import PageTerminal
import Testing

@Suite("Feed section: templates, heights and rendering")
struct FeedSectionRenderingTests {
    @Test(
        "the host sizes every item: its terminal height equals the lines its cell draws, each within the width",
        arguments: [20, 40, 80])
    func heightsMatchLines(width: Int) async throws {
        let section = try await FeedSectionFixtures.wholeFeed()
        #expect(section.items.count == 30)
        for item in section.items {
            let lines = try FeedSectionFixtures.render(item, width: width)
            #expect(section.size(of: item, width: Double(width)) == nil, "\(item.id)")
            #expect(
                try FeedSectionFixtures.height(of: item, width: width) == Double(lines.count), "\(item.id) at \(width)")
            #expect(!lines.isEmpty)
            #expect(lines.allSatisfy { $0.count <= width }, "\(item.id) at \(width): \(lines)")
        }
        let header = try #require(section.header)
        let headerLines = try FeedSectionFixtures.render(header, width: width)
        #expect(try FeedSectionFixtures.height(of: header, width: width) == Double(headerLines.count))
        #expect(headerLines.count == 1)
        #expect(headerLines.allSatisfy { $0.count == width })
    }

    @Test("heights still match and lines still fit at very narrow widths", arguments: 1...12)
    func narrowWidths(width: Int) async throws {
        let section = try await FeedSectionFixtures.wholeFeed()
        for item in section.items {
            let lines = try FeedSectionFixtures.render(item, width: width)
            #expect(
                try FeedSectionFixtures.height(of: item, width: width) == Double(lines.count), "\(item.id) at \(width)")
            #expect(lines.allSatisfy { $0.count <= width }, "\(item.id) at \(width): \(lines)")
        }
    }

    @Test("one cell kind per template, all five declared and in the shipped feed")
    func cellKinds() async throws {
        let section = try await FeedSectionFixtures.wholeFeed()
        let counts = Dictionary(grouping: section.items, by: \.kind).mapValues(\.count)
        #expect(
            counts == ["feed.article": 10, "feed.gallery": 6, "feed.video": 4, "feed.ad": 4, "feed.unknown": 6])
        #expect(FeedSection.itemKinds == ["feed.article", "feed.gallery", "feed.video", "feed.ad", "feed.unknown"])
    }

    @Test("on a terminal page the section is its title's rule, then every item's lines, with nothing to report")
    func terminalPage() async throws {
        let page = try await FeedSectionFixtures.page(data: ["title": "Today", "pageSize": 50])
        let section = try #require(page.snapshot.section("feed")?.section as? FeedSection)
        let terminal = TerminalPage(cells: try FeedSectionFixtures.cells(), columns: 40, rows: 12)
        let report = await terminal.update(to: page.snapshot)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let expected =
            try FeedSectionFixtures.renderHeader(of: section, width: 40)
            + section.items.flatMap { try FeedSectionFixtures.render($0, width: 40) }
        #expect(await terminal.totalRows == expected.count)
        #expect(
            await terminal.frame?.lines == [
                "── Today ───────────────────────────────", "▌ Night buses return to the riverside", "  line",
                "  From Monday the N4 runs every 20", "  minutes between midnight and five,",
                "  after a two-year pause.", "  City Daily · Nov 20, 08:30", "▌ First frost over the harbour",
                "  ▦ 4 photos", "  Photographed at dawn from the east", "  pier.", "▌ Highlights: Rivers 3, Lions 1",
            ])
        _ = await terminal.setRows(expected.count)
        #expect(await terminal.frame?.lines == expected)
    }

    @Test("an article: a marked, wrapped title, the indented summary and a meta line; taller when narrower")
    func article() async throws {
        let section = try await FeedSectionFixtures.wholeFeed()
        let item = try FeedSectionFixtures.item("f1", of: section)
        #expect(
            try FeedSectionFixtures.render(item, width: 40) == [
                "▌ Night buses return to the riverside", "  line", "  From Monday the N4 runs every 20",
                "  minutes between midnight and five,", "  after a two-year pause.", "  City Daily · Nov 20, 08:30",
            ])
        #expect(try FeedSectionFixtures.height(of: item, width: 20) == 10)
        #expect(try FeedSectionFixtures.height(of: item, width: 80) == 4)
    }

    @Test("a gallery: title, photo count and caption; without a caption, two lines")
    func gallery() async throws {
        let section = try await FeedSectionFixtures.wholeFeed()
        let withCaption = try FeedSectionFixtures.item("f2", of: section)
        #expect(
            try FeedSectionFixtures.render(withCaption, width: 40) == [
                "▌ First frost over the harbour", "  ▦ 4 photos", "  Photographed at dawn from the east", "  pier.",
            ])
        let withoutCaption = try FeedSectionFixtures.item("f8", of: section)
        #expect(
            try FeedSectionFixtures.render(withoutCaption, width: 40) == [
                "▌ Five soups for a cold week", "  ▦ 5 photos",
            ])
    }

    @Test("a video: title, then length and source")
    func video() async throws {
        let section = try await FeedSectionFixtures.wholeFeed()
        let item = try FeedSectionFixtures.item("f3", of: section)
        #expect(
            try FeedSectionFixtures.render(item, width: 40) == [
                "▌ Highlights: Rivers 3, Lions 1", "  ▶ 4:05 · Metro Sports",
            ])
    }

    @Test("an ad: the sponsor line, then the wrapped text")
    func ad() async throws {
        let section = try await FeedSectionFixtures.wholeFeed()
        let item = try FeedSectionFixtures.item("f4", of: section)
        #expect(
            try FeedSectionFixtures.render(item, width: 40) == [
                "Sponsored · Northline Transit", "  Monthly passes are 20% off until", "  Sunday.",
            ])
    }

    @Test("unknown types and flagged items are shown with their type and problem, never dropped")
    func unknownItemsShown() async throws {
        let section = try await FeedSectionFixtures.wholeFeed()
        #expect(section.items.map(\.id) == FeedFixtures.shippedIDs.map { ItemID($0) })
        let unknown = section.items.filter { $0.kind == "feed.unknown" }
        #expect(unknown.map(\.id) == ["f6", "f13", "f15", "f21", "f23", "f30"].map { ItemID($0) })
        let poll = try FeedSectionFixtures.item("f6", of: section)
        #expect(try FeedSectionFixtures.render(poll, width: 40) == ["(unsupported item: poll)"])
        let untitled = try FeedSectionFixtures.item("f13", of: section)
        #expect(
            try FeedSectionFixtures.render(untitled, width: 40) == [
                "(unsupported item: article)", #"  article content: missing key "title""#,
            ])
        let badVideo = try FeedSectionFixtures.item("f21", of: section)
        #expect(try FeedSectionFixtures.render(badVideo, width: 80).first == "(unsupported item: video)")
        #expect(
            try FeedSectionFixtures.render(badVideo, width: 80).last?.contains("$.durationSeconds") == true)
    }

    @Test("an item the component calls known whose content does not decode is shown as unknown with the reason")
    func undecodableContent() throws {
        let common = FeedCommon(source: "Wire", time: "2026-11-20T08:30:00Z")
        let item = FeedItem(
            id: "v1", type: "video", common: common,
            content: ["title": "Clip", "durationSeconds": "long", "url": "https://example.com"], known: true)
        let section = FeedSection(title: "Feed", items: [item])
        let pageItem = section.items[0]
        #expect(pageItem.kind == "feed.unknown")
        let lines = try FeedSectionFixtures.render(pageItem, width: 80)
        #expect(lines.first == "(unsupported item: video)")
        #expect(lines.dropFirst().joined().contains("durationSeconds"), "\(lines)")
        #expect(try FeedSectionFixtures.height(of: pageItem, width: 80) == Double(lines.count))
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
