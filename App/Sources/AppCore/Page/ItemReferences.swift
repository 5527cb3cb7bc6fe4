import ComponentService
import PageKit

/// The items of one page as `--select` names them: what a reference selects, and for each item a name that
/// selects it and nothing else.
///
/// A reference `S/ITEM` is read in every section whose id and a `/` begin it, `ITEM` as a position there
/// when it is `#` and digits, else as an identity. An item's name is its identity when that is plain text
/// (``ItemID/plainText``) that a message shows as it is and that selects only this item on the page; else
/// its position, when that selects only it. Identities are looked up through an index of each section,
/// built on first use, so naming the items a message shows costs one pass over their sections.
///
/// Not `Sendable`: it caches those indexes, and lives for one command.
final class ItemReferences {
    /// One item of the page: its section and its position there.
    struct Match {
        let section: SectionSnapshot
        let index: Int

        var item: PageItem { section.items[index] }
    }

    private let sections: [SectionSnapshot]
    private var firstIndexByIdentity: [SectionID: [String: Int]] = [:]

    init(_ snapshot: PageSnapshot) {
        sections = snapshot.sections
    }

    /// The items `reference` selects, at most one per section that reads it, and of the sections that read
    /// it the one with the longest id, whether or not it holds the item.
    func resolve(_ reference: ItemReference) -> (matches: [Match], longest: SectionSnapshot?) {
        var matches: [Match] = []
        var longest: SectionSnapshot?
        for section in sections {
            guard let named = reference.item(after: section.id.rawValue) else { continue }
            if section.id.rawValue.count > longest?.id.rawValue.count ?? -1 { longest = section }
            if let index = index(of: named, in: section) { matches.append(Match(section: section, index: index)) }
        }
        return (matches, longest)
    }

    /// The name of item `index` of `section`, after the section's id and a `/`: its identity or `#` and its
    /// position; `nil` when neither selects only it, as when another section's id holds this one's and a `/`,
    /// or when the section's id is not typeable.
    func name(ofItemAt index: Int, in section: SectionSnapshot) -> String? {
        guard Self.isTypeable(section.id.rawValue) else { return nil }
        var candidates: [String] = []
        if let text = section.items[index].id.plainText, Self.isTypeable(text) { candidates.append(text) }
        candidates.append("#\(index + 1)")
        return candidates.first { candidate in
            guard let reference = ItemReference("\(section.id.rawValue)/\(candidate)") else { return false }
            let matches = resolve(reference).matches
            return matches.count == 1 && matches[0].section.id == section.id && matches[0].index == index
        }
    }

    /// How `--select` shows item `index` of `section`: `S/` and its name, or, when it has none, its section
    /// and position in parentheses, which read as no reference.
    func reference(toItemAt index: Int, in section: SectionSnapshot) -> String {
        guard let name = name(ofItemAt: index, in: section) else {
            return "(\(section.id.rawValue) item \(index + 1))"
        }
        return "\(section.id.rawValue)/\(name)"
    }

    /// How `--select` shows the exposed `item`, or, when the page no longer holds it, its identity in
    /// parentheses.
    func reference(to item: ExposedItem) -> String {
        guard let section = sections.first(where: { $0.id == item.sectionID }),
            let index = section.items.firstIndex(where: { $0.id == item.itemID })
        else { return "(\(item), no longer on the page)" }
        return reference(toItemAt: index, in: section)
    }

    /// Whether `text` reads in a message as a reader would type it: a text a message would escape or cut, or
    /// that holds the ", " that separates names in a list, is not.
    private static func isTypeable(_ text: String) -> Bool {
        EchoedText.bare(text) == text && !text.contains(", ")
    }

    private func index(of item: ItemReference.Item, in section: SectionSnapshot) -> Int? {
        switch item {
        case .identity(let text): identities(of: section)[text]
        case .position(let position): section.items.indices.contains(position - 1) ? position - 1 : nil
        }
    }

    /// The first position of each identity of `section`, by its description.
    private func identities(of section: SectionSnapshot) -> [String: Int] {
        if let known = firstIndexByIdentity[section.id] { return known }
        var first: [String: Int] = [:]
        for (index, item) in section.items.enumerated() where first[item.id.description] == nil {
            first[item.id.description] = index
        }
        firstIndexByIdentity[section.id] = first
        return first
    }
}
