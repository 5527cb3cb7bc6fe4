import Foundation
import TestSupport
import Testing

@testable import ComponentService

/// Eight plain threads against one service for `STRESS_SECONDS` (2 by default) and at least 120 operations
/// each; `make test-tsan` runs it under ThreadSanitizer. Every answer is checked as it comes, and the
/// invariants at the end.
@Suite("Bus stress")
struct BusStressTests {
    static let threads = 8

    @Test("sync, invoked (cancelled) and callback calls, (un)registration and lazy creation races from 8 threads")
    func busStress() async throws {
        let run = try BusStressRun()
        let duration = stressDuration()
        let start = ContinuousClock.now
        let deadline = start + duration
        await runOnThreads(Self.threads) { index in
            var worker = BusStressWorker(index: index, run: run)
            worker.work(until: deadline)
        }
        let elapsed = ContinuousClock.now - start
        for _ in 0..<1_000 where run.callbacks.pending > 0 { try await Task.sleep(for: .milliseconds(10)) }
        try await Task.sleep(for: .milliseconds(100))  // a late second completion would show up now
        print(
            "stress bus: \(run.calls.count) calls from \(Self.threads) threads in "
                + String(format: "%.1f", elapsed.seconds) + " s")

        #expect(elapsed >= duration)
        #expect(run.violations.count == 0, "\(run.violations.report)")
        #expect(run.syncCalls.count > 0)

        // Every invoke ended in exactly one of success and cancellation, and both happened.
        #expect(run.invokeAnswers.count + run.invokeCancellations.count == run.invokes.count)
        #expect(run.invokeAnswers.count > 0)
        #expect(run.invokeCancellations.count > 0)

        // Every callback call completed exactly once: none lost, none twice.
        #expect(run.callbacks.calls > 0)
        #expect(run.callbacks.pending == 0)
        #expect(run.callbacks.completedOnce == run.callbacks.calls)

        // The shared name: registrations and removals alternate, and only registered instances answered.
        let stillRegistered = run.service.componentNames.contains(SharedTag.name) ? 1 : 0
        #expect(run.shared.registrations > 0)
        #expect(run.shared.refusals > 0)
        #expect(run.shared.registrations - run.shared.removals == stillRegistered)
        #expect(run.shared.unregisteredAnswers.isEmpty)
        #expect(run.ownCycles.count > 0)

        // Lazy creation: one factory run per registration that was called, none for one that was not.
        let rounds = run.rounds.all
        #expect(rounds.count > 1)
        let wrongRounds = rounds.filter { $0.factoryRuns.count != ($0.answers.count > 0 ? 1 : 0) }
        let wrong = wrongRounds.prefix(10).map { "\($0.id): \($0.factoryRuns.count) runs, \($0.answers.count) answers" }
        #expect(wrongRounds.isEmpty, "rounds \(wrong)")
        #expect(rounds.contains { $0.contended.withLock { $0 } }, "no first calls raced a running factory")
    }
}
