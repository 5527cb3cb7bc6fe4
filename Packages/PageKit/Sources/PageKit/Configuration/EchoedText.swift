internal import JSONParsing

/// Outside text as a diagnostic echoes it: a section's id or kind, an item's id, a factory's message. Control
/// characters, line separators and bidirectional marks are escaped (`\u001b`), and the text is cut to at most
/// 200 Unicode scalars, then `…` and its length, so that a diagnostic shows as it reads, stays one line and
/// names what is wrong without growing with its input.
enum EchoedText {
    /// `text` in single quotes, with `'` and `\` inside escaped, or its start in quotes, `…` and its length:
    /// `'aaaa…' (131072 characters)`.
    static func quoted(_ text: some StringProtocol) -> String {
        EchoedPiece.quoted(text)
    }

    /// `text`, escaped, or its start, `…` and its length: `aaaa… (131072 characters)`.
    static func bare(_ text: some StringProtocol) -> String {
        EchoedPiece.bare(text)
    }
}
