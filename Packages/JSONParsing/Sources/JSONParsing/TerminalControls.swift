/// The code points a terminal acts on instead of showing: the C0 controls, DEL and the C1 controls
/// (U+0000–U+001F, U+007F–U+009F), the line and paragraph separators (U+2028, U+2029) and the bidirectional
/// controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069).
///
/// JSON lets all but the C0 controls through a string unescaped; a message or a JSON text meant to be read
/// in a terminal escapes every one of them (`\u001b`), so that it shows as it reads and stays one line.
/// The bus's messages, its JSON writer and the parser's paths use this one definition.
public enum TerminalControls {
    /// Whether a terminal acts on `scalar` instead of showing it.
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
            true
        default:
            false
        }
    }

    /// `scalar` as a JSON escape in lower-case hexadecimal, `\u001b`: how a message or a JSON text writes one
    /// of these code points, all of which fit in four digits.
    static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
