import Foundation
import PageKit
import PageTerminal
import Testing

/// The README's tour, run as written, so the README cannot drift from the code.
struct NoteSection: TitledSection {
    static let itemKinds = ["note"]
    let title = "Notes"
    let notes: [String]
    var items: [PageItem] { notes.map { PageItem($0, kind: "note") } }
}

struct NoteSizer: ItemSizer {
    func size(of item: PageItem, width: Double) -> Double? { item.kind == "note" ? 44.5 : 28 }
}

@Suite("README tour")
struct ReadmeTourTests {
    @Test("a page from JSON in a terminal, an update, a diff, an exposure pass and a host in points")
    func tour() async throws {
        let registry = SectionRegistry()
        try registry.register(kind: "notes") { configuration in
            NoteSection(notes: try configuration.data["notes"]?.decode([String].self) ?? [])
        }
        #expect(registry.itemKinds == ["note", "pagekit.failed", "pagekit.loading", "pagekit.title"])

        let json = Data(
            #"""
            {"id": "home", "sections": [
              {"id": "todo", "kind": "notes", "data": {"notes": ["milk", "bread", "tea"]}},
              {"id": "sky", "kind": "weather"},
              {"kind": "notes"}
            ]}
            """#.utf8)
        let configuration = try PageConfiguration.decode(data: json)
        let page = await PageBuilder(registry: registry).build(configuration)
        #expect(
            page.diagnostics.map(\.description) == [
                #"$.sections[2]: skipped: "id" is missing"#,
                "$.sections[1]: unknown section kind 'weather'; shown as an empty placeholder",
            ])

        var cells = TerminalCells()
        try cells.register(kind: "note") { TextCell { item, _ in ["• " + (item.value(as: String.self) ?? "")] } }
        let terminal = TerminalPage(cells: cells, columns: 30, rows: 3)
        let first = await terminal.update(to: page.snapshot)
        #expect(first.fullReload == .initialLoad)
        #expect(await terminal.frame?.lines == ["── Notes ─────────────────────", "• milk", "• bread"])

        let edited = try PageConfiguration.decode(
            data: Data(
                #"{"id": "home", "sections": [{"id": "todo", "kind": "notes", "data": {"notes": ["milk", "eggs", "bread"]}}]}"#
                    .utf8))
        let next = await PageBuilder(registry: registry).build(edited).snapshot
        let changes = try PageDiff.compute(from: page.snapshot, to: next)
        #expect(changes.batchUpdate.deletedSections == [1])
        #expect(changes.batchUpdate.insertedItems == [PageIndexPath(section: 0, item: 1)])
        #expect(changes.batchUpdate.deletedItems == [PageIndexPath(section: 0, item: 2)])
        let second = await terminal.update(to: next)
        #expect(second.sizeCacheMisses == 1)
        #expect(
            second.summary
                == "+1 −1 ~0 ↕0 items, sections +0 −1, sizes 3 cached / 1 measured, full reload: 2 of 3 items changed")

        _ = await terminal.engine.appear()
        let exposure = await terminal.scroll(to: 1)
        #expect(await terminal.frame?.lines == ["• milk", "• eggs", "• bread"])
        #expect(exposure.appeared.map(\.description) == ["todo/bread"])
        #expect(exposure.disappeared.isEmpty)

        let engine = PageEngine(width: 375, viewportHeight: 667, sizer: NoteSizer())
        _ = await engine.update(to: next)
        #expect(await engine.layout.totalHeight == 161.5)
    }
}
