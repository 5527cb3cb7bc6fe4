import PageKit
import PageTerminal
import TerminalText
import TestSupport
import Testing

/// The terminal binding: a page engine in rows and columns, sized by the terminal's cells and rendered after
/// every change.
@Suite struct TerminalPageTests {
    @Test("the first update sizes items by their cells, renders the viewport and asks for a full reload")
    func initialLoad() async throws {
        let counter = CallCounter()
        let page = TerminalPage(cells: try rowCells(counter: counter), columns: 20, rows: 4)
        let report = await page.update(to: makeRowsPage(sections: 2, itemsPerSection: 3))
        #expect(report.outcome == .applied)
        #expect(report.fullReload == .initialLoad)
        #expect(report.diagnostics.isEmpty)
        // Two title headers and six rows, each measured by rendering its cell.
        #expect(report.sizeCacheMisses == 8)
        #expect(await page.frame?.lines == ["── Section 0 ───────", "row 0.0", "row 0.1", "row 0.2"])
        #expect(await page.frame?.entries.count == 4)
        #expect(await page.frame?.timeByKind.keys.contains("rows") == true)
        #expect(await page.totalRows == 8)
        #expect(await page.columns == 20)
        let viewport = await page.viewport
        #expect(viewport.offset == 0 && viewport.rows == 4)
        #expect(await page.engine.layout.totalHeight == 8)
    }

    @Test("a row whose cell renders three lines takes three rows; a changed row is measured and drawn again")
    func sizesFollowTheCells() async throws {
        let page = TerminalPage(cells: try rowCells(), columns: 20, rows: 6)
        _ = await page.update(to: makeRowsPage(sections: 1, itemsPerSection: 4) { $0[0][1].lines = 3 })
        #expect(await page.frame?.lines == ["── Section 0 ───────", "row 0.0", "row 0.1", "  …", "  …", "row 0.2"])
        let report = await page.update(
            to: makeRowsPage(sections: 1, itemsPerSection: 4) {
                $0[0][1].lines = 3
                $0[0][2].text = "changed"
            })
        #expect(report.sizeCacheMisses == 1)
        #expect(report.changes?.batchUpdate.reloadedItems == [PageIndexPath(section: 0, item: 2)])
        #expect(await page.frame?.lines.last == "changed")
        #expect(await page.totalRows == 7)
    }

    @Test("scrolling renders the new viewport and reports exposure by item")
    func scrolling() async throws {
        let page = TerminalPage(cells: try rowCells(), columns: 40, rows: 3)
        let snapshot = makeRowsPage(sections: 1, itemsPerSection: 10)
        _ = await page.update(to: snapshot)
        _ = await page.engine.appear()
        let exposure = await page.scroll(to: 4)
        #expect(await page.frame?.lines == ["row 0.3", "row 0.4", "row 0.5"])
        #expect(exposure.appeared.map(\.itemID) == snapshot.sections[0].items[3...5].map(\.id))
        #expect(exposure.disappeared.map(\.itemID) == snapshot.sections[0].items[0...1].map(\.id))
        _ = await page.scroll(to: 1_000)
        #expect(await page.frame?.lines == ["row 0.7", "row 0.8", "row 0.9"])
        #expect(await page.viewport.offset == 8)
        _ = await page.scroll(by: -6)
        #expect(await page.frame?.lines == ["row 0.1", "row 0.2", "row 0.3"])
        let taller = await page.setRows(5)
        #expect(await page.frame?.lines == ["row 0.1", "row 0.2", "row 0.3", "row 0.4", "row 0.5"])
        #expect(taller.appeared.map(\.itemID) == snapshot.sections[0].items[4...5].map(\.id))
    }

    @Test("a new width measures every cell again at it; the old width's sizes stay cached")
    func resize() async throws {
        var cells = TerminalCells()
        try cells.register(kind: "row") {
            TextCell { item, width in TextWrapping.wrap(item.value(as: Row.self)?.text ?? "", width: width) }
        }
        let page = TerminalPage(cells: cells, columns: 40, rows: 10)
        _ = await page.update(
            to: makeRowsPage(sections: 1, itemsPerSection: 2) { $0[0][0].text = "a long row that wraps at twenty" })
        #expect(await page.totalRows == 3)
        let narrower = await page.resize(columns: 20)
        #expect(narrower.fullReload == .widthChanged(from: 40, to: 20))
        #expect(narrower.sizeCacheMisses == 3)
        #expect(await page.totalRows == 4)
        #expect(
            await page.frame?.lines.prefix(4) == [
                "── Section 0 ───────", "a long row that", "wraps at twenty", "row 0.1",
            ])
        let back = await page.resize(columns: 40)
        #expect(back.sizeCacheMisses == 0 && back.sizeCacheHits == 3)
        #expect(await page.columns == 40)
    }

    /// A page whose section `nearby` shows stores `stores` two across, 2 columns apart, as a carousel or not.
    private func stores(_ stores: ClosedRange<Int>, carousel: Bool = true) -> PageSnapshot {
        let rows = stores.map { Row(id: $0, text: "store \($0)") }
        return PageSnapshot(
            pageID: "c",
            sections: [
                SectionSnapshot(
                    id: "nearby", kind: "rows", section: RowsSection(title: "", rows: rows),
                    layout: SectionLayout(carousel ? .carousel(columns: 2) : .list), style: SectionStyle(spacing: 2))
            ])
    }

    @Test("a carousel scrolled sideways keeps the item at its start when the width changes")
    func carouselAcrossWidths() async throws {
        let snapshot = stores(1...6)
        let page = TerminalPage(cells: try rowCells(), columns: 60, rows: 1)
        _ = await page.update(to: snapshot)
        _ = await page.scrollCarousel("nearby", byItems: 1)
        // Two items across: 29 columns each at 60, 39 at 80, with 2 between.
        #expect(await page.frame?.lines == ["store 2".padding(toLength: 31, withPad: " ", startingAt: 0) + "store 3"])
        _ = await page.resize(columns: 80)
        let frame = try #require(await page.frame)
        #expect(frame.lines == ["store 2".padding(toLength: 41, withPad: " ", startingAt: 0) + "store 3"])
        #expect(frame.entries.compactMap(\.itemID) == [ItemID(2), ItemID(3)])
        #expect(await page.engine.viewport.carouselOffsets["nearby"] == 41)
    }

    @Test("a carousel short or not a carousel when the width changes starts where it can, never cut")
    func carouselAwayAcrossWidths() async throws {
        let page = TerminalPage(cells: try rowCells(), columns: 60, rows: 1)
        _ = await page.update(to: stores(1...6))
        _ = await page.scrollCarousel("nearby", byItems: 2)
        // One item (a placeholder while it loads again): its place is kept, in items.
        _ = await page.update(to: stores(1...1))
        _ = await page.resize(columns: 80)
        _ = await page.update(to: stores(1...6))
        #expect(await page.frame?.lines == ["store 3".padding(toLength: 41, withPad: " ", startingAt: 0) + "store 4"])
        // A list at the width change has no place in items: it comes back at its start.
        _ = await page.update(to: stores(1...6, carousel: false))
        _ = await page.resize(columns: 60)
        _ = await page.update(to: stores(1...6))
        #expect(await page.frame?.lines == ["store 1".padding(toLength: 31, withPad: " ", startingAt: 0) + "store 2"])
    }

    @Test("scrolling a long page reuses cells by kind instead of making new ones")
    func cellReuse() async throws {
        let counter = CallCounter()
        let page = TerminalPage(cells: try rowCells(counter: counter), columns: 40, rows: 10)
        _ = await page.update(to: makeRowsPage(sections: 1, itemsPerSection: 500))
        for offset in stride(from: 0, through: 490, by: 5) { _ = await page.scroll(to: offset) }
        // Ten visible entries, five more while the viewport moves (cells go back to the pool once a frame is
        // rendered), and the title's, which waits in the pool for another title.
        let statistics = await page.cellStatistics
        #expect(statistics.created <= 16)
        #expect(statistics.reused > 400)
    }

    @Test("items that repeat an id in one section do not leak cells as the page is rendered again")
    func repeatedIDsReuseCells() async throws {
        let page = TerminalPage(cells: try rowCells(), columns: 40, rows: 4)
        _ = await page.update(to: makeRowsPage(sections: 1, itemsPerSection: 3) { $0[0][1].id = $0[0][0].id })
        for offset in 0..<50 { _ = await page.scroll(to: offset % 2) }
        let statistics = await page.cellStatistics
        // One cell per visible entry, and one more at most while the viewport moves: none made per render.
        #expect(statistics.created <= 5)
        #expect(statistics.reused >= 49)
        #expect(await page.frame?.lines.contains("row 0.1") == true)
    }

    @Test("an update a newer one cancels renders nothing; the newest is what the page shows")
    func cancelledUpdateRendersNothing() async throws {
        let page = TerminalPage(cells: try rowCells(), columns: 40, rows: 3, inlineItemLimit: 0)
        let reports = await withTaskGroup(of: PageUpdateReport.self) { group in
            for version in 0..<6 {
                let snapshot = makeRowsPage(id: "v\(version)", sections: 4, itemsPerSection: 400) {
                    $0[0][0].text = "version \(version)"
                }
                group.addTask {
                    try? await Task.sleep(for: .milliseconds(version))
                    return await page.update(to: snapshot)
                }
            }
            return await group.reduce(into: [PageUpdateReport]()) { $0.append($1) }
        }
        let newest = try #require(reports.max { $0.sequence < $1.sequence })
        #expect(newest.outcome == .applied)
        let shown = await page.engine.snapshot.pageID
        #expect(await page.frame?.lines[1] == "version \(shown.dropFirst())")
    }

    @Test("updates and scrolls from many tasks at once: every frame is as tall as the page and fits its width")
    func concurrentUpdatesAndScrolls() async throws {
        let page = TerminalPage(cells: try rowCells(), columns: 24, rows: 7, inlineItemLimit: 50)
        let frames = await withTaskGroup(of: [[String]].self) { group in
            for task in 0..<8 {
                group.addTask {
                    var random = SplitMix64(seed: 0x7E4_0000 + UInt64(task))
                    var frames: [[String]] = []
                    for step in 0..<40 {
                        if step % 3 == 0 {
                            let sections = 1 + Int(random.next() % 4)
                            let items = Int(random.next() % 60)
                            _ = await page.update(
                                to: makeRowsPage(id: "\(task).\(step)", sections: sections, itemsPerSection: items) {
                                    rows in
                                    for section in rows.indices where !rows[section].isEmpty {
                                        rows[section][0].lines = 1 + step % 3
                                        rows[section][0].text = "a row of \(task).\(step) \u{1B}[2J wider than the page"
                                    }
                                })
                        } else {
                            _ = await page.scroll(by: Int(random.next() % 40) - 20)
                        }
                        if let frame = await page.frame { frames.append(frame.lines) }
                    }
                    return frames
                }
            }
            return await group.reduce(into: [[String]]()) { $0 += $1 }
        }
        #expect(frames.count > 200)
        #expect(frames.allSatisfy { $0.count == 7 })
        #expect(frames.allSatisfy { $0.allSatisfy { TerminalText.width(of: $0) <= 24 && !$0.contains("\u{1B}") } })
    }

    @Test("columns and rows at any Int are clamped; nothing overflows, and every frame fits the page")
    func anyNumbers() async throws {
        var random = SplitMix64(seed: 0x11_5175)
        let extremes = [Int.min, Int.min + 1, -1, 0, 1, 999, 1_000, 100_000, 100_001, Int.max - 1, Int.max]
        let snapshot = makeRowsPage(sections: 3, itemsPerSection: 20)
        for round in 0..<20 {
            let pick = { (random: inout SplitMix64) -> Int in
                guard Bool.random(using: &random) else { return Int.random(in: -5_000...5_000, using: &random) }
                return extremes.randomElement(using: &random) ?? 0
            }
            let page = TerminalPage(
                cells: try rowCells(), columns: pick(&random), rows: Int.random(in: 0...50, using: &random))
            _ = await page.update(to: snapshot)
            _ = await page.scroll(by: pick(&random))
            _ = await page.scroll(to: pick(&random))
            _ = await page.resize(columns: pick(&random))
            _ = await page.scroll(by: Int.max)
            _ = await page.scroll(by: Int.min)
            let columns = await page.columns
            let frame = try #require(await page.frame)
            #expect(TerminalPage.widths.contains(columns), "round \(round)")
            #expect(frame.lines.count == (await page.viewport).rows, "round \(round)")
            #expect(frame.lines.allSatisfy { TerminalText.width(of: $0) <= columns }, "round \(round)")
        }
        let huge = TerminalPage(cells: try rowCells(), columns: 10, rows: Int.max)
        #expect(await huge.viewport.rows == 1_000_000)
    }
}

/// A grid or carousel with insets and spacing of any fraction: the renderer and the sizer agree on each cell's
/// width, which the frame's span, computed from the neighbours, can miss by a rounding error.
@Suite struct FractionalColumnsTests {
    private struct Words: PageSection {
        static let itemKinds = ["words"]
        let items: [PageItem]
    }

    @Test("each cell is drawn at the width it was measured at, whatever the insets and spacing (seeded)")
    func drawnAsMeasured() async throws {
        var random = SplitMix64(seed: 0x00C0_1A55)
        for _ in 0..<200 {
            let widths = LockedBox<[ItemID: Set<Int>]>([:])
            var cells = TerminalCells()
            try cells.register(kind: "words") {
                TextCell { item, width in
                    widths.withLock { _ = $0[item.id, default: []].insert(width) }
                    return TextWrapping.wrap(item.value(as: String.self) ?? "", width: width)
                }
            }
            let columns = Int.random(in: 2...4, using: &random)
            let arrangement: SectionLayout.Arrangement =
                Bool.random(using: &random) ? .grid(columns: columns) : .carousel(columns: columns)
            let style = SectionStyle(
                insets: Double(Int.random(in: 0...30, using: &random)) / 10,
                spacing: Double(Int.random(in: 0...30, using: &random)) / 10)
            let items = (0..<columns).map {
                PageItem(value: "abcd efgh ijkl", id: ItemID($0), contentVersion: 0, kind: "words")
            }
            let page = TerminalPage(cells: cells, columns: Int.random(in: 12...60, using: &random), rows: 20)
            _ = await page.update(
                to: PageSnapshot(
                    pageID: "p",
                    sections: [
                        SectionSnapshot(
                            id: "s", kind: "words", section: Words(items: items), layout: SectionLayout(arrangement),
                            style: style)
                    ]))
            for (id, seen) in widths.withLock({ $0 }) {
                #expect(seen.count == 1, "item \(id) measured and drawn at \(seen.sorted()) columns, \(style)")
            }
        }
    }
}
