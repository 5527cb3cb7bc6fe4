/// Cells reused by kind, as a table view reuses cells by identifier: a renderer asks for a cell for an item, and gets a
/// free cell of the item's kind if there is one, or a new one from the item's section.
///
/// Not `Sendable`: a pool belongs to one renderer, on one thread or actor.
public final class CellReusePool {
    private var free: [String: [any PageCell]] = [:]

    /// How many cells were made.
    public private(set) var created = 0
    /// How many times a free cell was handed out again.
    public private(set) var reused = 0

    /// An empty pool.
    public init() {}

    /// A cell for items of `kind`: a free one, or a new one made by `section`.
    public func dequeue(kind: String, from section: any PageSection) -> any PageCell {
        if var cells = free[kind], let cell = cells.popLast() {
            free[kind] = cells
            reused += 1
            return cell
        }
        created += 1
        return section.makeCell(kind: kind)
    }

    /// Returns a cell that no longer shows an item, so it can show another of `kind`.
    public func recycle(_ cell: any PageCell, kind: String) {
        cell.prepareForReuse()
        free[kind, default: []].append(cell)
    }

    /// How many free cells wait, over all kinds.
    public var freeCount: Int { free.values.reduce(0) { $0 + $1.count } }
}
