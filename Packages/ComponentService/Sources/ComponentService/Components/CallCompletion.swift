/// The once-only outcome of one call, and the ordered delivery of its events to one consumer.
///
/// Events are queued under a lock and delivered outside it, one at a time and in order, by whichever
/// thread finds no delivery under way. After the outcome nothing more is accepted, so a consumer sees
/// any number of progress events and then exactly one completion. Nothing the calls hand in is released
/// under the lock: a handler's captures may answer the call as they go.
final class CallCompletion: Sendable {
    private struct State {
        var consumer: ComponentCallback?
        /// Whether a consumer may still attach, so that progress is kept for it until it does.
        var awaitsConsumer: Bool
        var queue: [ComponentCallbackEvent] = []
        var isDelivering = false
        var isFinished = false
        var isCancelled = false
        var cancelHandlers: [@Sendable () -> Void] = []
    }

    private let state: Locked<State>

    /// A completion that delivers to `consumer`; without one, `awaitsConsumer` says whether one will attach
    /// (``attach(_:)``) and progress is kept for it, or none will and progress is dropped.
    init(consumer: ComponentCallback? = nil, awaitsConsumer: Bool = true) {
        state = Locked(State(consumer: consumer, awaitsConsumer: consumer == nil && awaitsConsumer))
    }

    /// Sets the consumer and delivers what was queued before it came.
    func attach(_ consumer: @escaping ComponentCallback) {
        let shouldDeliver = state.withLock { state in
            state.consumer = consumer
            guard !state.queue.isEmpty, !state.isDelivering else { return false }
            state.isDelivering = true
            return true
        }
        if shouldDeliver { deliver() }
    }

    /// Queues a progress event or the outcome. Returns `false` when the call was already answered.
    @discardableResult
    func send(_ event: ComponentCallbackEvent) -> Bool {
        enqueue(event, cancelling: false)
    }

    /// Answers the call, if it is still open.
    @discardableResult
    func finish(_ result: ComponentResult) -> Bool {
        enqueue(.completed(result), cancelling: false)
    }

    /// Answers the call with `error` and runs the cancellation handlers, if the call is still open.
    func cancel(with error: ComponentError) {
        enqueue(.completed(.failure(error)), cancelling: true)
    }

    @discardableResult
    private func enqueue(_ event: ComponentCallbackEvent, cancelling: Bool) -> Bool {
        let (accepted, shouldDeliver, handlers) = state.withLock { state in
            guard !state.isFinished else { return (false, false, [@Sendable () -> Void]()) }
            var handlers: [@Sendable () -> Void] = []
            if case .completed = event {
                state.isFinished = true
                state.isCancelled = cancelling
                // Taken out either way, to be run or released after the lock.
                swap(&handlers, &state.cancelHandlers)
            } else if state.consumer == nil, !state.awaitsConsumer {
                return (true, false, handlers)  // progress no one can read
            }
            state.queue.append(event)
            guard state.consumer != nil, !state.isDelivering else { return (true, false, handlers) }
            state.isDelivering = true
            return (true, true, handlers)
        }
        if cancelling { for handler in handlers { handler() } }
        if shouldDeliver { deliver() }
        return accepted
    }

    var isCancelled: Bool { state.withLock { $0.isCancelled } }

    var isFinished: Bool { state.withLock { $0.isFinished } }

    /// How many events wait for a consumer.
    var queuedEventCount: Int { state.withLock { $0.queue.count } }

    func onCancel(_ handler: @escaping @Sendable () -> Void) {
        let runNow = state.withLock { state -> Bool in
            if state.isCancelled { return true }
            if !state.isFinished { state.cancelHandlers.append(handler) }
            return false
        }
        if runNow { handler() }
    }

    private func deliver() {
        while true {
            let next = state.withLock { state -> (ComponentCallback, [ComponentCallbackEvent])? in
                guard let consumer = state.consumer, !state.queue.isEmpty else {
                    state.isDelivering = false
                    return nil
                }
                defer {
                    state.queue = []
                    if state.isFinished { state.consumer = nil }
                }
                return (consumer, state.queue)
            }
            guard let (consumer, events) = next else { return }
            for event in events { consumer(event) }
        }
    }
}
