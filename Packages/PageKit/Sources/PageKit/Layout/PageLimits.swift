/// The ranges PageKit keeps the numbers it is given in: a width, a viewport's height and offset, a scroll
/// distance. A number outside its range is clamped to it, so that no arithmetic on it can overflow and no
/// line or frame grows without bound, whatever a host passes on from its user or its environment. A page
/// from a configuration is bounded too, in sections and items, so that its memory and building time are.
public enum PageLimits {
    /// The most sections a page configuration may have: 1,000. The sections after them are not built; one
    /// diagnostic (``PageDiagnostic/Code/tooManySections``) says how many there were.
    public static let sectionsPerPage = 1_000
    /// The most values a section's `data` may hold, nested ones counted: 10,000. A section with more is
    /// skipped as malformed (``PageDiagnostic/Code/malformedSection``), before its kind's factory decodes it.
    public static let valuesPerSectionData = 10_000
    /// The most items a built page may hold: 20,000. The section whose items would take the page past it is
    /// shown as an empty placeholder, and so is every section after it, under one diagnostic
    /// (``PageDiagnostic/Code/tooManyItems``).
    public static let itemsPerPage = 20_000
    /// Widths, in columns: 1 to 1,000.
    public static let widths = 1...1_000
    /// Viewport offsets, and scroll distances either way, in rows: up to 100,000,000.
    public static let rows = 0...100_000_000
    /// Viewport heights, in rows: up to 1,000,000, as a frame holds a line for every row of its viewport.
    public static let viewportHeights = 0...1_000_000
    /// The height of one header or item, in rows: up to 10,000. A section that answers more (or less than
    /// none) gets the nearer end, so that a page's offsets, sums of heights, cannot overflow.
    public static let entryHeights = 0...10_000
}

extension Comparable {
    /// The value, or the nearer end of `range` when it is outside.
    func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}
