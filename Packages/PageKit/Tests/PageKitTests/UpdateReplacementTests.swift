import Foundation
import PageKit
import TestSupport
import Testing

/// Holds back the next measurement after it is armed, until the test lets it go: an update can then be kept
/// in flight, off the engine, for as long as a test needs.
private final class MeasurementGate: Sendable {
    private struct State {
        var armed = false
        var held = false
        var released = false
    }

    private let state = LockedBox(State())

    /// The next measurement waits.
    func arm() {
        state.withLock { $0 = State(armed: true) }
    }

    /// Called by every measurement: the one the gate is armed for waits here until ``release()``, 10 s at
    /// most. It holds a thread of the cooperative pool meanwhile, so the suite runs one test at a time.
    func pass() {
        let waits = state.withLock { state in
            defer { state.armed = false }
            if state.armed { state.held = true }
            return state.armed
        }
        let deadline = ContinuousClock.now + .seconds(10)
        while waits, !state.withLock({ $0.released }), ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.001)
        }
    }

    /// Whether a measurement is waiting at the gate.
    var isHolding: Bool { state.withLock { $0.held && !$0.released } }

    /// Lets the waiting measurement go.
    func release() {
        state.withLock { $0.released = true }
    }

    /// Waits until a measurement is held at the gate, or fails the test after 10 s.
    func waitUntilHolding() async throws {
        let deadline = ContinuousClock.now + .seconds(10)
        while !isHolding {
            guard ContinuousClock.now < deadline else {
                Issue.record("no measurement reached the gate")
                return
            }
            try await Task.sleep(for: .milliseconds(1))
        }
    }
}

/// Items identified by their objects, as tall as `lines` says when measured: a measurement reads the lines,
/// then passes the gate.
private struct GatedSection: PageSection {
    static let itemKinds = ["box"]
    let items: [PageItem]
    let gate: MeasurementGate
    let lines: LockedBox<Int>

    func size(of item: PageItem, width: Double) -> Double? {
        let count = lines.withLock { $0 }
        gate.pass()
        return Double(count)
    }
}

private final class Box: Sendable {}

@Suite("Updates that replace others: what the replaced one was asked to do is not lost", .serialized)
struct UpdateReplacementTests {
    private let gate = MeasurementGate()
    /// How many lines every item measures.
    private let lines = LockedBox(1)
    private let boxes = [Box(), Box(), Box()]

    /// A page of one section of `boxes`, by default all three.
    private func page(_ id: String, boxes: [Box]? = nil) -> PageSnapshot {
        PageSnapshot(
            pageID: id,
            sections: [
                SectionSnapshot(
                    id: "s", kind: "boxes",
                    section: GatedSection(
                        items: (boxes ?? self.boxes).map { PageItem(object: $0, kind: "box") }, gate: gate,
                        lines: lines))
            ])
    }

    /// An engine showing page "first" while page "next", which measures its first item (`first`) again, is
    /// held at the gate in `next`, its update.
    private func engineHoldingNewerPage() async throws -> (
        engine: PageEngine, next: Task<PageUpdateReport, Never>, first: ItemID
    ) {
        let engine = PageEngine(width: 40, viewportHeight: 10, inlineItemLimit: 0)
        _ = await engine.update(to: page("first"))
        gate.arm()
        let first = ItemID(object: boxes[0])
        let next = Task { await engine.update(to: page("next"), forceReload: [first]) }
        try await gate.waitUntilHolding()
        return (engine, next, first)
    }

    @Test("a reload replaced by a newer update before it applied is done by that update")
    func replacedReload() async throws {
        // Every update is sized off the engine, where a newer one can replace it.
        let engine = PageEngine(width: 40, viewportHeight: 10, inlineItemLimit: 0)
        let shown = page("p")
        _ = await engine.update(to: shown)
        let target = shown.sections[0].items[1].id
        gate.arm()
        let reload = Task { await engine.reload(target) }
        try await gate.waitUntilHolding()
        // The newer update replaces the reload, whose measurement is held, and applies first.
        let applied = await engine.update(to: shown)
        gate.release()
        let replaced = await reload.value
        #expect(replaced.outcome == .cancelled)
        #expect(applied.outcome == .applied)
        #expect(applied.changes?.reloadedItemIDs == [target])
        #expect(applied.changes?.batchUpdate.reloadedItems == [PageIndexPath(section: 0, item: 1)])
    }

    @Test("a size that a replaced update measured before a forced reload is not kept after it")
    func staleSizeAfterForcedReload() async throws {
        let engine = PageEngine(width: 40, viewportHeight: 10, inlineItemLimit: 0)
        let measured = ItemID(object: boxes[0])
        gate.arm()
        // The first update reads one line and is held; the item then grows to three and is reloaded.
        let first = Task { await engine.update(to: page("p", boxes: [boxes[0]])) }
        try await gate.waitUntilHolding()
        lines.withLock { $0 = 3 }
        let reloaded = await engine.reload(measured)
        gate.release()
        #expect(await first.value.outcome == .cancelled)
        #expect(reloaded.outcome == .applied)
        #expect(reloaded.sizes?.itemSizes == [[3]])
        // A later page finds the item's size in the cache: the three lines, not the one the replaced update read.
        let later = await engine.update(to: page("p", boxes: [boxes[1], boxes[0]]))
        #expect(later.outcome == .applied)
        #expect(later.sizes?.itemSizes == [[3, 3]])
    }

    @Test("an update from a task already cancelled is not submitted: the update in flight still applies")
    func cancelledCaller() async throws {
        let engine = PageEngine(width: 40, viewportHeight: 10, inlineItemLimit: 0)
        _ = await engine.update(to: page("first"))
        gate.arm()
        let live = Task { await engine.update(to: page("live"), forceReload: [ItemID(object: boxes[0])]) }
        try await gate.waitUntilHolding()
        let dead = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await engine.update(to: page("dead"))
        }
        let refused = await dead.value
        gate.release()
        let applied = await live.value
        #expect(refused.outcome == .cancelled)
        #expect(refused.changes == nil)
        #expect(applied.outcome == .applied)
        #expect(applied.sequence < refused.sequence)
        #expect(await engine.snapshot.pageID == "live")
    }

    @Test("an update whose caller is cancelled once it was submitted still applies: the page ends at the newest")
    func callerCancelledAfterSubmission() async throws {
        let engine = PageEngine(width: 40, viewportHeight: 10, inlineItemLimit: 0)
        _ = await engine.update(to: page("first"))
        // A large page, whose measuring takes more than one unit of work, so that it looks at cancellation.
        let large = (0..<5_000).map { _ in Box() }
        gate.arm()
        let replaced = Task { await engine.update(to: page("replaced", boxes: [Box()])) }
        try await gate.waitUntilHolding()
        gate.arm()
        let newest = Task { await engine.update(to: page("newest", boxes: large)) }
        // Both measurements may hold the cooperative pool's threads: a thread outside it cancels the caller of the
        // newest update while that one is held, then lets both go.
        let gate = gate
        Thread {
            let deadline = ContinuousClock.now + .seconds(10)
            while !gate.isHolding, ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.001) }
            newest.cancel()
            gate.release()
        }.start()
        #expect(await replaced.value.outcome == .cancelled)
        #expect(await newest.value.outcome == .applied)
        #expect(await engine.snapshot.pageID == "newest")
    }

    @Test("an update done on the engine whose caller is cancelled while it measures still applies")
    func callerCancelledOnEngine() async throws {
        /// Cancels the task that measures, the update's caller on the engine, then sizes as a row.
        struct CancellingSizer: ItemSizer {
            func size(of item: PageItem, width: Double) -> Double? {
                withUnsafeCurrentTask { $0?.cancel() }
                return 1
            }
        }
        let engine = PageEngine(width: 40, viewportHeight: 10, sizer: CancellingSizer())
        _ = await engine.update(to: HeaderedSection.page(rows: [0, 1, 2], headerKind: "banner"))
        // A new header, measured before the diff, and rows to diff.
        let next = HeaderedSection.page(rows: [1, 2, 3], headerKind: "banner", version: 1)
        let report = await Task { await engine.update(to: next) }.value
        #expect(report.outcome == .applied)
        #expect(report.computedOnEngine)
        #expect(await engine.snapshot.sections[0].items.count == 3)
        #expect(report.changes?.insertedItems == 1)
    }

    @Test("a reload while a newer page is still to apply takes the page there, instead of dropping it")
    func reloadDuringUpdate() async throws {
        let (engine, next, first) = try await engineHoldingNewerPage()
        let target = ItemID(object: boxes[1])
        let reloaded = await engine.reload(target)
        gate.release()
        #expect(await next.value.outcome == .cancelled)
        #expect(reloaded.outcome == .applied)
        #expect(reloaded.snapshot?.pageID == "next")
        #expect(reloaded.changes?.reloadedItemIDs == [first, target])
        #expect(await engine.snapshot.pageID == "next")
    }

    @Test("a resize while a newer page is still to apply takes the page there at the new width, instead of dropping it")
    func resizeDuringUpdate() async throws {
        let (engine, next, _) = try await engineHoldingNewerPage()
        let resized = await engine.resize(width: 30)
        gate.release()
        #expect(await next.value.outcome == .cancelled)
        #expect(resized.outcome == .applied)
        #expect(resized.snapshot?.pageID == "next")
        #expect(await engine.snapshot.pageID == "next")
        #expect(await engine.width == 30)
    }
}
