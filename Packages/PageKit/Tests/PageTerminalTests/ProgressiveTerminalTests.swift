import PageKit
import PageTerminal
import TerminalText
import TestSupport
import Testing

@Suite("A progressively loaded page in the terminal")
struct ProgressiveTerminalTests {
    /// `rows` sections of `count` rows each; the factory logs `data <id>` as it makes a section's data.
    private func registry(log: LockedBox<[String]>) throws -> SectionRegistry {
        let registry = SectionRegistry()
        try registry.register(kind: "rows") { configuration in
            let id = configuration.id.rawValue
            log.withLock { $0.append("data \(id)") }
            let count = configuration.data["count"]?.intValue ?? 1
            return RowsSection(title: id, rows: (0..<count).map { Row(id: $0, text: "\(id) row \($0)") })
        }
        return registry
    }

    @Test("with one section delayed by 2 s, the first frame is delivered before that section's data")
    func firstFrameBeforeSlowData() async throws {
        let log = LockedBox<[String]>([])
        let configuration = PageConfiguration.decode([
            "id": "home",
            "sections": [
                ["id": "banner", "kind": "rows"],
                ["id": "feed", "kind": "rows", "delay": 2, "data": ["count": 3]],
            ],
        ])
        let load = PageLoad(configuration, builder: PageBuilder(registry: try registry(log: log)))
        let page = TerminalPage(cells: try rowCells(), columns: 30, rows: 20)
        var frames: [[String]] = []
        for await stage in await load.stages() {
            _ = await page.update(to: stage.page.snapshot, fullReloadThreshold: .infinity)
            let lines = await page.frame?.lines ?? []
            frames.append(lines)
            log.withLock { $0.append("frame \(frames.count)") }
            if stage.isComplete { break }
        }
        let events = log.withLock { $0 }
        let firstFrame = try #require(events.firstIndex(of: "frame 1"))
        let slowData = try #require(events.firstIndex(of: "data feed"))
        #expect(firstFrame < slowData, "events: \(events)")
        #expect(frames.first?.contains { $0.hasPrefix("⋯ loading feed") } == true)
        let last = try #require(frames.last)
        #expect(!last.contains { $0.hasPrefix("⋯ loading") })
        #expect(last.contains("feed row 2"))
        #expect(events.last == "frame \(frames.count)")
    }

    @Test("random pages of grids and carousels, scrolled down and sideways: every line fits the width")
    func linesFitTheWidth() async throws {
        var random = SplitMix64(seed: 0xCA2_05E1)
        let cells = try rowCells()
        for _ in 0..<40 {
            let width = Int.random(in: 1...80, using: &random)
            let sections = (0..<Int.random(in: 1...4, using: &random)).map { index in
                let columns = Int.random(in: 1...5, using: &random)
                let arrangement: SectionLayout.Arrangement =
                    Bool.random(using: &random) ? .carousel(columns: columns) : .grid(columns: columns)
                let rows = (0..<Int.random(in: 0...12, using: &random)).map {
                    Row(id: index * 100 + $0, text: String(repeating: "wide 字 text ", count: 4))
                }
                return SectionSnapshot(
                    id: SectionID("s\(index)"), kind: "rows",
                    section: RowsSection(title: "Section \(index)", rows: rows),
                    layout: SectionLayout(arrangement, stickyHeader: Bool.random(using: &random)),
                    style: SectionStyle(
                        insets: Double(Int.random(in: 0...4, using: &random)),
                        spacing: Double(Int.random(in: 0...3, using: &random)), separators: true))
            }
            let page = TerminalPage(cells: cells, columns: width, rows: 12)
            _ = await page.update(to: PageSnapshot(pageID: "fuzz", sections: sections))
            for _ in 0..<6 {
                _ = await page.scroll(to: Int.random(in: 0...60, using: &random))
                for section in sections where Bool.random(using: &random) {
                    _ = await page.scrollCarousel(section.id, byItems: Int.random(in: -3...3, using: &random))
                }
                let lines = await page.frame?.lines ?? []
                #expect(lines.count == 12)
                #expect(lines.allSatisfy { TerminalText.width(of: $0) <= width }, "width \(width): \(lines)")
            }
        }
    }

    @Test("items side by side whose texts join into a wider character still fit the width once joined")
    func joinedPiecesFit() async throws {
        // A variation selector 16 at the start of the second item turns the first item's ☺ into an emoji.
        let rows = [Row(id: 1, text: "☺"), Row(id: 2, text: "\u{FE0F}x")]
        let section = SectionSnapshot(
            id: "s", kind: "rows", section: RowsSection(title: "", rows: rows),
            layout: SectionLayout(.grid(columns: 2)))
        let page = TerminalPage(cells: try rowCells(), columns: 2, rows: 2)
        _ = await page.update(to: PageSnapshot(pageID: "joined", sections: [section]))
        let lines = await page.frame?.lines ?? []
        #expect(lines.allSatisfy { TerminalText.width(of: $0) <= 2 }, "\(lines)")
    }

    @Test(
        "pieces that join the one before do not move the pieces after them from their columns",
        arguments: [
            // A joiner and an emoji join 👨 into one glyph of 2 columns, where the two pieces took 4.
            ["👨", "\u{200D}👩", "x"],
            // A variation selector turns a☺'s ☺ into an emoji, 2 columns where it took 1.
            ["a☺", "\u{FE0F}y", "x"],
            // A combining mark joins the space the first piece is padded with.
            ["a", "\u{301}b", "x"],
        ])
    func joinedPiecesKeepColumns(texts: [String]) async throws {
        let rows = texts.enumerated().map { Row(id: $0.offset, text: $0.element) }
        let section = SectionSnapshot(
            id: "s", kind: "rows", section: RowsSection(title: "", rows: rows),
            layout: SectionLayout(.grid(columns: 3)))
        let page = TerminalPage(cells: try rowCells(), columns: 6, rows: 1)
        _ = await page.update(to: PageSnapshot(pageID: "joined", sections: [section]))
        let line = try #require(await page.frame?.lines.first)
        let x = try #require(line.firstIndex(of: "x"), "\(line)")
        #expect(TerminalText.width(of: line[..<x]) == 4, "\(line.debugDescription)")
        #expect(TerminalText.width(of: line) <= 6)
    }

    /// The complete stage of a page whose one section, `deals`, fails to build with an error described as
    /// `description`; `nil` if the load ends without one.
    private static func loadedPage(failingWith description: String) async throws -> PageLoadStage? {
        struct Unreachable: Error, CustomStringConvertible {
            let description: String
        }
        let registry = SectionRegistry()
        try registry.register(kind: "fails") { _ -> RowsSection in throw Unreachable(description: description) }
        let configuration = PageConfiguration(id: "home", sections: [SectionConfiguration(id: "deals", kind: "fails")])
        let load = PageLoad(configuration, builder: PageBuilder(registry: registry))
        for await stage in await load.stages() where stage.isComplete {
            return stage
        }
        return nil
    }

    @Test("a failed section's error state names it and says how to retry, within the width, at most 3 lines")
    func errorState() async throws {
        let stage = try #require(
            await Self.loadedPage(failingWith: String(repeating: "the server did not answer ", count: 8)))
        for width in [1, 12, 40, 200] {
            let page = TerminalPage(cells: TerminalCells(), columns: width, rows: 10)
            _ = await page.update(to: stage.page.snapshot)
            let lines = await page.frame?.lines.filter { !$0.allSatisfy { $0 == " " } } ?? []
            #expect((1...3).contains(lines.count), "width \(width): \(lines)")
            #expect(lines.allSatisfy { TerminalText.width(of: $0) <= width })
            if width == 40 {
                #expect(lines.first?.hasPrefix("⚠ deals: the server did not answer") == true)
                #expect(lines.count == 3)
                #expect(lines.last?.trimmingSuffix(" ").hasSuffix("…") == true)
            }
        }
        let page = TerminalPage(cells: TerminalCells(), columns: 200, rows: 10)
        _ = await page.update(to: stage.page.snapshot)
        let text = (await page.frame?.lines ?? []).joined(separator: " ")
        #expect(text.contains("select to retry"))
    }

    @Test("an error state that wraps to exactly 3 lines shows them whole, with no mark of a cut")
    func errorStateOfThreeLines() async throws {
        let stage = try #require(await Self.loadedPage(failingWith: "the server did not answer"))
        let page = TerminalPage(cells: TerminalCells(), columns: 20, rows: 4)
        _ = await page.update(to: stage.page.snapshot)
        #expect(
            await page.frame?.lines == ["⚠ deals: the server", "did not answer ·", "select to retry", ""])
    }
}

extension String {
    fileprivate func trimmingSuffix(_ character: Character) -> Substring {
        var text = self[...]
        while text.last == character { text = text.dropLast() }
        return text
    }
}
