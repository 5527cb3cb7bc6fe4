import PageKit
import Testing

/// The engine's updates shown by a collection-view host that enforces UIKit's rules: the scenarios of a
/// page's life, and random sequences of updates.
@MainActor
@Suite struct CollectionViewHostTests {
    @Test("first load, a one-item update and moved sections, each shown as UIKit accepts it")
    func scenarios() async throws {
        let engine = PageEngine(width: 40, viewportHeight: 10)
        let host = CollectionViewHost()
        let first = TestPage([.init("s0", [1, 2, 3]), .init("s1", kind: "b", [4, 5]), .init("s2", [6])])
        let loaded = await engine.update(to: first.snapshot)
        try host.show(loaded)
        #expect(loaded.fullReload == .initialLoad)
        #expect(host.view.shown == CollectionViewHost.data(first.snapshot))

        let oneItem = TestPage([
            .init("s0", [1, .init(2, version: 1), 3]), .init("s1", kind: "b", [4, 5]), .init("s2", [6]),
        ])
        let updated = await engine.update(to: oneItem.snapshot)
        try host.show(updated)
        #expect(updated.changes?.batchUpdate.reloadedItems == [PageIndexPath(section: 0, item: 1)])
        #expect(host.view.shown == CollectionViewHost.data(oneItem.snapshot))

        let moved = TestPage([
            .init("s2", [6]), .init("s0", [1, .init(2, version: 1), 3]), .init("s1", kind: "b", [4, 5]),
        ])
        let reordered = await engine.update(to: moved.snapshot)
        try host.show(reordered)
        #expect(reordered.changes?.batchUpdate.movedSections.isEmpty == false)
        #expect(host.view.shown == CollectionViewHost.data(moved.snapshot))
        #expect(host.shown == [1, 2, 3])
    }

    @Test("a newer update cancels an older one in flight: the host never sees the older, and shows the newer")
    func newerUpdateCancelsOlder() async throws {
        var cancelled = 0
        for _ in 0..<5 {
            // Every update is sized and diffed on other threads, so the first is still in flight when the
            // second arrives.
            let engine = PageEngine(width: 40, viewportHeight: 10, inlineItemLimit: 0)
            let host = CollectionViewHost()
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
            let reports = await [older, newer].sorted { $0.sequence < $1.sequence }
            for report in reports { try host.show(report) }
            #expect(reports.last?.outcome == .applied)
            #expect(host.view.shown == CollectionViewHost.data(last.snapshot))
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
        for run in 0..<4 {
            let engine = PageEngine(width: 40, viewportHeight: 10, fullReloadThreshold: run == 0 ? 0.2 : 0.9)
            let host = CollectionViewHost()
            var page = pages.page()
            try host.show(await engine.update(to: page.snapshot))
            for _ in 0..<60 {
                page = pages.edited(page)
                let forced = pages.forcedReloads(in: page)
                try host.show(await engine.update(to: page.snapshot, forceReload: forced))
                #expect(host.view.shown == CollectionViewHost.data(await engine.snapshot))
            }
            #expect(host.shown.count == 61)
        }
    }

    @Test("a host that follows the engine's applied updates shows each in order, never a cancelled one")
    func followsAppliedUpdates() async throws {
        let engine = PageEngine(width: 40, viewportHeight: 10, inlineItemLimit: 0)
        let host = CollectionViewHost()
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
        let engine = PageEngine(width: 40, viewportHeight: 10)
        let host = CollectionViewHost()
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
                PageEvent(name: PageEvent.select), from: cell.id, in: section.header.id,
                page: RecordingResponder(name: "page"), app: app))
        #expect(outcome.event.sender?.value(as: Row.self)?.text == "row 1.2")
        #expect(outcome.event.itemIndex == 0)
        #expect(outcome.event.trail == ["item", "section s1", "page test", "app"])
        #expect(outcome.consumedBy == "app")
    }
}
