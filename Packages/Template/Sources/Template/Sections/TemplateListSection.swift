import PageKit

/// The `template.list` page section: a header with its title, then one row per entry of its data, in
/// order; one row saying so when the data lists none.
///
/// A row's item is a ``TemplateListRow`` (kind ``rowKind``), identified by the row's id; the row shown
/// without entries is a ``TemplateListEmptyRow`` (kind ``emptyKind``). The section reads everything it shows
/// from its configuration's data (``make(from:)``); a section that shows a component's data loads it over
/// the bus in its factory instead. The host draws and sizes each kind: in the terminal
/// (`TemplateTerminalCells.register(in:)`) a row is its title, then its detail indented, cut to the width:
///
/// ```text
/// ── Picked for you ────────────────────────
/// First row
///   What the first row is about
/// ```
public struct TemplateListSection: TitledSection {
    /// The section's kind, what a page configuration names it by.
    public static let kind = "template.list"
    /// The cell kind of a row.
    public static let rowKind = "template.list.row"
    /// The cell kind of the row shown when the data lists no rows.
    public static let emptyKind = "template.list.empty"
    /// The kinds the section shows: ``rowKind`` and ``emptyKind``; the header is the title's.
    public static let itemKinds = [rowKind, emptyKind]

    /// The header's title; empty for no header.
    public let title: String
    /// The rows shown, in the order of the data.
    public let rows: [TemplateListRow]
    /// One item per row, identified by the row's id; a single empty-row item when there are none.
    public let items: [PageItem]

    /// A section showing `rows` under `title`; `emptyMessage` is what it says when there are none.
    init(title: String, rows: [TemplateListRow], emptyMessage: String) {
        self.title = title
        self.rows = rows
        if rows.isEmpty {
            items = [PageItem(TemplateListEmptyRow(message: emptyMessage), kind: Self.emptyKind)]
        } else {
            items = rows.map { PageItem($0, id: \.id, kind: Self.rowKind) }
        }
    }
}

/// One row of a `template.list` section (kind ``TemplateListSection/rowKind``): the view model its host
/// draws.
public struct TemplateListRow: Sendable, Hashable {
    /// The row's identity within its section.
    public let id: String
    /// The first line.
    public let title: String
    /// What the row is about; empty for none.
    public let detail: String

    /// A row.
    public init(id: String, title: String, detail: String = "") {
        self.id = id
        self.title = title
        self.detail = detail
    }
}

/// The row a `template.list` section shows when its data lists no rows (kind
/// ``TemplateListSection/emptyKind``).
public struct TemplateListEmptyRow: Sendable, Hashable {
    /// What the row says, such as `Nothing here yet`.
    public let message: String

    /// A row saying `message`.
    public init(message: String) {
        self.message = message
    }
}
