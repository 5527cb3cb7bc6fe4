/// The templates of the feed section, one per item type, each its own cell kind.
///
/// A template turns a card into lines for a width; the section measures an item by counting those lines
/// and renders it by drawing them, so a height always matches what is drawn.
enum FeedTemplate: String, CaseIterable, Sendable {
    /// A text story: `feed.article`.
    case article
    /// A set of pictures: `feed.gallery`.
    case gallery
    /// A clip to play: `feed.video`.
    case video
    /// A sponsored message: `feed.ad`.
    case ad
    /// Anything else, shown rather than dropped: `feed.unknown`.
    case unknown

    /// The cell kind of the items this template shows, such as `feed.article`.
    var cellKind: String { "feed.\(rawValue)" }

}
