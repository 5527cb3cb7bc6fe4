import TestSupport

/// Seeded text of the kinds that reach a terminal from outside: printable ASCII mixed with control
/// characters, escape sequences (CSI, OSC with either terminator, DCS, terminal queries), line breaks,
/// bidirectional controls, wide characters, combining marks and emoji sequences.
struct HostileText {
    private var generator: SplitMix64

    init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    /// Pieces of text, each a kind a page title or a message can carry.
    static let pieces: [String] = [
        "a", "Shop", " ", "  ", "-", "…", "—", "’",
        "\u{1B}[31m", "\u{1B}[2J\u{1B}[H", "\u{1B}]0;owned\u{07}", "\u{1B}]52;c;aGk=\u{1B}\\", "\u{1B}P1$r\u{1B}\\",
        "\u{1B}[6n", "\u{1B}[c", "\u{9B}31m", "\u{9D}0;title\u{9C}", "\u{1B}", "\u{7F}", "\u{00}", "\u{08}",
        "\n", "\r", "\r\n", "\t", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
        "\u{202E}", "\u{2066}", "\u{200F}", "\u{061C}",
        "中", "文字", "ｶ", "Ａ", "한", "の", "\u{20000}",
        "e\u{301}", "\u{301}", "\u{200D}", "\u{FE0F}",
        "👍", "👍🏽", "👨‍👩‍👧", "🇫🇷", "1️⃣", "☺", "☺️", "❤️", "🏻", "\u{1100}", "\u{1161}", "\u{600}", "ﾞ", "ि", "ำ",
    ]

    /// A text of up to `maximumPieces` random pieces.
    mutating func text(maximumPieces: Int = 24) -> String {
        let count = Int.random(in: 0...maximumPieces, using: &generator)
        var text = ""
        for _ in 0..<count {
            text += Self.pieces.randomElement(using: &generator) ?? ""
        }
        return text
    }

    /// A random whole number in `range`.
    mutating func number(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &generator)
    }
}

/// Whether `scalar` is one that must never reach a terminal raw.
func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
    default: false
    }
}
