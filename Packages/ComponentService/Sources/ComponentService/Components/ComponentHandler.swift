/// The code that answers one declared command of a component of type `C`.
///
/// Choose the form that matches the command's declared ``ComponentCommand/Execution``:
/// ``sync(_:_:)`` for a sync command, ``async(_:_:)`` or ``responder(_:_:)`` for an async one.
public struct ComponentHandler<C: Component>: Sendable {
    enum Body: Sendable {
        case sync(@Sendable (C, ComponentCall) throws -> ComponentPayload)
        case async(@Sendable (C, ComponentCall) async throws -> ComponentPayload)
        case responder(@Sendable (C, ComponentCall, ComponentResponder) -> Void)
    }

    /// The command this handler answers.
    public let command: ComponentCommand
    let body: Body

    /// Answers a sync command with the returned payload; a thrown error becomes the call's error.
    public static func sync(
        _ command: ComponentCommand, _ body: @escaping @Sendable (C, ComponentCall) throws -> ComponentPayload
    ) -> Self {
        Self(command: command, body: .sync(body))
    }

    /// Answers an async command from a Swift `async` function, run in a task the bus cancels when the
    /// caller cancels or times out.
    public static func async(
        _ command: ComponentCommand,
        _ body: @escaping @Sendable (C, ComponentCall) async throws -> ComponentPayload
    ) -> Self {
        Self(command: command, body: .async(body))
    }

    /// Answers an async command through a ``ComponentResponder``, in the seed's callback style: the handler
    /// returns at once and answers later, from any thread, exactly once.
    public static func responder(
        _ command: ComponentCommand, _ body: @escaping @Sendable (C, ComponentCall, ComponentResponder) -> Void
    ) -> Self {
        Self(command: command, body: .responder(body))
    }

    var execution: ComponentCommand.Execution {
        switch body {
        case .sync: .sync
        case .async, .responder: .async
        }
    }
}
