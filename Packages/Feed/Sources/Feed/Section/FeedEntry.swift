import FeedInterface
import PageKit

/// One feed item as the section shows it, the value of its page item: the item, and its ``FeedRecord`` (type,
/// common data, raw content; typed content decoded once, on first access). A host draws its ``card``.
///
/// Entries compare by their item, so an item whose data changes under the same id gets a new content
/// version and is measured again.
public struct FeedEntry: Sendable, Hashable {
    /// The feed item, with the component's verdict on it (`known`, `problem`).
    public let item: FeedItem
    /// The item's record, which decodes and keeps the typed content.
    public let record: FeedRecord

    /// The entry of `item`, whose record decodes its content with `types`.
    init(item: FeedItem, types: FeedContentTypes = .feedSection) {
        self.item = item
        record = FeedRecord(
            id: item.id, type: item.type,
            common: ["source": .string(item.common.source), "time": .string(item.common.time)],
            // Content from the bus always has a JSON form; one that had none would show as undecodable.
            rawContent: (try? PageJSON(item.content)) ?? .null, types: types)
    }

    /// The feed item's id: the item's identity on the page.
    public var id: String { item.id }

    /// What the entry shows: its typed content, or why it is shown as an unsupported item.
    ///
    /// An item the component flagged is not decoded at all; any other decodes once, on the first call.
    public var card: FeedCard {
        guard item.known else { return .unsupported(type: record.type, problem: item.problem) }
        switch record.content {
        case .unknownType:
            return .unsupported(type: record.type, problem: nil)
        case .invalid(let error):
            return .unsupported(type: record.type, problem: error.message)
        case .typed:
            if let article = record.article { return .article(article) }
            if let gallery = record.gallery { return .gallery(gallery) }
            if let video = record.video { return .video(video) }
            if let ad = record.ad { return .ad(ad) }
            return .unsupported(type: record.type, problem: "no template shows its content")
        }
    }

    /// Whether two entries show the same feed item, data included.
    public static func == (lhs: FeedEntry, rhs: FeedEntry) -> Bool {
        lhs.item == rhs.item
    }

    /// Hashes the feed item, as ``==`` compares it.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(item)
    }
}

/// What one feed entry shows: its typed content, which a host draws with the card's ``template``.
public enum FeedCard: Sendable {
    /// A text story.
    case article(FeedArticle)
    /// A set of pictures.
    case gallery(FeedGallery)
    /// A clip to play.
    case video(FeedVideo)
    /// A sponsored message.
    case ad(FeedAd)
    /// An item of a type without a template, or whose content does not fit its type; `problem` says why.
    case unsupported(type: String, problem: String?)

    /// The template that shows it.
    public var template: FeedTemplate {
        switch self {
        case .article: .article
        case .gallery: .gallery
        case .video: .video
        case .ad: .ad
        case .unsupported: .unknown
        }
    }
}
