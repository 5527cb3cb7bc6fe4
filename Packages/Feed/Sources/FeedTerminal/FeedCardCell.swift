import Feed
import PageKit
import PageTerminal

/// The terminal cell of every feed template's kind (`FeedTemplate.cellKind`, such as `feed.article`): the
/// lines of the item's card, drawn with the card's template (``FeedTemplate/lines(of:common:width:)``).
enum FeedCardCell {
    /// A new cell.
    static func make() -> any TerminalCell {
        TextCell { item, width in
            guard let entry = item.value(as: FeedEntry.self) else { return [] }
            return FeedTemplate.lines(of: entry.card, common: entry.item.common, width: width)
        }
    }
}
