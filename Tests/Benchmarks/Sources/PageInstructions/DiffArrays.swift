import Foundation
import PageKit

/// The items of the diff workloads: UUIDs from a seeded generator, so every run counts the same work.
enum DiffArrays {
    /// 5,000 items; the new array drops 1,000, inserts 1,000 new ones and shuffles its first 200.
    static func workloadA() -> (old: [UUID], new: [UUID]) {
        var random = SeededRandom(seed: 1)
        let old = uuids(5_000, using: &random)
        var new = old
        new.removeSubrange(2_000..<3_000)
        new.insert(contentsOf: uuids(1_000, using: &random), at: 3_000)
        new[0..<200].shuffle(using: &random)
        return (old, new)
    }

    /// `count` items, then the same items in a random order.
    static func shuffled(_ count: Int) -> (old: [UUID], new: [UUID]) {
        var random = SeededRandom(seed: 2)
        let old = uuids(count, using: &random)
        return (old, old.shuffled(using: &random))
    }

    private static func uuids(_ count: Int, using random: inout SeededRandom) -> [UUID] {
        (0..<count).map { _ in
            let high = random.next()
            let low = random.next()
            return withUnsafeBytes(of: (high, low)) { bytes in
                UUID(uuid: bytes.load(as: uuid_t.self))
            }
        }
    }
}

/// A section whose items are UUIDs, one row each.
struct UUIDSection: PageSection {
    let uuids: [UUID]

    var items: [PageItem] { uuids.map { PageItem($0, kind: "uuid") } }
    func height(of item: PageItem, width: Int) -> Int { 1 }
    func makeCell(kind: String) -> any PageCell { TextCell { item, _ in ["\(item.id)"] } }

    /// A one-section page of `uuids`.
    static func snapshot(_ uuids: [UUID]) -> PageSnapshot {
        PageSnapshot(
            pageID: "diff",
            sections: [SectionSnapshot(id: SectionID("uuids"), kind: "uuid", section: UUIDSection(uuids: uuids))])
    }
}

/// SplitMix64: the same numbers on every run.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
