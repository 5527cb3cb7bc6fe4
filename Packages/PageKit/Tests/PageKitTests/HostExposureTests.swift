import PageKit
import TestSupport
import Testing

/// Exposure driven by the items a host reports visible, in the host's own unit, rather than by PageKit's
/// layout.
@Suite struct HostExposureTests {
    /// The entries of `viewport` over `layout` as a host would report them: items, with their fractions.
    static func reported(_ layout: PageLayout, _ viewport: Viewport) -> [(item: ExposedItem, visibleFraction: Double)] {
        layout.visibleEntries(in: viewport).compactMap { entry in
            entry.itemID.map { (ExposedItem(sectionID: entry.sectionID, itemID: $0), entry.visibleFraction) }
        }
    }

    @Test("reporting the layout's visible items gives the events the layout gives, over random pages and scrolls")
    func sameEventsAsTheLayout() {
        var random = SplitMix64(seed: DiffPropertyTests.seed ^ 0xE4_905E)
        var pages = RandomPages(seed: DiffPropertyTests.seed ^ 0xE4_905F, uniqueItems: true)
        let clock = ContinuousClock.now
        for _ in 0..<50 {
            let page = pages.page(maxSections: 5, maxItems: 30)
            let layout = PageLayout(snapshot: page.snapshot, sizes: Self.sizes(of: page, using: &random))
            let fraction = [0, 0.5, 1][Int.random(in: 0..<3, using: &random)]
            let duration = Duration.milliseconds([0, 100][Int.random(in: 0..<2, using: &random)])
            var byLayout = ExposureTracker(minimumVisibleFraction: fraction, minimumVisibleDuration: duration)
            var byHost = byLayout
            for step in 0..<20 {
                let viewport = Viewport(
                    offset: Double.random(in: 0...max(layout.totalHeight, 1), using: &random), height: 8.5)
                let time = clock + .milliseconds(step * 60)
                let cause: ExposureCause = step == 0 ? .appear : .scroll
                let expected = byLayout.update(layout: layout, viewport: viewport, at: time, cause: cause)
                let events = byHost.update(visible: Self.reported(layout, viewport), at: time, cause: cause)
                #expect(events == expected)
            }
        }
    }

    @Test("a host in points: items appear as it scrolls, a reload that moves a visible item reports nothing new")
    func hostInPoints() {
        // The host's layout: 44-point rows under a 28-point header, a 200-point viewport.
        let items = (0..<12).map { ExposedItem(sectionID: "S", itemID: ItemID($0)) }
        func visible(order: [ExposedItem], offset: Double) -> [(item: ExposedItem, visibleFraction: Double)] {
            order.enumerated().compactMap { index, item in
                let top = 28 + Double(index) * 44
                let shown = min(top + 44, offset + 200) - max(top, offset)
                return shown > 0 ? (item, shown / 44) : nil
            }
        }
        var tracker = ExposureTracker(minimumVisibleFraction: 0.5)
        let start = ContinuousClock.now
        let first = tracker.update(visible: visible(order: items, offset: 0), at: start, cause: .appear)
        #expect(first.appeared == Array(items[0..<4]))  // item 3 shows 40 of its 44 points, item 4 none
        let scrolled = tracker.update(visible: visible(order: items, offset: 100), at: start, cause: .scroll)
        #expect(scrolled.appeared == [items[4], items[5]])
        #expect(scrolled.disappeared == [items[0], items[1]])
        // A reload swaps two visible items: both stay visible, so nothing is reported.
        var swapped = items
        swapped.swapAt(2, 3)
        let reloaded = tracker.update(visible: visible(order: swapped, offset: 100), at: start, cause: .reload)
        #expect(reloaded == .none)
        #expect(
            tracker.update(visible: [(items[0], .nan), (items[1], 7)], at: start, cause: .scroll).appeared == [items[1]]
        )
    }

    /// Sizes of 0 to 3, in quarters, for each header and item of `page`.
    static func sizes(of page: TestPage, using random: inout SplitMix64) -> PageSizes {
        func size(upTo most: Int) -> Double { Double(Int.random(in: 0...(most * 4), using: &random)) / 4 }
        return PageSizes(
            width: 20, headerSizes: page.sections.map { _ in size(upTo: 1) },
            itemSizes: page.sections.map { section in section.items.map { _ in size(upTo: 3) } })
    }

    /// An engine showing section `s` of `items`, with no viewport of its own, as a UI host's: the host reports
    /// the items it shows.
    private static func hostEngine(items: [Int]) async -> PageEngine {
        let engine = PageEngine(width: 100, viewportHeight: 0)
        let section = SectionSnapshot(id: "s", kind: "numbers", section: NumberSection(itemIDs: items))
        _ = await engine.update(to: PageSnapshot(pageID: "p", sections: [section]))
        return engine
    }

    @Test("while exposure follows the host, appear() reports nothing of its own: the host reports what it shows")
    func appearFollowsTheHost() async {
        let engine = await Self.hostEngine(items: [0, 1, 2, 3])
        let shown = [0, 1].map { (item: ExposedItem(sectionID: "s", itemID: ItemID($0)), visibleFraction: 1.0) }
        // Nothing is exposed before the page appears, what the host shows included.
        #expect(await engine.exposure(visible: shown, cause: .reload) == .none)
        #expect(await engine.appear() == .none)
        #expect(await engine.exposure(visible: shown, cause: .reload).appeared.count == 2)
        #expect(await engine.exposure(visible: shown, cause: .scroll) == .none)
        // Leaving hides them; once back, the host's report shows them again.
        #expect(await engine.disappear().disappeared.count == 2)
        #expect(await engine.appear() == .none)
        #expect(await engine.exposure(visible: shown, cause: .reload).appeared.count == 2)
    }

    @Test("a host's report with the cause appear does not put the page on screen: only appear() does")
    func appearCauseOffScreen() async {
        let engine = await Self.hostEngine(items: [0, 1])
        let first = [(item: ExposedItem(sectionID: "s", itemID: ItemID(0)), visibleFraction: 1.0)]
        let second = [(item: ExposedItem(sectionID: "s", itemID: ItemID(1)), visibleFraction: 1.0)]
        #expect(await engine.exposure(visible: first, cause: .appear) == .none)
        #expect(await engine.exposure(visible: second, cause: .scroll) == .none)
        _ = await engine.appear()
        #expect(await engine.exposure(visible: first, cause: .appear).appeared.count == 1)
        _ = await engine.disappear()
        #expect(await engine.exposure(visible: first, cause: .appear) == .none)
        #expect(await engine.exposure(visible: second, cause: .scroll) == .none)
    }

    @Test("at a threshold of the whole item, every column of a grid row on screen is exposed, whatever the rounding")
    func wholeGridRows() async {
        // Widths and spacings whose last column's end rounds past the page's width.
        for (width, spacing, columns) in [(390.0, 8.0, 3), (28.0, 1.0, 11), (375.0, 8.0, 3), (393.0, 10.0, 3)] {
            let engine = PageEngine(
                width: width, viewportHeight: 1_000, exposure: ExposureTracker(minimumVisibleFraction: 1))
            let rows = RowsSection(
                title: "", rows: (0..<columns).map { Row(id: $0, text: "\($0)") }, counter: CallCounter())
            let section = SectionSnapshot(
                id: "s", kind: "rows", section: rows, layout: SectionLayout(.grid(columns: columns)),
                style: SectionStyle(spacing: spacing))
            _ = await engine.update(to: PageSnapshot(pageID: "p", sections: [section]))
            #expect(await engine.appear().appeared.count == columns, "width \(width), spacing \(spacing)")
        }
    }
}
