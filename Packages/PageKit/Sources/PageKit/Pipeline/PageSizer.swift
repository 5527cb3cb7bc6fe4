/// Measures a snapshot's heights at a width through a ``SizeCache``: first a plan of what to measure
/// (sections the displayed page shows with the same items keep their heights), then the measuring, on
/// the calling thread or in parallel.
enum PageSizer {
    struct Result: Sendable {
        var sizes: PageSizes
        var timeByKind: [String: Duration]
        var hits: Int
        var misses: Int
    }

    /// Items per unit of parallel work, so one very long section is measured by several tasks.
    static let chunkSize = 4_096

    /// A run of one section's items to measure.
    struct Unit: Sendable {
        let section: Int
        let items: Range<Int>
    }

    /// What measuring a snapshot takes: the heights kept from the displayed page and the units still to
    /// measure.
    struct Plan: Sendable {
        let width: Int
        let headerHeights: [Int]
        /// Kept heights filled in; the units' heights are still 0.
        var itemHeights: [[Int]]
        /// Items whose heights were kept, counted as hits.
        var keptCount: Int
        var units: [Unit]
        /// Items in ``units``: the items looked up in the size cache and measured on a miss.
        var itemsToMeasure: Int
    }

    private struct Measured: Sendable {
        let unit: Unit
        let heights: [Int]
        let hits: Int
        let misses: Int
        let time: Duration
    }

    /// Plans measuring `snapshot` at `width`. A section that `matching` found kept its items (same id, kind,
    /// item identities and content versions) keeps its height from `displayed`, the sizes of the snapshot
    /// matched from, if they are at the same width and none of its items is reloaded by force.
    static func plan(
        _ snapshot: PageSnapshot, width: Int, displayed: PageSizes?, matching: SectionMatching?,
        forceReload: Set<ItemID> = []
    ) -> Plan {
        let sections = snapshot.sections
        var plan = Plan(
            width: width,
            headerHeights: sections.map { $0.section.headerHeight(width: width).clamped(to: PageLimits.entryHeights) },
            itemHeights: [], keptCount: 0, units: [], itemsToMeasure: 0)
        plan.itemHeights.reserveCapacity(sections.count)
        for (index, section) in sections.enumerated() {
            if let displayed, let matching, displayed.width == width,
                let heights = keptHeights(of: section, at: index, in: displayed, matching, forceReload)
            {
                plan.itemHeights.append(heights)
                plan.keptCount += heights.count
                continue
            }
            plan.itemHeights.append([Int](repeating: 0, count: section.items.count))
            plan.itemsToMeasure += section.items.count
            var start = 0
            repeat {
                let end = min(start + chunkSize, section.items.count)
                plan.units.append(Unit(section: index, items: start..<end))
                start = end
            } while start < section.items.count
        }
        return plan
    }

    /// Measures the plan's units one after the other, on the calling thread.
    static func measure(_ plan: Plan, of snapshot: PageSnapshot, cache: SizeCache) -> Result {
        var tally = Tally(plan)
        for unit in plan.units {
            tally.add(measureUnit(unit, of: snapshot, width: plan.width, cache: cache), in: snapshot)
        }
        return tally.result(plan)
    }

    /// Measures the plan's units in parallel, one task per unit.
    ///
    /// Throws ``CancellationError`` if the task is cancelled before every unit is measured.
    static func measureInParallel(
        _ plan: Plan, of snapshot: PageSnapshot, cache: SizeCache
    ) async throws -> Result {
        var tally = Tally(plan)
        try await withThrowingTaskGroup(of: Measured.self) { group in
            for unit in plan.units {
                group.addTask {
                    try Task.checkCancellation()
                    return measureUnit(unit, of: snapshot, width: plan.width, cache: cache)
                }
            }
            for try await measured in group {
                tally.add(measured, in: snapshot)
            }
        }
        return tally.result(plan)
    }

    private static func measureUnit(
        _ unit: Unit, of snapshot: PageSnapshot, width: Int, cache: SizeCache
    ) -> Measured {
        let section = snapshot.sections[unit.section]
        let clock = ContinuousClock()
        let start = clock.now
        let items = Array(section.items[unit.items])
        let measured = cache.heights(of: items, width: width) {
            section.section.height(of: $0, width: width).clamped(to: PageLimits.entryHeights)
        }
        return Measured(
            unit: unit, heights: measured.heights, hits: measured.hits, misses: measured.misses,
            time: clock.now - start)
    }

    /// The heights and counts gathered from measured units.
    private struct Tally {
        var itemHeights: [[Int]]
        var timeByKind: [String: Duration] = [:]
        var hits: Int
        var misses = 0

        init(_ plan: Plan) {
            itemHeights = plan.itemHeights
            hits = plan.keptCount
        }

        /// Adds a unit measured in `snapshot`.
        mutating func add(_ measured: Measured, in snapshot: PageSnapshot) {
            itemHeights[measured.unit.section].replaceSubrange(measured.unit.items, with: measured.heights)
            hits += measured.hits
            misses += measured.misses
            timeByKind[snapshot.sections[measured.unit.section].kind, default: .zero] += measured.time
        }

        func result(_ plan: Plan) -> Result {
            Result(
                sizes: PageSizes(width: plan.width, headerHeights: plan.headerHeights, itemHeights: itemHeights),
                timeByKind: timeByKind, hits: hits, misses: misses)
        }
    }

    /// The displayed heights of the section at `index` if it kept its items and none is reloaded by force,
    /// else `nil`.
    private static func keptHeights(
        of section: SectionSnapshot, at index: Int, in displayed: PageSizes, _ matching: SectionMatching,
        _ forceReload: Set<ItemID>
    ) -> [Int]? {
        guard matching.keptItems.indices.contains(index), matching.keptItems[index] else { return nil }
        let oldIndex = matching.newToOld[index]
        guard displayed.itemHeights.indices.contains(oldIndex) else { return nil }
        let heights = displayed.itemHeights[oldIndex]
        guard heights.count == section.items.count,
            forceReload.isEmpty || !section.items.contains(where: { forceReload.contains($0.id) })
        else { return nil }
        return heights
    }
}
