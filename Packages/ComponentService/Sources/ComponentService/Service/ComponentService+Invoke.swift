extension ComponentService {
    /// Calls a command and returns its answer, awaiting it if the command is async.
    ///
    /// Cancelling the calling task ends the wait with ``ComponentError/Code/cancelled`` and tells the command
    /// (``ComponentResponder/isCancelled``); a `timeout` ends it with ``ComponentError/Code/timeout``. A sync
    /// command runs to its end on the calling thread, so neither interrupts it. Whatever the command does
    /// with its responder, this returns or throws exactly once.
    ///
    /// - Parameters:
    ///   - progress: receives the progress payloads the command reports, on any thread.
    public func invoke(
        _ component: String, _ command: String, _ arguments: ComponentPayload = [:], timeout: Duration? = nil,
        progress: (@Sendable (ComponentPayload) -> Void)? = nil
    ) async throws(ComponentError) -> ComponentPayload {
        guard let registration = registration(named: component) else { throw .noComponent(component) }
        let site = CallSite(component: component, command: command)
        if Task.isCancelled { throw .cancelled(call: site) }

        guard registration.execution(of: command) == .async else {
            let completion = progress.map { progress in
                CallCompletion { event in
                    if case .progress(let payload) = event { progress(payload) }
                }
            }
            return try registration.dispatch(command, arguments: arguments, service: self, completion: completion)
                .get()
        }

        let completion = CallCompletion()
        let timer = timeout.map { timeout in
            Task {
                try? await Task.sleep(for: timeout)
                if !Task.isCancelled { completion.cancel(with: .timeout(after: timeout, call: site)) }
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
                if !completion.isFinished {
                    _ = registration.dispatch(command, arguments: arguments, service: self, completion: completion)
                }
            }
        } onCancel: {
            completion.cancel(with: .cancelled(call: site))
        }
        return try result.get()
    }
}
