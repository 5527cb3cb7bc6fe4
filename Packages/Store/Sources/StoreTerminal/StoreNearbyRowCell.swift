import PageKit
import PageTerminal
import Store
import StoreInterface

/// The terminal cell of a store row (`StoreNearbySection.rowKind`): two lines, the name with the distance
/// flush right, then the rating, opening hours and address, cut to the width.
enum StoreNearbyRowCell {
    /// A new cell.
    static func make() -> any TerminalCell {
        TextCell { item, width in
            item.value(as: Store.self).map { StoreRowFormat.rowLines(of: $0, width: width) } ?? []
        }
    }
}
