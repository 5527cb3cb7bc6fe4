import Foundation
import PageKit
import TestSupport
import Testing

@Suite("Update pipeline")
struct PageEngineTests {
    @Test("the first update measures every header and item, lays them out and asks for a full reload")
    func initialLoad() async {
        let counter = CallCounter()
        let engine = PageEngine(width: 20, viewportHeight: 4)
        let report = await engine.update(to: makeRowsPage(sections: 2, itemsPerSection: 3, counter: counter))
        #expect(report.outcome == .applied)
        #expect(report.fullReload == .initialLoad)
        // Two headers and six items, each a size cache lookup that missed.
        #expect(report.sizeCacheMisses == 8)
        #expect(counter.count("size") == 6 && counter.count("header") == 2)
        #expect(report.diagnostics.isEmpty)
        #expect(report.changes?.insertedSections == 2)
        #expect(report.sizeTime.keys.contains("rows"))
        #expect(await engine.layout.totalHeight == 8)
        let (layout, viewport) = await engine.display
        let shown = layout.visibleEntries(in: viewport).map { $0.itemIndex.map { "item \($0)" } ?? "header" }
        #expect(shown == ["header", "item 0", "item 1", "item 2"])
    }

    @Test("changing one item of a 10,000-item page measures that item only")
    func oneItemChange() async {
        let counter = CallCounter()
        let engine = PageEngine(width: 40, viewportHeight: 20)
        _ = await engine.update(to: makeRowsPage(sections: 100, itemsPerSection: 100, counter: counter))
        #expect(counter.count("size") == 10_000)
        counter.reset()
        let changed = makeRowsPage(sections: 100, itemsPerSection: 100, counter: counter) { rows in
            rows[42][7].text = "changed"
        }
        let report = await engine.update(to: changed)
        #expect(counter.count("size") == 1)
        #expect(counter.count("header") == 0)
        #expect(report.sizeCacheMisses == 1)
        // The other 9,999 items' sizes, and the 100 headers' from the cache.
        #expect(report.sizeCacheHits == 9_999 + 100)
        #expect(report.changes?.reloadedItems == 1)
        #expect(report.changes?.skippedSections == 99)
        #expect(report.changes?.batchUpdate.reloadedItems == [PageIndexPath(section: 42, item: 7)])
        #expect(report.fullReload == nil)
        #expect(report.diffTime.keys.contains("rows"))
    }

    /// Set while a test awaits an update: the engine runs the update in the caller's task, and a detached
    /// release task does not inherit it.
    private enum InUpdate {
        @TaskLocal static var isSet = false
    }

    @Test("a replaced page is freed in the background, not during the update that replaced it")
    func replacedPageIsFreed() async throws {
        final class Token: Sendable {
            let counter: CallCounter

            init(counter: CallCounter) {
                self.counter = counter
            }

            deinit {
                counter.record(InUpdate.isSet ? "freed during the update" : "freed elsewhere")
            }
        }
        struct TokenSection: PageSection {
            static let itemKinds = ["token"]
            let token: Token
            var items: [PageItem] { [PageItem(object: token, kind: "token")] }
            func size(of item: PageItem, width: Double) -> Double? { 1 }
        }
        func page(_ token: Token) -> PageSnapshot {
            PageSnapshot(
                pageID: "tokens",
                sections: [SectionSnapshot(id: SectionID("t"), kind: "token", section: TokenSection(token: token))])
        }

        let counter = CallCounter()
        let engine = PageEngine(width: 20, viewportHeight: 4)
        let replacements = 20
        for _ in 0..<replacements {
            // Each update replaces the page of the one before; only the engine holds it.
            await InUpdate.$isSet.withValue(true) {
                _ = await engine.update(to: page(Token(counter: counter)))
            }
        }
        _ = await waitUntil(polling: .milliseconds(5)) { counter.count("freed elsewhere") >= replacements - 1 }
        #expect(counter.count("freed elsewhere") == replacements - 1)
        #expect(counter.count("freed during the update") == 0)
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
        #expect(counter.count("size") == 1)
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

    @Test("a new width measures again; the old width's sizes stay cached")
    func resize() async {
        let counter = CallCounter()
        let engine = PageEngine(width: 40, viewportHeight: 10)
        _ = await engine.update(to: makeRowsPage(sections: 2, itemsPerSection: 5, counter: counter))
        let wider = await engine.resize(width: 60.5)
        #expect(wider.fullReload == .widthChanged(from: 40, to: 60.5))
        // Ten items and two headers.
        #expect(wider.sizeCacheMisses == 12)
        #expect(await engine.width == 60.5)
        let back = await engine.resize(width: 40)
        #expect(back.sizeCacheMisses == 0)
        #expect(back.sizeCacheHits == 12)
    }

    @Test("scrolling moves the viewport, clamped to the page, and reports exposure by item")
    func scrolling() async {
        let counter = CallCounter()
        let engine = PageEngine(width: 40, viewportHeight: 3)
        let page = makeRowsPage(sections: 1, itemsPerSection: 10, counter: counter)
        _ = await engine.update(to: page)
        _ = await engine.appear()
        let exposure = await engine.scroll(to: 4)
        #expect(await engine.viewport == Viewport(offset: 4, height: 3))
        #expect(exposure.appeared.map(\.itemID) == page.sections[0].items[3...5].map(\.id))
        #expect(exposure.disappeared.map(\.itemID) == page.sections[0].items[0...1].map(\.id))
        let end = await engine.scroll(to: 1_000)
        // The header and ten rows: the last offset that keeps the viewport on the page is 8.
        #expect(await engine.viewport == Viewport(offset: 8, height: 3))
        #expect(end.appeared.map(\.itemID) == page.sections[0].items[7...9].map(\.id))
        let back = await engine.scroll(by: -7.5)
        #expect(await engine.viewport == Viewport(offset: 0.5, height: 3))
        #expect(back.appeared.map(\.itemID) == page.sections[0].items[0...2].map(\.id))
        let taller = await engine.setViewportHeight(4)
        #expect(taller.appeared.map(\.itemID) == [page.sections[0].items[3].id])
    }

    @Test("nothing is exposed before the page appears; appearing exposes what the viewport shows")
    func exposedOnceOnScreen() async {
        let counter = CallCounter()
        let engine = PageEngine(width: 40, viewportHeight: 3)
        let page = makeRowsPage(sections: 1, itemsPerSection: 10, counter: counter)
        // A page loaded before it is shown, as a host preloads the next one.
        let loaded = await engine.update(to: page)
        #expect(loaded.exposure == .none)
        #expect(await engine.scroll(to: 1) == .none)
        let shown = await engine.appear()
        #expect(shown.appeared.map(\.itemID) == page.sections[0].items[0...2].map(\.id))
        // Off screen again, an update exposes nothing.
        _ = await engine.disappear()
        let hidden = await engine.update(to: makeRowsPage(sections: 1, itemsPerSection: 5, counter: counter))
        #expect(hidden.exposure == .none)
    }

    @Test("another page's items are exposed anew, whatever their ids; the same page's kept items are not")
    func anotherPageExposedAnew() async {
        let counter = CallCounter()
        let engine = PageEngine(width: 40, viewportHeight: 3)
        _ = await engine.appear()
        let home = makeRowsPage(id: "home", sections: 1, itemsPerSection: 10, counter: counter)
        let first = await engine.update(to: home)
        let visible = home.sections[0].items[0...1].map { ExposedItem(sectionID: "s0", itemID: $0.id) }
        #expect(first.exposure.appeared == visible)
        let again = await engine.update(
            to: makeRowsPage(id: "home", sections: 1, itemsPerSection: 10, counter: counter))
        #expect(again.exposure == .none)
        // The same sections and items under another page id: the items left one page and appeared on another.
        let store = await engine.update(
            to: makeRowsPage(id: "store", sections: 1, itemsPerSection: 10, counter: counter))
        #expect(store.exposure.disappeared == visible)
        #expect(store.exposure.appeared == visible)
    }

    @Test("an update done on the engine and one handed to other threads show the same page as a fresh engine")
    func inlineAndParallelAgree() async {
        // Unique ids: when an id repeats across sections, whether its second lookup hits depends on the order
        // in which parallel tasks measure, so only the heights, not the counts, would agree.
        var pages = RandomPages(seed: 0x1A11E, uniqueItems: true)
        let onEngine = PageEngine(width: 30, viewportHeight: 8, inlineItemLimit: .max)
        let elsewhere = PageEngine(width: 30, viewportHeight: 8, inlineItemLimit: 0)
        var page = pages.page(maxSections: 8, maxItems: 20)
        var width = 30.0
        for step in 0..<200 {
            page = step.isMultiple(of: 10) ? pages.page(maxSections: 8, maxItems: 20) : pages.edited(page)
            let forced = pages.forcedReloads(in: page)
            if step.isMultiple(of: 25) {
                width = 20 + Double(step % 30) / 4
                _ = await onEngine.resize(width: width)
                _ = await elsewhere.resize(width: width)
            }
            let inline = await onEngine.update(to: page.snapshot, forceReload: forced)
            let handed = await elsewhere.update(to: page.snapshot, forceReload: forced)
            #expect(inline.computedOnEngine && !handed.computedOnEngine, "step \(step)")
            #expect(inline.outcome == .applied && handed.outcome == .applied, "step \(step)")
            #expect(inline.changes?.batchUpdate == handed.changes?.batchUpdate, "step \(step): \(page)")
            #expect(inline.changes?.reloadedItemIDs == handed.changes?.reloadedItemIDs, "step \(step)")
            #expect(inline.changes?.skippedSections == handed.changes?.skippedSections, "step \(step)")
            #expect(inline.sizeCacheHits == handed.sizeCacheHits, "step \(step)")
            #expect(inline.sizeCacheMisses == handed.sizeCacheMisses, "step \(step)")
            #expect(inline.fullReload == handed.fullReload, "step \(step)")
            let (shownOnEngine, shownElsewhere) = (await onEngine.display, await elsewhere.display)
            #expect(
                shownOnEngine.layout.visibleEntries(in: shownOnEngine.viewport)
                    == shownElsewhere.layout.visibleEntries(in: shownElsewhere.viewport), "step \(step)")

            // The sizes kept from earlier pages are the ones a fresh engine measures.
            let fresh = PageEngine(width: width, viewportHeight: 8)
            _ = await fresh.update(to: page.snapshot)
            let expected = await fresh.layout
            for engine in [onEngine, elsewhere] {
                let layout = await engine.layout
                #expect(layout.totalHeight == expected.totalHeight, "step \(step)")
                for section in page.snapshot.sections {
                    for item in section.items {
                        #expect(
                            layout.frame(of: item.id, in: section.id) == expected.frame(of: item.id, in: section.id),
                            "step \(step): \(section.id)/\(item.id)")
                    }
                    #expect(layout.headerFrame(of: section.id) == expected.headerFrame(of: section.id))
                }
            }
        }
    }

    @Test("an update done on the engine overtakes a larger one still on other threads, which is cancelled")
    func inlineUpdateOvertakesAParallelOne() async throws {
        let counter = CallCounter()
        let engine = PageEngine(width: 40, viewportHeight: 10, inlineItemLimit: 100)
        let first = makeRowsPage(id: "first", sections: 2, itemsPerSection: 10, counter: counter)
        _ = await engine.update(to: first)
        // 400 new items measured at 1 ms each: on other threads, for far longer than the small update takes.
        let slow = makeRowsPage(
            id: "slow", sections: 4, itemsPerSection: 100, counter: counter, measureDelay: .milliseconds(1)
        ) {
            rows in
            for section in rows.indices { for item in rows[section].indices { rows[section][item].text += " (slow)" } }
        }
        let small = makeRowsPage(id: "small", sections: 2, itemsPerSection: 10, counter: counter) { rows in
            rows[1][3].text = "changed"
        }
        let slowUpdate = Task { await engine.update(to: slow) }
        // Wait until the slow update is measuring, so it is in flight when the small one arrives.
        _ = await waitUntil { counter.count("size") >= 22 }
        let smallReport = await engine.update(to: small)
        let slowReport = await slowUpdate.value

        #expect(smallReport.outcome == .applied)
        #expect(smallReport.computedOnEngine)
        #expect(smallReport.sequence == slowReport.sequence + 1)
        // Diffed against the page on display, not against the slow one.
        #expect(smallReport.changes?.batchUpdate.reloadedItems == [PageIndexPath(section: 1, item: 3)])
        #expect(slowReport.outcome == .cancelled)
        #expect(slowReport.changes == nil)
        #expect(await engine.snapshot.pageID == "small")
    }

    @Test("an item whose cell kind changes alone is reloaded and measured again")
    func cellKindChange() async throws {
        struct KindSection: PageSection {
            static let itemKinds = ["short", "tall"]
            let kinds: [String]
            var items: [PageItem] {
                kinds.enumerated().map {
                    PageItem(value: $0.offset, id: ItemID($0.offset), contentVersion: 0, kind: $0.element)
                }
            }
            func size(of item: PageItem, width: Double) -> Double? { item.kind == "tall" ? 3 : 1 }
        }
        func page(_ kinds: [String]) -> PageSnapshot {
            PageSnapshot(
                pageID: "kinds", sections: [SectionSnapshot(id: "k", kind: "kinds", section: KindSection(kinds: kinds))]
            )
        }
        let engine = PageEngine(width: 20, viewportHeight: 6)
        _ = await engine.update(to: page(["short", "short", "short"]))
        let report = await engine.update(to: page(["short", "tall", "short"]))
        #expect(report.changes?.batchUpdate.reloadedItems == [PageIndexPath(section: 0, item: 1)])
        #expect(report.changes?.skippedSections == 0)
        #expect(report.sizeCacheMisses == 1)
        #expect(await engine.layout.totalHeight == 5)
    }

    @Test("the items of inserted, deleted and reloaded sections count toward a full reload")
    func sectionsReplaced() async {
        let counter = CallCounter()
        func page(second: SectionID, kind: String, firstRow: Int) -> PageSnapshot {
            let rows = { (first: Int) in (0..<10).map { Row(id: first + $0, text: "row \($0)") } }
            return PageSnapshot(
                pageID: "test",
                sections: [
                    SectionSnapshot(
                        id: "s0", kind: "rows", section: RowsSection(title: "", rows: rows(0), counter: counter)),
                    SectionSnapshot(
                        id: second, kind: kind, section: RowsSection(title: "", rows: rows(firstRow), counter: counter)),
                ])
        }
        let engine = PageEngine(width: 40, viewportHeight: 10)
        _ = await engine.update(to: page(second: "s1", kind: "rows", firstRow: 100))
        // Section s1 leaves and a new one of 10 items takes its place: 20 of 20 items changed.
        let replaced = await engine.update(to: page(second: "fresh", kind: "rows", firstRow: 200))
        #expect(replaced.changes?.deletedSections == 1)
        #expect(replaced.fullReload == .tooManyChanges(changed: 20, of: 20))
        // The section shown another way (its kind changed) reloads its 10 items: not more than half of 20.
        let rekinded = await engine.update(to: page(second: "fresh", kind: "cards", firstRow: 200))
        #expect(rekinded.changes?.reloadedSections == 1)
        #expect(rekinded.fullReload == nil)
    }

    @Test("a section reloaded in place counts the larger of its item counts toward a full reload")
    func reloadedSectionCountsItsNewItems() async {
        let counter = CallCounter()
        func page(kind: String, rows count: Int) -> PageSnapshot {
            func section(_ id: SectionID, _ kind: String, _ ids: Range<Int>) -> SectionSnapshot {
                let rows = ids.map { Row(id: $0, text: "row \($0)") }
                return SectionSnapshot(
                    id: id, kind: kind, section: RowsSection(title: "", rows: rows, counter: counter))
            }
            return PageSnapshot(
                pageID: "test", sections: [section("s0", kind, 0..<count), section("s1", "rows", 100..<108)])
        }
        let engine = PageEngine(width: 40, viewportHeight: 10)
        _ = await engine.update(to: page(kind: "rows", rows: 1))
        // Section s0, shown another way, goes from 1 item to 10: 10 of 18 items changed, more than half.
        let rekinded = await engine.update(to: page(kind: "cards", rows: 10))
        #expect(rekinded.changes?.reloadedSections == 1)
        #expect(rekinded.fullReload == .tooManyChanges(changed: 10, of: 18))
    }

    @Test("an update whose diffing and sizing come to exactly the inline limit is done on the engine")
    func inlineLimitIsInclusive() async {
        // A first update of 5 items: 5 to diff (an inserted section's) and 5 to measure.
        let page = makeRowsPage(sections: 1, itemsPerSection: 5, counter: CallCounter())
        let atLimit = PageEngine(width: 40, viewportHeight: 10, inlineItemLimit: 10)
        #expect(await atLimit.update(to: page).computedOnEngine)
        let belowLimit = PageEngine(width: 40, viewportHeight: 10, inlineItemLimit: 9)
        #expect(await belowLimit.update(to: page).computedOnEngine == false)
    }

    @Test("a forced reload of a header names it in the batch")
    func headerReload() async throws {
        let counter = CallCounter()
        let engine = PageEngine(width: 40, viewportHeight: 10)
        let page = makeRowsPage(sections: 2, itemsPerSection: 3, counter: counter)
        _ = await engine.update(to: page)
        let header = try #require(page.sections[1].header)
        counter.reset()
        let report = await engine.reload(header.id)
        #expect(counter.count("header") == 1)
        #expect(report.changes?.batchUpdate.reloadedHeaders == [1])
    }
}
