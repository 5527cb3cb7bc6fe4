/// A section whose header is its title in a rule across the width (`── Today ─────`), or no header when the
/// title is empty.
///
/// ```swift
/// struct NearbySection: TitledSection {
///     let title: String
///     …
/// }
/// ```
public protocol TitledSection: PageSection {
    /// The title in the header's rule; no header when empty.
    var title: String { get }
}

extension TitledSection {
    /// One row for the title's rule, or none without a title.
    public func headerHeight(width: Int) -> Int {
        title.isEmpty ? 0 : 1
    }

    /// The title's rule, or nothing without a title.
    public func renderHeader(width: Int) -> [String] {
        title.isEmpty ? [] : [TextWrapping.rule(title, width: width)]
    }
}
