import ComponentService
import FeedInterface
import PageKit

extension FeedSection {
    /// Builds the section of `configuration`, asking `service` for the configured page of the feed.
    ///
    /// - Throws: ``SectionBuildError`` when the data does not fit or the feed does not answer.
    static func make(
        from configuration: SectionConfiguration, service: ComponentService
    ) async throws(SectionBuildError) -> FeedSection {
        let data = try FeedSectionData(configuration.data)
        let answer = try FeedPaging.list(page: data.page, pageSize: data.pageSize, service: service)
        return FeedSection(
            title: data.title, entries: answer.items.map { FeedEntry(item: $0) },
            paging: FeedPaging(after: answer, service: service))
    }
}
