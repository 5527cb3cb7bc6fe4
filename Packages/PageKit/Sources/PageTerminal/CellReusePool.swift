import PageKit

/// Cells reused by kind, as a table view reuses cells by identifier: a renderer asks for a cell for an item,
/// and gets a free cell of the item's kind if there is one, or a new one from ``TerminalCells``.
///
/// Not `Sendable`: a pool belongs to one renderer, on one actor.
public final class CellReusePool {
    private var free: [String: [any TerminalCell]] = [:]
    private let cells: TerminalCells

    /// How many cells were made.
    public private(set) var created = 0
    /// How many times a free cell was handed out again.
    public private(set) var reused = 0

    /// An empty pool that makes cells with `cells`.
    public init(cells: TerminalCells) {
        self.cells = cells
    }

    /// A cell for items of `kind`: a free one, or a new one; a blank cell for a kind with no cell.
    public func dequeue(kind: String) -> any TerminalCell {
        if var free = free[kind], let cell = free.popLast() {
            self.free[kind] = free
            reused += 1
            return cell
        }
        created += 1
        return cells.makeCell(kind: kind) ?? TextCell { _, _ in [] }
    }

    /// Returns a cell that no longer shows an item, so it can show another of `kind`.
    public func recycle(_ cell: any TerminalCell, kind: String) {
        cell.prepareForReuse()
        free[kind, default: []].append(cell)
    }

    /// How many free cells wait, over all kinds.
    public var freeCount: Int { free.values.reduce(0) { $0 + $1.count } }
}
