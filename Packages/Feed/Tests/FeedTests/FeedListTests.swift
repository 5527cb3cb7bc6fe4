import ComponentService
import Feed
import FeedInterface
import Testing

@Suite("Feed list: paging and order")
struct FeedListTests {
    @Test("the first page holds the first ten items and says there is more")
    func firstPage() async throws {
        let service = try FeedFixtures.shippedService()
        let page = try service.feed.list()
        #expect(page.items.map(\.id) == Array(FeedFixtures.shippedIDs[0..<10]))
        #expect(page.page == 1)
        #expect(page.pageSize == 10)
        #expect(page.total == 30)
        #expect(page.hasMore)
        #expect(page.skipped == 3)
    }

    @Test("a middle page continues where the previous one ended")
    func middlePage() async throws {
        let service = try FeedFixtures.shippedService()
        let page = try service.feed.list(page: 2, pageSize: 7)
        #expect(page.items.map(\.id) == Array(FeedFixtures.shippedIDs[7..<14]))
        #expect(page.page == 2)
        #expect(page.pageSize == 7)
        #expect(page.hasMore)
    }

    @Test("the last page is partial and has no more; a page that ends exactly at the end has no more either")
    func lastPage() async throws {
        let service = try FeedFixtures.shippedService()
        let partial = try service.feed.list(page: 5, pageSize: 7)
        #expect(partial.items.map(\.id) == Array(FeedFixtures.shippedIDs[28..<30]))
        #expect(!partial.hasMore)
        let exact = try service.feed.list(page: 3, pageSize: 10)
        #expect(exact.items.map(\.id) == Array(FeedFixtures.shippedIDs[20..<30]))
        #expect(!exact.hasMore)
    }

    @Test("a page past the end is empty, has no more, and still succeeds", arguments: [4, 99, Int.max])
    func pastTheEnd(page: Int) async throws {
        let service = try FeedFixtures.shippedService()
        let answer = try service.feed.list(page: page, pageSize: 10)
        #expect(answer.items.isEmpty)
        #expect(!answer.hasMore)
        #expect(answer.page == page)
        #expect(answer.total == 30)
    }

    @Test("pages of any size concatenate to the whole feed in file order", arguments: [1, 3, 7, 10, 29, 50])
    func stableOrder(pageSize: Int) async throws {
        let service = try FeedFixtures.shippedService()
        var ids: [String] = []
        var page = 1
        while true {
            let answer = try service.feed.list(page: page, pageSize: pageSize)
            ids += answer.items.map(\.id)
            #expect(answer.items.count <= pageSize)
            guard answer.hasMore else { break }
            page += 1
        }
        #expect(ids == FeedFixtures.shippedIDs)
        #expect(page == (30 + pageSize - 1) / pageSize)
    }

    @Test("dictionary callers get the defaults and wire-shaped item objects")
    func wireShape() throws {
        let service = try FeedFixtures.shippedService()
        let payload = try service.call(FeedDefine.name, FeedDefine.list.name, [:]).get()
        #expect(payload["page"] == 1)
        #expect(payload["pageSize"] == 10)
        #expect(payload["total"] == 30)
        #expect(payload["hasMore"] == true)
        #expect(payload["skipped"] == 3)
        let first = try #require(payload["items"]?[0])
        #expect(
            first
                == [
                    "id": "f1", "type": "article",
                    "common": ["source": "City Daily", "time": "2026-11-20T08:30:00Z"],
                    "content": [
                        "title": "Night buses return to the riverside line",
                        "summary":
                            "From Monday the N4 runs every 20 minutes between midnight and five, after a two-year pause.",
                        "author": "Mei Lin",
                    ],
                    "known": true,
                ])
    }
}
