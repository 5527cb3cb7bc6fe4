import ComponentService
import Feed
import FeedInterface
import PageKit
import Testing

@Suite("Feed section: paging through the Feed component's list")
struct FeedSectionPagingTests {
    @Test("each next page appends the feed's next items, in feed order, until the feed has no more")
    func pagesThrough() async throws {
        let (_, registry) = try FeedSectionFixtures.registry()
        var section = try await FeedSectionFixtures.section(data: ["pageSize": 8], registry: registry)
        var pages = 1
        while section.hasNextPage {
            section = try await section.nextPage()
            pages += 1
            #expect(section.feedItems.count == min(8 * pages, FeedFixtures.shippedIDs.count))
        }
        #expect(pages == 4)
        #expect(section.feedItems.map(\.id) == FeedFixtures.shippedIDs)
        #expect(Set(section.items.map(\.id)).count == section.items.count)
        // With no next page, asking again changes nothing.
        #expect(try await section.nextPage().feedItems.map(\.id) == FeedFixtures.shippedIDs)
    }

    @Test("a section made from a later page pages on from there; a last page pages no more")
    func fromALaterPage() async throws {
        let (_, registry) = try FeedSectionFixtures.registry()
        let second = try await FeedSectionFixtures.section(data: ["page": 2, "pageSize": 10], registry: registry)
        let third = try await second.nextPage()
        #expect(third.feedItems.map(\.id) == Array(FeedFixtures.shippedIDs[10..<30]))
        #expect(!third.hasNextPage)
        let past = try await FeedSectionFixtures.section(data: ["page": 9, "pageSize": 10], registry: registry)
        #expect(past.feedItems.isEmpty)
        #expect(!past.hasNextPage)
        // With no stories, the section shows its empty row.
        #expect(past.items.map(\.kind) == [FeedSection.emptyKind])
        #expect(past.items.first?.value(as: String.self) == "No stories here yet")
        let made = FeedSection(title: "Made", items: [])
        #expect(!made.hasNextPage)
        #expect(made.items.count == 1)
    }

    @Test("a first page without items but with more shows the empty row, which the next page's items replace")
    func emptyFirstPageWithMore() async throws {
        // Any Feed component may answer so: here a stub whose first page is empty and whose second is not.
        let feed = ComponentStub(FeedDefine.descriptor)
        feed.answer(FeedDefine.list) { call in
            let page = try call.argument(FeedDefine.page)
            let common = FeedCommon(source: "Wire", time: "2026-11-20T08:30:00Z")
            let items =
                page == 1
                ? [] : [FeedItem(id: "late", type: "note", common: common, content: ["text": "x"], known: false)]
            var answer = try ComponentPayload(FeedDefine.items, items)
            try answer.set(FeedDefine.pageResult, page)
            try answer.set(FeedDefine.pageSizeResult, 8)
            try answer.set(FeedDefine.total, 1)
            try answer.set(FeedDefine.hasMore, page == 1)
            try answer.set(FeedDefine.skipped, 0)
            return answer
        }
        let service = ComponentService()
        try service.override(with: feed)
        let registry = SectionRegistry()
        try FeedRegistration.registerSections(in: registry, service: service)
        let first = try await FeedSectionFixtures.section(data: ["pageSize": 8], registry: registry)
        #expect(first.items.map(\.kind) == [FeedSection.emptyKind])
        #expect(first.hasNextPage)
        let second = try await first.nextPage()
        #expect(second.items.map(\.id) == [ItemID("late")])
        #expect(second.feedItems.map(\.id) == ["late"])
        #expect(!second.hasNextPage)
        #expect(feed.arguments(of: FeedDefine.list) == [["page": 1, "pageSize": 8], ["page": 2, "pageSize": 8]])
    }

    @Test("a next page the feed cannot answer throws dataUnavailable naming the page")
    func unavailable() async throws {
        let service = try FeedFixtures.shippedService()
        let registry = SectionRegistry()
        try FeedRegistration.registerSections(in: registry, service: service)
        let section = try await FeedSectionFixtures.section(data: ["pageSize": 10], registry: registry)
        #expect(service.unregister(FeedDefine.name))
        let error = await #expect(throws: SectionBuildError.self) { try await section.nextPage() }
        #expect(error?.code == .dataUnavailable)
        #expect(error?.message.hasPrefix("the feed's page 2 is unavailable: ") == true)
    }

    @Test("through a page's load, the viewport near the feed's end brings its next page")
    func throughALoad() async throws {
        let (_, registry) = try FeedSectionFixtures.registry()
        let configuration = PageConfiguration(
            id: "home",
            sections: [
                SectionConfiguration(
                    id: "feed", kind: FeedDefine.listSectionKind, data: ["title": "Today", "pageSize": 5])
            ])
        let load = PageLoad(configuration, builder: PageBuilder(registry: registry))
        let engine = PageEngine(width: 40, viewportHeight: 3, sizer: FixedSizer())
        var stages = await load.stages().makeAsyncIterator()
        while let stage = await stages.next() {
            _ = await engine.update(to: stage.page.snapshot, fullReloadThreshold: .infinity)
            if stage.isComplete { break }
        }
        #expect(await engine.snapshot.itemCount == 5)
        _ = await engine.scroll(to: 100)
        let (layout, viewport) = await engine.display
        #expect(await load.viewportMoved(layout: layout, viewport: viewport) == ["feed"])
        let paged = try #require(await stages.next())
        #expect(paged.change == .paged("feed"))
        let report = await engine.update(to: paged.page.snapshot, fullReloadThreshold: .infinity)
        #expect(report.changes?.insertedItems == 5)
        #expect(await engine.snapshot.itemCount == 10)
        await load.cancel()
    }
}

/// Every item and header one unit tall.
private struct FixedSizer: ItemSizer {
    func size(of item: PageItem, width: Double) -> Double? { 1 }
}
