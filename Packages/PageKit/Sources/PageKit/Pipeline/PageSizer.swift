/// Measures a snapshot's sizes at a width through a ``SizeCache``: first a plan of what to measure
/// (sections the displayed page shows with the same items keep their sizes), then the measuring, on
/// the calling thread or in parallel.
enum PageSizer {
    struct Result: Sendable {
        var sizes: PageSizes
        var timeByKind: [String: Duration]
        var hits: Int
        var misses: Int
        var diagnostics: [PageDiagnostic]
    }

    /// Items per unit of parallel work, so one very long section is measured by several tasks.
    static let chunkSize = 4_096

    /// A run of one section's items to measure.
    struct Unit: Sendable {
        let section: Int
        let items: Range<Int>
    }

    /// What measuring a snapshot takes: the sizes kept from the displayed page and the units still to
    /// measure. Headers are measured with the plan, a handful per page.
    struct Plan: Sendable {
        let measurer: ItemMeasurer
        let headerSizes: [Double]
        /// Kept sizes filled in; the units' sizes are still 0.
        var itemSizes: [[Double]]
        /// Items whose sizes were kept, counted as hits, and headers found in the cache.
        var keptCount: Int
        /// Headers measured.
        var headerMisses: Int
        var units: [Unit]
        /// Items in ``units``: the items looked up in the size cache and measured on a miss.
        var itemsToMeasure: Int
        var diagnostics: [PageDiagnostic]
    }

    private struct Measured: Sendable {
        let unit: Unit
        let sizes: [Double]
        let hits: Int
        let misses: Int
        let time: Duration
        let diagnostics: [PageDiagnostic]
    }

    /// Plans measuring `snapshot` at the measurer's width, and measures the headers. A section that
    /// `matching` found kept its items (same id, kind, item identities and content versions) keeps its sizes
    /// from `displayed`, the sizes of the snapshot matched from, if they are at the same width and none of
    /// its items is in `forceReload`: reloaded by force, or with sizes removed from the cache since.
    static func plan(
        _ snapshot: PageSnapshot, measurer: ItemMeasurer, cache: SizeCache, displayed: PageSizes?,
        matching: SectionMatching?, forceReload: Set<ItemID> = []
    ) -> Plan {
        let sections = snapshot.sections
        let headers = measureHeaders(
            of: sections, measurer: measurer, cache: cache, displayed: displayed, matching: matching,
            forceReload: forceReload)
        var plan = Plan(
            measurer: measurer, headerSizes: headers.sizes, itemSizes: [], keptCount: headers.hits,
            headerMisses: headers.misses, units: [], itemsToMeasure: 0, diagnostics: headers.diagnostics)
        plan.itemSizes.reserveCapacity(sections.count)
        for (index, section) in sections.enumerated() {
            if let displayed, let matching, displayed.width == measurer.width,
                let sizes = keptSizes(of: section, at: index, in: displayed, matching, forceReload)
            {
                plan.itemSizes.append(sizes)
                plan.keptCount += sizes.count
                continue
            }
            // A section that only gained items keeps the sizes of those it had, and measures the rest.
            var kept: [Double] = []
            if let displayed, let matching, displayed.width == measurer.width,
                let sizes = keptPrefixSizes(of: section, at: index, in: displayed, matching, forceReload)
            {
                kept = sizes
            }
            plan.itemSizes.append(kept + repeatElement(0, count: section.items.count - kept.count))
            plan.keptCount += kept.count
            plan.itemsToMeasure += section.items.count - kept.count
            var start = kept.count
            repeat {
                let end = min(start + chunkSize, section.items.count)
                plan.units.append(Unit(section: index, items: start..<end))
                start = end
            } while start < section.items.count
        }
        return plan
    }

    /// The size of every section's header, 0 for none: kept from `displayed` for a section that kept its
    /// header at the same width, else through the cache.
    private static func measureHeaders(
        of sections: [SectionSnapshot], measurer: ItemMeasurer, cache: SizeCache, displayed: PageSizes?,
        matching: SectionMatching?, forceReload: Set<ItemID>
    ) -> (sizes: [Double], hits: Int, misses: Int, diagnostics: [PageDiagnostic]) {
        var diagnostics: [PageDiagnostic] = []
        var hits = 0
        var misses = 0
        let sizes = sections.indices.map { index -> Double in
            let section = sections[index]
            guard let header = section.header else { return 0 }
            if let displayed, let matching, displayed.width == measurer.width, matching.keptHeaders[index],
                displayed.headerSizes.indices.contains(matching.newToOld[index]), !forceReload.contains(header.id)
            {
                hits += 1
                return displayed.headerSizes[matching.newToOld[index]]
            }
            var lastDeclaredKind: String?
            let measured = cache.sizes(of: [header], width: measurer.width) {
                measurer.size(
                    of: $0, in: section, width: measurer.width, lastDeclaredKind: &lastDeclaredKind,
                    diagnostics: &diagnostics)
            }
            hits += measured.hits
            misses += measured.misses
            return measured.sizes.first ?? 0
        }
        return (sizes, hits, misses, diagnostics)
    }

    /// Measures the plan's units one after the other, on the calling thread.
    static func measure(_ plan: Plan, of snapshot: PageSnapshot, cache: SizeCache) -> Result {
        var tally = Tally(plan)
        for unit in plan.units {
            tally.add(measureUnit(unit, of: snapshot, measurer: plan.measurer, cache: cache), in: snapshot)
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
                    // Not stored once a newer update replaced this one: its page will not show, and its items may
                    // be of older content versions than the newer one's.
                    return measureUnit(unit, of: snapshot, measurer: plan.measurer, cache: cache) {
                        !Task.isCancelled
                    }
                }
            }
            for try await measured in group {
                tally.add(measured, in: snapshot)
            }
        }
        return tally.result(plan)
    }

    /// Measures `unit` through `cache`, which stores what it measured if `isCurrent` still answers `true`.
    private static func measureUnit(
        _ unit: Unit, of snapshot: PageSnapshot, measurer: ItemMeasurer, cache: SizeCache,
        isCurrent: () -> Bool = { true }
    ) -> Measured {
        let section = snapshot.sections[unit.section]
        let clock = ContinuousClock()
        let start = clock.now
        let items = Array(section.items[unit.items])
        var diagnostics: [PageDiagnostic] = []
        var lastDeclaredKind: String?
        let width = measurer.itemWidth(in: section)
        let measured = cache.sizes(of: items, width: width, isCurrent: isCurrent) {
            measurer.size(
                of: $0, in: section, width: width, lastDeclaredKind: &lastDeclaredKind, diagnostics: &diagnostics)
        }
        return Measured(
            unit: unit, sizes: measured.sizes, hits: measured.hits, misses: measured.misses,
            time: clock.now - start, diagnostics: diagnostics)
    }

    /// The sizes and counts gathered from measured units.
    private struct Tally {
        var itemSizes: [[Double]]
        var timeByKind: [String: Duration] = [:]
        var hits: Int
        var misses: Int
        var diagnostics: [PageDiagnostic]

        init(_ plan: Plan) {
            itemSizes = plan.itemSizes
            hits = plan.keptCount
            misses = plan.headerMisses
            diagnostics = plan.diagnostics
        }

        /// Adds a unit measured in `snapshot`.
        mutating func add(_ measured: Measured, in snapshot: PageSnapshot) {
            itemSizes[measured.unit.section].replaceSubrange(measured.unit.items, with: measured.sizes)
            hits += measured.hits
            misses += measured.misses
            diagnostics += measured.diagnostics
            timeByKind[snapshot.sections[measured.unit.section].kind, default: .zero] += measured.time
        }

        func result(_ plan: Plan) -> Result {
            Result(
                sizes: PageSizes(width: plan.measurer.width, headerSizes: plan.headerSizes, itemSizes: itemSizes),
                timeByKind: timeByKind, hits: hits, misses: misses, diagnostics: diagnostics)
        }
    }

    /// The displayed sizes of the items the section at `index` kept as a prefix (it only gained items), if
    /// they are at the measurer's width and none is reloaded by force, else `nil`.
    private static func keptPrefixSizes(
        of section: SectionSnapshot, at index: Int, in displayed: PageSizes, _ matching: SectionMatching,
        _ forceReload: Set<ItemID>
    ) -> [Double]? {
        guard matching.keptPrefix.indices.contains(index), matching.keptPrefix[index] > 0, forceReload.isEmpty
        else { return nil }
        let oldIndex = matching.newToOld[index]
        guard displayed.itemSizes.indices.contains(oldIndex) else { return nil }
        let sizes = displayed.itemSizes[oldIndex]
        guard sizes.count == matching.keptPrefix[index], sizes.count <= section.items.count else { return nil }
        return sizes
    }

    /// The displayed sizes of the section at `index` if it kept its items and none is reloaded by force,
    /// else `nil`.
    private static func keptSizes(
        of section: SectionSnapshot, at index: Int, in displayed: PageSizes, _ matching: SectionMatching,
        _ forceReload: Set<ItemID>
    ) -> [Double]? {
        guard matching.keptItems.indices.contains(index), matching.keptItems[index] else { return nil }
        let oldIndex = matching.newToOld[index]
        guard displayed.itemSizes.indices.contains(oldIndex) else { return nil }
        let sizes = displayed.itemSizes[oldIndex]
        guard sizes.count == section.items.count,
            forceReload.isEmpty || !section.items.contains(where: { forceReload.contains($0.id) })
        else { return nil }
        return sizes
    }
}
