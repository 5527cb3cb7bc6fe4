/// A section of a page: one server-configured component, built by its kind's factory from the
/// section's data.
///
/// A section answers, for its data: its header's height, its items, each item's height for a width, how
/// its header and items render as lines of text, and what happens when an item raises an event such as a
/// selection (it is the first responder after the item). Heights are in rows, widths in columns.
public protocol PageSection: PageResponder {
    /// The items, in order. Read once per snapshot.
    var items: [PageItem] { get }

    /// The header's height for a width; 0 for no header.
    func headerHeight(width: Int) -> Int

    /// The lines of the header for a width; as many as ``headerHeight(width:)`` says.
    func renderHeader(width: Int) -> [String]

    /// The height of `item` for a width. Called off the main thread and cached by the engine.
    func height(of item: PageItem, width: Int) -> Int

    /// Makes a cell for items of `kind`; the engine reuses cells by kind.
    func makeCell(kind: String) -> any PageCell
}

extension PageSection {
    /// No header.
    public func headerHeight(width: Int) -> Int { 0 }

    /// No header lines.
    public func renderHeader(width: Int) -> [String] { [] }

    /// Ignores events, passing them up the chain.
    public func respond(to event: inout PageEvent) async -> PageEventDisposition { .pass }
}

/// What shows one item: configured with an item, then rendered; reused for another item of the same kind.
///
/// Cells live on the renderer's thread, so they need not be `Sendable`.
public protocol PageCell: AnyObject {
    /// Shows `item` at `width` columns.
    func configure(with item: PageItem, width: Int)

    /// The lines the cell shows now.
    func render() -> [String]

    /// Forgets the item it showed, before it is reused.
    func prepareForReuse()
}

extension PageCell {
    /// Nothing to forget.
    public func prepareForReuse() {}
}

/// A cell that renders an item with a function of the item and the width.
public final class TextCell: PageCell {
    private let renderItem: (PageItem, Int) -> [String]
    private var lines: [String] = []

    /// A cell that shows `render(item, width)`.
    public init(render: @escaping (PageItem, Int) -> [String]) {
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
