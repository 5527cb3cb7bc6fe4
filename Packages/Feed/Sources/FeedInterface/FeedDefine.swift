import ComponentService

/// The wire contract of the `Feed` component: the one place its name, commands, keys and item types are spelled.
public enum FeedDefine {
    /// The component's name on the bus.
    public static let name = "Feed"

    /// The item types the component knows, as spelled in an item's `type`.
    public enum ItemType {
        /// A text story: ``FeedArticle``.
        public static let article = "article"
        /// A set of pictures: ``FeedGallery``.
        public static let gallery = "gallery"
        /// A clip to play: ``FeedVideo``.
        public static let video = "video"
        /// A sponsored message: ``FeedAd``.
        public static let ad = "ad"
    }

    // MARK: Page sections

    /// The kind of the page section that shows one page of the feed, one template per item type; its data is
    /// `{"title": string = "Feed", "page": int = 1, "pageSize": int = 10}`.
    public static let listSectionKind = "feed.list"

    // MARK: Arguments

    /// The 1-based page to answer; 1 or more.
    public static let page = ComponentKey<Int>("page", "The 1-based page to answer; 1 or more.", default: 1)
    /// How many items a page holds, 1 to ``maxPageSize``.
    public static let pageSize = ComponentKey<Int>(
        "pageSize", "How many items a page holds, 1 to 50.", default: 10)
    /// The largest accepted ``pageSize``.
    public static let maxPageSize = 50

    // MARK: Results

    /// The page's items in feed order, each an object `{id, type, common, content, known, problem?}`.
    public static let items = ComponentKey<[FeedItem]>(
        "items", "The page's items in feed order: {id, type, common, content, known, problem?}.")
    /// The page that was answered.
    public static let pageResult = ComponentKey<Int>("page", "The page that was answered.")
    /// The page size that was applied.
    public static let pageSizeResult = ComponentKey<Int>("pageSize", "The page size that was applied.")
    /// How many items the whole feed holds.
    public static let total = ComponentKey<Int>("total", "How many items the whole feed holds.")
    /// Whether a later page holds more items.
    public static let hasMore = ComponentKey<Bool>("hasMore", "Whether a later page holds more items.")
    /// How many records were left out of the feed when it was loaded: not an object, without a usable id,
    /// type or common data, or with the id of an earlier record.
    public static let skipped = ComponentKey<Int>(
        "skipped",
        "How many records were left out at load: not an object, without a usable id, type or common data, or with "
            + "an earlier record's id.")
    /// The item types the component knows.
    public static let typesResult = ComponentKey<[String]>("types", "The item types the component knows.")

    // MARK: Commands

    /// Answers one page of the feed.
    public static let list = ComponentCommand.sync(
        "list", "One page of the feed, in feed order.", arguments: [page, pageSize],
        results: [items, pageResult, pageSizeResult, total, hasMore, skipped])

    /// Answers the item types the component knows.
    public static let types = ComponentCommand.sync(
        "types", "The item types the component knows.", results: [typesResult])

    /// The component's contract.
    public static let descriptor = ComponentDescriptor(
        name: name, summary: "A heterogeneous, paged feed of articles, galleries, videos and ads.",
        commands: [list, types])
}
