internal import JSONParsing

/// Text from outside made safe to show in a terminal, and measured in the columns a terminal gives it.
///
/// Page titles, store names, feed items, identifiers from a page configuration and error messages all come
/// from outside. Written raw, an escape sequence among them would recolour or clear the screen, set the
/// window's title or make the terminal answer into the app's key input; a newline would split a line the
/// layout counted as one. Every such character becomes a visible placeholder one column wide instead:
///
/// | characters | placeholder |
/// |---|---|
/// | C0 controls U+0000–U+001F (escape, newline, tab, …) | their Control Pictures, `␀`…`␟` (escape is `␛`) |
/// | DEL U+007F | `␡` |
/// | C1 controls U+0080–U+009F; bidirectional overrides, embeddings and isolates (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) | `�` |
/// | line and paragraph separators U+2028, U+2029 | `␤` |
///
/// An escape sequence thus shows as text (`␛[31m`), and nothing else changes: a placeholder replaces one
/// code point (so `\r\n`, one character, becomes two), and what was measured stays measured.
///
/// Widths are display columns, as a terminal advances its cursor: two for East Asian wide and fullwidth
/// characters and for emoji shown as emoji, none for a combining mark or another character that only
/// modifies the one before it, one for the rest (see ``width(of:)-(Character)``).
public enum TerminalText {
    /// `text` with every control character replaced by its placeholder, newlines included: one line.
    @inlinable
    public static func sanitized(_ text: some StringProtocol) -> String {
        isSafe(text) ? string(text) : withPlaceholders(text)
    }

    /// `text` as a `String`: itself when it is one, without a copy; a substring copied.
    @inlinable
    static func string(_ text: some StringProtocol) -> String {
        (text as? String) ?? String(text)
    }

    /// `text` with every control character replaced by its placeholder: the slow path of ``sanitized(_:)``.
    @usableFromInline
    static func withPlaceholders(_ text: some StringProtocol) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(placeholder(for: scalar) ?? scalar)
        }
        return String(result)
    }

    /// `text` split into lines at its newlines (line feed, carriage return, or both together), each line
    /// sanitized. Never empty: an empty text is one empty line.
    public static func sanitizedLines(_ text: some StringProtocol) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: isLineBreak).map { sanitized($0) }
    }

    /// Whether `text` needs no placeholder, found in one pass over its UTF-8 bytes: the bytes of every
    /// character that gets one are an ASCII control, DEL, or begin with `C2 8x`/`C2 9x` (C1), `D8 9C`
    /// (U+061C) or `E2 80`/`E2 81` (the bidirectional controls and separators), which a text without them
    /// does not contain. Inlinable, so that a caller's text is read as its own type, not through the protocol.
    @inlinable
    static func isSafe(_ text: some StringProtocol) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20 || byte == 0x7F { return false }
            switch (previous, byte) {
            case (0xC2, 0x80...0x9F), (0xD8, 0x9C), (0xE2, 0x80), (0xE2, 0x81): return false
            default: previous = byte
            }
        }
        return true
    }

    /// The placeholder shown instead of `scalar`, or `nil` when it is shown as it is: what a terminal acts on
    /// is JSONParsing's ``TerminalControls``, the one definition the bus's messages and JSON writer share.
    static func placeholder(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        guard TerminalControls.contains(scalar) else { return nil }
        switch scalar.value {
        case 0x00...0x1F: return Unicode.Scalar(0x2400 + scalar.value)
        case 0x7F: return "\u{2421}"
        case 0x2028, 0x2029: return "\u{2424}"
        default: return "\u{FFFD}"  // C1 controls and bidirectional controls
        }
    }

    private static func isLineBreak(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n" || character == "\r"
    }
}

extension TerminalText {
    /// `line` sanitized (one line: its line breaks become placeholders) and cut to at most `columns` columns:
    /// what a terminal can show of it in that many.
    @inlinable
    public static func fitted(_ line: some StringProtocol, columns: Int) -> String {
        let columns = max(columns, 0)
        if line.utf8.count <= columns, isSafe(line) { return string(line) }
        let safe = sanitized(line)
        return String(prefix(safe, columns: columns))
    }
}
