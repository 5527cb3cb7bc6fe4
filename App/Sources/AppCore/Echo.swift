import ComponentService

/// Message text that repeats outside text, cut and escaped as the bus's own messages are
/// (``ComponentService/EchoedText``): a message names what is wrong without growing with its input.
extension String.StringInterpolation {
    /// `text`, or its start, `…` and its length: `aaaa… (131072 characters)`.
    mutating func appendInterpolation(echo text: some StringProtocol) {
        appendLiteral(EchoedText.bare(String(text)))
    }

    /// `text` in single quotes, or its start in quotes, `…` and its length: `'aaaa…' (131072 characters)`.
    mutating func appendInterpolation(quoted text: some StringProtocol) {
        appendLiteral(EchoedText.quoted(String(text)))
    }

    /// The first names, each cut, then `and N more`.
    mutating func appendInterpolation(names: some Collection<String>, separator: String = ", ") {
        appendLiteral(EchoedText.list(names, separator: separator))
    }
}
