import PageTerminal
import Store

/// The terminal cells of the `Store` item kinds, for a host that shows pages with PageKit's terminal binding
/// (`PageTerminal`). The sections themselves are `Store`'s, and host-neutral.
public enum StoreTerminalCells {
    /// Registers the terminal cell of every item kind the `Store` sections show: the store row
    /// (`StoreNearbySection.rowKind`), the row shown without stores (`StoreNearbySection.emptyKind`) and a
    /// store's details (`StoreDetailSection.detailKind`).
    ///
    /// - Throws: ``TerminalCellRegistrationError`` when a kind already has a cell; the first registration stays.
    public static func register(in cells: inout TerminalCells) throws(TerminalCellRegistrationError) {
        try cells.register(kind: StoreNearbySection.rowKind) { StoreNearbyRowCell.make() }
        try cells.register(kind: StoreNearbySection.emptyKind) { StoreNearbyEmptyCell.make() }
        try cells.register(kind: StoreDetailSection.detailKind) { StoreDetailCell.make() }
        // scaffold: cells
    }
}
