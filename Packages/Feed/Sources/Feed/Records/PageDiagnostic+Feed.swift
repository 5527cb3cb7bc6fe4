import PageKit

extension PageDiagnostic.Code {
    /// A feed is not an array of items.
    public static let malformedFeed = PageDiagnostic.Code("malformedFeed")
    /// A feed item is not an object, or lacks a valid `type`, `id` or `common`.
    public static let malformedFeedItem = PageDiagnostic.Code("malformedFeedItem")
}
