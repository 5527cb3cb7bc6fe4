import Foundation

extension ComponentService {
    /// Calls a command by name and returns its answer, awaiting it if the command is async: the form for
    /// Swift code that knows a component by name only, such as a tool that learns the command at run time.
    ///
    /// Cancelling the calling task ends the wait with ``ComponentError/Code/cancelled`` and tells the command
    /// (``ComponentResponder/isCancelled``); a `timeout` ends it with ``ComponentError/Code/timeout``, also
    /// while an async command's lazy component is being created, which happens on a thread of its own. A sync
    /// command runs to its end on the calling thread, so neither interrupts it; a call from a task already
    /// cancelled answers error 600 without starting the command, sync or async. Whatever the command does
    /// with its responder, this returns or throws exactly once.
    ///
    /// Any `timeout` is safe: it is clamped to ``timeoutRange``, so one longer than 365 days waits 365 days,
    /// and one of zero or less answers error 500 at once without starting the command.
    ///
    /// Runs on the caller's executor (`nonisolated(nonsending)`): a sync command invoked from an actor runs
    /// on that actor, with no hop to the global executor and back.
    ///
    /// - Parameters:
    ///   - component: the component's name, such as `"Main"`.
    ///   - command: the command's name, such as `"asyncGetAppVersion"`.
    ///   - arguments: the arguments, checked against the command's declaration before the command runs.
    ///   - timeout: how long to wait for an async command's answer; `nil` waits as long as it takes.
    ///   - progress: receives the progress payloads the command reports, on any thread.
    nonisolated(nonsending) public func invoke(
        _ component: String, _ command: String, _ arguments: ComponentPayload = [:], timeout: Duration? = nil,
        progress: (@Sendable (ComponentPayload) -> Void)? = nil
    ) async throws(ComponentError) -> ComponentPayload {
        try await reply(component, command, arguments, timeout: timeout, progress: progress).payload
    }

    /// Runs a call, a sync command to its end on the calling thread without suspending, an async one awaited.
    @usableFromInline
    nonisolated(nonsending) func reply(
        _ component: String, _ command: String, _ arguments: ComponentPayload, timeout: Duration?,
        progress: (@Sendable (ComponentPayload) -> Void)?
    ) async throws(ComponentError) -> ComponentReply {
        let (route, entry) = try target(component, command)
        if Task.isCancelled { throw .cancelled(call: entry.site) }
        let completion = progress.map { progress in
            CallCompletion { event in
                if case .progress(let payload) = event { progress(payload) }
            }
        }
        guard entry.schema.execution == .async else {
            let payload = try dispatch(route, entry, arguments, completion: completion).get()
            return ComponentReply(payload: payload, entry: entry)
        }
        let payload = try await awaitAnswer(
            from: route, entry, arguments, timeout: timeout.map(Self.clampedTimeout), progress: progress)
        return ComponentReply(payload: payload, entry: entry)
    }

    /// Starts an async command and awaits its answer, its timeout or the calling task's cancellation.
    private nonisolated(nonsending) func awaitAnswer(
        from route: Route, _ entry: CommandEntry, _ arguments: ComponentPayload, timeout: Duration?,
        progress: (@Sendable (ComponentPayload) -> Void)?
    ) async throws(ComponentError) -> ComponentPayload {
        let site = entry.site
        if let timeout, timeout == .zero { throw .timeout(after: timeout, call: site) }
        let completion = CallCompletion()
        let timer = timeout.map { timeout in
            Task {
                try? await Task.sleep(for: timeout)
                if !Task.isCancelled { Self.stopWaiting(completion, with: .timeout(after: timeout, call: site)) }
            }
        }
        defer { timer?.cancel() }

        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<ComponentResult, Never>) in
                completion.attach { event in
                    switch event {
                    case .progress(let payload): progress?(payload)
                    case .completed(let result): continuation.resume(returning: result)
                    }
                }
                if completion.isFinished {
                    return
                } else if route.bodies != nil {
                    _ = dispatch(route, entry, arguments, completion: completion)
                } else {
                    // Creating the instance may take long, or wait for another thread's creation: it happens on a
                    // thread of its own, so that neither holds this task, which the timeout and cancellation end,
                    // nor a thread of the pool that other tasks run on.
                    Thread { _ = self.dispatch(route, entry, arguments, completion: completion) }.start()
                }
            }
        } onCancel: {
            Self.stopWaiting(completion, with: .cancelled(call: site))
        }
        return try result.get()
    }

    /// Answers a call whose caller stopped waiting, and wakes its thread if it waits for another thread's
    /// creation of the component, so that the thread ends too.
    private static func stopWaiting(_ completion: CallCompletion, with error: ComponentError) {
        completion.cancel(with: error)
        creations.wakeWaiters()
    }
}
