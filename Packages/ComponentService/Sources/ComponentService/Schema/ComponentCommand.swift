/// The one declaration of a command, typed by how it answers: a sync command (`ComponentCommand.sync`) is
/// called with the typed `call` and answers now; an async one (`ComponentCommand.async`) is awaited with the
/// typed `invoke`. Passing a command to the other form does not compile.
///
/// Dispatch, argument validation, the typed wrapper's encoding and decoding, and introspection all derive
/// from this value, so a command's wire strings are spelled once, in its component's Define file:
///
/// ```swift
/// public static let detail = ComponentCommand.sync(
///     "detail", "One store by its identifier.", arguments: [id], results: [store])
/// public static let refresh = ComponentCommand.async(
///     "refresh", "Reloads the stores.", results: [count])
/// ```
public struct ComponentCommand<Execution: ComponentExecution>: ComponentCommandDeclaration, Hashable,
    CustomStringConvertible
{
    /// The declaration, as the bus validates it and introspection shows it.
    public let schema: ComponentCommandSchema

    /// The command name as spelled on the wire.
    public var name: String { schema.name }

    /// The signature in one line, such as `detail(id: int) -> (store: object)`.
    public var description: String { schema.description }

    fileprivate init(
        _ name: String, _ summary: String, arguments: [any ComponentKeyDeclaration],
        results: [any ComponentKeyDeclaration]
    ) {
        schema = ComponentCommandSchema(
            name: name, summary: summary, execution: Execution.kind, arguments: arguments.map { $0.schema },
            results: results.map { $0.schema })
    }
}

extension ComponentCommand where Execution == SyncExecution {
    /// Declares a command that answers on the calling thread, before the call returns.
    ///
    /// Argument and result names must be unique within their list; a repeated name is a programming error
    /// that registration reports.
    public static func sync(
        _ name: String, _ summary: String, arguments: [any ComponentKeyDeclaration] = [],
        results: [any ComponentKeyDeclaration] = []
    ) -> Self {
        Self(name, summary, arguments: arguments, results: results)
    }
}

extension ComponentCommand where Execution == AsyncExecution {
    /// Declares a command that answers later: awaited with `invoke`, or through a dictionary call's callback.
    public static func async(
        _ name: String, _ summary: String, arguments: [any ComponentKeyDeclaration] = [],
        results: [any ComponentKeyDeclaration] = []
    ) -> Self {
        Self(name, summary, arguments: arguments, results: results)
    }
}

/// How a command answers, as a type: ``SyncExecution`` or ``AsyncExecution``.
public protocol ComponentExecution: Sendable {
    /// The same, as a value.
    static var kind: ComponentCommandSchema.Execution { get }
}

/// A sync command answers before the call returns.
public enum SyncExecution: ComponentExecution {
    /// ``ComponentCommandSchema/Execution/sync``.
    public static var kind: ComponentCommandSchema.Execution { .sync }
}

/// An async command answers later.
public enum AsyncExecution: ComponentExecution {
    /// ``ComponentCommandSchema/Execution/async``.
    public static var kind: ComponentCommandSchema.Execution { .async }
}

/// Anything that declares a command: lets a descriptor list sync and async commands together.
public protocol ComponentCommandDeclaration: Sendable {
    /// The command's declaration.
    var schema: ComponentCommandSchema { get }
}
