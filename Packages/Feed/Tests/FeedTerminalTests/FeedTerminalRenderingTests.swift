import ComponentService
import Feed
import FeedInterface
import FeedTerminal
import PageKit
import PageTerminal
import Testing

@Suite("Feed terminal cells: templates, heights and rendering")
struct FeedTerminalRenderingTests {
    @Test(
        "the host sizes every item: its terminal height equals the lines its cell draws, each within the width",
        arguments: [20, 40, 80])
    func heightsMatchLines(width: Int) async throws {
        let section = try await FeedTerminalFixtures.wholeFeed()
        #expect(section.items.count == 30)
        for item in section.items {
            let lines = try FeedTerminalFixtures.render(item, width: width)
            #expect(section.size(of: item, width: Double(width)) == nil, "\(item.id)")
            #expect(
                try FeedTerminalFixtures.height(of: item, width: width) == Double(lines.count), "\(item.id) at \(width)"
            )
            #expect(!lines.isEmpty)
            #expect(lines.allSatisfy { TextWrapping.width(of: $0) <= width }, "\(item.id) at \(width): \(lines)")
        }
        let header = try #require(section.header)
        let headerLines = try FeedTerminalFixtures.render(header, width: width)
        #expect(try FeedTerminalFixtures.height(of: header, width: width) == Double(headerLines.count))
        #expect(headerLines.count == 1)
        #expect(headerLines.allSatisfy { $0.count == width })
    }

    @Test("heights still match and lines still fit at very narrow widths", arguments: 1...12)
    func narrowWidths(width: Int) async throws {
        let section = try await FeedTerminalFixtures.wholeFeed()
        // A title of wide characters: each takes two columns, so from width 2 every line still fits.
        let wide = FeedItem(
            id: "w", type: "article", common: FeedCommon(source: "Wire", time: "now"),
            content: ["title": "中文中文", "summary": "", "author": "Ann"], known: true)
        let lines = try FeedTerminalFixtures.render(FeedSection(title: "", items: [wide]).items[0], width: width)
        if width >= 2 {
            #expect(lines.allSatisfy { TextWrapping.width(of: $0) <= width }, "at \(width): \(lines)")
        }
        for item in section.items {
            let lines = try FeedTerminalFixtures.render(item, width: width)
            #expect(
                try FeedTerminalFixtures.height(of: item, width: width) == Double(lines.count), "\(item.id) at \(width)"
            )
            #expect(lines.allSatisfy { TextWrapping.width(of: $0) <= width }, "\(item.id) at \(width): \(lines)")
        }
    }

    @Test("text of clusters wider than two columns, in every template, fits every width; any width is safe")
    func hostileText() throws {
        let texts = [
            "a\u{1F3FB}a\u{1F3FB}a\u{1F3FB} word", String(repeating: "\u{1100}", count: 10) + " x",
            "中文中文中文 emoji 😀😀 e\u{301}\u{301}",
        ]
        for text in texts {
            let common = FeedCommon(source: text, time: text)
            let items = [
                FeedItem(
                    id: "a", type: "article", common: common,
                    content: ["title": .string(text), "summary": .string(text), "author": "A"], known: true),
                FeedItem(
                    id: "g", type: "gallery", common: common,
                    content: ["title": .string(text), "images": ["x"], "caption": .string(text)], known: true),
                FeedItem(
                    id: "v", type: "video", common: common,
                    content: ["title": .string(text), "durationSeconds": 5, "url": "u"], known: true),
                FeedItem(
                    id: "d", type: "ad", common: common,
                    content: ["advertiser": .string(text), "text": .string(text), "link": "l"], known: true),
                FeedItem(id: "u", type: text, common: common, content: [:], known: false, problem: text),
            ]
            for item in FeedSection(title: text, items: items).items {
                for width in Array(1...30) + [Int.max] {
                    let lines = try FeedTerminalFixtures.render(item, width: width)
                    #expect(
                        lines.allSatisfy { TextWrapping.width(of: $0) <= width },
                        "\(item.kind) of \(text.debugDescription) at \(width): \(lines)")
                    #expect(try FeedTerminalFixtures.height(of: item, width: width) == Double(lines.count))
                }
                // No room at all: wrapped as at one column.
                for width in [Int.min, -1, 0] {
                    #expect(
                        try FeedTerminalFixtures.render(item, width: width).allSatisfy {
                            TextWrapping.width(of: $0) <= 1
                        })
                }
            }
        }
    }

    @Test("on a terminal page the section is its title's rule, then every item's lines, with nothing to report")
    func terminalPage() async throws {
        let page = try await FeedTerminalFixtures.page(data: ["title": "Today", "pageSize": 50])
        let section = try #require(page.snapshot.section("feed")?.section as? FeedSection)
        let terminal = TerminalPage(cells: try FeedTerminalFixtures.cells(), columns: 40, rows: 12)
        let report = await terminal.update(to: page.snapshot)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let expected =
            try FeedTerminalFixtures.renderHeader(of: section, width: 40)
            + section.items.flatMap { try FeedTerminalFixtures.render($0, width: 40) }
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
        let section = try await FeedTerminalFixtures.wholeFeed()
        let item = try FeedTerminalFixtures.item("f1", of: section)
        #expect(
            try FeedTerminalFixtures.render(item, width: 40) == [
                "▌ Night buses return to the riverside", "  line", "  From Monday the N4 runs every 20",
                "  minutes between midnight and five,", "  after a two-year pause.", "  City Daily · Nov 20, 08:30",
            ])
        #expect(try FeedTerminalFixtures.height(of: item, width: 20) == 10)
        #expect(try FeedTerminalFixtures.height(of: item, width: 80) == 4)
    }

    @Test("a gallery: title, photo count and caption; without a caption, two lines")
    func gallery() async throws {
        let section = try await FeedTerminalFixtures.wholeFeed()
        let withCaption = try FeedTerminalFixtures.item("f2", of: section)
        #expect(
            try FeedTerminalFixtures.render(withCaption, width: 40) == [
                "▌ First frost over the harbour", "  ▦ 4 photos", "  Photographed at dawn from the east", "  pier.",
            ])
        let withoutCaption = try FeedTerminalFixtures.item("f8", of: section)
        #expect(
            try FeedTerminalFixtures.render(withoutCaption, width: 40) == [
                "▌ Five soups for a cold week", "  ▦ 5 photos",
            ])
    }

    @Test("a gallery of one photo says photo; of none, photos")
    func galleryCount() throws {
        for (images, shown) in [
            (["a.jpg"], "  ▦ 1 photo"), ([], "  ▦ 0 photos"), (["a.jpg", "b.jpg"], "  ▦ 2 photos"),
        ] {
            let gallery = FeedItem(
                id: "g", type: "gallery", common: FeedCommon(source: "Wire", time: "now"),
                content: ["title": "Harbour", "images": .array(images.map { .string($0) })], known: true)
            let lines = try FeedTerminalFixtures.render(FeedSection(title: "", items: [gallery]).items[0], width: 40)
            #expect(lines == ["▌ Harbour", shown], "\(images)")
        }
    }

    @Test("a width too narrow for the title mark and a wide character after it wraps the title without the mark")
    func narrowTitle() throws {
        let article = FeedItem(
            id: "a", type: "article", common: FeedCommon(source: "Wire", time: "now"),
            content: ["title": "Story", "summary": "", "author": "Ann"], known: true)
        let item = FeedSection(title: "", items: [article]).items[0]
        #expect(try FeedTerminalFixtures.render(item, width: 3) == ["Sto", "ry", "…"])
        #expect(try FeedTerminalFixtures.render(item, width: 4) == ["▌ St", "  or", "  y", "  W…"])
    }

    @Test("a video: title, then length and source")
    func video() async throws {
        let section = try await FeedTerminalFixtures.wholeFeed()
        let item = try FeedTerminalFixtures.item("f3", of: section)
        #expect(
            try FeedTerminalFixtures.render(item, width: 40) == [
                "▌ Highlights: Rivers 3, Lions 1", "  ▶ 4:05 · Metro Sports",
            ])
    }

    @Test("an ad: the sponsor line, then the wrapped text")
    func ad() async throws {
        let section = try await FeedTerminalFixtures.wholeFeed()
        let item = try FeedTerminalFixtures.item("f4", of: section)
        #expect(
            try FeedTerminalFixtures.render(item, width: 40) == [
                "Sponsored · Northline Transit", "  Monthly passes are 20% off until", "  Sunday.",
            ])
    }

    @Test("unknown types and flagged items are shown with their type and problem")
    func unknownItemsShown() async throws {
        let section = try await FeedTerminalFixtures.wholeFeed()
        let poll = try FeedTerminalFixtures.item("f6", of: section)
        #expect(try FeedTerminalFixtures.render(poll, width: 40) == ["(unsupported item: poll)"])
        let untitled = try FeedTerminalFixtures.item("f13", of: section)
        #expect(
            try FeedTerminalFixtures.render(untitled, width: 40) == [
                "(unsupported item: article)", #"  article content: missing key "title""#,
            ])
        let badVideo = try FeedTerminalFixtures.item("f21", of: section)
        #expect(try FeedTerminalFixtures.render(badVideo, width: 80).first == "(unsupported item: video)")
        #expect(
            try FeedTerminalFixtures.render(badVideo, width: 80).last?.contains("$.durationSeconds") == true)
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
        let lines = try FeedTerminalFixtures.render(pageItem, width: 80)
        #expect(lines.first == "(unsupported item: video)")
        #expect(lines.dropFirst().joined().contains("durationSeconds"), "\(lines)")
        #expect(try FeedTerminalFixtures.height(of: pageItem, width: 80) == Double(lines.count))
    }

    @Test("clip lengths read as minutes and seconds, with hours from an hour on; times as month, day and clock")
    func formatting() throws {
        let lengths = [(245, "4:05"), (59, "0:59"), (3723, "1:02:03"), (-5, "0:00")]
        for (seconds, shown) in lengths {
            let video = FeedItem(
                id: "v", type: "video", common: FeedCommon(source: "Wire", time: "now"),
                content: ["title": "Clip", "durationSeconds": .int(seconds), "url": "https://example.com"],
                known: true)
            let lines = try FeedTerminalFixtures.render(FeedSection(title: "", items: [video]).items[0], width: 40)
            #expect(lines == ["▌ Clip", "  ▶ \(shown) · Wire"], "\(seconds)")
        }
        let times = [
            ("2026-11-20T08:30:00Z", "Nov 20, 08:30"), ("2026-01-02T23:59:59+08:00", "Jan 2, 23:59"),
            ("yesterday", "yesterday"), ("2026-11-20T08::0:00Z", "2026-11-20T08::0:00Z"),
            ("2026-13-20T08:30:00Z", "2026-13-20T08:30:00Z"), ("abcd-11-20T08:30:00Z", "abcd-11-20T08:30:00Z"),
            ("2026-+1-+5T08:30:00Z", "2026-+1-+5T08:30:00Z"), ("2026-11-20T99:99", "2026-11-20T99:99"),
            ("2026-02-31T08:30:00Z", "2026-02-31T08:30:00Z"), ("2026-02-29T08:30:00Z", "2026-02-29T08:30:00Z"),
            ("2024-02-29T08:30:00Z", "Feb 29, 08:30"), ("2026-11-20T24:00:00Z", "2026-11-20T24:00:00Z"),
            // Century years are leap years only when divisible by 400; November has 30 days; minutes end at 59.
            ("2000-02-29T08:30:00Z", "Feb 29, 08:30"), ("1900-02-29T08:30:00Z", "1900-02-29T08:30:00Z"),
            ("2026-11-30T08:30:00Z", "Nov 30, 08:30"), ("2026-11-31T08:30:00Z", "2026-11-31T08:30:00Z"),
            ("2026-12-31T08:30:00Z", "Dec 31, 08:30"), ("2026-11-20T08:60:00Z", "2026-11-20T08:60:00Z"),
        ]
        for (time, shown) in times {
            let article = FeedItem(
                id: "a", type: "article", common: FeedCommon(source: "Wire", time: time),
                content: ["title": "Story", "summary": "", "author": "Ann"], known: true)
            let lines = try FeedTerminalFixtures.render(FeedSection(title: "", items: [article]).items[0], width: 80)
            #expect(lines.last == "  Wire · \(shown)", "\(time)")
        }
    }

    @Test("the header is the title in a rule across the width; no title, no header")
    func header() async throws {
        let today = try await FeedTerminalFixtures.section(data: ["title": "Today", "pageSize": 2])
        #expect(try FeedTerminalFixtures.renderHeader(of: today, width: 20) == ["── Today ───────────"])
        let feed = try await FeedTerminalFixtures.section(data: ["pageSize": 2])
        #expect(try FeedTerminalFixtures.renderHeader(of: feed, width: 12) == ["── Feed ────"])
        let untitled = try await FeedTerminalFixtures.section(data: ["title": "", "pageSize": 2])
        #expect(try FeedTerminalFixtures.renderHeader(of: untitled, width: 40).isEmpty)
    }

    @Test("every item kind has a terminal cell; registering the cells again throws and keeps the first")
    func registration() throws {
        let registry = try FeedTerminalFixtures.registry()
        #expect(Set(FeedSection.itemKinds).isSubset(of: TerminalCells().missingKinds(in: registry)))
        var cells = try FeedTerminalFixtures.cells()
        #expect(cells.missingKinds(in: registry).isEmpty)
        let error = #expect(throws: TerminalCellRegistrationError.self) {
            try FeedTerminalCells.register(in: &cells)
        }
        #expect(error?.kind == "feed.article")
        #expect(cells.missingKinds(in: registry).isEmpty)
    }
}
