/// One section as displayed at one moment: immutable, with its items read once.
public struct SectionSnapshot: Sendable {
    /// The section's id in the page.
    public let id: SectionID
    /// The configured kind, such as `store.nearby`.
    public let kind: String
    /// The section that answers heights, rendering and events.
    public let section: any PageSection
    /// The items, in order.
    public let items: [PageItem]
    /// A fingerprint of the item identities and content versions, for skipping unchanged sections.
    let fingerprint: Int

    /// Takes a snapshot of `section` under `id`.
    public init(id: SectionID, kind: String, section: any PageSection) {
        self.init(id: id, kind: kind, section: section, items: section.items)
    }

    init(id: SectionID, kind: String, section: any PageSection, items: [PageItem]) {
        self.id = id
        self.kind = kind
        self.section = section
        self.items = items
        var hasher = Hasher()
        hasher.combine(items.count)
        for item in items {
            hasher.combine(item.id)
            hasher.combine(item.contentVersion)
        }
        fingerprint = hasher.finalize()
    }

    /// The index of the item with identity `id`, if the section has it.
    public func index(of id: ItemID) -> Int? {
        items.firstIndex { $0.id == id }
    }
}
