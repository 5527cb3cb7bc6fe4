/// The visible window of a page: the first visible row and how many rows are visible.
public struct Viewport: Sendable, Hashable, CustomStringConvertible {
    /// The first visible row, from the top of the page.
    public var offset: Int
    /// How many rows are visible.
    public var height: Int

    /// A window of `height` rows starting at row `offset`, clamped to ``PageLimits/viewportHeights`` and
    /// ``PageLimits/rows``.
    public init(offset: Int, height: Int) {
        self.offset = offset.clamped(to: PageLimits.rows)
        self.height = height.clamped(to: PageLimits.viewportHeights)
    }

    /// The rows `offset ..< offset + height`.
    public var rows: Range<Int> { offset..<(offset + height) }

    /// `rows 10..<30`.
    public var description: String { "rows \(offset)..<\(offset + height)" }
}
