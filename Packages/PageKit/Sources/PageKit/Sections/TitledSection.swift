/// A section whose header is its title, or that has no header when the title is empty.
///
/// The header is an item of kind ``SectionTitle/kind`` whose value is a ``SectionTitle``: a host draws it
/// once for every titled section (the terminal binding as a rule, `── Today ─────`).
///
/// ```swift
/// struct NearbySection: TitledSection {
///     let title: String
///     …
/// }
/// ```
public protocol TitledSection: PageSection {
    /// The title; no header when empty.
    var title: String { get }
}

extension TitledSection {
    /// The title as a header item, or none without a title. Its identity is the title's hash, an inline
    /// `Int` that compares without touching the heap: a page compares and looks up every header on every
    /// update.
    public var header: PageItem? {
        title.isEmpty
            ? nil
            : PageItem(
                value: SectionTitle(title), id: ItemID(title.hashValue), contentVersion: 0, kind: SectionTitle.kind)
    }
}

/// The value of a titled section's header.
public struct SectionTitle: Sendable, Hashable {
    /// The kind of a titled section's header item, which every host draws the same way for all sections.
    public static let kind = "pagekit.title"

    /// The title.
    public let text: String

    /// A header showing `text`.
    public init(_ text: String) {
        self.text = text
    }
}
