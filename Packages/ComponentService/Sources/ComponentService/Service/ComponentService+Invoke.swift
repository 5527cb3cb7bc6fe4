extension ComponentService {
    /// Calls a command and returns its answer, awaiting it if the command is async.
    ///
    /// Cancelling the calling task ends the wait with ``ComponentError/Code/cancelled`` and tells the command
    /// (``ComponentResponder/isCancelled``); a `timeout` ends it with ``ComponentError/Code/timeout``. A sync
    /// command runs to its end on the calling thread, so neither interrupts it. Whatever the command does
    /// with its responder, this returns or throws exactly once.
    ///
    /// Any `timeout` is safe: it is clamped to ``timeoutRange``, so one longer than 365 days waits 365 days,
    /// and one of zero or less answers error 500 at once without starting the command.
    ///
    /// Runs on the caller's executor (`nonisolated(nonsending)`): a sync command invoked from an actor runs
    /// on that actor, with no hop to the global executor and back.
    ///
    /// - Parameters:
    ///   - progress: receives the progress payloads the command reports, on any thread.
    nonisolated(nonsending) public func invoke(
        _ component: String, _ command: String, _ arguments: ComponentPayload = [:], timeout: Duration? = nil,
        progress: (@Sendable (ComponentPayload) -> Void)? = nil
    ) async throws(ComponentError) -> ComponentPayload {
        try await reply(from: component, command, arguments, timeout: timeout, progress: progress).payload
    }

    /// Runs a call, a sync command to its end on the calling thread without suspending, an async one awaited,
    /// and returns the answer as a reply. Always inlined, into this file's `invoke` and the typed ones, so
    /// that a sync call costs its caller no async frame but its own.
    @inlinable @inline(__always)
    nonisolated(nonsending) func reply(
        from component: String, _ command: String, _ arguments: ComponentPayload, timeout: Duration?,
        progress: (@Sendable (ComponentPayload) -> Void)?
    ) async throws(ComponentError) -> ComponentReply {
        let target = try invocationTarget(component, command)
        if target.runsSync {
            return try target.replyNow(arguments, service: self, progress: progress)
        }
        return try await target.reply(arguments, service: self, timeout: timeout, progress: progress)
    }

    /// The registered component and declared command an awaited call goes to.
    ///
    /// - Throws: error 100 or 200 when there is none, error 600 when the calling task is already cancelled.
    @usableFromInline
    func invocationTarget(_ component: String, _ command: String) throws(ComponentError) -> InvocationTarget {
        let target = try target(component, command)
        if Task.isCancelled { throw .cancelled(call: target.entry.site) }
        return target
    }

    /// The registered component and declared command a call goes to: the lookups of the typed and the
    /// awaited calls. The dictionary `call` makes the same two in place, to report a failure through its
    /// callback without a thrown error in between.
    ///
    /// - Throws: error 100 or 200 when there is none.
    @inline(__always)
    func target(_ component: String, _ command: String) throws(ComponentError) -> InvocationTarget {
        guard let route = route(named: component) else { throw .noComponent(component) }
        guard let entry = route.entry(for: command) else {
            throw .unsupportedCommand(command, in: component)
        }
        return InvocationTarget(route: route, entry: entry)
    }
}

/// A call's component and command, found: what ``ComponentService/invoke(_:_:_:timeout:progress:)`` runs.
@usableFromInline
struct InvocationTarget {
    let route: Route
    let entry: CommandEntry

    /// Whether the command is sync, so that it runs to its end on the calling thread.
    @usableFromInline
    var runsSync: Bool { entry.declaration.execution == .sync }

    /// Runs a sync command and returns its answer as a reply; what the typed call does without suspending.
    @usableFromInline
    func replyNow(
        _ arguments: ComponentPayload, service: ComponentService, progress: (@Sendable (ComponentPayload) -> Void)?
    ) throws(ComponentError) -> ComponentReply {
        ComponentReply(payload: try runSync(arguments, service: service, progress: progress), entry: entry)
    }

    /// Runs an async command and awaits its answer as a reply.
    @usableFromInline
    nonisolated(nonsending) func reply(
        _ arguments: ComponentPayload, service: ComponentService, timeout: Duration?,
        progress: (@Sendable (ComponentPayload) -> Void)?
    ) async throws(ComponentError) -> ComponentReply {
        let payload = try await runAsync(arguments, service: service, timeout: timeout, progress: progress)
        return ComponentReply(payload: payload, entry: entry)
    }

    /// Runs a sync command to its end on the calling thread.
    private func runSync(
        _ arguments: ComponentPayload, service: ComponentService,
        progress: (@Sendable (ComponentPayload) -> Void)?
    ) throws(ComponentError) -> ComponentPayload {
        let completion = progress.map { progress in
            CallCompletion { event in
                if case .progress(let payload) = event { progress(payload) }
            }
        }
        return try dispatch(arguments, service: service, completion: completion).get()
    }

    /// Starts an async command and awaits its answer, its timeout or the calling task's cancellation.
    private nonisolated(nonsending) func runAsync(
        _ arguments: ComponentPayload, service: ComponentService, timeout: Duration?,
        progress: (@Sendable (ComponentPayload) -> Void)?
    ) async throws(ComponentError) -> ComponentPayload {
        let site = entry.site
        let timeout = timeout.map(ComponentService.clampedTimeout)
        if let timeout, timeout == .zero { throw .timeout(after: timeout, call: site) }
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
                    _ = dispatch(arguments, service: service, completion: completion)
                }
            }
        } onCancel: {
            completion.cancel(with: .cancelled(call: site))
        }
        return try result.get()
    }

    private func dispatch(
        _ arguments: ComponentPayload, service: ComponentService, completion: CallCompletion?
    ) -> ComponentResult {
        route.dispatch(entry, arguments: arguments, service: service, completion: completion)
    }
}
