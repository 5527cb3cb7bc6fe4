import Foundation

/// One workload of the public diff benchmarks.
struct DiffWorkload: Sendable {
    let name: String
    let count: Int
    let deleted: Range<Int>
    let inserted: Int
    let insertedAt: Int
    let shuffled: Range<Int>
    let spreadOverSections: Bool
    let runsBaseline: Bool

    static let all = [
        DiffWorkload(
            name: "A", count: 5_000, deleted: 2_000..<3_000, inserted: 1_000, insertedAt: 3_000, shuffled: 0..<200,
            spreadOverSections: true, runsBaseline: true),
        DiffWorkload(
            name: "B", count: 100_000, deleted: 20_000..<30_000, inserted: 10_000, insertedAt: 30_000,
            shuffled: 0..<2_000, spreadOverSections: true, runsBaseline: true),
        DiffWorkload(
            name: "C", count: 10_000, deleted: 0..<0, inserted: 0, insertedAt: 0, shuffled: 0..<0,
            spreadOverSections: false, runsBaseline: false),
        DiffWorkload(
            name: "D", count: 10_000, deleted: 0..<0, inserted: 0, insertedAt: 0, shuffled: 0..<10_000,
            spreadOverSections: false, runsBaseline: false),
    ]

    /// The old and new arrays: fresh UUIDs, then the deletions, insertions and shuffle of the workload.
    func arrays() -> ([UUID], [UUID]) {
        var generator = SystemRandomNumberGenerator()
        let old = (0..<count).map { _ in UUID() }
        var new = old
        new.removeSubrange(deleted)
        new.insert(contentsOf: (0..<inserted).map { _ in UUID() }, at: insertedAt)
        new[shuffled].shuffle(using: &generator)
        return (old, new)
    }
}
