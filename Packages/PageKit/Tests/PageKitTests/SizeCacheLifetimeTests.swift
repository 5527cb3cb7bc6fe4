import Foundation
import PageKit
import TestSupport
import Testing

/// A section of int-identified items of kind `t`, each sized `size` by the section.
private struct SizedSection: PageSection {
    static let itemKinds = ["t"]
    let ids: [Int]
    var size = 1.0
    var items: [PageItem] { ids.map { PageItem($0, kind: "t") } }
    func size(of item: PageItem, width: Double) -> Double? { size }
}

/// A page of one section of `ids`.
private func onePage(_ ids: [Int]) -> PageSnapshot {
    PageSnapshot(pageID: "p", sections: [SectionSnapshot(id: "s", kind: "k", section: SizedSection(ids: ids))])
}

/// Sizes every item `scale` high: a host whose text size can change.
private final class ScaledSizer: ItemSizer, Sendable {
    let scale = LockedBox(1.0)
    func size(of item: PageItem, width: Double) -> Double? { scale.withLock { $0 } }
}

/// Answers NaN the first time it is asked for item 0, then 30; 10 for every other item.
private final class FlakySizer: ItemSizer, Sendable {
    let asked = LockedBox(0)
    func size(of item: PageItem, width: Double) -> Double? {
        guard item.id == ItemID(0) else { return 10 }
        return asked.withLock { asked in
            asked += 1
            return asked == 1 ? .nan : 30
        }
    }
}

/// Sizes rows by their lines; measuring a row whose text is "held" waits until the test releases it.
private final class HoldingSizer: ItemSizer, Sendable {
    let state = LockedBox((holding: false, released: false))
    func size(of item: PageItem, width: Double) -> Double? {
        guard let row = item.value(as: Row.self) else { return 1 }
        if row.text == "held" {
            state.withLock { $0.holding = true }
            let deadline = ContinuousClock.now + .seconds(60)
            while !state.withLock({ $0.released }), ContinuousClock.now < deadline {
                Thread.sleep(forTimeInterval: 0.001)
            }
        }
        return Double(row.lines)
    }
}

/// Sizes every item 2 high; measuring item 1 removes item 1's sizes from `cache`, as a host whose data for
/// that item changed meanwhile would.
private final class InvalidatingSizer: ItemSizer, Sendable {
    let cache: SizeCache

    init(cache: SizeCache) {
        self.cache = cache
    }

    func size(of item: PageItem, width: Double) -> Double? {
        if item.id == ItemID(1) { cache.invalidate([item.id]) }
        return 2
    }
}

@Suite("What the size cache keeps, for how long, and when the engine looks again")
struct SizeCacheLifetimeTests {
    /// The engine kept the displayed page's sizes for sections that kept their items, past the cache.
    @Test("after clear() or invalidate(_:) by the host, the next update measures the page through the cache")
    func hostRemovals() async {
        let sizer = ScaledSizer()
        let engine = PageEngine(width: 40, viewportHeight: 10, sizer: sizer)
        let page = onePage([1, 2, 3])
        _ = await engine.update(to: page)
        sizer.scale.withLock { $0 = 2 }  // the text got larger
        #expect(await engine.update(to: page).sizes?.itemSizes == [[1, 1, 1]])
        engine.sizeCache.clear()
        let cleared = await engine.update(to: page)
        #expect(cleared.sizes?.itemSizes == [[2, 2, 2]])
        #expect(await engine.layout.totalHeight == 6)

        sizer.scale.withLock { $0 = 3 }
        engine.sizeCache.invalidate([ItemID(2)])
        let invalidated = await engine.update(to: page)
        #expect(invalidated.sizes?.itemSizes == [[2, 3, 2]])
        #expect(invalidated.sizeCacheMisses == 1)
        // Nothing removed since: the displayed sizes are kept again.
        #expect(await engine.update(to: page).sizeCacheMisses == 0)
    }

    /// Any removal made every engine sharing the cache measure its whole page through the cache again.
    @Test("a removal by another engine sharing the cache measures again only the sections that hold what it removed")
    func removalsElsewhere() async {
        let cache = SizeCache()
        let first = PageEngine(width: 40, viewportHeight: 10, sizeCache: cache)
        let second = PageEngine(width: 40, viewportHeight: 10, sizeCache: cache)
        let shared = SectionSnapshot(id: "shared", kind: "k", section: SizedSection(ids: [1, 2, 3]))
        let own = SectionSnapshot(id: "own", kind: "k", section: SizedSection(ids: Array(100..<200)))
        let page = PageSnapshot(pageID: "p", sections: [shared, own])
        _ = await first.update(to: onePage([1, 2, 3]))
        _ = await second.update(to: page)
        _ = await first.update(to: onePage([1, 2, 3]), forceReload: [ItemID(2)])
        let before = cache.statistics
        let report = await second.update(to: page)
        // The section that holds item 2 is looked up again, and finds what the first engine measured.
        #expect(cache.statistics.hits - before.hits == 3)
        #expect(report.sizeCacheMisses == 0)
        // More invalidations than the cache keeps a record of: the whole page is looked up.
        for id in 0..<5_000 { cache.invalidate([ItemID(1_000_000 + id)]) }
        let looked = cache.statistics.hits
        _ = await second.update(to: page)
        #expect(cache.statistics.hits - looked == 103)
    }

    /// A NaN from a sizer was repaired to 0 and stored: the item stayed 0 high until its content changed.
    @Test("a repaired size is not cached: the item is measured again, as an unsized one is")
    func repairedSizes() async {
        let sizer = FlakySizer()
        let engine = PageEngine(width: 40, viewportHeight: 10, sizer: sizer)
        #expect(await engine.update(to: onePage([0, 1, 2])).diagnostics.map(\.code) == [.invalidSize])
        #expect(engine.sizeCache.count == 2)
        // An item inserted at the start: the section's items are looked up again.
        let second = await engine.update(to: onePage([9, 0, 1, 2]))
        #expect(second.sizes?.itemSizes == [[10, 30, 10, 10]])
        #expect(second.diagnostics.isEmpty)
        #expect(sizer.asked.withLock { $0 } == 2)
    }

    /// Every identity ever shown was kept: a feed paged for long enough used memory without bound.
    @Test("the cache holds at most twice its capacity, and keeps the sizes of the capacity used most recently")
    func bounded() async {
        let cache = SizeCache(capacity: 1_000)
        let engine = PageEngine(width: 40, viewportHeight: 10, sizeCache: cache)
        let home = onePage(Array(1_000_000..<1_000_100))
        for round in 0..<50 {
            _ = await engine.update(to: onePage(Array(round * 1_000..<(round * 1_000 + 300))))
            #expect(cache.count <= 2_000, "round \(round)")
            // A page shown between the others stays measured.
            let report = await engine.update(to: home)
            #expect(round == 0 || report.sizeCacheMisses == 0, "round \(round)")
        }
        // Three tabs of 300 items in turn: 900 identities in use, within the capacity.
        let tabs = (0..<3).map { tab in onePage(Array(2_000_000 + tab * 1_000..<2_000_000 + tab * 1_000 + 300)) }
        for round in 0..<5 {
            for tab in tabs {
                let report = await engine.update(to: tab)
                #expect(round == 0 || report.sizeCacheMisses == 0, "round \(round)")
            }
        }
        #expect(SizeCache(capacity: -5).capacity == 1)
    }

    @Test("a section that gains items measures again the kept items reloaded by force or removed by the host")
    func gainedItemsWithReloads() async {
        let sizer = ScaledSizer()
        let engine = PageEngine(width: 40, viewportHeight: 10, sizer: sizer)
        _ = await engine.update(to: onePage([1, 2, 3]))
        sizer.scale.withLock { $0 = 2 }
        let forced = await engine.update(to: onePage([1, 2, 3, 4]), forceReload: [ItemID(2)])
        #expect(forced.sizes?.itemSizes == [[1, 2, 1, 2]])
        sizer.scale.withLock { $0 = 3 }
        engine.sizeCache.invalidate([ItemID(3)])
        let removed = await engine.update(to: onePage([1, 2, 3, 4, 5]))
        #expect(removed.sizes?.itemSizes == [[1, 2, 3, 2, 3]])
    }

    @Test("after every store the cache holds at most twice its capacity, and the identities stored last")
    func boundedAtEveryStore() throws {
        let cache = SizeCache(capacity: 2)
        let items = (0..<7).map { PageItem($0, kind: "t") }
        for (index, item) in items.enumerated() {
            cache.store(1, for: item, width: 40)
            #expect(cache.count <= 2 * cache.capacity, "after \(index + 1) stores")
        }
        #expect(cache.size(of: items[5], width: 40) == 1)
        #expect(cache.size(of: items[6], width: 40) == 1)
    }

    @Test("sizes measured while the host removes sizes are shown, and not stored")
    func removalWhileMeasuring() async {
        let cache = SizeCache()
        let engine = PageEngine(width: 40, viewportHeight: 10, sizer: InvalidatingSizer(cache: cache), sizeCache: cache)
        let page = onePage([1, 2, 3])
        let report = await engine.update(to: page)
        #expect(report.sizes?.itemSizes == [[2, 2, 2]])
        // Item 1's sizes were removed while its section measured: what was measured before is not kept.
        for item in page.sections[0].items {
            #expect(cache.size(of: item, width: 40) == nil, "\(item.id) was stored")
        }
    }

    @Test("an identity keeps its first width and a few others, not every width it was ever measured at")
    func widths() {
        let cache = SizeCache()
        let item = PageItem(1, kind: "t")
        for width in 10...200 { cache.store(Double(width), for: item, width: Double(width)) }
        #expect(cache.size(of: item, width: 10) == 10)
        #expect(cache.size(of: item, width: 200) == 200)
        let kept = (11...199).filter { cache.size(of: item, width: Double($0)) != nil }
        #expect(kept.count < SizeCache.otherWidthLimit)
    }

    /// A size stored at NaN was never found, and one stored at width 0 not at the 1 the engine measures at.
    @Test("widths given to the cache are clamped, as the engine's are")
    func clampedWidths() {
        let cache = SizeCache()
        let item = PageItem(1, kind: "t")
        cache.store(10, for: item, width: .nan)
        #expect(cache.size(of: item, width: .nan) == 10)
        cache.store(12, for: item, width: 0)
        #expect(cache.size(of: item, width: 1) == 12)
        cache.store(14, for: item, width: .infinity)
        #expect(cache.size(of: item, width: PageLimits.widths.upperBound) == 14)
    }

    /// The replaced update stored its older content version's size after the newer one, in its place.
    @Test(
        "a replaced update still measuring stores nothing: the displayed version's size stays",
        .timeLimit(.minutes(1)))
    func replacedUpdate() async throws {
        let sizer = HoldingSizer()
        let cache = SizeCache()
        let engine = PageEngine(width: 40, viewportHeight: 10, sizer: sizer, sizeCache: cache, inlineItemLimit: 0)
        func page(_ text: String, lines: Int) -> PageSnapshot {
            makeRowsPage(id: "p", sections: 1, itemsPerSection: 3, counter: CallCounter()) { rows in
                rows[0][0].text = text
                rows[0][0].lines = lines
            }
        }
        _ = await engine.update(to: page("first", lines: 1))
        let replaced = Task { await engine.update(to: page("held", lines: 1)) }
        while !sizer.state.withLock({ $0.holding }) { try await Task.sleep(for: .milliseconds(1)) }
        let shown = page("newest", lines: 2)
        #expect(await engine.update(to: shown).outcome == .applied)
        sizer.state.withLock { $0.released = true }
        // The replaced update answers once its measuring is done.
        #expect(await replaced.value.outcome == .cancelled)
        #expect(cache.size(of: shown.sections[0].items[0], width: 40) == 2)
    }
}
