import PageKit
import TestSupport

/// A section whose items are given, with a title as its header when it has one. Sizes are 1 to 4 for an
/// item, derived from its id and content version the same way on every run (not from `hashValue`, which
/// changes from run to run), and 1 for the header.
struct TestSection: TitledSection {
    static let itemKinds = ["test"]

    let items: [PageItem]
    var title = ""

    func size(of item: PageItem, width: Double) -> Double? {
        guard item.kind != SectionTitle.kind else { return 1 }
        // FNV-1a over the id's text, mixed with the version.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in item.id.description.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        hash ^= UInt64(bitPattern: Int64(item.contentVersion)) &* 0x9E37_79B9_7F4A_7C15
        return Double(1 + hash % 4)
    }
}

/// A page described by ids, versions and titles, from which a snapshot of ``TestSection``s is made. Items are
/// `Int` ids (`ItemID(7)`) of kind `test`, so tests can write pages as literals:
///
/// ```swift
/// TestPage([.init("s0", [1, 2, .init(3, version: 1)])]).snapshot
/// ```
struct TestPage: Hashable, CustomStringConvertible {
    /// An item: its `Int` id and content version.
    struct Item: Hashable, ExpressibleByIntegerLiteral {
        var id: Int
        var version: Int

        init(_ id: Int, version: Int = 0) {
            self.id = id
            self.version = version
        }

        init(integerLiteral id: Int) {
            self.init(id)
        }
    }

    /// A section: id, kind, title (the header; none when empty), items.
    struct Section: Hashable {
        var id: String
        var kind: String
        var title: String
        var items: [Item]

        init(_ id: String, kind: String = "a", title: String = "", _ items: [Item]) {
            self.id = id
            self.kind = kind
            self.title = title
            self.items = items
        }
    }

    var sections: [Section]

    init(_ sections: [Section]) {
        self.sections = sections
    }

    /// An item key whose hash is the same for every value, to make item ids collide.
    struct CollidingKey: Hashable, Sendable {
        var value: Int

        func hash(into hasher: inout Hasher) { hasher.combine(0) }
    }

    /// A snapshot of ``TestSection``s with these ids, kinds and items.
    var snapshot: PageSnapshot { snapshot(collidingHashes: false) }

    /// A snapshot of ``TestSection``s; with `collidingHashes`, every item id has the same hash.
    func snapshot(collidingHashes: Bool) -> PageSnapshot {
        PageSnapshot(
            pageID: "test",
            sections: sections.map { section in
                let items = section.items.map {
                    let id = collidingHashes ? ItemID(CollidingKey(value: $0.id)) : ItemID($0.id)
                    return PageItem(value: $0.id, id: id, contentVersion: $0.version, kind: "test")
                }
                return SectionSnapshot(
                    id: SectionID(section.id), kind: section.kind,
                    section: TestSection(items: items, title: section.title))
            })
    }

    /// `s0(a) "t1": 1 2@1 3 | s1(b): …`.
    var description: String {
        sections.map { section in
            let items = section.items.map { $0.version == 0 ? "\($0.id)" : "\($0.id)@\($0.version)" }
            let title = section.title.isEmpty ? "" : " \"\(section.title)\""
            return "\(section.id)(\(section.kind))\(title): " + items.joined(separator: " ")
        }
        .joined(separator: " | ")
    }
}

/// A seeded generator of random pages and random edits of them, for property tests.
///
/// Section ids come from `s0`…`s9`, kinds from `a`, `b`, `c` and titles from none, `t0`, `t1`, `t2`. Item ids
/// come from a small pool, so they repeat within a section and across sections, unless `uniqueItems` is set;
/// versions are 0…3.
struct RandomPages {
    private(set) var random: SplitMix64
    /// Whether every item id is used once per page.
    var uniqueItems = false
    private var nextUniqueItem = 1_000_000
    private let kinds = ["a", "b", "c"]
    private let sectionIDs = (0..<10).map { "s\($0)" }

    init(seed: UInt64, uniqueItems: Bool = false) {
        random = SplitMix64(seed: seed)
        self.uniqueItems = uniqueItems
    }

    /// A page of up to `maxSections` sections of up to `maxItems` items each.
    mutating func page(maxSections: Int = 6, maxItems: Int = 12) -> TestPage {
        let count = Int.random(in: 0...min(maxSections, sectionIDs.count), using: &random)
        let ids = sectionIDs.shuffled(using: &random).prefix(count)
        return TestPage(
            ids.map { id in
                TestPage.Section(
                    id, kind: kind(), title: title(), items(count: Int.random(in: 0...maxItems, using: &random)))
            })
    }

    /// `page` after random edits: sections deleted, inserted, moved, changed in kind or title; items deleted,
    /// inserted, moved, changed in content, moved to another section; some sections left alone.
    mutating func edited(_ page: TestPage) -> TestPage {
        var sections = page.sections
        sections.removeAll { _ in chance(0.15) }
        for index in sections.indices where chance(0.1) { sections[index].kind = kind() }
        for index in sections.indices where chance(0.15) { sections[index].title = title() }
        let unused = sectionIDs.filter { id in !sections.contains { $0.id == id } }.shuffled(using: &random)
        for id in unused.prefix(Int.random(in: 0...2, using: &random)) {
            let section = TestPage.Section(
                id, kind: kind(), title: title(), items(count: Int.random(in: 0...8, using: &random)))
            sections.insert(section, at: Int.random(in: 0...sections.count, using: &random))
        }
        if chance(0.1) { sections.shuffle(using: &random) }
        for _ in 0..<Int.random(in: 0...2, using: &random) where !sections.isEmpty {
            let section = sections.remove(at: Int.random(in: sections.indices, using: &random))
            sections.insert(section, at: Int.random(in: 0...sections.count, using: &random))
        }
        for index in sections.indices where !chance(0.3) { sections[index].items = edited(sections[index].items) }
        if sections.count > 1, chance(0.3) {
            let from = Int.random(in: sections.indices, using: &random)
            let to = Int.random(in: sections.indices, using: &random)
            if !sections[from].items.isEmpty {
                let item = sections[from].items.remove(at: Int.random(in: sections[from].items.indices, using: &random))
                sections[to].items.insert(item, at: Int.random(in: 0...sections[to].items.count, using: &random))
            }
        }
        return TestPage(sections)
    }

    /// `page` with items only inserted (`growing`) or only deleted, in sections and across sections.
    mutating func insertedOrDeleted(_ page: TestPage, growing: Bool) -> TestPage {
        var sections = page.sections
        if growing {
            for index in sections.indices {
                for _ in 0..<Int.random(in: 0...3, using: &random) {
                    let position = Int.random(in: 0...sections[index].items.count, using: &random)
                    sections[index].items.insert(item(), at: position)
                }
            }
            let unused = sectionIDs.filter { id in !sections.contains { $0.id == id } }
            if let id = unused.randomElement(using: &random) {
                let section = TestPage.Section(id, kind: kind(), title: title(), items(count: 3))
                sections.insert(section, at: Int.random(in: 0...sections.count, using: &random))
            }
        } else {
            for index in sections.indices { sections[index].items.removeAll { _ in chance(0.3) } }
            sections.removeAll { _ in chance(0.2) }
        }
        return TestPage(sections)
    }

    /// `page` with items only appended at the ends of some sections, as pages of a feed arrive; the other
    /// sections left alone, or, in `changingOthers`, edited.
    mutating func appended(_ page: TestPage, changingOthers: Bool = false) -> TestPage {
        var sections = page.sections
        for index in sections.indices {
            if chance(0.5) {
                sections[index].items += items(count: Int.random(in: 1...6, using: &random))
            } else if changingOthers, chance(0.5) {
                sections[index].items = edited(sections[index].items)
            }
        }
        return TestPage(sections)
    }

    /// A few ids of `page`'s items, to reload by force; often none.
    mutating func forcedReloads(in page: TestPage) -> Set<ItemID> {
        let items = page.sections.flatMap(\.items)
        guard !items.isEmpty, chance(0.3) else { return [] }
        return Set(
            (0..<Int.random(in: 1...3, using: &random)).map { _ in ItemID(items.randomElement(using: &random)?.id ?? 0)
            })
    }

    private mutating func edited(_ items: [TestPage.Item]) -> [TestPage.Item] {
        var items = items
        if chance(0.1) { items.shuffle(using: &random) }
        items.removeAll { _ in chance(0.15) }
        for index in items.indices where chance(0.1) { items[index].version = Int.random(in: 0...3, using: &random) }
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            items.insert(item(), at: Int.random(in: 0...items.count, using: &random))
        }
        for _ in 0..<Int.random(in: 0...2, using: &random) where !items.isEmpty {
            let item = items.remove(at: Int.random(in: items.indices, using: &random))
            items.insert(item, at: Int.random(in: 0...items.count, using: &random))
        }
        return items
    }

    private mutating func items(count: Int) -> [TestPage.Item] {
        (0..<count).map { _ in item() }
    }

    private mutating func item() -> TestPage.Item {
        guard uniqueItems else {
            return TestPage.Item(Int.random(in: 0..<40, using: &random), version: Int.random(in: 0...3, using: &random))
        }
        nextUniqueItem += 1
        return TestPage.Item(nextUniqueItem, version: Int.random(in: 0...3, using: &random))
    }

    private mutating func kind() -> String {
        kinds.randomElement(using: &random) ?? "a"
    }

    private mutating func title() -> String {
        ["", "t0", "t1", "t2"].randomElement(using: &random) ?? ""
    }

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }
}
