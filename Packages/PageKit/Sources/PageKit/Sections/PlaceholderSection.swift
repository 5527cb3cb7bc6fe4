/// The empty section that stands in for a section that could not be built: an unknown kind, or a factory
/// that failed. It has no header and no items, so the rest of the page renders as if it were absent.
public struct PlaceholderSection: PageSection {
    /// Why the section is a placeholder.
    public let reason: String

    /// A placeholder explaining `reason`.
    public init(reason: String) {
        self.reason = reason
    }

    /// No items.
    public var items: [PageItem] { [] }

    /// Never called: there are no items.
    public func height(of item: PageItem, width: Int) -> Int { 0 }

    /// A cell that shows nothing.
    public func makeCell(kind: String) -> any PageCell { TextCell { _, _ in [] } }
}
