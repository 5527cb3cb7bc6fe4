/// What a call's callback receives: progress while the command works, then its outcome exactly once.
public enum ComponentCallbackEvent: Sendable {
    /// An intermediate payload reported by the command.
    case progress(ComponentPayload)
    /// The call's outcome. Nothing is delivered after it.
    case completed(ComponentResult)
}

/// A callback passed to ``ComponentService/call(_:_:_:callback:)``; it may run on any thread.
public typealias ComponentCallback = @Sendable (ComponentCallbackEvent) -> Void
