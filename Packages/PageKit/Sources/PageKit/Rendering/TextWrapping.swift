/// Text shaping for terminal cells: word wrapping, truncation and padding by character count.
///
/// Sections use the same functions to measure (``wrap(_:width:)``'s line count is a height) and to
/// render, so a height always matches what is drawn.
public enum TextWrapping {
    /// `text` broken into lines of at most `width` characters, at spaces where possible; words longer than
    /// the width are split. Never empty: an empty text is one empty line. Newlines in `text` are kept.
    public static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(width, 1)
        if isOneWrappedLine(text, width: width) { return [text] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineCount = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var word = Substring(word)
                var wordCount = word.count
                while wordCount > width {
                    if lineCount > 0 {
                        lines.append(line)
                        line = ""
                        lineCount = 0
                    }
                    lines.append(String(word.prefix(width)))
                    word = word.dropFirst(width)
                    wordCount -= width
                }
                if lineCount == 0 {
                    line = String(word)
                    lineCount = wordCount
                } else if lineCount + 1 + wordCount <= width {
                    line += " " + word
                    lineCount += 1 + wordCount
                } else {
                    lines.append(line)
                    line = String(word)
                    lineCount = wordCount
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// Whether `text` already is what ``wrap(_:width:)`` makes of it, in one pass over its bytes: printable
    /// ASCII (a character per byte) no longer than `width`, with no leading, trailing or doubled space.
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

    /// `text` cut to `width` characters, ending in `…` when it was cut.
    public static func truncate(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        guard text.count > width else { return text }
        var kept = text.prefix(width - 1)
        while kept.last == " " { kept = kept.dropLast() }
        return kept + "…"
    }

    /// `left` and `right` on one line of `width` characters, `right` flush right; `left` is truncated
    /// to make room.
    public static func spread(_ left: String, _ right: String, width: Int) -> String {
        let room = width - right.count - 1
        guard room > 0 else { return truncate(right, width: width) }
        let left = truncate(left, width: room)
        return left + String(repeating: " ", count: max(width - left.count - right.count, 1)) + right
    }

    /// A rule across `width` with `title` in it: `── Title ─────`.
    public static func rule(_ title: String, width: Int) -> String {
        let label = title.isEmpty ? "" : " \(truncate(title, width: max(width - 4, 1))) "
        let head = String(repeating: "─", count: min(2, max(width - label.count, 0)))
        let tail = String(repeating: "─", count: max(width - head.count - label.count, 0))
        return String((head + label + tail).prefix(max(width, 0)))
    }
}
