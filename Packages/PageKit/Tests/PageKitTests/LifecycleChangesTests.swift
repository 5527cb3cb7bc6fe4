import PageKit
import TestSupport
import Testing

/// A section of one row that records what it hears as `name message`.
private struct NamedSection: PageMessageHandler {
    static let itemKinds = ["row"]
    let name: String
    let row: Int
    let heard: LockedBox<[String]>
    var items: [PageItem] { [PageItem(row, kind: "row")] }

    func size(of item: PageItem, width: Double) -> Double? { 1 }

    func handle(_ message: PageLifecycle) async {
        heard.withLock { $0.append("\(name) \(message.label)") }
    }
}

/// The engine a section's handler calls back, set once the engine exists; held weakly, as the engine holds the
/// section.
private final class EngineReference: Sendable {
    private struct Weak {
        weak var engine: PageEngine?
    }

    private let box = LockedBox(Weak())
    var engine: PageEngine? { box.withLock { $0.engine } }
    func set(_ engine: PageEngine) { box.withLock { $0.engine = engine } }
}

/// A section of one row that, as its page appears, calls the engine from its handler: it selects its row, or
/// updates the page to one where `joining` follows it.
private struct CallingBackSection: PageMessageHandler {
    static let itemKinds = ["row"]
    let reference: EngineReference
    let heard: LockedBox<[String]>
    let joining: NamedSection?
    var items: [PageItem] { [PageItem(1, kind: "row")] }

    func size(of item: PageItem, width: Double) -> Double? { 1 }

    func handle(_ message: PageLifecycle) async {
        heard.withLock { $0.append("first \(message.label)") }
        guard message == .appeared, let engine = reference.engine else { return }
        if let joining {
            _ = await engine.update(to: CallingBackSection.page(self, joining))
            heard.withLock { $0.append("first updated the page") }
        } else {
            await engine.select(ItemID(1), in: "first")
            heard.withLock { $0.append("first selected its row") }
        }
    }

    /// A page of `section` and, after it, `joining`.
    static func page(_ section: CallingBackSection, _ joining: NamedSection? = nil) -> PageSnapshot {
        PageSnapshot(
            pageID: "home",
            sections: [SectionSnapshot(id: "first", kind: "rows", section: section)]
                + (joining.map { [SectionSnapshot(id: SectionID($0.name), kind: "rows", section: $0)] } ?? []))
    }
}

/// A section of one row that, as its page appears, starts a task that selects its row once `released` is set,
/// after the delivery of `appeared` ended.
private struct LaterSelectingSection: PageMessageHandler {
    static let itemKinds = ["row"]
    let reference: EngineReference
    let heard: LockedBox<[String]>
    let released: LockedBox<Bool>
    var items: [PageItem] { [PageItem(1, kind: "row")] }

    func size(of item: PageItem, width: Double) -> Double? { 1 }

    func handle(_ message: PageLifecycle) async {
        heard.withLock { $0.append("later \(message.label)") }
        guard message == .appeared, let engine = reference.engine else { return }
        Task { [heard, released] in
            _ = await waitUntil { released.withLock { $0 } }
            await engine.select(ItemID(1), in: "later")
            heard.withLock { $0.append("later's task selected its row") }
        }
    }
}

@Suite("Lifecycle messages as a page changes: sections that leave it, handlers that call the engine")
struct LifecycleChangesTests {
    private func page(_ sections: [NamedSection]) -> PageSnapshot {
        PageSnapshot(
            pageID: "home",
            sections: sections.map { SectionSnapshot(id: SectionID($0.name), kind: "rows", section: $0) })
    }

    /// An engine showing sections `keep` and `video` on screen, and the section `keep`.
    private func keepAndVideo(heard: LockedBox<[String]>) async -> (PageEngine, NamedSection) {
        let keep = NamedSection(name: "keep", row: 1, heard: heard)
        let engine = PageEngine(width: 40, viewportHeight: 10)
        _ = await engine.update(to: page([keep, NamedSection(name: "video", row: 2, heard: heard)]))
        _ = await engine.appear()
        return (engine, keep)
    }

    @Test("a section that leaves a page on screen hears it disappear; one that leaves with the selected item, too")
    func leavers() async {
        let heard = LockedBox<[String]>([])
        let (engine, keep) = await keepAndVideo(heard: heard)
        #expect(await engine.select(ItemID(2), in: "video"))
        heard.withLock { $0 = [] }
        _ = await engine.update(to: page([keep]))
        // What each heard last is what holds: nothing of the video section is selected or on screen.
        #expect(heard.withLock { $0 } == ["video deselected 2", "video disappeared", "keep deselected 2"])
        heard.withLock { $0 = [] }
        _ = await engine.disappear()
        #expect(heard.withLock { $0 } == ["keep disappeared"])
    }

    @Test("a section that leaves a page off screen hears nothing more: it last heard the page disappear")
    func leaversOffScreen() async {
        let heard = LockedBox<[String]>([])
        let (engine, keep) = await keepAndVideo(heard: heard)
        _ = await engine.disappear()
        heard.withLock { $0 = [] }
        _ = await engine.update(to: page([keep]))
        #expect(heard.withLock { $0 }.isEmpty)
        // A section replaced by one of another type under the same id leaves too.
        _ = await engine.appear()
        heard.withLock { $0 = [] }
        let replacement = PageSnapshot(
            pageID: "home",
            sections: [SectionSnapshot(id: "keep", kind: "rows", section: LoadingSection(sectionID: "keep"))])
        _ = await engine.update(to: replacement)
        #expect(heard.withLock { $0 } == ["keep disappeared"])
    }

    /// An engine showing a `CallingBackSection` that brings `joining` (selects its row when `nil`), once it
    /// appeared and `heard` holds three messages; fails the test if the engine hangs.
    private func appearCallingBack(
        joining: NamedSection? = nil, heard: LockedBox<[String]>
    ) async throws -> PageEngine {
        let reference = EngineReference()
        let engine = PageEngine(width: 40, viewportHeight: 10)
        reference.set(engine)
        _ = await engine.update(
            to: CallingBackSection.page(CallingBackSection(reference: reference, heard: heard, joining: joining)))
        let appearing = Task { await engine.appear() }
        let done = await waitUntil { heard.withLock { $0 }.count == 3 }
        try #require(done, "the engine hangs: \(heard.withLock { $0 })")
        _ = await appearing.value
        return engine
    }

    @Test("a handler that selects as its page appears does not wait for its own messages: they follow its own")
    func selectFromHandler() async throws {
        let heard = LockedBox<[String]>([])
        let engine = try await appearCallingBack(heard: heard)
        #expect(heard.withLock { $0 } == ["first appeared", "first selected its row", "first selected 1"])
        #expect(await engine.selection == ExposedItem(sectionID: "first", itemID: ItemID(1)))
    }

    @Test("a handler that updates the page as it appears does not wait: the section it brings hears appeared")
    func updateFromHandler() async throws {
        let heard = LockedBox<[String]>([])
        let engine = try await appearCallingBack(
            joining: NamedSection(name: "second", row: 2, heard: heard), heard: heard)
        #expect(heard.withLock { $0 } == ["first appeared", "first updated the page", "second appeared"])
        #expect(await engine.snapshot.sections.map(\.id) == ["first", "second"])
        // Later calls are not held behind anything.
        _ = await engine.disappear()
        #expect(heard.withLock { $0 }.suffix(2) == ["first disappeared", "second disappeared"])
    }

    @Test("a task a handler started, calling the engine once the delivery ended, waits for its messages")
    func taskOutlivingTheDelivery() async throws {
        let heard = LockedBox<[String]>([])
        let released = LockedBox(false)
        let reference = EngineReference()
        let engine = PageEngine(width: 40, viewportHeight: 10)
        reference.set(engine)
        let section = LaterSelectingSection(reference: reference, heard: heard, released: released)
        _ = await engine.update(
            to: PageSnapshot(pageID: "home", sections: [SectionSnapshot(id: "later", kind: "rows", section: section)]))
        _ = await engine.appear()
        released.withLock { $0 = true }
        try #require(await waitUntil { heard.withLock { $0 }.count == 3 })
        #expect(heard.withLock { $0 } == ["later appeared", "later selected 1", "later's task selected its row"])
    }

    @Test("an update to another page id replaces every section, whatever its id, and clears the selection")
    func anotherPage() async {
        let heard = LockedBox<[String]>([])
        let engine = PageEngine(width: 40, viewportHeight: 10)
        let feed = { (page: String) in
            PageSnapshot(
                pageID: page,
                sections: [
                    SectionSnapshot(id: "feed", kind: "rows", section: NamedSection(name: page, row: 1, heard: heard))
                ])
        }
        _ = await engine.update(to: feed("home"))
        _ = await engine.appear()
        #expect(await engine.select(ItemID(1), in: "feed"))
        heard.withLock { $0 = [] }
        _ = await engine.update(to: feed("store"))
        #expect(heard.withLock { $0 } == ["home deselected 1", "home disappeared", "store appeared"])
        #expect(await engine.selection == nil)
    }
}
