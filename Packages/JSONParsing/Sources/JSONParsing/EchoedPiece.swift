/// The start of an outside text as a message shows it: escaped so that it stays one line and shows as it
/// reads, and cut, so that the message does not grow with its input. The messages of the bus and the
/// diagnostics of the page engine build on it.
///
/// Line breaks and tabs are written `\n`, `\r`, `\t`; the other ``TerminalControls`` `\u001b`; the scalars
/// a caller names (a quote, the backslash) with a `\` before them. The limit counts Unicode scalars, escapes
/// included, so a text of a few huge grapheme clusters is cut too.
public struct EchoedPiece: Sendable {
    /// What the message shows: at most the limit's number of Unicode scalars.
    public private(set) var shown = ""
    /// Whether the text was cut.
    public private(set) var isCut = false
    /// The text's full length in Unicode scalars; counted only when it was cut.
    public private(set) var length = 0

    /// The start of `text`, escaped, up to `limit` Unicode scalars; the scalars of `special` are escaped
    /// with a `\`.
    public init(_ text: some StringProtocol, escaping special: [Unicode.Scalar] = [], limit: Int) {
        var room = limit
        for scalar in text.unicodeScalars {
            let escaped = Self.escape(scalar, special: special)
            let cost = escaped?.unicodeScalars.count ?? 1
            guard cost <= room else {
                isCut = true
                length = text.unicodeScalars.count
                return
            }
            room -= cost
            if let escaped { shown += escaped } else { shown.unicodeScalars.append(scalar) }
        }
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
        guard TerminalControls.contains(scalar) else { return nil }
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
