/// A section that shows its items a page at a time. When the viewport comes near its end, the page's load
/// (``PageLoad/viewportMoved(layout:viewport:threshold:)``) asks it for its next page, once, within its
/// timeout, and shows the section it answers as an ordinary update, in which the new items are inserted.
///
/// ```swift
/// extension NewsSection: PagingSection {
///     var hasNextPage: Bool { nextPage != nil }
///     func nextPage() async throws -> NewsSection {
///         let page = try await news.page(nextPage ?? 1)
///         return NewsSection(stories: stories + page.stories, nextPage: page.hasMore ? (nextPage ?? 1) + 1 : nil)
///     }
/// }
/// ```
public protocol PagingSection: PageSection {
    /// Whether a next page may exist; none is asked for while `false`.
    var hasNextPage: Bool { get }

    /// This section with its next page's items after its own.
    func nextPage() async throws -> Self
}
