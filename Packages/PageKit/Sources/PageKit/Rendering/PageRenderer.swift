/// Renders the visible part of a page as lines of text, reusing cells by kind: the headless stand-in for a
/// table view. Cells stay attached to their items while the items stay visible.
///
/// Not `Sendable`: a renderer belongs to one thread or actor (``PageEngine`` owns one).
public final class PageRenderer {
    /// What one render produced.
    public struct Frame: Sendable {
        /// Exactly `viewport.height` lines, each at most `width` characters.
        public let lines: [String]
        /// The visible headers and items, in order.
        public let entries: [LayoutEntry]
        /// Time spent rendering, per section kind.
        public let timeByKind: [String: Duration]
    }

    private struct Key: Hashable {
        let section: SectionID
        let item: ItemID
    }

    private struct Attached {
        let cell: any PageCell
        let kind: String
    }

    /// The pool the cells come from.
    public let pool = CellReusePool()
    private var attached: [Key: Attached] = [:]

    /// A renderer with an empty pool.
    public init() {}

    /// Renders `viewport` of `snapshot` laid out by `layout` at `width` columns.
    public func render(_ snapshot: PageSnapshot, layout: PageLayout, viewport: Viewport, width: Int) -> Frame {
        let clock = ContinuousClock()
        let entries = layout.visibleEntries(in: viewport)
        var lines: [String] = []
        lines.reserveCapacity(viewport.height)
        var timeByKind: [String: Duration] = [:]
        var stillAttached: [Key: Attached] = [:]
        for entry in entries {
            guard let section = snapshot.section(entry.sectionID) else { continue }
            let start = clock.now
            let full: [String]
            switch entry.kind {
            case .header:
                full = section.section.renderHeader(width: width)
            case .item(let id):
                guard let index = entry.itemIndex, section.items.indices.contains(index) else { continue }
                let item = section.items[index]
                let key = Key(section: section.id, item: id)
                let cell = cell(for: item, key: key, in: section)
                cell.configure(with: item, width: width)
                full = cell.render()
                stillAttached[key] = Attached(cell: cell, kind: item.kind)
            }
            lines += Self.visibleLines(of: full, entry: entry, width: width)
            timeByKind[section.kind, default: .zero] += clock.now - start
        }
        for (key, cell) in attached where stillAttached[key] == nil {
            pool.recycle(cell.cell, kind: cell.kind)
        }
        attached = stillAttached
        lines += Array(repeating: "", count: max(viewport.height - lines.count, 0))
        return Frame(lines: Array(lines.prefix(viewport.height)), entries: entries, timeByKind: timeByKind)
    }

    private func cell(for item: PageItem, key: Key, in section: SectionSnapshot) -> any PageCell {
        if let current = attached.removeValue(forKey: key) {
            if current.kind == item.kind { return current.cell }
            pool.recycle(current.cell, kind: current.kind)
        }
        return pool.dequeue(kind: item.kind, from: section.section)
    }

    /// The rows of an entry's lines that are inside the viewport, padded or cut to its height and width.
    static func visibleLines(of lines: [String], entry: LayoutEntry, width: Int) -> [String] {
        let height = entry.rows.count
        var fitted = Array(lines.prefix(height))
        fitted += Array(repeating: "", count: max(height - fitted.count, 0))
        let first = entry.visibleRows.lowerBound - entry.rows.lowerBound
        let visible = fitted[first..<(first + entry.visibleRows.count)]
        return visible.map { $0.count > width ? String($0.prefix(max(width, 0))) : $0 }
    }
}
