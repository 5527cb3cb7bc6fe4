import Main
import PageTerminal

/// The terminal cell of the `Main` item kind, for a host that shows pages with PageKit's terminal binding
/// (`PageTerminal`). The section itself is `Main`'s, and host-neutral.
public enum MainTerminalCells {
    /// Registers the terminal cell of every item kind the `Main` sections show: the banner's box
    /// (`MainBannerSection.cellKind`), four lines at any width.
    ///
    /// - Throws: ``TerminalCellRegistrationError`` when a kind already has a cell; the first registration stays.
    public static func register(in cells: inout TerminalCells) throws(TerminalCellRegistrationError) {
        try cells.register(kind: MainBannerSection.cellKind) { MainBannerBoxCell.make() }
        // scaffold: cells
    }
}
