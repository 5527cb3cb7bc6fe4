import Foundation
import PageKit
import PageTerminal
import TerminalText
import TestSupport
import Testing

/// The renderer on layouts built by hand: what a viewport shows, line for line, and how cells are reused.
@Suite struct PageRendererTests {
    /// A section of rows, titled "T" unless told otherwise; one row renders `lines` lines (what its size says,
    /// or not).
    private func layout(
        rows: [Row], sizes: [Double], header: Double = 1, width: Double = 20, title: String = "T",
        sectionLayout: SectionLayout = .list, style: SectionStyle = .plain
    ) -> PageLayout {
        let section = SectionSnapshot(
            id: "s", kind: "rows", section: RowsSection(title: title, rows: rows), layout: sectionLayout, style: style)
        return PageLayout(
            snapshot: PageSnapshot(pageID: "r", sections: [section]),
            sizes: PageSizes(width: width, headerSizes: [header], itemSizes: [sizes]))
    }

    private let rows = [Row(id: 1, text: "one", lines: 3), Row(id: 2, text: "two"), Row(id: 3, text: "three")]

    @Test("entries cut by the viewport show only their visible lines; the rest of the viewport is blank")
    func partialEntries() throws {
        let renderer = PageRenderer(cells: try rowCells())
        let layout = layout(rows: rows, sizes: [3, 1, 1])
        let middle = renderer.render(layout, viewport: Viewport(offset: 2, height: 3))
        #expect(middle.lines == ["  …", "  …", "two"])
        #expect(middle.entries.map(\.itemID) == [ItemID(1), ItemID(2)])
        let top = renderer.render(layout, viewport: Viewport(offset: 0, height: 2))
        #expect(top.lines == ["── T ───────────────", "one"])
        let end = renderer.render(layout, viewport: Viewport(offset: 5, height: 4))
        #expect(end.lines == ["three", "", "", ""])
        #expect(renderer.render(layout, viewport: Viewport(offset: 0, height: 0)).lines == [])
    }

    @Test("a separator shows in the spacing above a row, also when that row is below the viewport")
    func separators() throws {
        let renderer = PageRenderer(cells: try rowCells())
        // The header at 0, "two" at 1, the separator in the spacing at 2, "three" at 3.
        let layout = layout(
            rows: Array(rows.dropFirst()), sizes: [1, 1], width: 8, style: SectionStyle(spacing: 1, separators: true))
        let rule = String(repeating: "─", count: 8)
        #expect(
            renderer.render(layout, viewport: Viewport(offset: 0, height: 4)).lines == [
                "── T ───", "two", rule, "three",
            ])
        #expect(renderer.render(layout, viewport: Viewport(offset: 0, height: 3)).lines == ["── T ───", "two", rule])
        #expect(renderer.render(layout, viewport: Viewport(offset: 2, height: 1)).lines == [rule])
        #expect(renderer.render(layout, viewport: Viewport(offset: 1, height: 1)).lines == ["two"])
    }

    @Test("a separator goes between a section's rows, never above its first row")
    func noSeparatorAboveTheFirstRow() throws {
        let renderer = PageRenderer(cells: try rowCells())
        // The inset at 0, "two" at 1, the separator in the spacing at 2, "three" at 3, the inset at 4.
        let layout = layout(
            rows: Array(rows.dropFirst()), sizes: [1, 1], header: 0, width: 10, title: "",
            style: SectionStyle(insets: 1, spacing: 1, separators: true))
        let lines = renderer.render(layout, viewport: Viewport(offset: 0, height: 5)).lines
        #expect(lines.map { $0.trimmingCharacters(in: .whitespaces) } == ["", "two", "────────", "three", ""])
    }

    /// A grid of `rows` two across, `width` columns wide, with no header, each item `sizes` rows high.
    private func grid(_ rows: [Row], sizes: [Double], width: Double) -> PageLayout {
        layout(
            rows: rows, sizes: sizes, header: 0, width: width, title: "",
            sectionLayout: SectionLayout(.grid(columns: 2)))
    }

    @Test("a grid's second column stays at its column on rows where the first column has no more lines")
    func secondColumnAlone() throws {
        let renderer = PageRenderer(cells: try rowCells())
        let layout = grid([Row(id: 1, text: "one"), Row(id: 2, text: "two", lines: 3)], sizes: [3, 3], width: 20)
        #expect(
            renderer.render(layout, viewport: Viewport(offset: 0, height: 3)).lines == [
                "one       two", "            …", "            …",
            ])
    }

    @Test("a grid's columns a fraction wide start and are drawn at whole columns, rounded down")
    func fractionalGridColumns() throws {
        let renderer = PageRenderer(cells: try rowCells())
        // Two columns of 10.5: the second starts at column 10, and each is drawn 10 columns wide.
        let layout = grid([Row(id: 1, text: "left"), Row(id: 2, text: "right")], sizes: [1, 1], width: 21)
        let frame = renderer.render(layout, viewport: Viewport(offset: 0, height: 1))
        #expect(frame.lines == ["left      right"])
    }

    @Test("an item that changes kind under the same id gets a cell of its new kind; the old one is reused")
    func kindChangeRecyclesTheCell() throws {
        struct Mixed: PageSection {
            static let itemKinds = ["row", "note"]
            let items: [PageItem]
        }
        var cells = try rowCells()
        try cells.register(kind: "note") { TextCell { item, _ in ["note \(item.value(as: Row.self)?.text ?? "")"] } }
        let renderer = PageRenderer(cells: cells)
        func layout(kind: String) -> PageLayout {
            let item = PageItem(Row(id: 1, text: "one"), id: \.id, kind: kind)
            let snapshot = PageSnapshot(
                pageID: "k", sections: [SectionSnapshot(id: "s", kind: "mixed", section: Mixed(items: [item]))])
            return PageLayout(snapshot: snapshot, sizes: PageSizes(width: 10, headerSizes: [0], itemSizes: [[1]]))
        }
        let viewport = Viewport(offset: 0, height: 1)
        #expect(renderer.render(layout(kind: "row"), viewport: viewport).lines == ["one"])
        #expect(renderer.render(layout(kind: "note"), viewport: viewport).lines == ["note one"])
        #expect(renderer.pool.freeCount == 1)
        #expect(renderer.render(layout(kind: "row"), viewport: viewport).lines == ["one"])
        #expect(renderer.pool.created == 2 && renderer.pool.reused == 1)
    }

    @Test("a cell's lines are padded or cut to the entry's size, whatever the cell renders")
    func linesFitTheSize() throws {
        let renderer = PageRenderer(cells: try rowCells())
        // Row 1 renders 3 lines in 2 rows; row 2 renders 1 line in 3 rows.
        let frame = renderer.render(layout(rows: rows, sizes: [2, 3, 1]), viewport: Viewport(offset: 1, height: 7))
        #expect(frame.lines == ["one", "  …", "two", "", "", "three", ""])
    }

    @Test("lines show control characters as placeholders and are cut to the width in display columns")
    func linesAreData() throws {
        let hostile = [Row(id: 1, text: "\u{1B}[2J中文中文中文中文中文中文 wider than the page"), Row(id: 2, text: "ok")]
        let renderer = PageRenderer(cells: try rowCells())
        let frame = renderer.render(
            layout(rows: hostile, sizes: [1, 1], width: 12), viewport: Viewport(offset: 0, height: 3))
        #expect(frame.lines.count == 3)
        #expect(frame.lines.allSatisfy { TerminalText.width(of: $0) <= 12 && !$0.contains("\u{1B}") })
        #expect(frame.lines[1].hasPrefix("␛[2J"))
        #expect(frame.lines[2] == "ok")
    }

    @Test("a kind without a cell is blank; fractional sizes are whole rows")
    func blankAndFractions() throws {
        let snapshot = PageSnapshot(
            pageID: "r",
            sections: [
                SectionSnapshot(
                    id: "s", kind: "rows",
                    section: RowsSection(title: "", rows: [Row(id: 1, text: "a"), Row(id: 2, text: "b")]))
            ])
        let renderer = PageRenderer(cells: TerminalCells())
        let layout = PageLayout(
            snapshot: snapshot, sizes: PageSizes(width: 10, headerSizes: [0], itemSizes: [[1.4, 1.6]]))
        #expect(renderer.render(layout, viewport: Viewport(offset: 0, height: 3)).lines == ["", "", ""])
        let withCells = PageRenderer(cells: try rowCells())
        #expect(withCells.render(layout, viewport: Viewport(offset: 0, height: 3)).lines == ["a", "b", ""])
    }

    @Test("cells stay with their items while they are visible and are reused by kind once they leave")
    func reuse() throws {
        let counter = CallCounter()
        let renderer = PageRenderer(cells: try rowCells(counter: counter))
        let many = (0..<100).map { Row(id: $0, text: "row \($0)") }
        let layout = layout(rows: many, sizes: many.map { _ in 1 })
        _ = renderer.render(layout, viewport: Viewport(offset: 0, height: 5))
        #expect(renderer.pool.created == 5 && renderer.pool.reused == 0)
        _ = renderer.render(layout, viewport: Viewport(offset: 0, height: 5))
        #expect(renderer.pool.created == 5 && renderer.pool.reused == 0)
        let scrolled = renderer.render(layout, viewport: Viewport(offset: 50, height: 5))
        #expect(scrolled.lines == (49..<54).map { "row \($0)" })
        // The cells of the entries that left go back to the pool once the frame is rendered.
        #expect(renderer.pool.created == 10 && renderer.pool.reused == 0)
        #expect(renderer.pool.freeCount == 5)
        _ = renderer.render(layout, viewport: Viewport(offset: 60, height: 5))
        // Four row cells show rows again and a fifth is made; the title's cell waits for another title.
        #expect(renderer.pool.created == 11 && renderer.pool.reused == 4)
        #expect(renderer.pool.freeCount == 6)
        #expect(counter.count("makeCell") == 10)
    }

    @Test("the pool hands out a free cell of the kind, prepared for reuse, or makes one")
    func pool() throws {
        let pool = CellReusePool(cells: try rowCells())
        let cell = pool.dequeue(kind: "row")
        cell.configure(with: PageItem(Row(id: 1, text: "one"), id: \.id, kind: "row"), width: 10)
        #expect(cell.render() == ["one"])
        pool.recycle(cell, kind: "row")
        #expect(cell.render() == [])
        #expect(pool.freeCount == 1)
        #expect(pool.dequeue(kind: "row") === cell)
        #expect(pool.dequeue(kind: "row") !== cell)
        #expect(pool.dequeue(kind: "missing").render() == [])
        #expect(pool.created == 3 && pool.reused == 1 && pool.freeCount == 0)
    }
}
