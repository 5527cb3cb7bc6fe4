/// The start of an outside text as a message shows it: escaped so that it stays one line and shows as it
/// reads, and cut, so that the message does not grow with its input. The messages of the bus, the
/// diagnostics of the page engine and the parser's paths echo outside text through it.
///
/// Line breaks and tabs are written `\n`, `\r`, `\t`; the other ``TerminalControls`` `\u001b`; the scalars
/// a caller names (a quote, the backslash) with a `\` before them. The limit counts Unicode scalars, escapes
/// included, so a text of a few huge grapheme clusters is cut too.
public struct EchoedPiece: Sendable {
    /// The most Unicode scalars a message shows of one piece of outside text, escapes included.
    public static let standardLimit = 200

    /// What the message shows: at most the limit's number of Unicode scalars.
    public let shown: String
    /// The text's full length in Unicode scalars when it was cut; `nil` when it was shown whole.
    public let lengthIfCut: Int?

    /// The start of `text`, escaped, up to `limit` Unicode scalars; the scalars of `special` are escaped
    /// with a `\`.
    public init(_ text: some StringProtocol, escaping special: [Unicode.Scalar] = [], limit: Int = standardLimit) {
        var shown = ""
        var room = limit
        for scalar in text.unicodeScalars {
            let escaped = Self.escape(scalar, special: special)
            let cost = escaped?.unicodeScalars.count ?? 1
            guard cost <= room else {
                self.shown = shown
                lengthIfCut = text.unicodeScalars.count
                return
            }
            room -= cost
            if let escaped { shown += escaped } else { shown.unicodeScalars.append(scalar) }
        }
        self.shown = shown
        lengthIfCut = nil
    }

    /// `text` between `quote`s, with the quote and `\` inside escaped: `'limit'`, `"ten"`, or
    /// `'aaaa…' (131072 characters)`.
    public static func quoted(
        _ text: some StringProtocol, by quote: Unicode.Scalar = "'", limit: Int = standardLimit
    ) -> String {
        let piece = EchoedPiece(text, escaping: [quote, "\\"], limit: limit)
        let mark = String(Character(quote))
        guard let length = piece.lengthIfCut else { return mark + piece.shown + mark }
        return "\(mark)\(piece.shown)…\(mark) (\(length) characters)"
    }

    /// `text`, escaped, or its start, `…` and its length: `aaaa… (131072 characters)`.
    public static func bare(_ text: some StringProtocol, limit: Int = standardLimit) -> String {
        let piece = EchoedPiece(text, limit: limit)
        guard let length = piece.lengthIfCut else { return piece.shown }
        return "\(piece.shown)… (\(length) characters)"
    }

    /// How `scalar` is written in a message, or `nil` when it is written as it is.
    private static func escape(_ scalar: Unicode.Scalar, special: [Unicode.Scalar]) -> String? {
        if special.contains(scalar) { return "\\" + String(scalar) }
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default: break
        }
        return TerminalControls.contains(scalar) ? TerminalControls.unicodeEscape(scalar) : nil
    }
}
