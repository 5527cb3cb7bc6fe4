import FeedInterface
import PageKit

/// The `feed.list` page section (``FeedDefine/listSectionKind``): one page of the feed under its title, one
/// template per item type, each item as tall as its content.
///
/// Articles, galleries, videos and ads have their own templates and cell kinds (`feed.article`, `feed.gallery`,
/// `feed.video`, `feed.ad`); an item of another type, or whose content does not fit its type, is shown as
/// unsupported with the reason (`feed.unknown`), never dropped. The section pages (``PagingSection``): near its
/// end, the page's load asks the Feed component's `list` for the next page and appends it. The host draws and sizes each kind (the
/// terminal's cells: `FeedTerminal`'s `FeedTerminalCells.register(in:)`). Each item's typed content is decoded
/// once, when the section makes the item (its template names the cell kind), however often it is measured and
/// drawn. Selecting an item shows its details.
/// Immutable and `Sendable`.
public struct FeedSection: TitledSection {
    /// The kinds the section shows, one per template: `feed.article`, `feed.gallery`, `feed.video`, `feed.ad`
    /// and `feed.unknown`, and ``emptyKind``; the header is the title's.
    public static let itemKinds = FeedTemplate.allCases.map(\.cellKind) + [emptyKind]

    /// The cell kind of the row a section without stories shows, its value ``emptyMessage``.
    public static let emptyKind = "feed.empty"
    /// What the row of a section without stories says.
    public static let emptyMessage = "No stories here yet"

    /// The title of the header; no header when empty.
    public let title: String
    /// The feed items shown, in feed order.
    public var feedItems: [FeedItem] { entries.map(\.item) }

    /// The entries shown, each its item's value; none when the section shows its empty row.
    var entries: [FeedEntry] { pagedItems.compactMap { $0.value(as: FeedEntry.self) } }
    /// Where the next page comes from; `nil` when the feed has no more.
    let paging: FeedPaging?

    /// One item per feed item, identified by the feed item's id, with its template's cell kind; one empty row
    /// (``emptyKind``) when there are none. Kept as pages: a next page makes only its own items, and shares
    /// the pages before it.
    public let pagedItems: PageItems

    /// A section showing `items` under `title`, with no next page.
    public init(title: String, items: [FeedItem]) {
        self.init(title: title, entries: items.map { FeedEntry(item: $0) }, paging: nil)
    }

    init(title: String, entries: [FeedEntry], paging: FeedPaging? = nil) {
        self.init(title: title, pagedItems: PageItems(Self.items(of: entries)), paging: paging)
    }

    private init(title: String, pagedItems: PageItems, paging: FeedPaging?) {
        self.title = title
        self.pagedItems = pagedItems
        self.paging = paging
    }

    /// This section with `more` after its entries, and `paging` for the page after; `more` replaces the
    /// empty row.
    func appending(_ more: [FeedEntry], paging: FeedPaging?) -> FeedSection {
        guard pagedItems.first?.kind != Self.emptyKind else {
            return FeedSection(title: title, entries: more, paging: paging)
        }
        return FeedSection(title: title, pagedItems: pagedItems.appending(more.map(Self.item)), paging: paging)
    }

    private static func items(of entries: [FeedEntry]) -> [PageItem] {
        entries.isEmpty ? [PageItem(emptyMessage, kind: emptyKind)] : entries.map(item)
    }

    private static func item(_ entry: FeedEntry) -> PageItem {
        PageItem(entry, id: \.id, kind: entry.card.template.cellKind)
    }
}
