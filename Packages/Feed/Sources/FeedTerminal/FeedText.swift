import PageTerminal

/// Line shaping for the feed templates, on top of the terminal binding's ``TextWrapping``.
enum FeedText {
    /// `text` on one line of at most `width` columns, cut with `…`.
    static func line(_ text: String, width: Int) -> String {
        TextWrapping.truncate(text, width: width)
    }

    /// `text` wrapped to `width`, its first line after `first` and the others indented as far; without the
    /// prefix when the width leaves no room for a wide character after it.
    static func block(_ text: String, first: String, width: Int) -> [String] {
        let width = min(max(width, 0), TextWrapping.maxColumns)
        let room = width - first.count
        guard room >= 2 else { return TextWrapping.wrap(text, width: width) }
        let rest = String(repeating: " ", count: first.count)
        return TextWrapping.wrap(text, width: room).enumerated().map { index, line in
            (index == 0 ? first : rest) + line
        }
    }

    /// ``block(_:first:width:)`` of `text`, or no lines when there is no text.
    static func optionalBlock(_ text: String?, first: String, width: Int) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        return block(text, first: first, width: width)
    }
}
