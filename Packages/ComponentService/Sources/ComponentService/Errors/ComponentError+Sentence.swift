extension ComponentError {
    /// An error's message, kept as its parts until it is read.
    ///
    /// A call of an unknown component or command fails on the caller's hot path, and a caller that only
    /// checks the code never reads the message; so those two errors write it out on demand.
    enum Sentence: Sendable {
        case text(String)
        case noComponent(String)
        case unsupportedCommand(String, in: String)

        var text: String {
            switch self {
            case .text(let text): text
            case .noComponent(let name): "No component named \(EchoedText.quoted(name))"
            case .unsupportedCommand(let command, let component):
                "Unsupported command \(EchoedText.quoted(command)) in \(EchoedText.quoted(component))"
            }
        }
    }
}
