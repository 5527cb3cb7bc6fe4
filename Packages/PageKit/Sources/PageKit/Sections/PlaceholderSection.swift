/// The empty section that stands in for a section that could not be built: an unknown kind, or a factory
/// that failed. It has no header and no items, so the rest of the page shows as if it were absent.
public struct PlaceholderSection: PageSection {
    /// No kinds: there is nothing to show.
    public static let itemKinds: [String] = []

    /// Why the section is a placeholder.
    public let reason: String

    /// A placeholder explaining `reason`.
    public init(reason: String) {
        self.reason = reason
    }

    /// No items.
    public var items: [PageItem] { [] }
}
