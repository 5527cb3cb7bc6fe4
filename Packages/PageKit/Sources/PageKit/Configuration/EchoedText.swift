/// Outside text as a diagnostic echoes it: a section's id or kind, cut to at most 200 characters, with its
/// length, so that a diagnostic names what is wrong without growing with its input.
enum EchoedText {
    /// The most characters of one echoed piece.
    static let maxCharacters = 200

    /// `text` in single quotes, or its start in quotes, `…` and its length: `'aaaa…' (131072 characters)`.
    static func quoted(_ text: some StringProtocol) -> String {
        guard let length = length(ifLongerThanLimit: text) else { return "'\(text)'" }
        return "'\(text.prefix(maxCharacters))…' (\(length) characters)"
    }

    /// `text`, or its start, `…` and its length: `aaaa… (131072 characters)`.
    static func bare(_ text: some StringProtocol) -> String {
        guard let length = length(ifLongerThanLimit: text) else { return String(text) }
        return "\(text.prefix(maxCharacters))… (\(length) characters)"
    }

    /// The length of `text` in characters when it is longer than the limit; `nil` when it is not, found
    /// without walking a long text twice.
    private static func length(ifLongerThanLimit text: some StringProtocol) -> Int? {
        guard text.utf8.count > maxCharacters else { return nil }
        let length = text.count
        return length > maxCharacters ? length : nil
    }
}
