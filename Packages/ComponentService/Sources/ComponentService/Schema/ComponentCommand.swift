/// The one declaration of a command: its name, arguments, results, how it answers and what it does.
///
/// Dispatch, argument validation, the typed wrapper's encoding and decoding, and introspection all
/// derive from this value, so a command's wire strings are spelled once, in its component's Define file:
///
/// ```swift
/// public static let detail = ComponentCommand(
///     "detail", "One store by its identifier.",
///     arguments: [id], results: [store])
/// ```
public struct ComponentCommand: Sendable, Hashable, CustomStringConvertible {
    /// How a command delivers its result.
    public enum Execution: String, Sendable, Hashable {
        /// The result is the return value of the call.
        case sync
        /// The call returns at once with an empty result; the result arrives later through the callback.
        case async
    }

    /// The command name as spelled on the wire.
    public let name: String
    /// A one-line description.
    public let summary: String
    /// Whether the result comes back from the call or later through the callback.
    public let execution: Execution
    /// The argument keys the command accepts. Any other key is rejected.
    public let arguments: [ComponentKeySchema]
    /// The result keys the command answers with.
    public let results: [ComponentKeySchema]

    /// Declares a command.
    ///
    /// Argument and result names must be unique within their list; a repeated name is a programming error
    /// that ``ComponentService/register(_:creation:make:)`` reports.
    public init(
        _ name: String, _ summary: String, execution: Execution = .sync,
        arguments: [any ComponentKeyDeclaration] = [], results: [any ComponentKeyDeclaration] = []
    ) {
        self.name = name
        self.summary = summary
        self.execution = execution
        self.arguments = arguments.map(\.schema)
        self.results = results.map(\.schema)
    }

    /// The signature in one line, such as `detail(id: int) -> (store: object)`.
    public var description: String {
        let arguments = arguments.map(\.description).joined(separator: ", ")
        let results = results.map(\.description).joined(separator: ", ")
        let marker = execution == .async ? "async " : ""
        return "\(marker)\(name)(\(arguments)) -> (\(results))"
    }
}
