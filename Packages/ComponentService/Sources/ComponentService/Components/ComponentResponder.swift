/// The answer channel of an async command handled in callback style.
///
/// The first of ``succeed(_:)`` or ``fail(_:)`` answers the call; later answers are ignored and return
/// `false`. Progress after the answer is ignored too. A responder released without an answer answers
/// with a ``ComponentError/Code/componentFailure``, so the caller never waits on a dropped responder.
/// Every method may be called from any thread.
public final class ComponentResponder: Sendable {
    private let completion: CallCompletion
    private let entry: CommandEntry

    init(completion: CallCompletion, entry: CommandEntry) {
        self.completion = completion
        self.entry = entry
    }

    deinit {
        completion.finish(.failure(.neverAnswered(call: entry.site)))
    }

    /// Answers the call with `payload`, checked against the declared results.
    ///
    /// - Returns: whether this was the answer (`false` if the call was already answered, cancelled or
    ///   timed out).
    @discardableResult
    public func succeed(_ payload: ComponentPayload) -> Bool {
        do {
            try entry.results.validateResult(payload, site: entry.site)
            return completion.finish(.success(payload))
        } catch {
            return completion.finish(.failure(error))
        }
    }

    /// Answers the call with an error; an error other than ``ComponentError`` becomes a
    /// ``ComponentError/Code/componentFailure`` that carries its description.
    @discardableResult
    public func fail(_ error: any Error) -> Bool {
        completion.finish(.failure(.thrown(error, call: entry.site)))
    }

    /// Sends a progress payload to the caller, if the call is still open.
    public func reportProgress(_ payload: ComponentPayload) {
        completion.send(.progress(payload))
    }

    /// Whether the caller has cancelled the call or its timeout passed; a long task should stop.
    public var isCancelled: Bool { completion.isCancelled }

    /// An async command's handler with its instance bound.
    typealias AsyncBody = @Sendable (ComponentCall) async throws -> ComponentPayload

    /// Answers with what `body` returns or throws for `call`, run in a task that is cancelled when the caller
    /// cancels or times out.
    func answer(_ call: ComponentCall, with body: @escaping AsyncBody) {
        let task = Task {
            do {
                succeed(try await body(call))
            } catch {
                fail(error)
            }
        }
        onCancel { _ in task.cancel() }
    }

    /// Runs `handler` once when the caller cancels or times out, at once if that already happened, with this
    /// responder.
    ///
    /// Use the responder handed to `handler` rather than capture this one: the handler is kept until the
    /// call is answered, so a handler that holds the responder keeps it alive, and a responder the component
    /// drops unanswered can then no longer answer error 400 for it. The responder is held weakly here.
    public func onCancel(_ handler: @escaping @Sendable (ComponentResponder) -> Void) {
        completion.onCancel { [weak self] in
            if let self { handler(self) }
        }
    }
}
