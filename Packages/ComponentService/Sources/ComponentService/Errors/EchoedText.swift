internal import JSONParsing

/// Outside text as a message echoes it: a bounded piece, whatever size came in.
///
/// A name, a key, a value or a list of names can be of any size, and a message that echoed one whole
/// would be as large. Every message of the bus that echoes such text goes through these functions, and so
/// should a component's own messages and a tool's (the app's usage errors do):
///
/// - a piece shows at most ``maxCharacters`` characters (Unicode scalars, escapes included), then `…` and
///   its full length: `'aaaa…' (131072 characters)`;
/// - control characters, line separators and bidirectional controls are escaped as in JSON (`\n`,
///   `\u001b`, `\u202e`), so a message stays one line of text that shows as it reads;
/// - a list shows its first names, at most ``maxNames`` of them and about ``maxCharacters`` characters,
///   then `and 99980 more`.
public enum EchoedText {
    /// The most characters of one echoed piece, or of the names a list shows.
    public static let maxCharacters = EchoedPiece.standardLimit
    /// The most characters of a value inside a conversion error's message, which the bus echoes as a
    /// piece of its own: short enough that the whole message is never cut again.
    static let maxNestedCharacters = 60
    /// The most names a list shows.
    public static let maxNames = 20

    /// `text` between `quote`s, with the quote and `\` inside escaped: `'limit'`, `"ten"`, or
    /// `"aaaa…" (131072 characters)`.
    public static func quoted(_ text: String, by quote: Unicode.Scalar = "'", limit: Int = maxCharacters) -> String {
        EchoedPiece.quoted(text, by: quote, limit: limit)
    }

    /// `text` as it is, such as the name of a call in `Store.nearby`, cut like ``quoted(_:by:limit:)``:
    /// `aaaa… (131072 characters)`.
    public static func bare(_ text: String, limit: Int = maxCharacters) -> String {
        EchoedPiece.bare(text, limit: limit)
    }

    /// `names`, each shown ``bare(_:limit:)``, joined by `separator`: `text, times, note`, or the first of them
    /// followed by `and 99980 more`.
    public static func list(_ names: some Collection<String>, separator: String = ", ") -> String {
        var shown: [String] = []
        var length = 0
        for name in names.prefix(maxNames) {
            let piece = bare(name)
            let pieceLength = piece.unicodeScalars.count
            if !shown.isEmpty, length + pieceLength > maxCharacters { break }
            shown.append(piece)
            length += pieceLength + separator.unicodeScalars.count
        }
        let rest = names.count - shown.count
        let joined = shown.joined(separator: separator)
        return rest > 0 ? "\(joined) and \(rest) more" : joined
    }

    /// A value's JSON text, cut like a piece: `"ten"` (a string is cut like ``quoted(_:by:limit:)``), `3`,
    /// `[1,2]`.
    public static func value(_ value: ComponentValue, limit: Int = maxCharacters) -> String {
        if case .string(let text) = value { return quoted(text, by: "\"", limit: limit) }
        return bare(value.description, limit: limit)
    }
}
