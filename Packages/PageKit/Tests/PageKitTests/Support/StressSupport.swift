import Foundation
import PageKit

/// A value behind a lock, shared between threads.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.withLock { body(&value) }
    }
}

/// The invariant violations seen during a stress run: all counted, the first few kept verbatim.
final class StressViolations: Sendable {
    private let state = LockedBox<(count: Int, first: [String])>((0, []))

    func add(_ message: String) {
        state.withLock { state in
            state.count += 1
            if state.first.count < 20 { state.first.append(message) }
        }
    }

    var count: Int { state.withLock { $0.count } }

    /// The first violations, one a line.
    var report: String { state.withLock { $0.first.joined(separator: "\n") } }
}

/// The page ids an engine displayed, in the order it displayed them.
///
/// The engine asks its clock right after it applies an update (and on every scroll), on its own executor;
/// ``clock()`` reads the displayed snapshot there, so the log shows the order of the applies themselves,
/// not the order in which their callers heard about them.
final class DisplayLog: Sendable {
    private struct State {
        weak var engine: PageEngine?
        var pageIDs: [String] = []
    }

    private let state = LockedBox(State())

    /// Watches `engine`, which must have been made with ``clock()`` as its clock.
    func attach(_ engine: PageEngine) {
        state.withLock { $0.engine = engine }
    }

    /// The engine's clock: records the displayed page id, if it is not the last one recorded.
    func clock() -> ContinuousClock.Instant {
        if let engine = state.withLock({ $0.engine }) {
            let pageID = engine.assumeIsolated { $0.snapshot.pageID }
            state.withLock { state in
                if state.pageIDs.last != pageID { state.pageIDs.append(pageID) }
            }
        }
        return .now
    }

    /// The page ids displayed, each once per time it became the displayed one.
    var pageIDs: [String] { state.withLock { $0.pageIDs } }
}

/// How long the stress tests run: `STRESS_SECONDS` from the environment, 2 by default.
func stressDuration() -> Duration {
    let text = ProcessInfo.processInfo.environment["STRESS_SECONDS"] ?? ""
    guard let seconds = Double(text), seconds > 0 else { return .seconds(2) }
    return .milliseconds(Int(seconds * 1_000))
}

/// Runs `body(index)` on `count` new threads, and returns once every one has returned, without blocking a
/// thread of the cooperative pool while they run.
func runOnThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) async {
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        let thread = Thread {
            body(index)
            group.leave()
        }
        thread.start()
    }
    await withCheckedContinuation { continuation in
        group.notify(queue: .global()) { continuation.resume() }
    }
}

/// Runs `operation` in a new task and waits for its value on the calling thread, which must not be a
/// task's. The task is cancelled after `cancelAfter`, if given. `nil` when no value came within `timeout`.
func awaitOnThread<Value: Sendable>(
    cancelAfter: Duration? = nil, timeout: Duration = .seconds(10),
    _ operation: @escaping @Sendable () async -> Value
) -> Value? {
    let value = LockedBox<Value?>(nil)
    let done = DispatchSemaphore(value: 0)
    let task = Task {
        let result = await operation()
        value.withLock { $0 = result }
        done.signal()
    }
    if let cancelAfter {
        if cancelAfter > .zero { Thread.sleep(forTimeInterval: cancelAfter.seconds) }
        task.cancel()
    }
    guard done.wait(timeout: .now() + timeout.seconds) == .success else { return nil }
    return value.withLock { $0 }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
