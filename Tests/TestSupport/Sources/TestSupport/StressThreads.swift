import Foundation

/// How long the stress tests run: `STRESS_SECONDS` from the environment, 2 by default.
public func stressDuration() -> Duration {
    let text = ProcessInfo.processInfo.environment["STRESS_SECONDS"] ?? ""
    guard let seconds = Double(text), seconds > 0 else { return .seconds(2) }
    return .milliseconds(Int(seconds * 1_000))
}

/// Runs `body(index)` on `count` new threads, and returns once every one has returned, without blocking a
/// thread of the cooperative pool while they run.
public func runOnThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) async {
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
public func awaitOnThread<Value: Sendable>(
    cancelAfter: Duration? = nil, timeout: Duration = hangTimeout,
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
    public var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
