/// The declaration of one command, whatever its execution: what registration checks, dictionary calls are
/// validated against and `app describe` prints. Made by ``ComponentCommand``.
public struct ComponentCommandSchema: Sendable, Hashable, CustomStringConvertible {
    /// How a command delivers its result.
    public enum Execution: String, Sendable, Hashable {
        /// The result is the return value of the call.
        case sync
        /// The result arrives later: awaited, or through a dictionary call's callback.
        case async
    }

    /// The command name as spelled on the wire.
    public let name: String
    /// A one-line description.
    public let summary: String
    /// Whether the result comes back from the call or later.
    public let execution: Execution
    /// The argument keys the command accepts. Any other key is rejected.
    public let arguments: [ComponentKeySchema]
    /// The result keys the command answers with.
    public let results: [ComponentKeySchema]

    /// The signature in one line, such as `detail(id: int) -> (store: object)`.
    public var description: String {
        let arguments = arguments.map(\.description).joined(separator: ", ")
        let results = results.map(\.description).joined(separator: ", ")
        let marker = execution == .async ? "async " : ""
        return "\(marker)\(name)(\(arguments)) -> (\(results))"
    }
}
