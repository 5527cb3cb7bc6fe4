/// The ranges PageKit keeps the numbers it is given in: a width, a viewport's height and offset, a scroll
/// distance, a size. A number outside its range is clamped to it, so that no arithmetic on it can overflow and no
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
    /// The most members that one object of a page configuration may have undefined and each be named by a
    /// warning (``PageDiagnostic/Code/unknownMember``): 20. One more warning counts the rest.
    public static let unknownMembersNamed = 20
    /// The most diagnostics a page configuration's decoding reports: 1,000. Beyond them, one diagnostic
    /// (``PageDiagnostic/Code/tooManyDiagnostics``) counts the rest, so that what a page says about itself
    /// stays bounded however its configuration is made.
    public static let configurationDiagnostics = 1_000
    /// Widths, in the host's unit: 1 to 100,000 (a terminal's columns, a screen's points).
    public static let widths: ClosedRange<Double> = 1...100_000
    /// Viewport offsets, and scroll distances either way, in the host's unit: up to 10^12, past the end of a
    /// page of a million entries at the largest size, where a `Double` still holds a thousandth of the unit.
    public static let offsets: ClosedRange<Double> = 0...1e12
    /// Viewport heights, in the host's unit: up to 1,000,000.
    public static let viewportHeights: ClosedRange<Double> = 0...1_000_000
    /// The size of one header or item, in the host's unit: up to 1,000,000. A size above it is cut to it, and
    /// one that is negative, infinite or not a number counts as 0, each with a diagnostic
    /// (``PageDiagnostic/Code/invalidSize``), so that a page's offsets, sums of sizes, stay exact and finite.
    public static let entrySizes: ClosedRange<Double> = 0...1_000_000
    /// A section's `delay`, in seconds: up to 60. See ``SectionLoading``.
    public static let sectionDelays: ClosedRange<Double> = 0...60
    /// The columns of a grid or a carousel (``SectionLayout``): 1 to 12.
    public static let layoutColumns = 1...12
    /// A section's insets, spacing and corner radius (``SectionStyle``), in the host's unit: up to 1,000.
    public static let styleLengths: ClosedRange<Double> = 0...1_000
    /// A kind's budget for a figure of an update (``KindBudget``), in milliseconds: up to 10,000.
    public static let budgetMilliseconds: ClosedRange<Double> = 0...10_000
    /// A section's `timeout`, in seconds: from 0.01 to 600. See ``SectionLoading``.
    public static let sectionTimeouts: ClosedRange<Double> = 0.01...600
}

extension Comparable {
    /// The value, or the nearer end of `range` when it is outside.
    func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}

extension Double {
    /// The value clamped to `range`, with NaN as the range's lower end.
    func clampedFinite(to range: ClosedRange<Double>) -> Double {
        isNaN ? range.lowerBound : clamped(to: range)
    }
}
