/// A section that shows its items a page at a time. When the viewport comes near its end, the page's load
/// (``PageLoad/viewportMoved(layout:viewport:threshold:)``) asks it for its next page, once, within its
/// timeout, and shows the section it answers as an ordinary update, in which the new items are inserted.
///
/// A paging section keeps its items as ``PageItems``, appending each page to them: the pages before are
/// shared, by the section and by every snapshot of it, so a page's items are made and kept once, however many
/// came before.
///
/// ```swift
/// extension NewsSection: PagingSection {
///     var hasNextPage: Bool { following != nil }   // `following`: the page after the last one shown
///     func nextPage() async throws -> NewsSection {
///         guard let following else { return self }
///         let page = try await news.page(following)
///         return NewsSection(
///             pagedItems: pagedItems.appending(page.stories.map { PageItem($0, id: \.id, kind: "story") }),
///             following: page.hasMore ? following + 1 : nil)
///     }
/// }
/// ```
public protocol PagingSection: PageSection {
    /// Whether a next page may exist; none is asked for while `false`.
    var hasNextPage: Bool { get }

    /// The items, in order, as the pages they came in. A snapshot of the section holds these, not a copy.
    var pagedItems: PageItems { get }

    /// This section with its next page's items after its own: ``pagedItems`` with the page appended.
    func nextPage() async throws -> Self
}

extension PagingSection {
    /// The items as one array, from ``pagedItems``: a copy of every page once there are several. PageKit
    /// reads ``pagedItems`` instead.
    public var items: [PageItem] { pagedItems.array }
}
