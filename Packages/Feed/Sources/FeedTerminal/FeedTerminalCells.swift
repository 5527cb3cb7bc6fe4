import Feed
import PageTerminal

/// The terminal cells of the `Feed` item kinds, for a host that shows pages with PageKit's terminal binding
/// (`PageTerminal`). The section itself is `Feed`'s, and host-neutral.
public enum FeedTerminalCells {
    /// Registers the terminal cell of every item kind the `Feed` sections show: one per template (`feed.article`,
    /// `feed.gallery`, `feed.video`, `feed.ad`, `feed.unknown`), each drawing the item's card as lines, and the
    /// row of a section without stories (`feed.empty`), its message wrapped.
    ///
    /// - Throws: ``TerminalCellRegistrationError`` when a kind already has a cell; the first registration stays.
    public static func register(in cells: inout TerminalCells) throws(TerminalCellRegistrationError) {
        for template in FeedTemplate.allCases {
            try cells.register(kind: template.cellKind) { FeedCardCell.make() }
        }
        try cells.register(kind: FeedSection.emptyKind) {
            TextCell { item, width in item.value(as: String.self).map { TextWrapping.wrap($0, width: width) } ?? [] }
        }
        // scaffold: cells
    }
}
