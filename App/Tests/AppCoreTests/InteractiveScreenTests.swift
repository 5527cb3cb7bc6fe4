import ComponentService
import Foundation
import PageKit
import Testing

@testable import AppCore

@Suite("Keys on the interactive screen")
struct InteractiveScreenTests {
    /// The screen of the page configuration `json`, whose `test.lines` sections are ``LinesSection``s, loaded
    /// whole at 30 × 10.
    private func screen(_ json: String) async throws -> InteractiveScreen {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("page-\(UUID().uuidString).json")
        try json.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let sections = SectionRegistry()
        try sections.register(kind: "test.lines") { configuration in
            LinesSection(count: configuration.data["count"]?.intValue ?? 0)
        }
        var session = PageSession(
            request: PageRequest(configFile: file.path), service: ComponentService(), sections: sections,
            cells: try LinesSection.cells(), columns: 30, rows: 10)
        try await session.loadCompletely()
        return InteractiveScreen(session: session, pageID: "demo")
    }

    private static let lines =
        #"{"id": "demo", "sections": [{"id": "top", "kind": "test.lines", "data": {"count": 20}}]}"#

    /// The status line after `keys`, each handled in turn, the last one Enter.
    private func selection(after keys: [Key]) async throws -> String {
        var screen = try await screen(Self.lines)
        for key in keys { _ = await screen.handle(key) }
        guard case .stay = await screen.handle(.enter) else {
            Issue.record("Enter on a line opened a page or quit")
            return screen.status
        }
        return screen.status
    }

    @Test("Shift-Tab moves the marker back an item, and stays on the first item")
    func previousItem() async throws {
        #expect(try await selection(after: []) == "selected top/line 1")
        #expect(try await selection(after: [.nextItem, .nextItem]) == "selected top/line 3")
        #expect(try await selection(after: [.nextItem, .nextItem, .previousItem]) == "selected top/line 2")
        #expect(try await selection(after: [.nextItem, .previousItem, .previousItem]) == "selected top/line 1")
    }

    @Test("h/l on an item of a list say that only a carousel scrolls sideways; the page stays where it is")
    func notACarousel() async throws {
        var screen = try await screen(Self.lines)
        _ = await screen.handle(.down)
        for key in [Key.left, .right] {
            guard case .stay = await screen.handle(key) else {
                Issue.record("\(key) left the page")
                continue
            }
            #expect(screen.status == "top is not a carousel: h/l and ←→ scroll a marked carousel")
            #expect(await screen.session.page.viewport.offset == 1)
        }
    }

    @Test("on a page without items, Enter selects nothing and h/l say that no carousel is marked")
    func noItems() async throws {
        var screen = try await screen(#"{"id": "empty", "sections": []}"#)
        guard case .stay = await screen.handle(.enter) else {
            Issue.record("Enter on an empty page opened a page or quit")
            return
        }
        #expect(screen.status == "nothing to select")
        for key in [Key.left, .right] {
            _ = await screen.handle(key)
            #expect(screen.status == "no carousel marked")
        }
    }
}
