/// The code that answers one declared command of a component of type `C`.
///
/// The form follows the command's type: ``sync(_:_:)`` for a sync command; ``async(_:_:)`` (a Swift
/// `async` function) or ``responder(_:_:)`` (the callback style) for an async one.
///
/// `C` is not constrained to ``Component``, though a component's ``Component/handlers`` always name it: the
/// runtime checks a type's constraint by looking the conformance up, the first time for each type, through
/// every conformance of the app, and each component's registration paid that lookup at launch.
public struct ComponentHandler<C>: Sendable {
    enum Body: Sendable {
        case sync(@Sendable (C, ComponentCall) throws -> ComponentPayload)
        case async(@Sendable (C, ComponentCall) async throws -> ComponentPayload)
        case responder(@Sendable (C, ComponentCall, ComponentResponder) -> Void)
    }

    /// The command this handler answers.
    public let command: ComponentCommandSchema
    let body: Body

    /// Answers a sync command with the returned payload; a thrown error becomes the call's error.
    public static func sync(
        _ command: ComponentCommand<SyncExecution>,
        _ body: @escaping @Sendable (C, ComponentCall) throws -> ComponentPayload
    ) -> Self {
        Self(command: command.schema, body: .sync(body))
    }

    /// Answers an async command from a Swift `async` function, run in a task the bus cancels when the
    /// caller cancels or times out.
    public static func async(
        _ command: ComponentCommand<AsyncExecution>,
        _ body: @escaping @Sendable (C, ComponentCall) async throws -> ComponentPayload
    ) -> Self {
        Self(command: command.schema, body: .async(body))
    }

    /// Answers an async command through a ``ComponentResponder``, in callback style: the handler
    /// returns at once and answers later, from any thread, exactly once.
    public static func responder(
        _ command: ComponentCommand<AsyncExecution>,
        _ body: @escaping @Sendable (C, ComponentCall, ComponentResponder) -> Void
    ) -> Self {
        Self(command: command.schema, body: .responder(body))
    }
}

extension ComponentHandler where C: Sendable {
    /// The body with the instance bound: what a call runs.
    func bound(to instance: C) -> CommandBody {
        switch body {
        case .sync(let body): .sync { call in try body(instance, call) }
        case .async(let body): .async { call in try await body(instance, call) }
        case .responder(let body): .responder { call, responder in body(instance, call, responder) }
        }
    }
}

/// A command's handler with its instance bound, so nothing generic is left on the call path.
enum CommandBody: Sendable {
    case sync(@Sendable (ComponentCall) throws -> ComponentPayload)
    case async(@Sendable (ComponentCall) async throws -> ComponentPayload)
    case responder(@Sendable (ComponentCall, ComponentResponder) -> Void)
}
