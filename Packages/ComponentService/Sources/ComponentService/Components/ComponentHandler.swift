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

/// What a handler receives: the validated arguments, the service to call other components, and a way to
/// report progress.
public struct ComponentCall: Sendable {
    /// The service that made the call; use it to call other components.
    public let service: ComponentService
    /// The arguments, already validated against the declaration.
    public let arguments: ComponentPayload
    @usableFromInline let entry: CommandEntry
    let progress: CallCompletion?

    init(service: ComponentService, entry: CommandEntry, arguments: ComponentPayload, progress: CallCompletion?) {
        self.service = service
        self.entry = entry
        self.arguments = arguments
        self.progress = progress
    }

    /// The called component's name.
    public var component: String { entry.site.component }

    /// The command's declaration.
    public var command: ComponentCommandSchema { entry.schema }

    /// Reads a declared argument, applying its default when absent.
    ///
    /// Inlinable, so a handler reads an argument of a concrete type without generic dispatch.
    ///
    /// - Throws: ``ComponentError/Code/invalidArgument`` when the value does not convert to the key's type
    ///   (for example an object missing a member of a `ComponentCodable` struct).
    @inlinable
    public func argument<Value: ComponentValueConvertible>(_ key: ComponentKey<Value>) throws(ComponentError) -> Value {
        do {
            return try key.read(from: arguments)
        } catch {
            throw entry.invalidArgument(error)
        }
    }

    /// Sends a progress payload to the caller's callback, if it passed one; ignored after the answer.
    public func reportProgress(_ payload: ComponentPayload) {
        progress?.send(.progress(payload))
    }
}

extension CommandEntry {
    /// Error 300 for an argument of this command that did not convert to its key's type.
    @usableFromInline
    func invalidArgument(_ problem: ComponentKeyReadError) -> ComponentError {
        .invalidArgument(problem, call: site)
    }
}
