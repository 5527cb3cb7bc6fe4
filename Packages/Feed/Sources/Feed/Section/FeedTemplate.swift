/// The templates of the feed section, one per item type, each its own cell kind.
///
/// A host draws each template with a view of its own, registered for its ``cellKind``; the terminal's cell of a
/// template (`FeedTerminal`) turns a card into lines for a width, and its height is the number of those lines,
/// so a height always matches what is drawn.
public enum FeedTemplate: String, CaseIterable, Sendable {
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
    public var cellKind: String { "feed.\(rawValue)" }
}
