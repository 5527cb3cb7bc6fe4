import PageKit
import PageTerminal
import Store

/// The terminal cell of a store's details (`StoreDetailSection.detailKind`): one line per fact, each cut to
/// the width.
enum StoreDetailCell {
    /// A new cell.
    static func make() -> any TerminalCell {
        TextCell { item, width in
            item.value(as: StoreDetailLines.self).map { $0.lines.map { TextWrapping.truncate($0, width: width) } } ?? []
        }
    }
}
