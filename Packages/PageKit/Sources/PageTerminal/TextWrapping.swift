import PageKit
import TerminalText

/// Text shaping for terminal cells: word wrapping, truncation and padding, measured in display columns
/// (``TerminalText/width(of:)-(Character)``: a CJK character or an emoji takes two, a combining mark none).
///
/// Every function shows text from outside as data: a control character becomes its visible placeholder
/// (``TerminalText/sanitized(_:)``) before it is measured, so an escape sequence cannot reach the terminal
/// and a width always matches what is drawn. Sections use the same functions to measure (``wrap(_:width:)``'s
/// line count is a height) and to render.
public enum TextWrapping {
    /// `text` broken into lines of at most `width` columns, at spaces where possible; words wider than the
    /// width are split between characters. Never empty: an empty text is one empty line. Line breaks in
    /// `text` (`\n`, `\r\n`, `\r`) are kept; other control characters become placeholders. A character wider
    /// than `width` itself (a wide character at width 1, a cluster of many jamo) shows as `…`, so that every
    /// line fits.
    public static func wrap(_ text: String, width: Int) -> [String] {
        let width = min(max(width, 1), maxColumns)
        if isOneWrappedLine(text, width: width) { return [text] }
        var lines: [String] = []
        for paragraph in TerminalText.sanitizedLines(text) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var word = Substring(word)
                var wordWidth = TerminalText.width(of: word)
                while wordWidth > width {
                    var piece = TerminalText.prefix(word, columns: width)
                    let isTooWide = piece.isEmpty
                    if isTooWide { piece = word.prefix(1) }
                    let shown = isTooWide ? tooWide : String(piece)
                    if piece.endIndex == word.endIndex {
                        // The word's last piece, which joins a line as a word would.
                        if isTooWide { (word, wordWidth) = (Substring(tooWide), 1) }
                        break
                    }
                    // Emptiness by the text, not its width: a line of zero-width characters is not empty.
                    if !line.isEmpty {
                        lines.append(line)
                        line = ""
                        lineWidth = 0
                    }
                    lines.append(shown)
                    word = word[piece.endIndex...]
                    wordWidth -= TerminalText.width(of: piece)
                }
                if line.isEmpty {
                    line = String(word)
                    lineWidth = wordWidth
                } else if lineWidth + 1 + wordWidth <= width {
                    line += " " + word
                    lineWidth += 1 + wordWidth
                } else {
                    lines.append(line)
                    line = String(word)
                    lineWidth = wordWidth
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// What ``wrap(_:width:)`` shows of a character wider than the width.
    private static let tooWide = "…"

    /// Whether `text` already is what ``wrap(_:width:)`` makes of it, in one pass over its bytes: printable
    /// ASCII (a column per byte) no wider than `width`, with no leading, trailing or doubled space.
    private static func isOneWrappedLine(_ text: String, width: Int) -> Bool {
        var count = 0
        var previousIsSpace = true
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F else { return false }
            let isSpace = byte == UInt8(ascii: " ")
            if isSpace && previousIsSpace { return false }
            previousIsSpace = isSpace
            count += 1
            if count > width { return false }
        }
        return count == 0 || !previousIsSpace
    }

    /// The widest line these functions make: a wider `width` is taken as this many columns, so that no width
    /// overflows their arithmetic or asks for an unbounded string.
    public static let maxColumns = Int(PageLimits.widths.upperBound)

    /// The columns `text` takes once sanitized, as the functions here measure it.
    public static func width(of text: String) -> Int {
        TerminalText.width(of: TerminalText.sanitized(text))
    }

    /// `text` on one line (line breaks become placeholders) cut to `width` columns, ending in `…` when it
    /// was cut.
    public static func truncate(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        let width = min(width, maxColumns)
        let text = TerminalText.sanitized(text)
        guard TerminalText.width(of: text) > width else { return text }
        var kept = TerminalText.prefix(text, columns: width - 1)
        while kept.last == " " { kept = kept.dropLast() }
        return kept + "…"
    }

    /// `left` and `right` on one line of `width` columns, `right` flush right; `left` is truncated to make
    /// room. When `right` leaves no room for a column of `left` and a space, the line is `right` alone,
    /// truncated to the width.
    public static func spread(_ left: String, _ right: String, width: Int) -> String {
        let width = min(max(width, 0), maxColumns)
        let right = TerminalText.sanitized(right)
        let rightWidth = TerminalText.width(of: right)
        let room = width - rightWidth - 1
        guard room > 0 else { return truncate(right, width: width) }
        let left = truncate(left, width: room)
        let gap = max(width - TerminalText.width(of: left) - rightWidth, 1)
        return left + String(repeating: " ", count: gap) + right
    }

    /// A rule across `width` columns with `title` in it: `── Title ─────`.
    public static func rule(_ title: String, width: Int) -> String {
        let width = min(max(width, 0), maxColumns)
        let label = title.isEmpty ? "" : " \(truncate(title, width: max(width - 4, 1))) "
        let labelWidth = TerminalText.width(of: label)
        let head = String(repeating: "─", count: min(2, max(width - labelWidth, 0)))
        let tail = String(repeating: "─", count: max(width - head.count - labelWidth, 0))
        return String(TerminalText.prefix(head + label + tail, columns: width))
    }
}
