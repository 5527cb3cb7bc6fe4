import PageTerminal
import Template

/// The terminal cells of the `Template` item kinds, for a host that shows pages with PageKit's terminal
/// binding (`PageTerminal`). The sections themselves are `Template`'s, and host-neutral.
public enum TemplateTerminalCells {
    /// Registers the terminal cell of every item kind the `Template` sections show.
    ///
    /// - Throws: ``TerminalCellRegistrationError`` when a kind already has a cell; the first registration stays.
    public static func register(in cells: inout TerminalCells) throws(TerminalCellRegistrationError) {
        try cells.register(kind: TemplateListSection.rowKind) { TemplateListCells.row() }
        try cells.register(kind: TemplateListSection.emptyKind) { TemplateListCells.empty() }
        // scaffold: cells
    }
}
