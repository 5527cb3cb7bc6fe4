import Foundation
import PageKit
import TestSupport
import Testing

/// Eight plain threads submitting updates and scrolls to one engine, and four hammering a size cache, for
/// `STRESS_SECONDS` (2 by default) and at least 150 operations each; `make test-tsan` runs it under
/// ThreadSanitizer.
@Suite("Pipeline stress")
struct PipelineStressTests {
    static let submitters = 8
    static let hammers = 4

    @Test("updates, forced reloads and scrolls from 8 threads apply in order; the size cache counts every lookup")
    func pipelineStress() async throws {
        let run = PipelineStressRun()
        let duration = stressDuration()
        let start = ContinuousClock.now
        let deadline = start + duration
        await runOnThreads(Self.submitters + Self.hammers) { index in
            if index < Self.submitters {
                PipelineStressWorker(index: index, run: run).work(until: deadline)
            } else {
                SizeCacheHammer(index: index, run: run).work(until: deadline)
            }
        }
        let elapsed = ContinuousClock.now - start
        let updates = run.updates.withLock { $0.values.sorted { $0.sequence < $1.sequence } }
        print(
            "stress pipeline: \(updates.count) updates from \(Self.submitters) threads in "
                + String(format: "%.1f", elapsed.seconds) + " s")

        #expect(elapsed >= duration)
        #expect(run.violations.count == 0, "\(run.violations.report)")

        // Every update got exactly one report, and the reports' sequences are 1, 2, 3, … with no gap.
        #expect(updates.count == run.submitted.withLock { $0 })
        #expect(updates.count >= Self.submitters * PipelineStressWorker.minimumIterations * 4 / 5)
        let gap = updates.enumerated().first { $0.offset + 1 != $0.element.sequence }
        #expect(gap == nil, "report \(gap?.offset ?? 0) has sequence \(gap?.element.sequence ?? 0)")
        let applied = updates.filter(\.isApplied)
        #expect(applied.count > 0)
        #expect(applied.count < updates.count, "no update was cancelled by a newer one")

        // The engine displayed exactly the applied updates, in submission order, and shows the newest one.
        let displayed = run.display.pageIDs.filter { !$0.isEmpty }
        let order = zip(displayed, applied).enumerated().first { $0.element.0 != $0.element.1.pageID }
        let orderProblem =
            "displayed \(displayed.count) pages for \(applied.count) applied updates; apply \(order?.offset ?? -1) "
            + "showed \(order?.element.0 ?? "-") instead of \(order?.element.1.pageID ?? "-")"
        #expect(order == nil && displayed.count == applied.count, "\(orderProblem)")
        #expect(await run.engine.snapshot.pageID == applied.last?.pageID)

        // Each applied batch update takes the page applied before it to its own page.
        var previous = PageOutline(sections: [])
        var wrongDiffs: [String] = []
        for update in applied {
            guard let outline = update.outline, let batchUpdate = update.batchUpdate else { continue }
            if (try? batchUpdate.applying(to: previous, using: outline)) != outline { wrongDiffs.append(update.pageID) }
            previous = outline
        }
        #expect(wrongDiffs.isEmpty, "these updates' batch updates do not replay: \(wrongDiffs.prefix(10))")

        // The hammered cache counted each lookup once, as a hit or a miss.
        let statistics = run.cache.statistics
        #expect(statistics.hits + statistics.misses == run.cacheLookups.withLock { $0 })
        #expect(statistics.hits > 0)
        #expect(statistics.misses > 0)
        // The engine's cache counted at least the hammers' lookups and the applied updates' misses (cancelled
        // updates looked up an unknown number before they stopped, and applied ones an unknown number of hits).
        let engineStatistics = run.engine.sizeCache.statistics
        let knownLookups = run.engineCacheLookups.withLock { $0 } + applied.reduce(0) { $0 + $1.sizeMisses }
        #expect(engineStatistics.hits + engineStatistics.misses >= knownLookups)
    }
}
