import ComponentService
import Feed
import FeedInterface
import Testing

@Suite("Feed README: the usage example")
struct FeedReadmeUsageTests {
    @Test("the README's loop over page 2 of the shipped feed runs to its end, unknown items read by their problem")
    func usage() throws {
        let service = try FeedFixtures.shippedService()
        // As the README writes it, printing into `shown`.
        var shown: [String] = []
        let page = try service.feed.list(page: 2, pageSize: 10)
        for item in page.items {
            guard item.known else {
                shown.append("unsupported: \(item.type) \(item.problem ?? "")")
                continue
            }
            switch item.type {
            case FeedArticle.feedType: shown.append(try item.content(as: FeedArticle.self).title)
            case FeedVideo.feedType: shown.append("\(try item.content(as: FeedVideo.self).durationSeconds)")
            default: shown.append(item.type)
            }
        }
        #expect(shown.count == page.items.count)
        #expect(shown.contains { $0.hasPrefix("unsupported: article ") })
        #expect(try service.feed.types() == ["article", "gallery", "video", "ad"])
    }
}
