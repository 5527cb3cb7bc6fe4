import Foundation
import TestSupport

/// The items of the diff workloads: UUIDs from a seeded generator, so every run counts the same work.
enum DiffArrays {
    /// 5,000 items; the new array drops 1,000, inserts 1,000 new ones and shuffles its first 200.
    static func workloadA() -> (old: [UUID], new: [UUID]) {
        var random = SplitMix64(seed: 1)
        let old = uuids(5_000, using: &random)
        var new = old
        new.removeSubrange(2_000..<3_000)
        new.insert(contentsOf: uuids(1_000, using: &random), at: 3_000)
        new[0..<200].shuffle(using: &random)
        return (old, new)
    }

    /// `count` items, then the same items in a random order.
    static func shuffled(_ count: Int) -> (old: [UUID], new: [UUID]) {
        var random = SplitMix64(seed: 2)
        let old = uuids(count, using: &random)
        return (old, old.shuffled(using: &random))
    }

    private static func uuids(_ count: Int, using random: inout SplitMix64) -> [UUID] {
        (0..<count).map { _ in
            let high = random.next()
            let low = random.next()
            return withUnsafeBytes(of: (high, low)) { bytes in
                UUID(uuid: bytes.load(as: uuid_t.self))
            }
        }
    }
}
