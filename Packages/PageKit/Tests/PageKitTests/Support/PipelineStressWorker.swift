import Foundation
import PageKit
import TestSupport

/// One update as its submitter saw it: the report's sequence and outcome, and for an applied one the page
/// it showed and the batch update that took the previous page there.
struct SubmittedUpdate: Sendable {
    let sequence: Int
    let pageID: String
    let outline: PageOutline?
    let batchUpdate: BatchUpdate?
    /// The sizes the report says were measured: each was a size cache lookup that missed. (Its hits
    /// include sizes kept from the displayed page without a lookup.)
    let sizeMisses: Int

    var isApplied: Bool { outline != nil }
}

/// Everything the pipeline stress threads share: the engine, the log of what it displayed, a size cache of
/// their own, and what they saw.
final class PipelineStressRun: Sendable {
    static let width = 40.0
    static let viewportHeight = 10.0
    /// Two of a page's 25-item sections: one changed section is diffed and sized on the engine.
    static let inlineItemLimit = 50

    let engine: PageEngine
    let display = DisplayLog()
    let counter = CallCounter()
    let violations = StressViolations()
    let updates = LockedBox<[Int: SubmittedUpdate]>([:])
    let submitted = LockedBox(0)
    /// The size cache the hammer threads share, and how many lookups they made in it.
    let cache = SizeCache()
    let cacheLookups = LockedBox(0)
    /// Lookups the hammer threads made in the engine's own size cache.
    let engineCacheLookups = LockedBox(0)

    init() {
        let display = display
        // Updates that change one item are done on the engine, larger ones on other threads.
        engine = PageEngine(
            width: Self.width, viewportHeight: Self.viewportHeight, inlineItemLimit: Self.inlineItemLimit,
            now: { display.clock() })
        display.attach(engine)
    }

    /// A row of the unedited page: what most rows of every submitted page are.
    static func baseRow(section: Int, item: Int) -> Row {
        let id = section * 1_000_000 + item
        return Row(id: id, text: "row \(section).\(item)", lines: 1 + id % 3)
    }
}

/// One submitter: a plain thread that sends the engine updates (one item changed, many changed, the
/// structure changed, forced reloads) and scrolls, until the deadline and at least ``minimumIterations``
/// times (the engine works on the cooperative pool, which other tests running in parallel can keep busy
/// for seconds under ThreadSanitizer).
struct PipelineStressWorker {
    static let minimumIterations = 150

    let index: Int
    let run: PipelineStressRun

    func work(until deadline: ContinuousClock.Instant) {
        var iteration = 0
        var random = SplitMix64(seed: UInt64(index) << 32)
        while ContinuousClock.now < deadline || iteration < Self.minimumIterations {
            iteration += 1
            if iteration % 5 == 4 {
                scroll(to: Double(random.next() % 300))
            } else {
                submit(iteration: iteration, random: &random)
            }
        }
    }

    /// Scrolls, then checks what the engine displays, read together: the viewport is as high as set and
    /// inside the page, and what it shows fits in it.
    private func scroll(to offset: Double) {
        let engine = run.engine
        guard
            let display = awaitOnThread({
                _ = await engine.scroll(to: offset)
                return await engine.display
            })
        else {
            run.violations.add("scroll to \(offset): no display within \(hangTimeout)")
            return
        }
        let (layout, viewport) = display
        let shown = layout.visibleEntries(in: viewport).reduce(0) {
            $0 + $1.visibleFrame.upperBound - $1.visibleFrame.lowerBound
        }
        if viewport.height != PipelineStressRun.viewportHeight || shown > viewport.height
            || viewport.offset != layout.clampedOffset(viewport.offset, viewportHeight: viewport.height)
        {
            run.violations.add(
                "scroll to \(offset): viewport \(viewport) shows \(shown) of a page of \(layout.totalHeight)")
        }
    }

    private func submit(iteration: Int, random: inout SplitMix64) {
        let pageID = "w\(index)-\(iteration)"
        let (page, forced) = makePage(pageID, kind: iteration % 5, random: &random)
        let cancelAfter: Duration? = iteration % 7 == 0 ? .microseconds(Int(random.next() % 1_000)) : nil
        let engine = run.engine
        run.submitted.withLock { $0 += 1 }
        guard
            let report = awaitOnThread(cancelAfter: cancelAfter, { await engine.update(to: page, forceReload: forced) })
        else {
            run.violations.add("update \(pageID): no report within \(hangTimeout)")
            return
        }
        let update: SubmittedUpdate
        switch report.outcome {
        case .applied:
            guard let changes = report.changes else {
                run.violations.add("update \(pageID): applied without changes")
                return
            }
            update = SubmittedUpdate(
                sequence: report.sequence, pageID: pageID, outline: page.outline, batchUpdate: changes.batchUpdate,
                sizeMisses: report.sizeCacheMisses)
        case .cancelled:
            if report.changes != nil || report.sizeCacheHits != 0 || report.sizeCacheMisses != 0 {
                run.violations.add("update \(pageID): cancelled with changes or sizes: \(report.summary)")
            }
            update = SubmittedUpdate(
                sequence: report.sequence, pageID: pageID, outline: nil, batchUpdate: nil, sizeMisses: 0)
        }
        let duplicate = run.updates.withLock { updates in
            defer { updates[report.sequence] = update }
            return updates[report.sequence] != nil
        }
        if duplicate { run.violations.add("update \(pageID): sequence \(report.sequence) reported twice") }
    }

    /// Kind 0 changes one item, 1 many, 2 the structure; 3 is the base page with three items forced to reload.
    private func makePage(
        _ pageID: String, kind: Int, random: inout SplitMix64
    ) -> (PageSnapshot, Set<ItemID>) {
        let sections = kind == 2 ? 2 + Int(random.next() % 4) : 4
        let items = kind == 2 ? 10 + Int(random.next() % 31) : 25
        let delay: Duration = random.next() % 4 == 0 ? .microseconds(20) : .zero
        let page = makeRowsPage(
            id: pageID, sections: sections, itemsPerSection: items, counter: run.counter, measureDelay: delay
        ) { rows in
            for section in rows.indices {
                for item in rows[section].indices {
                    rows[section][item] = PipelineStressRun.baseRow(section: section, item: item)
                }
            }
            switch kind {
            case 0:
                rows[Int(random.next() % 4)][Int(random.next() % 25)].text = pageID
            case 1:
                for section in rows.indices {
                    for item in rows[section].indices where random.next() % 5 < 3 {
                        rows[section][item].text = "\(pageID) \(item)"
                    }
                }
            case 2:
                for section in rows.indices {
                    rows[section].removeSubrange(0..<Int(random.next() % 4))
                    let moved = rows[section].removeLast()
                    rows[section].insert(moved, at: Int(random.next() % UInt64(rows[section].count + 1)))
                    let id = section * 1_000_000 + 500 + Int(random.next() % 20)
                    rows[section].append(Row(id: id, text: "new \(id)", lines: 1 + id % 3))
                }
            default: break
            }
        }
        guard kind == 3 else { return (page, []) }
        let forced = (0..<3).compactMap { _ in
            page.sections[Int(random.next() % 4)].items[Int(random.next() % 25)].id
        }
        return (page, Set(forced))
    }
}

/// A thread that hammers the run's own size cache (and reads the engine's) until the deadline; every hit
/// must be the size stored for that identity, content version and width.
struct SizeCacheHammer {
    let index: Int
    let run: PipelineStressRun

    func work(until deadline: ContinuousClock.Instant) {
        var random = SplitMix64(seed: 0xCAC4E + UInt64(index))
        var lookups = 0
        var engineLookups = 0
        while ContinuousClock.now < deadline {
            for _ in 0..<64 {
                let id = Int(random.next() % 512)
                let version = Int(random.next() % 4)
                let width = [40, 60, 80][Int(random.next() % 3)]
                let item = PageItem(value: id, id: ItemID(id), contentVersion: version, kind: "probe")
                // Sizes in points, with fractions.
                let expected = 44.5 + Double((id + version + width) % 5) * 0.25
                lookups += 1
                if let size = run.cache.size(of: item, width: Double(width)) {
                    if size != expected { run.violations.add("cache: \(id)@\(version) at \(width) is \(size)") }
                } else {
                    run.cache.store(expected, for: item, width: Double(width))
                }
                if random.next() % 32 == 0 { run.cache.invalidate([item.id]) }
            }
            let row = PipelineStressRun.baseRow(section: Int(random.next() % 4), item: Int(random.next() % 25))
            engineLookups += 1
            let size = run.engine.sizeCache.size(
                of: PageItem(row, id: \.id, kind: "row"), width: PipelineStressRun.width)
            if let size, size != Double(row.lines) {
                run.violations.add("engine cache: row \(row.id) is \(size) high, expected \(row.lines)")
            }
        }
        run.cacheLookups.withLock { $0 += lookups }
        run.engineCacheLookups.withLock { $0 += engineLookups }
    }
}
