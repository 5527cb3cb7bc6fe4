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

    /// Measures `snapshot` at `width`. A section that `displayed` shows unchanged (same id, kind, item
    /// identities and content versions, none force-reloaded) at the same width keeps its heights, counted as
    /// hits, without a cache lookup per item.
    static func measure(
        _ snapshot: PageSnapshot, width: Int, cache: SizeCache,
        displayed: (snapshot: PageSnapshot, sizes: PageSizes)? = nil, forceReload: Set<ItemID> = []
    ) async throws -> Result {
        let sections = snapshot.sections
        var itemHeights = sections.map { [Int](repeating: 0, count: $0.items.count) }
        let headerHeights = sections.map { max($0.section.headerHeight(width: width), 0) }
        var result = Result(
            sizes: PageSizes(width: width, headerHeights: [], itemHeights: []), timeByKind: [:], hits: 0, misses: 0)
        var reused = Set<Int>()
        if let displayed, displayed.sizes.width == width {
            for (index, section) in sections.enumerated() {
                guard let heights = try unchangedHeights(of: section, in: displayed, forceReload: forceReload) else {
                    continue
                }
                itemHeights[index] = heights
                result.hits += heights.count
                reused.insert(index)
            }
        }

        try await withThrowingTaskGroup(of: Measured.self) { group in
            for unit in units(of: sections) where !reused.contains(unit.section) {
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

    /// The displayed heights of `section` if it is displayed unchanged, else `nil`.
    private static func unchangedHeights(
        of section: SectionSnapshot, in displayed: (snapshot: PageSnapshot, sizes: PageSizes),
        forceReload: Set<ItemID>
    ) throws -> [Int]? {
        guard let index = displayed.snapshot.sectionIndex(of: section.id),
            displayed.sizes.itemHeights.indices.contains(index)
        else { return nil }
        let old = displayed.snapshot.sections[index]
        let heights = displayed.sizes.itemHeights[index]
        guard old.kind == section.kind, old.fingerprint == section.fingerprint, heights.count == section.items.count,
            try PageDiffer.haveSameIdentitiesAndVersions(old.items, section.items),
            forceReload.isEmpty || !section.items.contains(where: { forceReload.contains($0.id) })
        else { return nil }
        return heights
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
