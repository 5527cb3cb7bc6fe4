import PageKit
import TestSupport
import Testing

@Suite("Paging: a section loads its next page when the viewport nears its end")
struct PagingTests {
    /// A page of a 3-row header section and a paging section of `pageSize` rows a page, loaded and shown in a
    /// 10-row viewport; the registry's factory makes the paging section's first page.
    private func start(
        pageSize: Int = 20, pages: Int = 5, failing: Int? = nil, failure: LoadFailure = LoadFailure(),
        pause: Duration = .zero, layout: SectionLayout = .list, requests: CallCounter
    ) async throws -> (PageLoad, PageEngine, AsyncStream<PageLoadStage>.Iterator) {
        let registry = try loadRegistry()
        try registry.register(kind: "paged") { _ in
            PagedRows.first(
                pageSize: pageSize, pages: pages, failing: failing, failure: failure, pause: pause, requests: requests)
        }
        let configuration = PageConfiguration(
            id: "feed",
            sections: [
                loadSection("top", data: ["count": 3]), SectionConfiguration(id: "list", kind: "paged", layout: layout),
            ])
        return await loaded(configuration, registry: registry)
    }

    /// A load of `configuration` and an engine showing it in a 10-row viewport, once every section has loaded;
    /// and the load's stages to come.
    private func loaded(
        _ configuration: PageConfiguration, registry: SectionRegistry
    ) async -> (PageLoad, PageEngine, AsyncStream<PageLoadStage>.Iterator) {
        let load = PageLoad(configuration, builder: PageBuilder(registry: registry))
        let engine = PageEngine(width: 40, viewportHeight: 10)
        var stages = await load.stages().makeAsyncIterator()
        while let stage = await stages.next() {
            _ = await engine.update(to: stage.page.snapshot, fullReloadThreshold: .infinity)
            if stage.isComplete { break }
        }
        return (load, engine, stages)
    }

    private func moved(_ load: PageLoad, _ engine: PageEngine, threshold: Double? = nil) async -> [SectionID] {
        let (layout, viewport) = await engine.display
        return await load.viewportMoved(layout: layout, viewport: viewport, threshold: threshold)
    }

    @Test("far from the end nothing is asked; near it the next page is asked once and appended by a diff")
    func nextPage() async throws {
        let requests = CallCounter()
        var (load, engine, stages) = try await start(pause: .milliseconds(50), requests: requests)
        #expect(await engine.snapshot.itemCount == 23)
        #expect(await moved(load, engine).isEmpty)  // rows 0–10 of 23 (3 + header-less 20): 13 to go
        _ = await engine.scroll(to: 5)
        #expect(await moved(load, engine) == ["list"])
        // While that page is in flight, moving again asks for nothing.
        _ = await engine.scroll(to: 8)
        #expect(await moved(load, engine).isEmpty)
        let stage = try #require(await stages.next())
        #expect(stage.change == .paged("list"))
        let report = await engine.update(to: stage.page.snapshot, fullReloadThreshold: .infinity)
        #expect(report.changes?.insertedItems == 20)
        #expect(report.changes?.deletedItems == 0)
        #expect(report.changes?.movedItems == 0)
        #expect(report.sizeCacheMisses == 20)
        #expect(report.fullReload == nil)
        #expect(await engine.snapshot.itemCount == 43)
        #expect(requests.count("page 2") == 1)
        await load.cancel()
    }

    @Test("a threshold is clamped: NaN and a negative one are 0, an infinite one the offsets' limit")
    func thresholds() async throws {
        let cases = [(Double.nan, 14.0, true), (-5, 14, true), (.nan, 13, false), (.infinity, 0, true)]
        for (threshold, scrolled, asks) in cases {
            let requests = CallCounter()
            let (load, engine, _) = try await start(requests: requests)
            // 24 rows (a title and 3 rows, then 20) in a 10-row viewport: at 14 the section ends at its bottom.
            _ = await engine.scroll(to: scrolled)
            #expect(
                await moved(load, engine, threshold: threshold) == (asks ? ["list"] : []), "\(threshold) at \(scrolled)"
            )
            await load.cancel()
        }
    }

    @Test("a carousel is asked for its next page once scrolled sideways near its end, not for being on screen")
    func carousel() async throws {
        let requests = CallCounter()
        var (load, engine, stages) = try await start(
            pageSize: 6, pages: 3, layout: SectionLayout(.carousel(columns: 2)), requests: requests)
        // Six items two to a width: the carousel scrolls two widths (80 columns) sideways, all of it on screen.
        let range = try #require(await engine.layout.carouselScrollRange(of: "list"))
        #expect(range == 0...80)
        #expect(await moved(load, engine).isEmpty)
        _ = await engine.scrollCarousel("list", to: 30)
        #expect(await moved(load, engine).isEmpty)
        _ = await engine.scrollCarousel("list", to: 40)
        #expect(await moved(load, engine) == ["list"])
        let stage = try #require(await stages.next())
        #expect(stage.change == .paged("list"))
        #expect(requests.count("page 2") == 1)
        await load.cancel()
    }

    @Test("a page of a long section costs its new items: the old keep their sizes and the diff skips them")
    func appendCostsTheNewItems() async throws {
        let requests = CallCounter()
        let first = PagedRows.first(pageSize: 3_000, pages: 2, requests: requests)
        let old = PageSnapshot(pageID: "feed", sections: [SectionSnapshot(id: "list", kind: "paged", section: first)])
        let next = try await first.nextPage()
        let new = PageSnapshot(pageID: "feed", sections: [SectionSnapshot(id: "list", kind: "paged", section: next)])
        let engine = PageEngine(width: 40, viewportHeight: 10)
        _ = await engine.update(to: old)
        let report = await engine.update(to: new)
        // 3,000 items, more than the engine's inline limit, yet only the 3,000 new ones were diffed and sized.
        #expect(report.computedOnEngine == false)
        #expect(report.changes?.insertedItems == 3_000)
        #expect(report.sizeCacheMisses == 3_000)
        #expect(report.sizeCacheHits == 3_000)
        // A short one is diffed and sized on the engine, and measures only its new items too.
        let small = try await PagedRows.first(pageSize: 20, pages: 3, requests: requests).nextPage()
        let grown = try await small.nextPage()
        let fresh = PageEngine(width: 40, viewportHeight: 10)
        _ = await fresh.update(
            to: PageSnapshot(pageID: "feed", sections: [SectionSnapshot(id: "list", kind: "paged", section: small)]))
        let paged = await fresh.update(
            to: PageSnapshot(pageID: "feed", sections: [SectionSnapshot(id: "list", kind: "paged", section: grown)]))
        #expect(paged.computedOnEngine)
        #expect(paged.sizeCacheMisses == 20)
        #expect(paged.changes?.batchUpdate.insertedItems == (40..<60).map { PageIndexPath(section: 0, item: $0) })
    }

    @Test("a host whose layout does not show the last page yet does not ask for the next")
    func staleLayout() async throws {
        let requests = CallCounter()
        var (load, engine, stages) = try await start(requests: requests)
        _ = await engine.scroll(to: 13)
        #expect(await moved(load, engine) == ["list"])
        _ = try #require(await stages.next())
        // The engine still shows page 1, at its end.
        #expect(await moved(load, engine).isEmpty)
        #expect(requests.count("page 3") == 0)
        await load.cancel()
    }

    @Test("scrolled through, every page comes once, in order, and the last asks for no more")
    func allPages() async throws {
        let requests = CallCounter()
        var (load, engine, stages) = try await start(pageSize: 5, pages: 4, requests: requests)
        for _ in 0..<10 {
            _ = await engine.scroll(to: 1_000)
            guard !(await moved(load, engine, threshold: 2)).isEmpty, let stage = await stages.next() else { break }
            _ = await engine.update(to: stage.page.snapshot, fullReloadThreshold: .infinity)
        }
        #expect(await engine.snapshot.itemCount == 3 + 20)
        #expect((2...4).map { requests.count("page \($0)") } == [1, 1, 1])
        #expect(requests.count("page 5") == 0)
        let rows = await engine.snapshot.section("list")?.items.compactMap { $0.value(as: Row.self)?.id }
        #expect(rows == Array(0..<20))
        await load.cancel()
    }

    @Test("a page that fails keeps the items, says why, and asks no more until the section is reloaded")
    func failure() async throws {
        let requests = CallCounter()
        var (load, engine, stages) = try await start(failing: 2, requests: requests)
        _ = await engine.scroll(to: 100)
        #expect(await moved(load, engine) == ["list"])
        let stage = try #require(await stages.next())
        #expect(stage.change == .pagingFailed("list"))
        #expect(stage.page.snapshot.section("list")?.items.count == 20)
        #expect(stage.page.diagnostics.map(\.code) == [.pagingFailed])
        #expect(stage.page.diagnostics.first?.message.contains("its next page failed") == true)
        _ = await engine.update(to: stage.page.snapshot, fullReloadThreshold: .infinity)
        #expect(await moved(load, engine).isEmpty)
        #expect(requests.count("page 2") == 1)
        // Reloaded, the section is on its first page again and pages again.
        #expect(await load.reload(section: "list"))
        while let next = await stages.next() {
            _ = await engine.update(to: next.page.snapshot, fullReloadThreshold: .infinity)
            if next.isComplete { break }
        }
        _ = await engine.scroll(to: 100)
        #expect(await moved(load, engine) == ["list"])
        #expect(try #require(await stages.next()).change == .pagingFailed("list"))
        #expect(requests.count("page 2") == 2)
        await load.cancel()
    }

    @Test("a failed page's error is echoed in its diagnostic escaped and cut, as every outside text is")
    func failureEchoed() async throws {
        let hostile = "boom \u{1B}]0;owned\u{07}\u{1B}[2J " + String(repeating: "A", count: 5_000)
        var (load, engine, stages) = try await start(
            failing: 2, failure: LoadFailure(description: hostile), requests: CallCounter())
        _ = await engine.scroll(to: 100)
        #expect(await moved(load, engine) == ["list"])
        let stage = try #require(await stages.next())
        let message = try #require(stage.page.diagnostics.first?.message)
        #expect(message.contains("its next page failed: boom \\u001b]0;owned\\u0007\\u001b[2J AAA"))
        #expect(message.contains("… (5020 characters)"))
        #expect(!message.unicodeScalars.contains { $0.properties.generalCategory == .control })
        #expect(message.unicodeScalars.count < 400, "\(message.unicodeScalars.count) scalars")
        await load.cancel()
    }

    @Test("a page that would take the page past 20,000 items is not shown; every section keeps its items")
    func itemLimit() async throws {
        let requests = CallCounter()
        var (load, engine, stages) = try await start(pageSize: 10_000, pages: 5, requests: requests)
        #expect(await engine.snapshot.itemCount == 10_003)
        _ = await engine.scroll(to: 1e9)
        #expect(await moved(load, engine) == ["list"])
        let stage = try #require(await stages.next())
        #expect(stage.change == .pagingFailed("list"))
        #expect(stage.page.snapshot.section("list")?.items.count == 10_000)
        #expect(stage.page.snapshot.section("top")?.items.count == 3)
        #expect(
            stage.page.diagnostics.first?.message.contains("would take the page past the limit of 20000 items") == true)
        #expect(await moved(load, engine).isEmpty)
        await load.cancel()
    }

    @Test("a page that adds nothing ends the paging: nothing more is asked for")
    func emptyPage() async throws {
        let requests = CallCounter()
        var (load, engine, stages) = try await start(pageSize: 0, pages: 5, requests: requests)
        _ = await engine.scroll(to: 1e9)
        #expect(await moved(load, engine) == ["list"])
        let stage = try #require(await stages.next())
        #expect(stage.change == .paged("list"))
        _ = await engine.update(to: stage.page.snapshot, fullReloadThreshold: .infinity)
        #expect(await moved(load, engine).isEmpty)
        #expect(requests.count("page 2") == 1)
        #expect(requests.count("page 3") == 0)
        await load.cancel()
    }

    @Test("a page that replaces a placeholder row by as many items adds them: paging goes on to the last page")
    func placeholderReplaced() async throws {
        let requests = CallCounter()
        let ids = try await pagedToEnd { PlaceholderPages(page: 1, requests: requests) }
        #expect(ids == [ItemID(2), ItemID(3), ItemID(4)])
        #expect((2...4).map { requests.count("page \($0)") } == [1, 1, 1])
    }

    @Test("a page that only reorders the rows shown adds no item: the paging ends though more pages are said to come")
    func reorderedPage() async throws {
        let requests = CallCounter()
        let ids = try await pagedToEnd { ReorderedPages(requests: requests) }
        #expect(ids == [ItemID(2), ItemID(1)])
        #expect(requests.count("page") == 1)
    }

    /// The ids of the one section of a page made by `section`, once it is loaded and paged while the viewport
    /// is at its end, up to 10 pages.
    private func pagedToEnd(_ section: @escaping @Sendable () -> some PagingSection) async throws -> [ItemID]? {
        let registry = try loadRegistry()
        try registry.register(kind: "paging") { _ in section() }
        let configuration = PageConfiguration(id: "feed", sections: [SectionConfiguration(id: "list", kind: "paging")])
        var (load, engine, stages) = await loaded(configuration, registry: registry)
        for _ in 0..<10 {
            guard !(await moved(load, engine)).isEmpty, let stage = await stages.next() else { break }
            #expect(stage.change == .paged("list"))
            _ = await engine.update(to: stage.page.snapshot, fullReloadThreshold: .infinity)
        }
        await load.cancel()
        return await engine.snapshot.section("list")?.items.map(\.id)
    }

    @Test("refreshing the page loads every section again and drops a page in flight")
    func refresh() async throws {
        let requests = CallCounter()
        var (load, engine, stages) = try await start(pause: .milliseconds(300), requests: requests)
        _ = await engine.scroll(to: 100)
        #expect(await moved(load, engine) == ["list"])
        #expect(await load.reload())
        var last: PageLoadStage?
        while let stage = await stages.next() {
            #expect(stage.change != .paged("list"))
            last = stage
            if stage.isComplete { break }
        }
        #expect(last?.page.snapshot.section("list")?.items.count == 20)
        try await Task.sleep(for: .milliseconds(400))
        #expect(await load.stage.page.snapshot.section("list")?.items.count == 20)
        await load.cancel()
        #expect(await load.reload() == false)
        #expect(await load.viewportMoved(layout: engine.layout, viewport: engine.viewport).isEmpty)
    }
}

/// A paging section whose first page is empty and shows a placeholder row, as a feed without stories does,
/// and whose pages 2 to 4 hold one row each: the first of them replaces the placeholder.
private struct PlaceholderPages: PagingSection {
    static let itemKinds = ["row", "placeholder"]

    var pagedItems = PageItems([PageItem("no rows yet", kind: "placeholder")])
    let page: Int
    let requests: CallCounter

    var hasNextPage: Bool { page < 4 }

    func size(of item: PageItem, width: Double) -> Double? { 1 }

    func nextPage() async throws -> PlaceholderPages {
        requests.record("page \(page + 1)")
        let row = PageItem(Row(id: page + 1, text: "row \(page + 1)"), id: \.id, kind: "row")
        let items = pagedItems.first?.kind == "placeholder" ? PageItems([row]) : pagedItems.appending([row])
        return PlaceholderPages(pagedItems: items, page: page + 1, requests: requests)
    }
}

/// A paging section that always says more pages come, and whose every page holds the rows shown in the other
/// order: a page that brings no row it did not show.
private struct ReorderedPages: PagingSection {
    static let itemKinds = ["row"]

    var pagedItems = PageItems([1, 2].map { PageItem(Row(id: $0, text: "row \($0)"), id: \.id, kind: "row") })
    let requests: CallCounter

    var hasNextPage: Bool { true }

    func size(of item: PageItem, width: Double) -> Double? { 1 }

    func nextPage() async throws -> ReorderedPages {
        requests.record("page")
        return ReorderedPages(pagedItems: PageItems(pagedItems.reversed()), requests: requests)
    }
}
