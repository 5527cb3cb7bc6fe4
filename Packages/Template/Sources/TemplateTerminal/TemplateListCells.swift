import PageKit
import PageTerminal
import Template

/// The terminal cells of a `template.list` section's rows: a row is its title, then its detail indented
/// by two columns when it has one; the row shown without rows is its message. Each line is cut to the width, ending in `…` when it was cut.
enum TemplateListCells {
    /// How far a row's detail is indented.
    static let detailIndent = 2

    /// The cell of a row (`TemplateListSection.rowKind`).
    static func row() -> any TerminalCell {
        TextCell { item, width in
            item.value(as: TemplateListRow.self).map { lines(of: $0, width: width) } ?? []
        }
    }

    /// The cell of the row shown without rows (`TemplateListSection.emptyKind`).
    static func empty() -> any TerminalCell {
        TextCell { item, width in
            item.value(as: TemplateListEmptyRow.self).map { [TextWrapping.truncate($0.message, width: width)] } ?? []
        }
    }

    /// The lines of `row` at `width` columns.
    static func lines(of row: TemplateListRow, width: Int) -> [String] {
        let title = TextWrapping.truncate(row.title, width: width)
        guard !row.detail.isEmpty, width > detailIndent else { return [title] }
        let indent = String(repeating: " ", count: detailIndent)
        return [title, indent + TextWrapping.truncate(row.detail, width: width - detailIndent)]
    }
}
