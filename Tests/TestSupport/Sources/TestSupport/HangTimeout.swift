/// How long a test waits for something that must happen before it calls the wait a hang.
///
/// It only tells a hang from progress, never measures speed: long enough that a slow machine never reaches it,
/// such as two cores running ThreadSanitizer's build of one suite while its other tests keep the cooperative
/// pool busy (seen to hold the answer of a first update, already applied, back for more than 60 s). A passing
/// run never waits for it; only a hang does.
public let hangTimeout: Duration = .seconds(300)

/// Checks `condition` every `interval` until it holds or ``hangTimeout`` passes, on the caller's executor;
/// `condition` may await, as it does to read an actor's state.
///
/// - Returns: whether `condition` held; `false` after ``hangTimeout``, or when the calling task is cancelled.
nonisolated(nonsending) public func waitUntil(
    polling interval: Duration = .milliseconds(1), _ condition: () async -> Bool
) async -> Bool {
    let deadline = ContinuousClock.now + hangTimeout
    while !(await condition()) {
        guard ContinuousClock.now < deadline, (try? await Task.sleep(for: interval)) != nil else { return false }
    }
    return true
}
