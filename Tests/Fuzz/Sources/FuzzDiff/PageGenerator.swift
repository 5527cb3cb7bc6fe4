import PageKit

/// Pages drawn from the fuzzer's bytes: small pools of section ids (`s0`…`s7`), kinds (`a`, `b`, `c`), item
/// ids (0…11) and versions (0…3), so ids repeat within and across sections and sections are often empty.
struct PageGenerator {
    var reader: ByteReader
    /// Whether a page may hold two sections with the same id.
    var allowsDuplicateSections = false
    private let kinds = ["a", "b", "c"]

    init(_ reader: ByteReader) {
        self.reader = reader
    }

    mutating func page() -> FuzzedPage {
        var page = FuzzedPage()
        for _ in 0..<reader.below(7) {
            let section = FuzzedPage.Section(id: sectionID(avoiding: page), kind: kind(), items: items())
            page.sections.append(section)
        }
        return page
    }

    /// `page` after edits the bytes choose: sections and items deleted, inserted, moved, changed.
    mutating func edited(_ page: FuzzedPage) -> FuzzedPage {
        var sections = page.sections
        for _ in 0..<reader.below(17) {
            switch reader.below(10) {
            case 0 where !sections.isEmpty:
                sections.remove(at: reader.below(sections.count))
            case 1:
                let section = FuzzedPage.Section(
                    id: sectionID(avoiding: FuzzedPage(sections: sections)), kind: kind(), items: items())
                sections.insert(section, at: reader.below(sections.count + 1))
            case 2 where !sections.isEmpty:
                let section = sections.remove(at: reader.below(sections.count))
                sections.insert(section, at: reader.below(sections.count + 1))
            case 3 where !sections.isEmpty:
                sections[reader.below(sections.count)].kind = kind()
            case 4 where !sections.isEmpty:
                let index = reader.below(sections.count)
                if !sections[index].items.isEmpty {
                    sections[index].items.remove(at: reader.below(sections[index].items.count))
                }
            case 5 where !sections.isEmpty:
                let index = reader.below(sections.count)
                sections[index].items.insert(item(), at: reader.below(sections[index].items.count + 1))
            case 6, 7:
                guard !sections.isEmpty else { break }
                let from = reader.below(sections.count)
                let to = reader.byte() & 1 == 0 ? from : reader.below(sections.count)
                guard !sections[from].items.isEmpty else { break }
                let moved = sections[from].items.remove(at: reader.below(sections[from].items.count))
                sections[to].items.insert(moved, at: reader.below(sections[to].items.count + 1))
            case 8 where !sections.isEmpty:
                let index = reader.below(sections.count)
                guard !sections[index].items.isEmpty else { break }
                sections[index].items[reader.below(sections[index].items.count)].version = reader.below(4)
            case 9 where !sections.isEmpty:
                let index = reader.below(sections.count)
                sections[index].items.removeAll()
            default:
                break
            }
        }
        return FuzzedPage(sections: sections)
    }

    /// A few item ids to reload by force; often none.
    mutating func forcedReloads() -> Set<ItemID> {
        Set((0..<reader.below(4)).map { _ in ItemID(reader.below(12)) })
    }

    private mutating func sectionID(avoiding page: FuzzedPage) -> String {
        let start = reader.below(8)
        guard !allowsDuplicateSections else { return "s\(start)" }
        for offset in 0..<8 {
            let id = "s\((start + offset) % 8)"
            if !page.sections.contains(where: { $0.id == id }) { return id }
        }
        // Eight sections use every id of the pool; a ninth gets its own.
        return "s\(page.sections.count)"
    }

    private mutating func kind() -> String {
        kinds[reader.below(kinds.count)]
    }

    private mutating func items() -> [FuzzedPage.Item] {
        let count = reader.oneIn(8) ? reader.below(64) : reader.below(9)
        return (0..<count).map { _ in item() }
    }

    private mutating func item() -> FuzzedPage.Item {
        let byte = reader.byte()
        return FuzzedPage.Item(id: byte % 12, version: (byte / 12) % 4)
    }
}
