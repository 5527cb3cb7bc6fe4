/// Runs a section's load against its timeout: whichever ends first answers, and the other is cancelled and
/// not waited for, so that a factory that ignores cancellation cannot hold the page.
enum SectionDeadline {
    /// `work`'s section, its error, or `.timedOut` once `timeout` passes; `.failed(CancellationError())` at once
    /// when the calling task is cancelled.
    static func race(
        within timeout: Duration, _ work: @escaping @Sendable () async throws -> any PageSection
    ) async -> SectionLoadOutcome {
        let race = Race()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                race.wait(continuation)
                race.run(
                    Task {
                        do {
                            race.finish(.built(try await work()))
                        } catch {
                            race.finish(.failed(error))
                        }
                    },
                    Task {
                        guard (try? await Task.sleep(for: timeout)) != nil else { return }
                        race.finish(.timedOut)
                    })
            }
        } onCancel: {
            race.finish(.failed(CancellationError()))
        }
    }
}

/// The state of one race: who waits for its outcome, the tasks that run in it, and the outcome once known.
/// The first outcome wins; later ones are dropped.
private final class Race: Sendable {
    private struct State {
        var continuation: CheckedContinuation<SectionLoadOutcome, Never>?
        var tasks: [Task<Void, Never>] = []
        var outcome: SectionLoadOutcome?
    }

    private let state = Protected(State())

    /// `continuation` waits for the outcome; resumed at once if the race has ended already.
    func wait(_ continuation: CheckedContinuation<SectionLoadOutcome, Never>) {
        let ended: SectionLoadOutcome? = state.withLock { state in
            guard let outcome = state.outcome else {
                state.continuation = continuation
                return nil
            }
            return outcome
        }
        if let ended { continuation.resume(returning: ended) }
    }

    /// The race's tasks, cancelled at once if it has ended already.
    func run(_ tasks: Task<Void, Never>...) {
        let ended = state.withLock { state in
            state.tasks = tasks
            return state.outcome != nil
        }
        if ended { tasks.forEach { $0.cancel() } }
    }

    /// Ends the race with `outcome` unless it has ended: resumes the waiting task and cancels the others.
    func finish(_ outcome: SectionLoadOutcome) {
        let (continuation, tasks): (CheckedContinuation<SectionLoadOutcome, Never>?, [Task<Void, Never>]) =
            state.withLock { state in
                guard state.outcome == nil else { return (nil, []) }
                state.outcome = outcome
                defer { state.continuation = nil }
                return (state.continuation, state.tasks)
            }
        continuation?.resume(returning: outcome)
        tasks.forEach { $0.cancel() }
    }
}
