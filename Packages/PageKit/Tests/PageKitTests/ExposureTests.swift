import TestSupport
import Testing

@testable import PageKit

/// A layout of sections `(id, header size, item ids)` whose items are all `itemSize` high.
private func exposureLayout(
    _ sections: [(id: SectionID, header: Double, items: [Int])], itemSize: Double = 2
)
    -> PageLayout
{
    let snapshots = sections.map {
        SectionSnapshot(id: $0.id, kind: "numbers", section: NumberSection(itemIDs: $0.items))
    }
    let sizes = PageSizes(
        width: 20, headerSizes: sections.map(\.header),
        itemSizes: sections.map { Array(repeating: itemSize, count: $0.items.count) })
    return PageLayout(snapshot: PageSnapshot(pageID: "exposure", sections: snapshots), sizes: sizes)
}

/// Section `S` with items 0 ..< 10, of size 2 each.
private let tenItems = exposureLayout([("S", 0, Array(0..<10))])

/// `S/0`, `S/1`, … for items of section `section`.
private func exposed(_ ids: Int..., in section: SectionID = "S") -> [ExposedItem] {
    ids.map { ExposedItem(sectionID: section, itemID: ItemID($0)) }
}

@Suite("ExposureTracker")
struct ExposureTests {
    let start = ContinuousClock.now

    @Test func scrollingReportsItemsThatAppearAndDisappear() {
        var tracker = ExposureTracker()
        let first = tracker.update(
            layout: tenItems, viewport: Viewport(offset: 0, height: 4), at: start, cause: .appear)
        #expect(first == ExposureEvents(appeared: exposed(0, 1)))
        let down = tracker.update(layout: tenItems, viewport: Viewport(offset: 3, height: 4), at: start, cause: .scroll)
        #expect(down == ExposureEvents(appeared: exposed(2, 3), disappeared: exposed(0)))
        let still = tracker.update(
            layout: tenItems, viewport: Viewport(offset: 2, height: 4), at: start, cause: .scroll)
        #expect(still == ExposureEvents(disappeared: exposed(3)))
        let up = tracker.update(layout: tenItems, viewport: Viewport(offset: 0, height: 2), at: start, cause: .scroll)
        #expect(up == ExposureEvents(appeared: exposed(0), disappeared: exposed(1, 2)))
        #expect(tracker.exposedItems == exposed(0))
    }

    @Test func headersAreNotExposed() {
        var tracker = ExposureTracker()
        let layout = exposureLayout([("H", 3, [7])])
        let events = tracker.update(layout: layout, viewport: Viewport(offset: 0, height: 4), at: start, cause: .appear)
        #expect(events == ExposureEvents(appeared: exposed(7, in: "H")))
    }

    @Test func anItemMovedByAReloadIsNotReportedAgain() {
        var tracker = ExposureTracker()
        let before = exposureLayout([("A", 1, [1, 2]), ("B", 0, [3])])
        let viewport = Viewport(offset: 0, height: 20)
        let first = tracker.update(layout: before, viewport: viewport, at: start, cause: .appear)
        #expect(first == ExposureEvents(appeared: exposed(1, 2, in: "A") + exposed(3, in: "B")))
        // Sections swapped, items of A swapped, a header removed: the same data, other positions.
        let after = exposureLayout([("B", 0, [3]), ("A", 0, [2, 1])])
        #expect(tracker.update(layout: after, viewport: viewport, at: start, cause: .reload) == .none)
        #expect(tracker.exposedItems == exposed(3, in: "B") + exposed(2, 1, in: "A"))
    }

    @Test func anItemMovedToAnotherSectionIsAnotherExposure() {
        var tracker = ExposureTracker()
        let viewport = Viewport(offset: 0, height: 20)
        _ = tracker.update(
            layout: exposureLayout([("A", 0, [1]), ("B", 0, [])]), viewport: viewport, at: start, cause: .appear)
        let moved = tracker.update(
            layout: exposureLayout([("A", 0, []), ("B", 0, [1])]), viewport: viewport, at: start, cause: .reload)
        #expect(moved == ExposureEvents(appeared: exposed(1, in: "B"), disappeared: exposed(1, in: "A")))
    }

    @Test func aReloadRemovingAnItemReportsItDisappeared() {
        var tracker = ExposureTracker()
        let viewport = Viewport(offset: 0, height: 4)
        _ = tracker.update(layout: tenItems, viewport: viewport, at: start, cause: .appear)
        let withoutOne = exposureLayout([("S", 0, [0] + Array(2..<10))])
        let events = tracker.update(layout: withoutOne, viewport: viewport, at: start, cause: .reload)
        #expect(events == ExposureEvents(appeared: exposed(2), disappeared: exposed(1)))
        let emptied = tracker.update(layout: exposureLayout([]), viewport: viewport, at: start, cause: .reload)
        #expect(emptied == ExposureEvents(disappeared: exposed(0, 2)))
    }

    @Test func aFractionThresholdNeedsThatShareOfTheItemInView() {
        var tracker = ExposureTracker(minimumVisibleFraction: 0.5)
        let tall = exposureLayout([("S", 0, Array(0..<5))], itemSize: 4)
        // 3..<7: item 0 shows 1 of its 4, item 1 shows 3 of 4.
        let first = tracker.update(layout: tall, viewport: Viewport(offset: 3, height: 4), at: start, cause: .appear)
        #expect(first == ExposureEvents(appeared: exposed(1)))
        // 2..<6: both show exactly half.
        let half = tracker.update(layout: tall, viewport: Viewport(offset: 2, height: 4), at: start, cause: .scroll)
        #expect(half == ExposureEvents(appeared: exposed(0)))
        // 5..<9: item 0 gone, item 2 shows 1 of 4.
        let down = tracker.update(layout: tall, viewport: Viewport(offset: 5, height: 4), at: start, cause: .scroll)
        #expect(down == ExposureEvents(disappeared: exposed(0)))

        var whole = ExposureTracker(minimumVisibleFraction: 1)
        let partly = whole.update(layout: tall, viewport: Viewport(offset: 2, height: 8), at: start, cause: .appear)
        #expect(partly == ExposureEvents(appeared: exposed(1)))
        #expect(ExposureTracker(minimumVisibleFraction: 7).minimumVisibleFraction == 1)
        #expect(ExposureTracker(minimumVisibleFraction: -.infinity).minimumVisibleFraction == 0)
        #expect(ExposureTracker(minimumVisibleFraction: .nan).minimumVisibleFraction == 0)
    }

    @Test func aDurationThresholdReportsOnlyAtALateEnoughUpdate() {
        var tracker = ExposureTracker(minimumVisibleDuration: .seconds(1))
        let top = Viewport(offset: 0, height: 4)
        #expect(tracker.update(layout: tenItems, viewport: top, at: start, cause: .appear) == .none)
        let early = tracker.update(layout: tenItems, viewport: top, at: start + .milliseconds(999), cause: .scroll)
        #expect(early == .none)
        // Item 2 comes into view at 0.999 s; items 0 and 1 have been visible for 1 s at 1 s.
        _ = tracker.update(
            layout: tenItems, viewport: Viewport(offset: 0, height: 5), at: start + .milliseconds(999), cause: .scroll)
        let late = tracker.update(
            layout: tenItems, viewport: Viewport(offset: 0, height: 5), at: start + .seconds(1), cause: .scroll)
        #expect(late == ExposureEvents(appeared: exposed(0, 1)))
        let later = tracker.update(
            layout: tenItems, viewport: Viewport(offset: 0, height: 5), at: start + .seconds(2), cause: .scroll)
        #expect(later == ExposureEvents(appeared: exposed(2)))
        #expect(
            tracker.update(layout: tenItems, viewport: top, at: start + .seconds(3), cause: .scroll)
                == ExposureEvents(disappeared: exposed(2)))
    }

    @Test func anItemThatLeavesBeforeTheMinimumDurationIsNeverReported() {
        var tracker = ExposureTracker(minimumVisibleDuration: .seconds(1))
        let top = Viewport(offset: 0, height: 4)
        let away = Viewport(offset: 10, height: 4)
        _ = tracker.update(layout: tenItems, viewport: top, at: start, cause: .appear)
        let left = tracker.update(layout: tenItems, viewport: away, at: start + .milliseconds(500), cause: .scroll)
        #expect(left == .none)
        // Back in view: the clock starts again, so 0.9 s later it is still not long enough. Items 5 and 6
        // were in view for 0.7 s only: they are not reported either.
        #expect(
            tracker.update(layout: tenItems, viewport: top, at: start + .milliseconds(1_200), cause: .scroll) == .none)
        #expect(
            tracker.update(layout: tenItems, viewport: top, at: start + .milliseconds(2_100), cause: .scroll) == .none)
        let seen = tracker.update(layout: tenItems, viewport: top, at: start + .milliseconds(2_200), cause: .scroll)
        #expect(seen == ExposureEvents(appeared: exposed(0, 1)))
        #expect(tracker.update(layout: tenItems, viewport: top, at: start + .seconds(5), cause: .scroll) == .none)
    }

    @Test func anItemSeenLongEnoughIsReportedEvenIfTheNextCheckFindsItGone() {
        var tracker = ExposureTracker(minimumVisibleDuration: .seconds(1))
        _ = tracker.update(layout: tenItems, viewport: Viewport(offset: 0, height: 2), at: start, cause: .appear)
        let away = tracker.update(
            layout: tenItems, viewport: Viewport(offset: 10, height: 2), at: start + .seconds(4), cause: .scroll)
        #expect(away == ExposureEvents(appeared: exposed(0), disappeared: exposed(0)))
        #expect(tracker.exposedItems.isEmpty)
    }

    @Test func itemsThatAppearAsOthersLeaveAreReportedInLayoutOrder() {
        var tracker = ExposureTracker(minimumVisibleDuration: .seconds(1))
        _ = tracker.update(layout: tenItems, viewport: Viewport(offset: 10, height: 4), at: start, cause: .appear)
        // Items 5 and 6 were shown; a second later 6 leaves as 4 comes: 5 and 6, in their order, reach the
        // minimum duration.
        let up = tracker.update(
            layout: tenItems, viewport: Viewport(offset: 8, height: 4), at: start + .seconds(2), cause: .scroll)
        #expect(up == ExposureEvents(appeared: exposed(5, 6), disappeared: exposed(6)))
    }

    @Test func anItemWithNoShareOnScreenIsNeverVisible() {
        var tracker = ExposureTracker()
        let reported = [0, 1, 2, 3].map { ExposedItem(sectionID: "S", itemID: ItemID($0)) }
        let shares = [0, .nan, -1, .leastNonzeroMagnitude]
        let events = tracker.update(visible: Array(zip(reported, shares)), at: start, cause: .appear)
        #expect(events.appeared == exposed(3))
    }

    @Test func aStickyHeaderHidesWhatItIsHeldOver() {
        struct Titled: TitledSection {
            static let itemKinds = ["number"]
            let title = "Sticky"
            var items: [PageItem] { (0..<10).map { PageItem($0, kind: "number") } }
        }
        // The header at 0 ..< 2, item k at 2 + 2k ..< 4 + 2k.
        let section = SectionSnapshot(
            id: "S", kind: "titled", section: Titled(), layout: SectionLayout(.list, stickyHeader: true))
        let sizes = PageSizes(width: 20, headerSizes: [2], itemSizes: [Array(repeating: 2, count: 10)])
        let layout = PageLayout(snapshot: PageSnapshot(pageID: "sticky", sections: [section]), sizes: sizes)
        // 5 ..< 9: the header held at 5 ..< 7 hides item 1 (4 ..< 6) and half of item 2 (6 ..< 8).
        let viewport = Viewport(offset: 5, height: 4)
        #expect(layout.visibleEntries(in: viewport).first?.isPinned == true)
        var any = ExposureTracker()
        #expect(any.update(layout: layout, viewport: viewport, at: start, cause: .appear).appeared == exposed(2, 3))
        var half = ExposureTracker(minimumVisibleFraction: 0.5)
        #expect(half.update(layout: layout, viewport: viewport, at: start, cause: .appear).appeared == exposed(2, 3))
        var whole = ExposureTracker(minimumVisibleFraction: 0.6)
        #expect(whole.update(layout: layout, viewport: viewport, at: start, cause: .appear) == .none)
        // At the top the header is in its place, over nothing.
        let top = whole.update(layout: layout, viewport: Viewport(offset: 0, height: 6), at: start, cause: .scroll)
        #expect(top.appeared == exposed(0, 1))
    }

    @Test func thePageDisappearingHidesEveryItemUntilItAppearsAgain() {
        var tracker = ExposureTracker()
        let top = Viewport(offset: 0, height: 4)
        #expect(tracker.update(layout: tenItems, viewport: top, at: start, cause: .appear).appeared == exposed(0, 1))
        #expect(tracker.disappear(at: start) == ExposureEvents(disappeared: exposed(0, 1)))
        #expect(!tracker.isPageVisible)
        #expect(tracker.update(layout: tenItems, viewport: top, at: start, cause: .scroll) == .none)
        #expect(tracker.update(layout: tenItems, viewport: top, at: start, cause: .reload) == .none)
        #expect(tracker.disappear(at: start) == .none)
        #expect(
            tracker.update(layout: tenItems, viewport: top, at: start, cause: .appear)
                == ExposureEvents(appeared: exposed(0, 1)))
        #expect(tracker.isPageVisible)

        var slow = ExposureTracker(minimumVisibleDuration: .seconds(1))
        _ = slow.update(layout: tenItems, viewport: top, at: start, cause: .appear)
        #expect(slow.disappear(at: start + .milliseconds(10)) == .none)
        #expect(slow.update(layout: tenItems, viewport: top, at: start + .seconds(1), cause: .appear) == .none)
    }

    @Test func anUpdateOnAHugePageTouchesOnlyTheVisibleItems() {
        var random = SplitMix64(seed: 0xE4B0_5E1D)
        let itemCount = 100_000
        let ids = Array(0..<itemCount)
        let sizes = ids.map { _ in Double(Int.random(in: 2...6, using: &random)) / 2 }
        let section = SectionSnapshot(id: "S", kind: "numbers", section: NumberSection(itemIDs: ids))
        let layout = PageLayout(
            snapshot: PageSnapshot(pageID: "huge", sections: [section]),
            sizes: PageSizes(width: 20, headerSizes: [1], itemSizes: [sizes]))
        var tracker = ExposureTracker()
        var offset = 0.0
        var maximumWork = 0
        var totalAppeared = 0
        for step in 0..<1_000 {
            // Mostly small scrolls, with a jump anywhere every tenth step.
            offset = step % 10 == 0 ? Double.random(in: 0..<layout.totalHeight, using: &random) : offset + 7.25
            let viewport = Viewport(offset: layout.clampedOffset(offset, viewportHeight: 30), height: 30)
            let events = tracker.update(layout: layout, viewport: viewport, at: start, cause: .scroll)
            totalAppeared += events.appeared.count
            maximumWork = max(maximumWork, tracker.lastCallWork)
        }
        // At most 31 items are visible before and after; the searches probe about 2 log2(100,000) offsets.
        #expect(maximumWork > 0)
        #expect(maximumWork < 250, "work per update \(maximumWork) for \(itemCount) items")
        #expect(totalAppeared > 1_000)
    }
}
