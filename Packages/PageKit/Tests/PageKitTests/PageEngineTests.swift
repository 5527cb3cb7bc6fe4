import Foundation
import PageKit
import Testing

@Suite("Update pipeline")
struct PageEngineTests {
    @Test("the first update measures everything, renders the viewport and asks for a full reload")
    func initialLoad() async {
        let counter = CallCounter()
        let engine = PageEngine(width: 20, viewportHeight: 4)
        let report = await engine.update(to: makeRowsPage(sections: 2, itemsPerSection: 3, counter: counter))
        #expect(report.outcome == .applied)
        #expect(report.fullReload == .initialLoad)
        #expect(report.sizeCacheMisses == 6)
        #expect(report.changes?.insertedSections == 2)
        #expect(report.sizeTime.keys.contains("rows"))
        #expect(report.renderTime.keys.contains("rows"))
        #expect(await engine.frame?.lines == ["# Section 0", "row 0.0", "row 0.1", "row 0.2"])
        #expect(await engine.layout.totalHeight == 8)
    }

    @Test("changing one item of a 10,000-item page measures that item only")
    func oneItemChange() async {
        let counter = CallCounter()
        let engine = PageEngine(width: 40, viewportHeight: 20)
        _ = await engine.update(to: makeRowsPage(sections: 100, itemsPerSection: 100, counter: counter))
        #expect(counter.count("height") == 10_000)
        counter.reset()
        let changed = makeRowsPage(sections: 100, itemsPerSection: 100, counter: counter) { rows in
            rows[42][7].text = "changed"
        }
        let report = await engine.update(to: changed)
        #expect(counter.count("height") == 1)
        #expect(report.sizeCacheMisses == 1)
        #expect(report.sizeCacheHits == 9_999)
        #expect(report.changes?.reloadedItems == 1)
        #expect(report.changes?.skippedSections == 99)
        #expect(report.changes?.batchUpdate.reloadedItems == [PageIndexPath(section: 42, item: 7)])
        #expect(report.fullReload == nil)
        #expect(report.diffTime.keys.contains("rows"))
    }

    @Test("a replaced page is freed (in the background) once no update uses it")
    func replacedPageIsFreed() async throws {
        final class Token: Sendable {}
        struct TokenSection: PageSection {
            let token: Token
            var items: [PageItem] { [PageItem(object: token, kind: "token")] }
            func height(of item: PageItem, width: Int) -> Int { 1 }
            func makeCell(kind: String) -> any PageCell { TextCell { _, _ in ["token"] } }
        }
        func page(_ token: Token) -> PageSnapshot {
            PageSnapshot(
                pageID: "tokens",
                sections: [SectionSnapshot(id: SectionID("t"), kind: "token", section: TokenSection(token: token))])
        }

        let engine = PageEngine(width: 20, viewportHeight: 4)
        weak var first: Token?
        do {
            let token = Token()
            first = token
            _ = await engine.update(to: page(token))
        }
        #expect(first != nil)
        _ = await engine.update(to: page(Token()))
        let deadline = ContinuousClock.now + .seconds(5)
        while first != nil, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(first == nil)
    }

    @Test("a forced reload by identity re-measures that one item, even unchanged")
    func forcedReload() async throws {
        let counter = CallCounter()
        let engine = PageEngine(width: 40, viewportHeight: 10)
        let page = makeRowsPage(sections: 3, itemsPerSection: 10, counter: counter)
        _ = await engine.update(to: page)
        counter.reset()
        let target = try #require(page.sections[1].items.last?.id)
        let report = await engine.reload(target)
        #expect(counter.count("height") == 1)
        #expect(report.changes?.reloadedItems == 1)
        #expect(report.changes?.batchUpdate.reloadedItems == [PageIndexPath(section: 1, item: 9)])
    }

    @Test("a newer update cancels older ones in flight; the last one submitted is displayed")
    func cancellation() async {
        let counter = CallCounter()
        // Every update is handed to other threads, where a newer one can overtake it.
        let engine = PageEngine(width: 40, viewportHeight: 10, inlineItemLimit: 0)
        let results = await withTaskGroup(of: (String, PageUpdateReport).self) { group in
            for version in 0..<6 {
                let page = makeRowsPage(
                    id: "v\(version)", sections: 4, itemsPerSection: 50, counter: counter,
                    measureDelay: .microseconds(200)
                ) { rows in rows[0][0].text = "version \(version)" }
                group.addTask {
                    try? await Task.sleep(for: .milliseconds(5 * version))
                    return ("v\(version)", await engine.update(to: page))
                }
            }
            return await group.reduce(into: [(String, PageUpdateReport)]()) { $0.append($1) }
        }
        let newest = results.max { $0.1.sequence < $1.1.sequence }
        #expect(newest?.1.outcome == .applied)
        #expect(await engine.snapshot.pageID == newest?.0)
        #expect(results.contains { $0.1.outcome == .cancelled })
        for (_, report) in results where report.outcome == .cancelled {
            #expect(report.changes == nil)
        }
    }

    @Test("changing most items asks for a full reload and says why")
    func tooManyChanges() async {
        let counter = CallCounter()
        let engine = PageEngine(width: 40, viewportHeight: 10)
        _ = await engine.update(to: makeRowsPage(sections: 1, itemsPerSection: 10, counter: counter))
        let report = await engine.update(
            to: makeRowsPage(sections: 1, itemsPerSection: 10, counter: counter) { rows in
                for index in 0..<8 { rows[0][index].text = "new \(index)" }
            })
        #expect(report.fullReload == .tooManyChanges(changed: 8, of: 10))
    }

    @Test("a new width measures again; the old width's heights stay cached")
    func resize() async {
        let counter = CallCounter()
        let engine = PageEngine(width: 40, viewportHeight: 10)
        _ = await engine.update(to: makeRowsPage(sections: 2, itemsPerSection: 5, counter: counter))
        let wider = await engine.resize(width: 60)
        #expect(wider.fullReload == .widthChanged(from: 40, to: 60))
        #expect(wider.sizeCacheMisses == 10)
        let back = await engine.resize(width: 40)
        #expect(back.sizeCacheMisses == 0)
        #expect(back.sizeCacheHits == 10)
    }

    @Test("scrolling renders the new viewport and reports exposure by item")
    func scrolling() async {
        let counter = CallCounter()
        let engine = PageEngine(width: 40, viewportHeight: 3)
        let page = makeRowsPage(sections: 1, itemsPerSection: 10, counter: counter)
        _ = await engine.update(to: page)
        _ = await engine.appear()
        let (frame, exposure) = await engine.scroll(to: 4)
        #expect(frame.lines == ["row 0.3", "row 0.4", "row 0.5"])
        #expect(exposure.appeared.map(\.itemID) == page.sections[0].items[3...5].map(\.id))
        #expect(exposure.disappeared.map(\.itemID) == page.sections[0].items[0...1].map(\.id))
        let (end, _) = await engine.scroll(to: 1_000)
        #expect(end.lines == ["row 0.7", "row 0.8", "row 0.9"])
    }

    @Test("scrolling a long page reuses cells by kind instead of making new ones")
    func cellReuse() async {
        let counter = CallCounter()
        let engine = PageEngine(width: 40, viewportHeight: 10)
        _ = await engine.update(to: makeRowsPage(sections: 1, itemsPerSection: 500, counter: counter))
        for offset in stride(from: 0, through: 490, by: 5) { _ = await engine.scroll(to: offset) }
        let statistics = await engine.cellStatistics
        #expect(statistics.created <= 15)
        #expect(statistics.reused > 400)
    }

    @Test("an update done on the engine and one handed to other threads show the same page with the same report")
    func inlineAndParallelAgree() async {
        // Unique ids: when an id repeats across sections, whether its second lookup hits depends on the order
        // in which parallel tasks measure, so only the heights, not the counts, would agree.
        var pages = RandomPages(seed: 0x1A11E, uniqueItems: true)
        let onEngine = PageEngine(width: 30, viewportHeight: 8, inlineItemLimit: .max)
        let elsewhere = PageEngine(width: 30, viewportHeight: 8, inlineItemLimit: 0)
        var page = pages.page(maxSections: 8, maxItems: 20)
        for step in 0..<200 {
            page = step.isMultiple(of: 10) ? pages.page(maxSections: 8, maxItems: 20) : pages.edited(page)
            let forced = pages.forcedReloads(in: page)
            if step.isMultiple(of: 25) {
                _ = await onEngine.resize(width: 20 + step % 30)
                _ = await elsewhere.resize(width: 20 + step % 30)
            }
            let inline = await onEngine.update(to: page.snapshot, forceReload: forced)
            let handed = await elsewhere.update(to: page.snapshot, forceReload: forced)
            #expect(inline.outcome == .applied && handed.outcome == .applied, "step \(step)")
            #expect(inline.changes?.batchUpdate == handed.changes?.batchUpdate, "step \(step): \(page)")
            #expect(inline.changes?.reloadedItemIDs == handed.changes?.reloadedItemIDs, "step \(step)")
            #expect(inline.changes?.skippedSections == handed.changes?.skippedSections, "step \(step)")
            #expect(inline.sizeCacheHits == handed.sizeCacheHits, "step \(step)")
            #expect(inline.sizeCacheMisses == handed.sizeCacheMisses, "step \(step)")
            #expect(inline.fullReload == handed.fullReload, "step \(step)")
            #expect(await onEngine.frame?.lines == elsewhere.frame?.lines, "step \(step)")
            #expect(await onEngine.layout.totalHeight == elsewhere.layout.totalHeight, "step \(step)")
        }
    }
}
