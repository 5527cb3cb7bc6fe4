import Main
import PageTerminal

extension MainBanner {
    /// The box at `width` columns: top border, the centred name, the centred subtitle, bottom border.
    ///
    /// Always four lines, each one line of at most `width` columns. Texts that do not fit are truncated with `…`;
    /// below 4 columns there is no room for side borders, so the two text lines are only truncated.
    func lines(width: Int) -> [String] {
        let width = min(max(width, 0), TextWrapping.maxColumns)
        return [
            Self.border("╭", "╮", width: width),
            Self.content(appName, width: width),
            Self.content(subtitle, width: width),
            Self.border("╰", "╯", width: width),
        ]
    }

    /// `left`, a rule, then `right`, across `width`; cut to `width` when narrower than the two corners.
    private static func border(_ left: String, _ right: String, width: Int) -> String {
        guard width >= 2 else { return String(left.prefix(width)) }
        return left + String(repeating: "─", count: width - 2) + right
    }

    /// `text` on one line (newlines and tabs become spaces), truncated and centred between side borders,
    /// with a space inside each border when there is room (8 columns or more).
    private static func content(_ text: String, width: Int) -> String {
        let text = String(text.map { $0.isWhitespace ? " " : $0 })
        guard width >= 4 else { return TextWrapping.truncate(text, width: width) }
        let margin = width >= 8 ? " " : ""
        let room = width - 2 - 2 * margin.count
        return "│" + margin + centred(TextWrapping.truncate(text, width: room), width: room) + margin + "│"
    }

    /// `text` padded with spaces on both sides to `width` columns; the extra space, if any, goes right.
    private static func centred(_ text: String, width: Int) -> String {
        let free = max(width - TextWrapping.width(of: text), 0)
        let left = free / 2
        return String(repeating: " ", count: left) + text + String(repeating: " ", count: free - left)
    }
}
