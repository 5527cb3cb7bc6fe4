import PageKit

/// A page as ids and versions: sections of ids and kinds holding items of `Int` ids and content versions.
struct FuzzedPage: CustomStringConvertible {
    struct Item: Equatable {
        var id: Int
        var version: Int
    }

    struct Section: Equatable {
        var id: String
        var kind: String
        var items: [Item]
    }

    var sections: [Section] = []

    /// A snapshot of ``ItemsSection``s with these ids, kinds and items.
    var snapshot: PageSnapshot {
        PageSnapshot(
            pageID: "fuzz",
            sections: sections.map { section in
                let items = section.items.map {
                    PageItem(value: $0.id, id: ItemID($0.id), contentVersion: $0.version, kind: "item")
                }
                return SectionSnapshot(
                    id: SectionID(section.id), kind: section.kind, section: ItemsSection(items: items))
            })
    }

    /// `s0(a): 1 2@1 | s1(b): …`.
    var description: String {
        sections.map { section in
            let items = section.items.map { $0.version == 0 ? "\($0.id)" : "\($0.id)@\($0.version)" }
            return "\(section.id)(\(section.kind)): " + items.joined(separator: " ")
        }
        .joined(separator: " | ")
    }
}

/// A section whose items are given, each of kind `item` and size 1.
struct ItemsSection: PageSection {
    static let itemKinds = ["item"]

    let items: [PageItem]

    func size(of item: PageItem, width: Double) -> Double? { 1 }
}
