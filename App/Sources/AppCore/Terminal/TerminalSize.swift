#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The size of the terminal on standard output, when there is one, and the sizes the app shows pages at.
public struct TerminalSize: Sendable, Hashable {
    /// Columns.
    public var columns: Int
    /// Rows.
    public var rows: Int

    /// Widths a page is shown at: 10 to 1,000 columns. A `--width` outside is a usage error; `$COLUMNS` and a
    /// terminal's own width are clamped to it.
    public static let widths = 10...1_000
    /// Heights a page is shown at: 1 to 100,000 rows. A `--height` outside is a usage error; a terminal's own
    /// height is clamped to it.
    public static let heights = 1...100_000
    /// Rows a page is scrolled to (`--scroll`): 0 to 100,000,000. An offset outside is a usage error; one past
    /// the end of the page shows its last rows.
    public static let offsets = 0...100_000_000

    /// A size of `columns` × `rows`.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The size of the terminal on `descriptor`, clamped to ``widths`` and ``heights``, or `nil` when it is not
    /// a terminal.
    public static func current(of descriptor: Int32 = STDOUT_FILENO) -> TerminalSize? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return TerminalSize(
            columns: Int(size.ws_col).clamped(to: widths), rows: Int(size.ws_row).clamped(to: heights))
    }

    /// The terminal's width, else `$COLUMNS` when it is a whole number (of any size), else 80; clamped to
    /// ``widths``.
    public static func defaultWidth(environment: [String: String]) -> Int {
        let columns = current()?.columns ?? environment["COLUMNS"].flatMap(wholeNumber) ?? 80
        return columns.clamped(to: widths)
    }

    /// The whole number `text` writes (digits after an optional `-` or `+`), saturated to `Int`'s range when
    /// it is beyond it.
    private static func wholeNumber(_ text: String) -> Int? {
        let isNegative = text.hasPrefix("-")
        let digits = isNegative || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text) ?? (isNegative ? Int.min : Int.max)
    }
}

extension Int {
    /// The number, or the nearer end of `range` when it is outside.
    func clamped(to range: ClosedRange<Int>) -> Int {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
