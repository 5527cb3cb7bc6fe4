/// A command line the app cannot act on; reported on standard error with exit status 2.
public struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong and what to do instead.
    public let message: String
    /// The help topic to point at, such as `call`.
    public let topic: HelpTopic

    /// Creates an error about `topic`.
    public init(_ message: String, topic: HelpTopic = .main) {
        self.message = message
        self.topic = topic
    }

    /// The message.
    public var description: String { message }
}
