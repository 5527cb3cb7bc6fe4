import FeedInterface

/// The loaded feed: its items in file order, and one diagnostic per record left out at load.
struct FeedCatalog: Sendable {
    /// The items, in the order of the feed data.
    let items: [FeedItem]
    /// Why each left-out record was left out, such as `$[8]: missing key "common"`.
    let diagnostics: [String]

    /// How many records were left out at load.
    var skipped: Int { diagnostics.count }

    /// The items of the 1-based `page` of `size` items, and whether a later page has more.
    ///
    /// A page past the end has no items and no more; `page` and `size` must be 1 or more.
    func page(_ page: Int, size: Int) -> (items: ArraySlice<FeedItem>, hasMore: Bool) {
        let (start, overflow) = (page - 1).multipliedReportingOverflow(by: size)
        guard !overflow, start < items.count else { return ([], false) }
        let end = start + min(size, items.count - start)
        return (items[start..<end], end < items.count)
    }
}
