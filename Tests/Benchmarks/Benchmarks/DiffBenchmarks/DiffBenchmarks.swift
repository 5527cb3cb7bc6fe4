import Benchmark
import Foundation
import PageKit
import PageWorkloads

/// The public diff benchmarks' workloads (fresh UUIDs): PageKit's diff against the standard library's
/// `difference(from:).inferringMoves()` on the same arrays, in the same run.
let benchmarks: @Sendable () -> Void = {
    let metrics: [BenchmarkMetric] = [.wallClock, .throughput, .mallocCountTotal]
    let quick = Benchmark.Configuration(
        metrics: metrics, timeUnits: .nanoseconds, warmupIterations: 3, maxDuration: .seconds(5), maxIterations: 200)
    let slow = Benchmark.Configuration(
        metrics: metrics, timeUnits: .nanoseconds, warmupIterations: 0, maxDuration: .seconds(30), maxIterations: 3)

    for workload in DiffWorkload.all {
        let (old, new) = workload.arrays()
        let single = (UUIDSection.snapshot(old, sections: 1), UUIDSection.snapshot(new, sections: 1))
        Benchmark("diff \(workload.name) pagekit 1 section", configuration: quick) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try PageDiff.compute(from: single.0, to: single.1))
            }
        }
        // What a host pays for a new page: the new snapshot built from its items, then diffed.
        Benchmark("diff \(workload.name) pagekit 1 section with snapshot build", configuration: quick) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try PageDiff.compute(from: single.0, to: UUIDSection.snapshot(new, sections: 1)))
            }
        }
        if workload.spreadOverSections {
            let spread = (UUIDSection.snapshot(old, sections: 100), UUIDSection.snapshot(new, sections: 100))
            Benchmark("diff \(workload.name) pagekit 100 sections", configuration: quick) { benchmark in
                for _ in benchmark.scaledIterations {
                    blackHole(try PageDiff.compute(from: spread.0, to: spread.1))
                }
            }
        }
        if workload.runsBaseline {
            Benchmark("diff \(workload.name) stdlib", configuration: workload.count > 10_000 ? slow : quick) {
                benchmark in
                for _ in benchmark.scaledIterations {
                    blackHole(new.difference(from: old).inferringMoves())
                }
            }
        }
    }
}
