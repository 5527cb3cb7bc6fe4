import Foundation
import PageKit
import TestSupport
import Testing

/// A responder that records the events it sees and consumes those named `consumes`.
final class RecordingResponder: PageResponder, @unchecked Sendable {
    let name: String
    let consumes: String?
    private let lock = NSLock()
    private var seen: [PageEvent] = []

    init(name: String, consumes: String? = nil) {
        self.name = name
        self.consumes = consumes
    }

    var events: [PageEvent] { lock.withLock { seen } }

    func respond(to event: inout PageEvent) async -> PageEventDisposition {
        event.userInfo[name] = true
        let copy = event
        lock.withLock { seen.append(copy) }
        return event.name == consumes ? .consumed : .pass
    }
}

@Suite("Responder chain")
struct ResponderChainTests {
    private let counter = CallCounter()

    private func page() -> PageSnapshot {
        PageSnapshot(
            pageID: "home",
            sections: [
                SectionSnapshot(
                    id: "news", kind: "rows",
                    section: RowsSection(
                        title: "News", rows: [Row(id: 1, text: "one"), Row(id: 2, text: "two")], counter: counter,
                        respondsTo: PageEvent.select))
            ])
    }

    @Test("the owning section gets the event first, with the sender and its position filled in")
    func sectionFirst() async throws {
        let snapshot = page()
        let item = try #require(snapshot.sections[0].items.last)
        let app = RecordingResponder(name: "app")
        let outcome = try #require(
            await ResponderChain.raise(
                PageEvent(name: PageEvent.select), from: item.id, in: "news", of: snapshot, app: app))
        #expect(outcome.consumedBy == "section news")
        #expect(outcome.event.output == ["News handled select of two"])
        #expect(outcome.event.itemIndex == 1)
        #expect(outcome.event.sender?.id == item.id)
        #expect(outcome.event.trail == ["item", "section news"])
        #expect(app.events.isEmpty)
    }

    @Test("an event the section passes goes to the page, which adds its id, then to the app")
    func upTheChain() async throws {
        let snapshot = page()
        let item = try #require(snapshot.sections[0].items.first)
        let pageLevel = RecordingResponder(name: "page")
        let app = RecordingResponder(name: "app", consumes: "share")
        let outcome = try #require(
            await ResponderChain.raise(
                PageEvent(name: "share"), from: item.id, in: "news", of: snapshot, page: pageLevel, app: app))
        #expect(outcome.consumedBy == "app")
        #expect(outcome.event.trail == ["item", "section news", "page home", "app"])
        let atApp = try #require(app.events.first)
        #expect(atApp.pageID == "home")
        #expect(atApp.userInfo["section"] as? String == "News")
        #expect(atApp.userInfo["page"] as? Bool == true)
    }

    @Test("the page may consume an event so the app never sees it")
    func pageConsumes() async throws {
        let snapshot = page()
        let item = try #require(snapshot.sections[0].items.first)
        let app = RecordingResponder(name: "app")
        let outcome = await ResponderChain.raise(
            PageEvent(name: "like"), from: item.id, in: "news", of: snapshot,
            page: RecordingResponder(name: "page", consumes: "like"), app: app)
        #expect(outcome?.consumedBy == "page home")
        #expect(app.events.isEmpty)
    }

    @Test("an item or section that is not on the page raises nothing")
    func unknownSender() async {
        let snapshot = page()
        #expect(await ResponderChain.raise(PageEvent(name: "x"), from: ItemID(99), in: "news", of: snapshot) == nil)
        #expect(await ResponderChain.raise(PageEvent(name: "x"), from: ItemID(1), in: "other", of: snapshot) == nil)
    }
}

/// A message sections can handle.
struct ThemeChanged: Sendable {
    let dark: Bool
}

/// A protocol-style message.
protocol AppearanceObserver {
    func pageDidAppear()
}

final class ThemedSection: PageMessageHandler, AppearanceObserver, @unchecked Sendable {
    static let itemKinds: [String] = []

    private let lock = NSLock()
    private var themes: [Bool] = []
    private var appearances = 0

    var received: [Bool] { lock.withLock { themes } }
    var appeared: Int { lock.withLock { appearances } }
    var items: [PageItem] { [] }

    func handle(_ message: ThemeChanged) async { lock.withLock { themes.append(message.dark) } }
    func pageDidAppear() { lock.withLock { appearances += 1 } }
}

@Suite("Scoped messages")
struct ScopedMessageTests {
    @Test("a message reaches only this page's sections that handle it")
    func scoped() async {
        let themed = ThemedSection()
        let otherPageSection = ThemedSection()
        let page = PageSnapshot(
            pageID: "home",
            sections: [
                SectionSnapshot(id: "themed", kind: "themed", section: themed),
                SectionSnapshot(
                    id: "rows", kind: "rows", section: RowsSection(title: "", rows: [], counter: CallCounter())),
            ])
        let otherPage = PageSnapshot(
            pageID: "other", sections: [SectionSnapshot(id: "themed", kind: "themed", section: otherPageSection)])
        _ = otherPage
        #expect(await page.send(ThemeChanged(dark: true)) == ["themed"])
        #expect(await page.send(42) == [])
        #expect(themed.received == [true])
        #expect(otherPageSection.received.isEmpty)
        #expect(page.notify(AppearanceObserver.self) { $0.pageDidAppear() } == ["themed"])
        #expect(themed.appeared == 1)
        #expect(otherPageSection.appeared == 0)
    }
}
