import PageKit
import TestSupport
import Testing

/// A section of rows that records the lifecycle messages it hears.
private struct ListeningSection: PageMessageHandler {
    static let itemKinds = ["row"]
    let rows: [Int]
    let heard: LockedBox<[PageLifecycle]>
    var items: [PageItem] { rows.map { PageItem($0, kind: "row") } }

    func size(of item: PageItem, width: Double) -> Double? { 1 }

    func handle(_ message: PageLifecycle) async {
        heard.withLock { $0.append(message) }
    }
}

/// A section of rows that records the lifecycle messages it hears, and holds each message matching `slow`
/// until `released` is set, having recorded `started` first: a handler that suspends.
private struct SlowListeningSection: PageMessageHandler {
    static let itemKinds = ["row"]
    let name: String
    let rows: [Int]
    let heard: LockedBox<[String]>
    let slow: @Sendable (PageLifecycle) -> Bool
    let released: LockedBox<Bool>
    var items: [PageItem] { rows.map { PageItem($0, kind: "row") } }

    func size(of item: PageItem, width: Double) -> Double? { 1 }

    func handle(_ message: PageLifecycle) async {
        if slow(message) {
            heard.withLock { $0.append("\(name) started \(message.label)") }
            _ = await waitUntil { released.withLock { $0 } }
        }
        heard.withLock { $0.append("\(name) \(message.label)") }
    }
}

@Suite("Lifecycle messages: a page's sections hear it appear and disappear, and its items selected")
struct LifecycleTests {
    private func engine(heard: LockedBox<[PageLifecycle]>, pageID: String = "home") async -> PageEngine {
        let engine = PageEngine(width: 40, viewportHeight: 10)
        _ = await engine.update(
            to: PageSnapshot(
                pageID: pageID,
                sections: [
                    SectionSnapshot(id: "list", kind: "rows", section: ListeningSection(rows: [1, 2, 3], heard: heard))
                ]))
        return engine
    }

    /// An engine on screen whose page shows the placeholder of section `sectionID`, as while it loads.
    private func onScreenWhileLoading(_ sectionID: SectionID) async -> PageEngine {
        let engine = PageEngine(width: 40, viewportHeight: 10)
        _ = await engine.update(
            to: PageSnapshot(
                pageID: "home",
                sections: [
                    SectionSnapshot(id: sectionID, kind: "rows", section: LoadingSection(sectionID: sectionID))
                ]))
        _ = await engine.appear()
        return engine
    }

    @Test("appear and disappear reach the page's sections, with the exposure they cause")
    func appearAndDisappear() async {
        let heard = LockedBox<[PageLifecycle]>([])
        let engine = await engine(heard: heard)
        // Nothing is exposed before the page appears; appearing shows the items, leaving hides them, and
        // coming back shows them again.
        let shown = await engine.appear()
        #expect(shown.appeared.count == 3)
        let disappeared = await engine.disappear()
        #expect(disappeared.disappeared.count == 3)
        let appeared = await engine.appear()
        #expect(appeared.appeared.count == 3)
        #expect(heard.withLock { $0 } == [.appeared, .disappeared, .appeared])
    }

    @Test("a page already on screen, or already off it, tells its sections nothing again")
    func appearAndDisappearTwice() async {
        let heard = LockedBox<[PageLifecycle]>([])
        let engine = await engine(heard: heard)
        // Off screen from the start: nothing to hear.
        #expect(await engine.disappear() == .none)
        #expect(await engine.appear().appeared.count == 3)
        #expect(await engine.appear() == .none)
        #expect(await engine.disappear().disappeared.count == 3)
        #expect(await engine.disappear() == .none)
        #expect(heard.withLock { $0 } == [.appeared, .disappeared])
    }

    @Test("selecting another item deselects the one before; the same item or one not on the page changes nothing")
    func selection() async {
        let heard = LockedBox<[PageLifecycle]>([])
        let engine = await engine(heard: heard)
        let first = ExposedItem(sectionID: "list", itemID: ItemID(1))
        let second = ExposedItem(sectionID: "list", itemID: ItemID(2))
        #expect(await engine.select(ItemID(1), in: "list"))
        #expect(await engine.select(ItemID(1), in: "list") == false)
        #expect(await engine.select(ItemID(9), in: "list") == false)
        #expect(await engine.select(ItemID(1), in: "elsewhere") == false)
        #expect(await engine.select(ItemID(2), in: "list"))
        #expect(await engine.selection == second)
        await engine.deselect()
        await engine.deselect()
        #expect(await engine.selection == nil)
        #expect(
            heard.withLock { $0 } == [.selected(first), .deselected(first), .selected(second), .deselected(second)])
    }

    @Test("a section that joins a page on screen hears that it appeared; one that only changed does not")
    func newcomers() async {
        let heard = LockedBox<[PageLifecycle]>([])
        let engine = await onScreenWhileLoading("list")
        let arrived = PageSnapshot(
            pageID: "home",
            sections: [
                SectionSnapshot(id: "list", kind: "rows", section: ListeningSection(rows: [1, 2], heard: heard))
            ])
        _ = await engine.update(to: arrived)
        #expect(heard.withLock { $0 } == [.appeared])
        let grown = PageSnapshot(
            pageID: "home",
            sections: [
                SectionSnapshot(id: "list", kind: "rows", section: ListeningSection(rows: [1, 2, 3], heard: heard))
            ])
        _ = await engine.update(to: grown)
        #expect(heard.withLock { $0 } == [.appeared])
        _ = await engine.disappear()
        _ = await engine.update(to: arrived)
        #expect(heard.withLock { $0 } == [.appeared, .disappeared])
    }

    @Test("messages stay on their page: another page's sections hear nothing")
    func scoped() async {
        let here = LockedBox<[PageLifecycle]>([])
        let there = LockedBox<[PageLifecycle]>([])
        let home = await engine(heard: here)
        _ = await engine(heard: there, pageID: "store")
        _ = await home.appear()
        _ = await home.select(ItemID(3), in: "list")
        #expect(here.withLock { $0 }.count == 2)
        #expect(there.withLock { $0 }.isEmpty)
    }

    @Test("a route names a page and its parameters; a page opened with them hands them to every section")
    func routes() {
        let route = PageRoute(pageID: "store", parameters: ["id": "3", "from": "home"])
        #expect(route.description == "store (from: home, id: 3)")
        #expect(PageRoute(pageID: "home").description == "home")
        let page = PageConfiguration.decode([
            "id": "store",
            "sections": [["id": "a", "kind": "k"], ["id": "b", "kind": "k", "layout": ["type": "grid"]]],
        ])
        let opened = page.opened(with: route.parameters)
        #expect(opened.sections.allSatisfy { $0.parameters == ["id": "3", "from": "home"] })
        #expect(opened.sections.map(\.layout) == page.sections.map(\.layout))
        #expect(page.sections.allSatisfy { $0.parameters.isEmpty })
    }

    @Test("an update that removes the selected item clears the selection, and the page's sections hear it")
    func selectedItemRemoved() async {
        let heard = LockedBox<[PageLifecycle]>([])
        let engine = await engine(heard: heard)
        #expect(await engine.select(ItemID(2), in: "list"))
        _ = await engine.update(
            to: PageSnapshot(
                pageID: "home",
                sections: [
                    SectionSnapshot(id: "list", kind: "rows", section: ListeningSection(rows: [1, 3], heard: heard))
                ]))
        let selected = ExposedItem(sectionID: "list", itemID: ItemID(2))
        #expect(await engine.selection == nil)
        #expect(heard.withLock { $0 } == [.selected(selected), .deselected(selected)])
        // Nothing is left to deselect.
        await engine.deselect()
        #expect(heard.withLock { $0 }.count == 2)
    }

    /// A section heard `selected` for an item that an update had already removed, after hearing `deselected`.
    @Test("a section hears selections in the order they happened, though a handler suspends meanwhile")
    func selectionWhileSuspended() async throws {
        let heard = LockedBox<[String]>([])
        let released = LockedBox(false)
        let slow: @Sendable (PageLifecycle) -> Bool = { if case .deselected = $0 { true } else { false } }
        let page = { (rows: [Int]) in
            PageSnapshot(
                pageID: "home",
                sections: [
                    SectionSnapshot(
                        id: "list", kind: "rows",
                        section: SlowListeningSection(
                            name: "list", rows: rows, heard: heard, slow: slow, released: released))
                ])
        }
        let engine = PageEngine(width: 40, viewportHeight: 10)
        _ = await engine.update(to: page([1, 2, 3]))
        #expect(await engine.select(ItemID(1), in: "list"))
        let second = Task { await engine.select(ItemID(2), in: "list") }
        try #require(await waitUntil { heard.withLock { $0.count } == 2 })
        // While the deselection of item 1 is being handled, an update removes item 2.
        let removal = Task { await engine.update(to: page([1, 3])) }
        try #require(await waitUntil { await engine.selection == nil })
        released.withLock { $0 = true }
        #expect(await second.value)
        _ = await removal.value
        #expect(
            heard.withLock { $0 } == [
                "list selected 1", "list started deselected 1", "list deselected 1", "list selected 2",
                "list started deselected 2", "list deselected 2",
            ])
    }

    /// A section that joined a page on screen heard `appeared` after the page's `disappeared`.
    @Test("a section that joins a page on screen hears appeared before the page's disappeared")
    func disappearWhileGreeting() async throws {
        let heard = LockedBox<[String]>([])
        let released = LockedBox(false)
        let slow: @Sendable (PageLifecycle) -> Bool = { $0 == .appeared }
        let engine = await onScreenWhileLoading("a")
        let joined = PageSnapshot(
            pageID: "home",
            sections: ["a", "b"].map { name in
                SectionSnapshot(
                    id: SectionID(name), kind: "rows",
                    section: SlowListeningSection(
                        name: name, rows: [1], heard: heard, slow: { name == "a" && slow($0) }, released: released))
            })
        let update = Task { await engine.update(to: joined) }
        try #require(await waitUntil { heard.withLock { $0 } == ["a started appeared"] })
        let leaving = Task { await engine.disappear() }
        try #require(await waitUntil { await engine.isOnScreen == false })
        released.withLock { $0 = true }
        _ = await update.value
        _ = await leaving.value
        #expect(
            heard.withLock { $0 } == [
                "a started appeared", "a appeared", "b appeared", "a disappeared", "b disappeared",
            ])
    }
}
