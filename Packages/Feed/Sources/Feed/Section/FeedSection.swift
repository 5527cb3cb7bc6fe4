import FeedInterface
import PageKit

/// The `feed.list` page section (``FeedDefine/listSectionKind``): one page of the feed under a titled rule,
/// one template per item type, each item as tall as its content.
///
/// Articles, galleries, videos and ads have their own templates and cell kinds (`feed.article`, `feed.gallery`,
/// `feed.video`, `feed.ad`); an item of another type, or whose content does not fit its type, is shown as
/// `(unsupported item: <type>)` with the reason (`feed.unknown`), never dropped. Each item's typed content is
/// decoded once, on first access, however often it is measured and rendered. Selecting an item shows its
/// details. Immutable and `Sendable`.
public struct FeedSection: TitledSection {
    /// The title in the header's rule; no header when empty.
    public let title: String
    /// The feed items shown, in feed order.
    public var feedItems: [FeedItem] { entries.map(\.item) }

    let entries: [FeedEntry]

    /// A section showing `items` under `title`.
    public init(title: String, items: [FeedItem]) {
        self.init(title: title, entries: items.map { FeedEntry(item: $0) })
    }

    init(title: String, entries: [FeedEntry]) {
        self.title = title
        self.entries = entries
    }

    /// One item per feed item, identified by the feed item's id, with its template's cell kind.
    public var items: [PageItem] {
        entries.map { PageItem($0, id: \.id, kind: $0.card.template.cellKind) }
    }

    /// The number of lines the item's template draws at `width`.
    public func height(of item: PageItem, width: Int) -> Int {
        Self.lines(of: item, width: width).count
    }

    /// A cell that draws items with their template.
    public func makeCell(kind: String) -> any PageCell {
        TextCell { item, width in Self.lines(of: item, width: width) }
    }

    /// The lines of a feed item at `width`; nothing for an item that is not a feed item.
    static func lines(of item: PageItem, width: Int) -> [String] {
        guard let entry = item.value(as: FeedEntry.self) else { return [] }
        return FeedTemplate.lines(of: entry.card, common: entry.item.common, width: width)
    }
}
