import PageKit

/// Sizes items the way the terminal shows them: an item's height is the number of lines its kind's cell
/// renders at the width, in columns. The terminal's cells size themselves, as a collection view's
/// self-sizing cells do; a kind without a cell is left to its section.
public struct TerminalSizer: ItemSizer {
    private let cells: TerminalCells

    /// A sizer that measures with `cells`.
    public init(cells: TerminalCells) {
        self.cells = cells
    }

    /// The lines `item`'s cell renders at `width` columns (rounded down, as the renderer draws it), or `nil`
    /// when its kind has no cell.
    public func size(of item: PageItem, width: Double) -> Double? {
        guard let cell = cells.makeCell(kind: item.kind) else { return nil }
        cell.configure(with: item, width: TerminalPage.cellColumns(width))
        return Double(cell.render().count)
    }
}
