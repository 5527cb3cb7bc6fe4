/// One page of the feed, as answered by ``FeedClient/list(page:pageSize:)``.
public struct FeedPage: Sendable, Hashable {
    /// The page's items in feed order.
    public let items: [FeedItem]
    /// The 1-based page that was answered.
    public let page: Int
    /// The page size that was applied.
    public let pageSize: Int
    /// How many items the whole feed holds.
    public let total: Int
    /// Whether a later page holds more items.
    public let hasMore: Bool
    /// How many records were left out of the feed at load: not an object, without a usable id, type or
    /// common data, or with the id of an earlier record.
    public let skipped: Int

    /// Creates a page.
    public init(items: [FeedItem], page: Int, pageSize: Int, total: Int, hasMore: Bool, skipped: Int) {
        self.items = items
        self.page = page
        self.pageSize = pageSize
        self.total = total
        self.hasMore = hasMore
        self.skipped = skipped
    }
}
