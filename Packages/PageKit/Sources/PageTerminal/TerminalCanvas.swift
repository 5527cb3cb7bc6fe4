import TerminalText

/// The rows of one frame, each made of the pieces of text placed on it at their columns: a grid's columns
/// side by side, a carousel's items as far as they are scrolled in. A row holding a pinned piece (a sticky
/// header) shows only that piece; an empty piece adds nothing; pieces that would overlap one placed to their
/// left, or that start left of the page, are left out. A list's row is its one piece, as it came.
struct TerminalCanvas {
    private struct Piece {
        let row: Int
        let column: Int
        let width: Int
        /// Sanitized and at most `width` columns wide.
        let text: String
        let pinned: Bool
    }

    private var pieces: [Piece] = []
    private let rows: Int
    private let width: Int

    /// A canvas of `rows` empty rows, `width` columns wide.
    init(rows: Int, width: Int) {
        self.rows = max(rows, 0)
        self.width = width
    }

    /// Places `text` on `row`, from `column`, in `width` columns; `text` must already be fitted to that width
    /// (``PageRenderer/visibleLines(of:entry:width:)``). What passes the canvas's right edge (a carousel's item
    /// scrolled partly in) is cut there; outside the canvas it is dropped.
    mutating func place(_ text: String, row: Int, column: Int, width: Int, pinned: Bool) {
        guard (0..<rows).contains(row), column >= 0, column < self.width, width > 0, !text.isEmpty else { return }
        let room = self.width - column
        let shown = width > room ? TerminalText.fitted(text, columns: room) : text
        pieces.append(Piece(row: row, column: column, width: min(width, room), text: shown, pinned: pinned))
    }

    /// Every row as one line at most the canvas's width, with no control character: its pieces in column
    /// order, each padded to its width but the last, which ends the line.
    func lines() -> [String] {
        var lines = [String](repeating: "", count: rows)
        let ordered = pieces.sorted { ($0.row, $0.column) < ($1.row, $1.column) }
        var start = 0
        while start < ordered.count {
            var end = start + 1
            while end < ordered.count, ordered[end].row == ordered[start].row { end += 1 }
            lines[ordered[start].row] = line(of: ordered[start..<end])
            start = end
        }
        return lines
    }

    /// One row's pieces, in column order, as a line. Each piece is measured where it joins the line: a piece
    /// that starts with a joiner, a variation selector or a combining mark joins the character before it,
    /// which may then take another width, and the pieces after it are placed from the line's width as drawn.
    private func line(of row: ArraySlice<Piece>) -> String {
        if row.count == 1, let only = row.first, only.column == 0 { return only.text }
        let pinned = row.filter(\.pinned)
        let shown = pinned.isEmpty ? Array(row) : pinned
        var line = ""
        var column = 0
        for (index, piece) in shown.enumerated() where piece.column >= column {
            line += String(repeating: " ", count: piece.column - column)
            column = piece.column + Self.append(piece.text, to: &line)
            if index < shown.count - 1 {
                line += String(repeating: " ", count: max(piece.column + piece.width - column, 0))
                column = max(column, piece.column + piece.width)
            }
        }
        return TerminalText.width(of: line) > width ? TerminalText.fitted(line, columns: width) : line
    }

    /// Appends `text` to `line` and answers the columns the line grew by, measured across the join: only the
    /// line's last character can join the text's first.
    private static func append(_ text: String, to line: inout String) -> Int {
        let joined = line.last.map(String.init) ?? ""
        line += text
        return TerminalText.width(of: joined + text) - TerminalText.width(of: joined)
    }
}
