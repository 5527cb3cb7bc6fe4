import PageKit
import TerminalText

/// Renders the visible part of a page as lines of text, reusing cells by kind, as a table view does: cells
/// stay attached to their items while the items stay visible. Sizes and offsets are rows, widths columns.
///
/// Not `Sendable`: a renderer belongs to one actor (a ``TerminalPage`` owns one).
public final class PageRenderer {
    /// What one render produced.
    public struct Frame: Sendable {
        /// Exactly as many lines as the viewport has rows, each at most `width` columns, with no control
        /// character.
        public let lines: [String]
        /// The visible headers and items, in order.
        public let entries: [LayoutEntry]
        /// Time spent rendering, per section kind.
        public let timeByKind: [String: Duration]
    }

    private struct Key: Hashable {
        let section: SectionID
        let item: ItemID
        let isHeader: Bool
    }

    private struct Attached {
        let cell: any TerminalCell
        let kind: String
    }

    /// The pool the cells come from.
    public let pool: CellReusePool
    private var attached: [Key: Attached] = [:]

    /// A renderer whose cells come from `cells`.
    public init(cells: TerminalCells) {
        pool = CellReusePool(cells: cells)
    }

    /// Renders `viewport` of the page laid out by `layout`, at the layout's width in columns: each visible entry
    /// drawn by its cell at its place across the width (a grid's columns side by side, a carousel's items as
    /// far as they are scrolled in), a sticky header over the rows it holds, separators in the spacing above a
    /// section's rows.
    public func render(_ layout: PageLayout, viewport: Viewport) -> Frame {
        let clock = ContinuousClock()
        let snapshot = layout.snapshot
        let width = TerminalPage.columns(layout.width)
        let height = TerminalPage.rows(viewport.height)
        let top = TerminalPage.rows(viewport.offset)
        let entries = layout.visibleEntries(in: viewport)
        var canvas = TerminalCanvas(rows: height, width: width)
        var timing = KindTiming(clock: clock)
        var stillAttached: [Key: Attached] = [:]
        stillAttached.reserveCapacity(entries.count)
        for entry in entries {
            guard let section = Self.section(of: entry, in: snapshot) else { continue }
            timing.enter(section.kind)
            let item: PageItem
            let key: Key
            switch entry.kind {
            case .header:
                guard let header = section.header else { continue }
                (item, key) = (header, Key(section: section.id, item: header.id, isHeader: true))
            case .item(let id):
                guard let index = entry.itemIndex, section.items.indices.contains(index) else { continue }
                (item, key) = (section.items[index], Key(section: section.id, item: id, isHeader: false))
            }
            let cell = cell(for: item, key: key)
            let x = TerminalPage.column(entry.horizontalFrame.lowerBound)
            // The width it was sized at: its frame's span may be a rounding error off, and a column less
            // would wrap its text to more lines than its row has.
            let columns = TerminalPage.cellColumns(entry.sizingWidth)
            cell.configure(with: item, width: columns)
            let full = cell.render()
            if stillAttached[key] == nil {
                stillAttached[key] = Attached(cell: cell, kind: item.kind)
            } else {
                // A repeated id: its first occurrence keeps the attached cell; this one goes back to the pool.
                pool.recycle(cell, kind: item.kind)
            }
            let firstRow = TerminalPage.rows(entry.visibleFrame.lowerBound) - top
            for (offset, line) in Self.visibleLines(of: full, entry: entry, width: columns).enumerated() {
                canvas.place(line, row: firstRow + offset, column: x, width: columns, pinned: entry.isPinned)
            }
            placeSeparator(above: entry, in: section, top: top, on: &canvas)
        }
        // A separator sits in the last row of the spacing above its items' row: on screen when that row is
        // just below the viewport too.
        var below = viewport
        below.offset = Double(top + height)
        below.height = 1
        for entry in layout.visibleEntries(in: below) where TerminalPage.rows(entry.frame.lowerBound) == top + height {
            guard let section = Self.section(of: entry, in: snapshot) else { continue }
            placeSeparator(above: entry, in: section, top: top, on: &canvas)
        }
        let timeByKind = timing.finish()
        for (key, cell) in attached where stillAttached[key] == nil {
            pool.recycle(cell.cell, kind: cell.kind)
        }
        attached = stillAttached
        return Frame(lines: canvas.lines(), entries: entries, timeByKind: timeByKind)
    }

    /// Draws the separator in the spacing above `entry`, if it has one, in the viewport whose first row is
    /// `top`.
    private func placeSeparator(
        above entry: LayoutEntry, in section: SectionSnapshot, top: Int, on canvas: inout TerminalCanvas
    ) {
        guard Self.hasSeparator(above: entry, in: section) else { return }
        let x = TerminalPage.column(entry.horizontalFrame.lowerBound)
        let columns = TerminalPage.cellColumns(entry.sizingWidth)
        let row = TerminalPage.rows(entry.frame.lowerBound) - top - 1
        canvas.place(Self.separator(columns), row: row, column: x, width: columns, pinned: false)
    }

    /// Whether a separator goes in the spacing above `entry`: an item below the first row of a section styled
    /// with separators and at least a row of spacing.
    private static func hasSeparator(above entry: LayoutEntry, in section: SectionSnapshot) -> Bool {
        guard section.style.separators, section.style.spacing >= 1, let index = entry.itemIndex else { return false }
        return index >= section.layout.itemsPerRow(itemCount: section.items.count)
    }

    /// A separator `columns` wide.
    private static func separator(_ columns: Int) -> String {
        String(repeating: "─", count: max(columns, 0))
    }

    /// The entry's section: found at the entry's position when the layout is of this snapshot, by id if not.
    private static func section(of entry: LayoutEntry, in snapshot: PageSnapshot) -> SectionSnapshot? {
        let sections = snapshot.sections
        if sections.indices.contains(entry.sectionIndex), sections[entry.sectionIndex].id == entry.sectionID {
            return sections[entry.sectionIndex]
        }
        return snapshot.section(entry.sectionID)
    }

    private func cell(for item: PageItem, key: Key) -> any TerminalCell {
        if let current = attached.removeValue(forKey: key) {
            if current.kind == item.kind { return current.cell }
            pool.recycle(current.cell, kind: current.kind)
        }
        return pool.dequeue(kind: item.kind)
    }

    /// The rows of an entry's lines that are inside the viewport, padded or cut to its height, each shown as
    /// data (control characters as placeholders) and cut to `width` columns: whatever a cell renders, no
    /// line reaches the terminal raw or wider than the page.
    static func visibleLines(of lines: [String], entry: LayoutEntry, width: Int) -> [String] {
        let top = TerminalPage.rows(entry.frame.lowerBound)
        let height = TerminalPage.rows(entry.frame.upperBound) - top
        var fitted = Array(lines.prefix(height))
        fitted += Array(repeating: "", count: max(height - fitted.count, 0))
        let first = min(max(TerminalPage.rows(entry.visibleFrame.lowerBound) - top, 0), height)
        let last = min(max(TerminalPage.rows(entry.visibleFrame.upperBound) - top, first), height)
        return fitted[first..<last].map { TerminalText.fitted($0, columns: width) }
    }
}

/// Time per section kind, read from the clock once per run of entries of one kind rather than per entry.
private struct KindTiming {
    let clock: ContinuousClock
    private var current: (kind: String, start: ContinuousClock.Instant)?
    private var timeByKind: [String: Duration] = [:]

    init(clock: ContinuousClock) {
        self.clock = clock
    }

    /// Starts timing `kind`, ending the run of the kind before it if it differs.
    mutating func enter(_ kind: String) {
        if let current, current.kind == kind { return }
        let now = clock.now
        if let current { timeByKind[current.kind, default: .zero] += current.start.duration(to: now) }
        current = (kind, now)
    }

    /// Ends the last run and returns the time per kind.
    mutating func finish() -> [String: Duration] {
        if let current { timeByKind[current.kind, default: .zero] += current.start.duration(to: clock.now) }
        current = nil
        return timeByKind
    }
}
