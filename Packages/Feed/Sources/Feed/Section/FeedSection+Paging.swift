import ComponentService
import FeedInterface
import PageKit

extension FeedSection: PagingSection {
    /// Whether the feed has a page after the last one shown.
    public var hasNextPage: Bool { paging != nil }

    /// This section with the feed's next page after its items, asked of the Feed component's `list`; itself
    /// when the feed has no more.
    ///
    /// - Throws: ``SectionBuildError/Code/dataUnavailable`` when the feed does not answer.
    public func nextPage() async throws -> FeedSection {
        guard let paging else { return self }
        let answer = try FeedPaging.list(page: paging.page, pageSize: paging.pageSize, service: paging.service)
        return appending(
            answer.items.map { FeedEntry(item: $0) }, paging: FeedPaging(after: answer, service: paging.service))
    }
}

/// Where a feed section's next page comes from: the page to ask for, its size, and the bus that answers.
struct FeedPaging: Sendable {
    let page: Int
    let pageSize: Int
    let service: ComponentService

    /// The page after `answer`, or `nil` when the feed has no more (or the page number would overflow).
    init?(after answer: FeedPage, service: ComponentService) {
        let (next, overflow) = answer.page.addingReportingOverflow(1)
        guard answer.hasMore, !overflow else { return nil }
        page = next
        pageSize = answer.pageSize
        self.service = service
    }

    /// Page `page` of the feed, through the bus.
    ///
    /// - Throws: ``SectionBuildError/Code/dataUnavailable`` with the bus error.
    static func list(page: Int, pageSize: Int, service: ComponentService) throws(SectionBuildError) -> FeedPage {
        do {
            return try service.feed.list(page: page, pageSize: pageSize)
        } catch {
            throw SectionBuildError(.dataUnavailable, message: "the feed's page \(page) is unavailable: \(error)")
        }
    }
}
