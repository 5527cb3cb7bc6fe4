import PageKit
import PageTerminal
import Store

/// The terminal cell of the row shown when no store is near enough (`StoreNearbySection.emptyKind`): its
/// message, wrapped to the width.
enum StoreNearbyEmptyCell {
    /// A new cell.
    static func make() -> any TerminalCell {
        TextCell { item, width in
            item.value(as: StoreNearbyEmptyRow.self).map { TextWrapping.wrap($0.message, width: width) } ?? []
        }
    }
}
