import PageKit
import TestSupport
import Testing

/// The engine's updates shown by a collection-view host that measures in points and enforces UIKit's rules:
/// the scenarios of a page's life, and random sequences of updates.
@MainActor
@Suite struct CollectionViewHostTests {
    /// Whether the engine's layout is the host's own, frame for frame, in points.
    static func layoutsAgree(_ engine: PageEngine, _ host: CollectionViewHost) async -> Bool {
        let layout = await engine.layout
        let engineFrames = layout.visibleEntries(in: Viewport(offset: 0, height: layout.totalHeight)).map(\.frame)
        let hostFrames = host.frames(width: layout.width).map(\.frame).filter { !$0.isEmpty }
        return engineFrames == hostFrames && layout.totalHeight == (hostFrames.last?.upperBound ?? 0)
    }

    @Test("first load, a one-item update, a new title and moved sections, each shown as UIKit accepts it")
    func scenarios() async throws {
        let host = CollectionViewHost()
        let engine = host.makeEngine()
        let first = TestPage([.init("s0", [1, 2, 3]), .init("s1", kind: "b", [4, 5]), .init("s2", [6])])
        let loaded = await engine.update(to: first.snapshot)
        try host.show(loaded)
        #expect(loaded.fullReload == .initialLoad)
        #expect(host.view.shown == CollectionViewHost.data(first.snapshot))
        // Six items of 44.5 points: sized by the host's views, not by the sections (1 to 4 each).
        #expect(await engine.layout.totalHeight == 6 * 44.5)
        #expect(await Self.layoutsAgree(engine, host))

        let oneItem = TestPage([
            .init("s0", [1, .init(2, version: 1), 3]), .init("s1", kind: "b", [4, 5]), .init("s2", [6]),
        ])
        let updated = await engine.update(to: oneItem.snapshot)
        try host.show(updated)
        #expect(updated.changes?.batchUpdate.reloadedItems == [PageIndexPath(section: 0, item: 1)])
        #expect(host.view.shown == CollectionViewHost.data(oneItem.snapshot))

        #expect(await engine.layout.frame(of: ItemID(2), in: "s0") == 44.5..<100.25)

        let titled = TestPage([
            .init("s0", title: "Today", [1, .init(2, version: 1), 3]), .init("s1", kind: "b", [4, 5]),
            .init("s2", [6]),
        ])
        let retitled = await engine.update(to: titled.snapshot)
        try host.show(retitled)
        // A header gained: no batch operation, only the header's section named, and the header measured.
        #expect(retitled.changes?.batchUpdate == BatchUpdate(reloadedHeaders: [0]))
        #expect(retitled.sizeCacheMisses == 1)
        #expect(host.view.shown == CollectionViewHost.data(titled.snapshot))
        #expect(await engine.layout.headerFrame(of: "s0") == 0..<28.25)

        let moved = TestPage([
            .init("s2", [6]), .init("s0", title: "Tomorrow", [1, .init(2, version: 1), 3]),
            .init("s1", kind: "b", [4, 5]),
        ])
        let reordered = await engine.update(to: moved.snapshot)
        try host.show(reordered)
        #expect(reordered.changes?.batchUpdate.movedSections.isEmpty == false)
        // The new title is named at the section's new index.
        #expect(reordered.changes?.batchUpdate.reloadedHeaders == [1])
        #expect(host.view.shown == CollectionViewHost.data(moved.snapshot))
        #expect(host.shown == [1, 2, 3, 4])
        #expect(host.headerReloads == 2)
        #expect(await Self.layoutsAgree(engine, host))
    }

    @Test("a host that forgets to configure a changed header again shows a stale one, which the view refuses")
    func forgottenHeaderReload() async throws {
        let host = CollectionViewHost()
        let engine = host.makeEngine()
        try host.show(await engine.update(to: TestPage([.init("s0", title: "Today", [1, 2])]).snapshot))
        let report = await engine.update(to: TestPage([.init("s0", title: "Tomorrow", [1, 2])]).snapshot)
        let (changes, next) = (try #require(report.changes), try #require(report.snapshot))
        #expect(changes.batchUpdate.reloadedHeaders == [0])
        let violation = #expect(throws: SimulatedCollectionView.Violation.self) {
            try host.view.performBatchUpdates {
                host.view.setData(CollectionViewHost.data(next))
                host.view.apply(changes.batchUpdate)
            }
        }
        #expect(violation?.message.contains("a changed header must be configured again") == true)
    }

    @Test("a new width in points measures every view again, and the layouts still agree")
    func resizeInPoints() async throws {
        let host = CollectionViewHost()
        let engine = host.makeEngine()
        let page = TestPage([.init("s0", title: "Today", [1, 2, .init(3, version: 2)]), .init("s1", [4])])
        try host.show(await engine.update(to: page.snapshot))
        #expect(await engine.layout.totalHeight == 28.25 + 4 * 44.5 + 22.5)
        let narrower = await engine.resize(width: 320)
        try host.show(narrower)
        #expect(narrower.fullReload == .widthChanged(from: 375, to: 320))
        #expect(narrower.sizeCacheMisses == 5)
        #expect(await engine.layout.totalHeight == 28.25 + 4 * (44.5 + 20.5) + 22.5)
        #expect(await Self.layoutsAgree(engine, host))
    }

    @Test("exposure from the host's visible items, in points, is what the engine's layout gives, reloads included")
    func exposureFromTheHost() async throws {
        let host = CollectionViewHost()
        let engine = host.makeEngine(exposure: ExposureTracker(minimumVisibleFraction: 0.5))
        var reference = ExposureTracker(minimumVisibleFraction: 0.5)
        let time = ContinuousClock.now
        func check(_ events: ExposureEvents, _ bounds: Range<Double>, _ cause: ExposureCause) async {
            let layout = await engine.layout
            let viewport = Viewport(offset: bounds.lowerBound, height: bounds.upperBound - bounds.lowerBound)
            #expect(events == reference.update(layout: layout, viewport: viewport, at: time, cause: cause))
        }
        var pages = RandomPages(seed: DiffPropertyTests.seed ^ 0xE4_905E, uniqueItems: true)
        var page = pages.page(maxSections: 4, maxItems: 30)
        var bounds = 0.0..<667.0
        let loaded = await engine.update(to: page.snapshot)
        try host.show(loaded)
        #expect(loaded.exposure == .none)
        // The page shows: the host reports what it shows from then on.
        _ = await engine.appear()
        let first = await engine.exposure(visible: host.visibleItems(in: bounds), cause: .appear)
        await check(first, bounds, .appear)
        var reported = first.appeared.count
        for step in 0..<40 {
            if step.isMultiple(of: 3) {
                page = pages.edited(page)
                let report = await engine.update(to: page.snapshot)
                try host.show(report)
                // The host reports exposure: the update reports none of its own.
                #expect(report.exposure == .none)
                await check(
                    await engine.exposure(visible: host.visibleItems(in: bounds), cause: .reload), bounds, .reload)
            } else {
                let offset = (bounds.lowerBound + 150.25).truncatingRemainder(dividingBy: 2_000)
                bounds = offset..<(offset + 667)
                let events = await engine.exposure(visible: host.visibleItems(in: bounds))
                reported += events.appeared.count
                await check(events, bounds, .scroll)
            }
        }
        #expect(reported > 10)
        #expect(await Self.layoutsAgree(engine, host))
    }

    @Test("a newer update cancels an older one in flight: the host never sees the older, and shows the newer")
    func newerUpdateCancelsOlder() async throws {
        var cancelled = 0
        for _ in 0..<5 {
            // Every update is sized and diffed on other threads, so the first is still in flight when the
            // second arrives.
            let host = CollectionViewHost()
            let engine = host.makeEngine(inlineItemLimit: 0)
            let base = TestPage([.init("s0", Array(1...3_000).map { TestPage.Item($0) })])
            try host.show(await engine.update(to: base.snapshot))
            var middle = base
            middle.sections[0].items.reverse()
            var last = base
            last.sections[0].items.removeFirst(10)
            let (middleSnapshot, lastSnapshot) = (middle.snapshot, last.snapshot)
            async let older = engine.update(to: middleSnapshot)
            try await Task.sleep(for: .milliseconds(1))
            async let newer = engine.update(to: lastSnapshot)
            // The engine numbers updates as they reach it, which under load need not be the order they were
            // started in: the one it numbered last is the newer.
            let reports = await [older, newer].sorted { $0.sequence < $1.sequence }
            for report in reports { try host.show(report) }
            #expect(reports.last?.outcome == .applied)
            let newest = CollectionViewHost.data(try #require(reports.last?.snapshot))
            #expect([middleSnapshot, lastSnapshot].map(CollectionViewHost.data).contains(newest))
            #expect(host.view.shown == newest)
            if reports.first?.outcome == .cancelled {
                cancelled += 1
                #expect(reports.first?.snapshot == nil)
                #expect(host.shown == [1, 3])
            }
        }
        // The scenario is only shown when the older update really was cancelled.
        #expect(cancelled > 0)
    }

    @Test("60 random updates in a row are each shown as UIKit accepts them, and the view ends as the engine")
    func randomSequence() async throws {
        var pages = RandomPages(seed: DiffPropertyTests.seed ^ 0x5E9_0E2C)
        var headerReloads = 0
        for run in 0..<4 {
            let host = CollectionViewHost()
            let engine = host.makeEngine(fullReloadThreshold: run == 0 ? 0.2 : 0.9)
            var page = pages.page()
            try host.show(await engine.update(to: page.snapshot))
            for _ in 0..<60 {
                page = pages.edited(page)
                let forced = pages.forcedReloads(in: page)
                try host.show(await engine.update(to: page.snapshot, forceReload: forced))
                #expect(host.view.shown == CollectionViewHost.data(await engine.snapshot))
                #expect(await Self.layoutsAgree(engine, host))
            }
            #expect(host.shown.count == 61)
            headerReloads += host.headerReloads
        }
        // Titles changed under kept sections, and were shown.
        #expect(headerReloads > 10)
    }

    @Test("a host that follows the engine's applied updates shows each in order, never a cancelled one")
    func followsAppliedUpdates() async throws {
        let host = CollectionViewHost()
        let engine = host.makeEngine(inlineItemLimit: 0)
        let updates = await engine.appliedUpdates()
        var pages = RandomPages(seed: DiffPropertyTests.seed ^ 0xF0_110E, uniqueItems: true)
        var page = pages.page(maxSections: 4, maxItems: 400)
        var snapshots = [page.snapshot]
        for _ in 0..<30 {
            page = pages.edited(page)
            snapshots.append(page.snapshot)
        }
        // Submitted from many tasks at once, so that newer updates cancel older ones in flight.
        let submitted = snapshots
        let reports = await withTaskGroup(of: PageUpdateReport.self) { group in
            for (index, snapshot) in submitted.enumerated() {
                group.addTask {
                    try? await Task.sleep(for: .microseconds(index * 200))
                    return await engine.update(to: snapshot)
                }
            }
            var reports: [PageUpdateReport] = []
            for await report in group { reports.append(report) }
            return reports
        }
        let appliedCount = reports.count { $0.outcome == .applied }
        var seen = 0
        for await report in updates {
            #expect(report.outcome == .applied)
            try host.show(report)
            seen += 1
            if seen == appliedCount { break }
        }
        #expect(host.shown == reports.filter { $0.outcome == .applied }.map(\.sequence).sorted())
        #expect(host.view.shown == CollectionViewHost.data(await engine.snapshot))
    }

    @Test("a tap on a cell travels item, section, page, app, found by what the view shows at that position")
    func selectionUpTheChain() async throws {
        let counter = CallCounter()
        let host = CollectionViewHost()
        let engine = host.makeEngine()
        try host.show(await engine.update(to: makeRowsPage(sections: 2, itemsPerSection: 3, counter: counter)))
        // Reorder the rows, so that the tapped position's item is found from the current data.
        let reordered = makeRowsPage(sections: 2, itemsPerSection: 3, counter: counter) { $0[1].reverse() }
        try host.show(await engine.update(to: reordered))
        let tapped = PageIndexPath(section: 1, item: 0)
        let section = host.view.shown[tapped.section]
        let cell = section.cells[tapped.item]
        let app = RecordingResponder(name: "app", consumes: PageEvent.select)
        let outcome = try #require(
            await engine.raise(
                PageEvent(name: PageEvent.select), from: cell.id, in: section.id,
                page: RecordingResponder(name: "page"), app: app))
        #expect(outcome.event.sender?.value(as: Row.self)?.text == "row 1.2")
        #expect(outcome.event.itemIndex == 0)
        #expect(outcome.event.trail == ["item", "section s1", "page test", "app"])
        #expect(outcome.consumedBy == "app")
        // The rows were sized by the host's views, in points, not by the section.
        #expect(counter.count("size") == 0)
        #expect(await engine.layout.totalHeight == 2 * 28.25 + 6 * 44.5)
    }
}
