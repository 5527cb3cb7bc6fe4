import PageKit
import PageTerminal

extension TextPage {
    /// The terminal's cells for the page: its texts wrapped at the width, and the title rule every terminal
    /// page has.
    public static func cells() -> TerminalCells {
        var cells = TerminalCells()
        try? cells.register(kind: TextsSection.textKind) {
            TextCell { item, width in TextWrapping.wrap(item.value(as: Text.self)?.text ?? "", width: width) }
        }
        return cells
    }
}
