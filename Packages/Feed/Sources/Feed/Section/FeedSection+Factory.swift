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
        let answer: FeedPage
        do {
            answer = try service.feed.list(page: data.page, pageSize: data.pageSize)
        } catch {
            throw SectionBuildError(.dataUnavailable, message: "the feed's page \(data.page) is unavailable: \(error)")
        }
        return FeedSection(title: data.title, items: answer.items)
    }
}
