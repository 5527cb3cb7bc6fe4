/// Text shaping for terminal cells: word wrapping, truncation and padding by character count.
///
/// Sections use the same functions to measure (``wrap(_:width:)``'s line count is a height) and to
/// render, so a height always matches what is drawn.
public enum TextWrapping {
    /// `text` broken into lines of at most `width` characters, at spaces where possible; words longer than
    /// the width are split. Never empty: an empty text is one empty line. Newlines in `text` are kept.
    public static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(width, 1)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var word = Substring(word)
                while word.count > width {
                    if !line.isEmpty {
                        lines.append(line)
                        line = ""
                    }
                    lines.append(String(word.prefix(width)))
                    word = word.dropFirst(width)
                }
                if line.isEmpty {
                    line = String(word)
                } else if line.count + 1 + word.count <= width {
                    line += " " + word
                } else {
                    lines.append(line)
                    line = String(word)
                }
            }
            lines.append(line)
        }
        return lines
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
