import PageKit
import TestSupport
import Testing

@testable import AppCore

@Suite("item references: reading SECTION/ITEM")
struct ItemReferenceReadingTests {
    @Test("#N is a position only in ASCII digits; # and other digits are an identity")
    func positionsAreASCIIDigits() {
        let reference = ItemReference("s/#12")
        #expect(reference?.item(after: "s") == .position(12))
        #expect(ItemReference("s/#\u{663}")?.item(after: "s") == .identity("#\u{663}"))
        #expect(ItemReference("s/#1a")?.item(after: "s") == .identity("#1a"))
        #expect(ItemReference("s/#")?.item(after: "s") == .identity("#"))
        #expect(reference?.item(after: "t") == nil)
    }
}

/// A section of the given items, whatever their identities.
private struct GivenItemsSection: PageSection {
    static let itemKinds = ["given"]

    let given: [PageItem]

    var items: [PageItem] { given }
}

/// A value identity, which prints as Swift renders it.
private struct Tile: Hashable, Sendable {
    let row: Int
}

@Suite("item references: every name printed for an item selects that item and nothing else")
struct ItemReferencesTests {
    /// Pieces that section ids and item ids are made of: `/`, position-like texts, escapes, list separators.
    private static let pieces = ["a", "b", "/", "#", "#2", "#0", "1", "2", "line 1", "b/#2", "x, y", "\n", "\\n", ""]

    private static func text(_ random: inout SplitMix64) -> String {
        (0..<Int.random(in: 1...3, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
    }

    /// An item whose identity is a string, an int, a value or an object, at random.
    private static func item(_ random: inout SplitMix64) -> PageItem {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: PageItem(Int.random(in: 0...3, using: &random), kind: "given")
        case 1: PageItem(Tile(row: Int.random(in: 0...2, using: &random)), kind: "given")
        case 2: PageItem(object: Model(), kind: "given")
        default: PageItem(text(&random), kind: "given")
        }
    }

    private final class Model: Sendable {}

    /// A page of up to 5 sections with distinct ids, each of up to 6 items.
    private static func page(_ random: inout SplitMix64) -> PageSnapshot {
        var ids: Set<String> = []
        var sections: [SectionSnapshot] = []
        for _ in 0..<Int.random(in: 1...5, using: &random) {
            let id = text(&random)
            guard !id.isEmpty, ids.insert(id).inserted else { continue }
            let items = (0..<Int.random(in: 0...6, using: &random)).map { _ in item(&random) }
            sections.append(
                SectionSnapshot(id: SectionID(id), kind: "given", section: GivenItemsSection(given: items)))
        }
        return PageSnapshot(pageID: "p", sections: sections)
    }

    @Test("on seeded random pages, a name resolves to its item alone; an item without one has no unique reference")
    func namesResolveToTheirItem() throws {
        var random = SplitMix64(seed: 0x5E1EC7)
        var named = 0
        var byIdentity = 0
        var inUntypeableSections = 0
        for round in 0..<400 {
            let snapshot = Self.page(&random)
            let references = ItemReferences(snapshot)
            for section in snapshot.sections {
                for index in section.items.indices {
                    let reference = references.reference(toItemAt: index, in: section)
                    guard let name = references.name(ofItemAt: index, in: section) else {
                        #expect(reference.hasPrefix("("), "round \(round): \(reference)")
                        let id = section.id.rawValue
                        // A list of names would not show the section's id as it is, so no name starts with it.
                        guard "\(names: [id])" == id, !id.contains(", ") else {
                            inUntypeableSections += 1
                            continue
                        }
                        // Else neither the identity nor the position selects it alone.
                        let position = try #require(ItemReference("\(section.id.rawValue)/#\(index + 1)"))
                        let matches = references.resolve(position).matches
                        #expect(
                            matches.count != 1 || matches[0].section.id != section.id || matches[0].index != index,
                            "round \(round): \(reference)")
                        continue
                    }
                    named += 1
                    if !name.hasPrefix("#") { byIdentity += 1 }
                    // A list of names prints it as it is, so what a reader copies is what was resolved.
                    #expect("\(names: [reference, reference])" == "\(reference), \(reference)", "round \(round)")
                    let parsed = try #require(ItemReference(reference), "round \(round): \(reference)")
                    let matches = references.resolve(parsed).matches
                    #expect(matches.count == 1, "round \(round): \(reference) selects \(matches.count) items")
                    #expect(matches.first?.section.id == section.id, "round \(round): \(reference)")
                    #expect(matches.first?.index == index, "round \(round): \(reference)")
                }
            }
        }
        // The generator reaches both kinds of name, and sections whose items have none.
        #expect(named > 2_000)
        #expect(byIdentity > 1_000)
        #expect(inUntypeableSections > 200)
    }

    @Test("an identity is the name when it is plain, printable and unique; else the position is")
    func identityOrPosition() {
        let items = [
            PageItem("store-9", kind: "given"), PageItem(7, kind: "given"), PageItem(Tile(row: 1), kind: "given"),
            PageItem("#3", kind: "given"), PageItem("a\nb", kind: "given"), PageItem("a\\nb", kind: "given"),
            PageItem("x, y", kind: "given"), PageItem(String(repeating: "z", count: 300), kind: "given"),
        ]
        let snapshot = PageSnapshot(
            pageID: "p", sections: [SectionSnapshot(id: "s", kind: "given", section: GivenItemsSection(given: items))])
        let references = ItemReferences(snapshot)
        let section = snapshot.sections[0]
        #expect(
            section.items.indices.map { references.reference(toItemAt: $0, in: section) } == [
                "s/store-9", "s/7", "s/#3", "s/#4", "s/#5", "s/a\\nb", "s/#7", "s/#8",
            ])
    }

    /// A section id that a list of names escapes, cuts or splits gave its items names that selected nothing.
    @Test("the items of a section whose id a message would not show as it is have no name")
    func untypeableSectionIDs() {
        let long = String(repeating: "s", count: 300)
        let snapshot = PageSnapshot(
            pageID: "p",
            sections: ["e\u{1B}x", "a, b", long, "ok"].map { id in
                SectionSnapshot(
                    id: SectionID(id), kind: "given", section: GivenItemsSection(given: [PageItem(1, kind: "given")]))
            })
        let references = ItemReferences(snapshot)
        #expect(
            snapshot.sections.map { references.reference(toItemAt: 0, in: $0) } == [
                "(e\u{1B}x item 1)", "(a, b item 1)", "(\(long) item 1)", "ok/1",
            ])
    }

    @Test("a name another section could also read is replaced by the position, or by none")
    func otherSections() throws {
        let lines = [
            PageItem("line 1", kind: "given"), PageItem(Tile(row: 2), kind: "given"), PageItem("line 3", kind: "given"),
        ]
        let ids = ["b/#2", "#7", "b/line 1"].map { PageItem($0, kind: "given") }
        let snapshot = PageSnapshot(
            pageID: "p",
            sections: [
                SectionSnapshot(id: "a/b", kind: "given", section: GivenItemsSection(given: lines)),
                SectionSnapshot(id: "a", kind: "given", section: GivenItemsSection(given: ids)),
            ])
        let references = ItemReferences(snapshot)
        let (nested, outer) = (snapshot.sections[0], snapshot.sections[1])
        #expect(
            nested.items.indices.map { references.reference(toItemAt: $0, in: nested) } == [
                "a/b/#1", "(a/b item 2)", "a/b/line 3",
            ])
        // The second item has no plain identity, and `a/b/#2` is also the item `b/#2` of section `a`.
        #expect(references.name(ofItemAt: 1, in: nested) == nil)
        #expect(outer.items.indices.map { references.reference(toItemAt: $0, in: outer) } == ["a/#1", "a/#2", "a/#3"])
    }
}
