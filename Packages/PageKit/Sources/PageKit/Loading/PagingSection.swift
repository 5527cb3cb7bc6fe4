/// A section that shows its items a page at a time. When the viewport comes near its end, the page's load
/// (``PageLoad/viewportMoved(layout:viewport:threshold:)``) asks it for its next page, once, within its
/// timeout, and shows the section it answers as an ordinary update, in which the new items are inserted.
///
/// ```swift
/// extension NewsSection: PagingSection {
///     var hasNextPage: Bool { following != nil }   // `following`: the page after the last one shown
///     func nextPage() async throws -> NewsSection {
///         guard let following else { return self }
///         let page = try await news.page(following)
///         return NewsSection(stories: stories + page.stories, following: page.hasMore ? following + 1 : nil)
///     }
/// }
/// ```
public protocol PagingSection: PageSection {
    /// Whether a next page may exist; none is asked for while `false`.
    var hasNextPage: Bool { get }

    /// This section with its next page's items after its own.
    func nextPage() async throws -> Self
}
