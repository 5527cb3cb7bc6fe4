import Feed
import PageTerminal

/// The terminal cells of the `Feed` item kinds, for a host that shows pages with PageKit's terminal binding
/// (`PageTerminal`). The section itself is `Feed`'s, and host-neutral.
public enum FeedTerminalCells {
    /// Registers the terminal cell of every item kind the `Feed` sections show: one per template (`feed.article`,
    /// `feed.gallery`, `feed.video`, `feed.ad`, `feed.unknown`), each drawing the item's card as lines.
    ///
    /// - Throws: ``TerminalCellRegistrationError`` when a kind already has a cell; the first registration stays.
    public static func register(in cells: inout TerminalCells) throws(TerminalCellRegistrationError) {
        for template in FeedTemplate.allCases {
            try cells.register(kind: template.cellKind) { FeedCardCell.make() }
        }
        // scaffold: cells
    }
}
