/// Measures a snapshot's heights at a width, in parallel, through a ``SizeCache``.
enum PageSizer {
    struct Result: Sendable {
        var sizes: PageSizes
        var timeByKind: [String: Duration]
        var hits: Int
        var misses: Int
    }

    /// Items per unit of parallel work, so one very long section is measured by several tasks.
    static let chunkSize = 4_096

    private struct Unit: Sendable {
        let section: Int
        let items: Range<Int>
    }

    private struct Measured: Sendable {
        let unit: Unit
        let heights: [Int]
        let hits: Int
        let misses: Int
        let time: Duration
    }

    static func measure(_ snapshot: PageSnapshot, width: Int, cache: SizeCache) async throws -> Result {
        let sections = snapshot.sections
        var itemHeights = sections.map { [Int](repeating: 0, count: $0.items.count) }
        let headerHeights = sections.map { max($0.section.headerHeight(width: width), 0) }
        var result = Result(
            sizes: PageSizes(width: width, headerHeights: [], itemHeights: []), timeByKind: [:], hits: 0, misses: 0)

        try await withThrowingTaskGroup(of: Measured.self) { group in
            for unit in units(of: sections) {
                group.addTask {
                    try Task.checkCancellation()
                    let section = sections[unit.section]
                    let clock = ContinuousClock()
                    let start = clock.now
                    let items = Array(section.items[unit.items])
                    let measured = cache.heights(of: items, width: width) {
                        section.section.height(of: $0, width: width)
                    }
                    return Measured(
                        unit: unit, heights: measured.heights, hits: measured.hits, misses: measured.misses,
                        time: clock.now - start)
                }
            }
            for try await measured in group {
                itemHeights[measured.unit.section].replaceSubrange(measured.unit.items, with: measured.heights)
                result.hits += measured.hits
                result.misses += measured.misses
                result.timeByKind[sections[measured.unit.section].kind, default: .zero] += measured.time
            }
        }
        result.sizes = PageSizes(width: width, headerHeights: headerHeights, itemHeights: itemHeights)
        return result
    }

    private static func units(of sections: [SectionSnapshot]) -> [Unit] {
        var units: [Unit] = []
        for (index, section) in sections.enumerated() {
            var start = 0
            repeat {
                let end = min(start + chunkSize, section.items.count)
                units.append(Unit(section: index, items: start..<end))
                start = end
            } while start < section.items.count
        }
        return units
    }
}
