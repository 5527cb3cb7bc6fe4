import PageKit

/// What shows one item in the terminal: configured with an item and a width in columns, then rendered as
/// lines; reused for another item of the same kind.
///
/// Cells live on the renderer's actor, so they need not be `Sendable`.
public protocol TerminalCell: AnyObject {
    /// Shows `item` at `width` columns.
    func configure(with item: PageItem, width: Int)

    /// The lines the cell shows now; as many lines as rows it takes.
    func render() -> [String]

    /// Forgets the item it showed, before it is reused.
    func prepareForReuse()
}

extension TerminalCell {
    /// Nothing to forget.
    public func prepareForReuse() {}
}

/// A cell that renders an item with a function of the item and the width.
///
/// ```swift
/// TextCell { item, width in item.value(as: Store.self).map { StoreRowFormat.rowLines(of: $0, width: width) } ?? [] }
/// ```
public final class TextCell: TerminalCell {
    private let renderItem: @Sendable (PageItem, Int) -> [String]
    private var lines: [String] = []

    /// A cell that shows `render(item, width)`.
    public init(render: @escaping @Sendable (PageItem, Int) -> [String]) {
        renderItem = render
    }

    /// Computes the lines for `item`.
    public func configure(with item: PageItem, width: Int) {
        lines = renderItem(item, width)
    }

    /// The computed lines.
    public func render() -> [String] { lines }

    /// Drops the lines.
    public func prepareForReuse() { lines = [] }
}
