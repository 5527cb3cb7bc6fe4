/// A page as displayed at one moment: its sections in order. Immutable and `Sendable`, so it can be sized,
/// diffed and rendered on any thread while the working data changes.
public struct PageSnapshot: Sendable {
    /// The page's id.
    public let pageID: String
    /// The sections, in display order.
    public let sections: [SectionSnapshot]
    private let sectionIndexes: [SectionID: Int]

    /// A snapshot of `sections`; section ids must be unique (``PageBuilder`` makes them so).
    public init(pageID: String, sections: [SectionSnapshot]) {
        self.pageID = pageID
        self.sections = sections
        var indexes: [SectionID: Int] = [:]
        indexes.reserveCapacity(sections.count)
        for (index, section) in sections.enumerated() where indexes[section.id] == nil {
            indexes[section.id] = index
        }
        sectionIndexes = indexes
    }

    /// An empty page.
    public static func empty(pageID: String = "") -> PageSnapshot {
        PageSnapshot(pageID: pageID, sections: [])
    }

    /// The section with `id`, if the page has it.
    public func section(_ id: SectionID) -> SectionSnapshot? {
        sectionIndexes[id].map { sections[$0] }
    }

    /// The position of `id` among the sections, if the page has it.
    public func sectionIndex(of id: SectionID) -> Int? {
        sectionIndexes[id]
    }

    /// How many items all sections hold together.
    public var itemCount: Int {
        sections.reduce(0) { $0 + $1.items.count }
    }

    /// The item with identity `id` in section `sectionID`, if there is one.
    public func item(_ id: ItemID, in sectionID: SectionID) -> PageItem? {
        section(sectionID).flatMap { section in section.index(of: id).map { section.items[$0] } }
    }
}
