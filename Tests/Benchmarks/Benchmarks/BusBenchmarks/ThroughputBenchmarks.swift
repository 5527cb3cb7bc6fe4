import Benchmark
import Dispatch
import Echo
import EchoInterface

/// How many calls of the work command go through one service per run: on this machine about 20 ms of
/// work on one thread.
let workCallsPerRun = 20_000

/// `workCallsPerRun` calls whose handler does about a microsecond of work, on 1 thread and shared out over
/// 2 threads that call one service at once; and the same work called directly, what 2 threads gain on this
/// machine when they share nothing: the ceiling for the bus's figure.
func throughputBenchmarks(_ workload: BusWorkload) {
    let throughput = Benchmark.Configuration(
        metrics: [.wallClock, .throughput], timeUnits: .nanoseconds, warmupIterations: 2, maxDuration: .seconds(5),
        maxIterations: 30)
    let client = workload.service.echo
    for threads in [1, 2] {
        Benchmark("bus work calls on \(threads) threads", configuration: throughput) { _ in
            spread(over: threads) { seed in
                guard let digest = try? client.work(seed) else { fatalError("the work command failed") }
                blackHole(digest)
            }
        }
        Benchmark("bus direct work calls on \(threads) threads", configuration: throughput) { _ in
            let direct = workload.direct
            spread(over: threads) { seed in blackHole(direct.work(seed)) }
        }
    }
}

/// Runs `call` `workCallsPerRun` times, with a different seed each time, shared out over `threads` threads
/// that call at once.
private func spread(over threads: Int, _ call: @Sendable (Int) -> Void) {
    let share = workCallsPerRun / threads
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
        for seed in (thread * share)..<((thread + 1) * share) { call(seed) }
    }
}
