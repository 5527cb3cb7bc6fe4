/// Stands in for a section while its data loads (see ``PageLoad``): one placeholder item, of kind
/// ``SectionPlaceholder/kind``, which a host draws as loading content (the terminal binding: `⋯ loading feed`).
/// The section's own items replace it, by an ordinary update, when they arrive.
public struct LoadingSection: PageSection {
    /// The placeholder's kind.
    public static let itemKinds = [SectionPlaceholder.kind]

    /// The section being loaded.
    public let sectionID: SectionID

    /// The placeholder of section `sectionID`.
    public init(sectionID: SectionID) {
        self.sectionID = sectionID
    }

    /// The placeholder item.
    public var items: [PageItem] {
        [PageItem(SectionPlaceholder(sectionID: sectionID), kind: SectionPlaceholder.kind)]
    }
}

/// The value of a loading section's placeholder item.
public struct SectionPlaceholder: Sendable, Hashable {
    /// The kind of a loading section's placeholder item, which every host draws the same way for all sections.
    public static let kind = "pagekit.loading"

    /// The section being loaded.
    public let sectionID: SectionID
}
