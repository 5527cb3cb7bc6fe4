import Benchmark
import Foundation
import PageKit
import PageTerminal
import PageWorkloads

/// The page engine on a 10,000-item page (100 sections × 100 items) from JSON, with the terminal host's
/// sizing and frame, and the per-step cost of the visible range and exposure on small and large pages.
let benchmarks: @Sendable () -> Void = {
    let registry = TextPage.registry()
    let cells = TextPage.cells()
    let page = TextPage.json(sections: 100, itemsPerSection: 100)
    let changed = TextPage.json(sections: 100, itemsPerSection: 100, changing: (42, 7))
    let configuration = Benchmark.Configuration(
        metrics: [
            .wallClock, .throughput, .mallocCountTotal, .peakMemoryResident, PageMetric.sizeMisses, PageMetric.steps,
        ],
        timeUnits: .nanoseconds,
        warmupIterations: 2,
        maxDuration: .seconds(10), maxIterations: 50)

    // Both page benchmarks free the pages they built after the measurement: freeing is not part of building or
    // updating a page (a replaced page is freed by the engine in the background), and Swift frees a value
    // after its last use, which would put it inside the measured loop.
    Benchmark("page cold 10000 items", configuration: configuration) { benchmark in
        var pages: [TerminalPage] = []
        pages.reserveCapacity(benchmark.scaledIterations.count)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let snapshot = try await TextPage.build(page, registry: registry)
            let terminal = TerminalPage(cells: cells, columns: 60, rows: 60)
            blackHole(await terminal.update(to: snapshot))
            pages.append(terminal)
        }
        benchmark.stopMeasurement()
        blackHole(pages)
    }

    Benchmark("page update 1 of 10000 items", configuration: configuration) { benchmark in
        let terminal = TerminalPage(cells: cells, columns: 60, rows: 60)
        _ = await terminal.update(to: try await TextPage.build(page, registry: registry))
        let original = try await TextPage.build(page, registry: registry)
        let next = try await TextPage.build(changed, registry: registry)
        var flip = false
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            flip.toggle()
            let report = await terminal.update(to: flip ? next : original)
            benchmark.measurement(PageMetric.sizeMisses, report.sizeCacheMisses)
            blackHole(report)
        }
        benchmark.stopMeasurement()
        withExtendedLifetime((original, next)) {}
    }

    // The same page, one of its sections delayed by 2 s, shown as its sections arrive: the first frame, and
    // the first with every other section's data. Neither waits for the delayed section, which is cancelled
    // after the measurement with the rest of each load.
    let delayed = TextPage.json(sections: 100, itemsPerSection: 100, delaying: (section: 0, seconds: 2))
    for (name, enough) in [
        ("first frame", { _ in true }), ("all but the delayed section", ProgressiveWorkload.loaded(allBut: 1)),
    ] as [(String, @Sendable (PageLoadStage) -> Bool)] {
        Benchmark("page progressive \(name), 1 of 100 sections delayed 2 s", configuration: configuration) {
            benchmark in
            var shown: [(TerminalPage, PageLoad)] = []
            shown.reserveCapacity(benchmark.scaledIterations.count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                shown.append(
                    try await ProgressiveWorkload.show(delayed, registry: registry, cells: cells, until: enough))
            }
            benchmark.stopMeasurement()
            for (_, load) in shown { await load.cancel() }
        }
    }

    // A feed of 10,000 items in one section that pages: a paging step (the viewport at its end, the next 20
    // items asked for, diffed, sized, laid out and rendered) against a cold build of the same page.
    let feed = TextPage.feedJSON(count: 10_000)
    Benchmark("page cold 1 section of 10000 items", configuration: configuration) { benchmark in
        var pages: [TerminalPage] = []
        pages.reserveCapacity(benchmark.scaledIterations.count)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let terminal = TerminalPage(cells: cells, columns: 60, rows: 60)
            blackHole(await terminal.update(to: try await TextPage.build(feed, registry: registry)))
            pages.append(terminal)
        }
        benchmark.stopMeasurement()
        blackHole(pages)
    }

    // Each run pages a fresh 10,000-item feed once: the feed's page built and scrolled to its end (what the user
    // did before) is not measured, the paging step is.
    Benchmark("page paging step of a 10000-item section", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            var workload = try await PagingWorkload(items: 10_000, registry: registry, cells: cells)
            await workload.scrollToEnd()
            benchmark.startMeasurement()
            let report = await workload.step()
            benchmark.stopMeasurement()
            // A step that pages nothing would measure nothing: it stops the benchmark.
            guard let report, report.changes?.insertedItems == 20 else { throw PagingWorkload.NoPage() }
            await workload.load.cancel()
        }
    }

    // Each layout's sections, scrolled down; a carousel's sections are also scrolled sideways, a section a step.
    for (name, layout, style) in ScrollWorkload.layouts {
        for items in [1_000, 100_000] {
            Benchmark("page scroll step \(items) items\(name)", configuration: configuration) { benchmark in
                let page = try await ScrollWorkload.layout(items: items, layout: layout, style: style, cells: cells)
                // The whole page, no item left out.
                guard page.snapshot.itemCount == items else { throw ScrollWorkload.MissingItems() }
                let steps = ScrollWorkload.steps(over: page)
                var tracker = ExposureTracker()
                let clock = ContinuousClock()
                var viewport = Viewport(offset: 0, height: 60)
                benchmark.startMeasurement()
                for (step, offset) in steps.enumerated() {
                    viewport.offset = offset
                    viewport.carouselOffsets[SectionID("s\(step % 100)")] = Double(step * 7)
                    blackHole(page.visibleEntries(in: viewport))
                    blackHole(tracker.update(layout: page, viewport: viewport, at: clock.now, cause: .scroll))
                }
                benchmark.stopMeasurement()
                benchmark.measurement(PageMetric.steps, steps.count)
            }
        }
    }
}

/// A page of one-line items laid out at width 60 by the terminal's cells, scrolled top to bottom in steps of
/// 10 rows.
enum ScrollWorkload {
    /// A page that does not hold the items its benchmark names.
    struct MissingItems: Error {}

    /// The layouts measured, by the suffix of their benchmarks' names: a list, a grid of 3 columns, and a
    /// carousel of 2 items across, the grid and the carousel with insets and spacing.
    static let layouts: [(name: String, layout: SectionLayout, style: SectionStyle)] = [
        ("", .list, .plain),
        (" (grid)", SectionLayout(.grid(columns: 3)), SectionStyle(insets: 1, spacing: 1)),
        (" (carousel)", SectionLayout(.carousel(columns: 2)), SectionStyle(insets: 1, spacing: 1)),
    ]

    /// The page of `items` items in 100 sections, made directly (a configuration may build at most
    /// `PageLimits.itemsPerPage`), sized by the terminal's cells and laid out.
    static func layout(
        items: Int, layout: SectionLayout, style: SectionStyle, cells: TerminalCells
    ) async throws -> PageLayout {
        let sections = 100
        let snapshot = TextPage.snapshot(
            sections: sections, itemsPerSection: items / sections, layout: layout, style: style)
        let engine = PageEngine(width: 60, viewportHeight: 60, sizer: TerminalSizer(cells: cells))
        _ = await engine.update(to: snapshot)
        return await engine.layout
    }

    /// Offsets 10 rows apart from the top to the bottom of the page, in passes until there are at least 2,000:
    /// a short page (a page of carousels is a few rows per section, however many items) is scrolled through
    /// again, so that a step's cost is not its first pass over memory the page's build left cold.
    static func steps(over layout: PageLayout) -> [Double] {
        let pass = Array(stride(from: 0, to: max(layout.totalHeight - 60, 1), by: 10))
        var steps = pass
        while steps.count < 2_000 { steps += pass }
        return steps
    }
}

/// The page benchmarks' own counts.
enum PageMetric {
    /// Sizes measured (not found in the size cache) by one update.
    static let sizeMisses = BenchmarkMetric.custom("size misses", polarity: .prefersSmaller, useScalingFactor: false)
    /// Scroll steps in one pass over the page.
    static let steps = BenchmarkMetric.custom("steps", polarity: .prefersLarger, useScalingFactor: false)
}
