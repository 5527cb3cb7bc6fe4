import Foundation
import PageKit
import Testing

/// The README's tour, run as written, so the README cannot drift from the code.
struct NoteSection: PageSection {
    let notes: [String]

    var items: [PageItem] { notes.map { PageItem($0, kind: "note") } }
    func headerHeight(width: Int) -> Int { 1 }
    func renderHeader(width: Int) -> [String] { ["Notes"] }
    func height(of item: PageItem, width: Int) -> Int { 1 }
    func makeCell(kind: String) -> any PageCell {
        TextCell { item, _ in ["• " + (item.value(as: String.self) ?? "")] }
    }
}

@Suite("README tour")
struct ReadmeTourTests {
    @Test("a page from JSON, an update, a diff and an exposure pass")
    func tour() async throws {
        let registry = SectionRegistry()
        try registry.register(kind: "notes") { configuration in
            NoteSection(notes: try configuration.data["notes"]?.decode([String].self) ?? [])
        }

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

        let engine = PageEngine(width: 30, viewportHeight: 3)
        let first = await engine.update(to: page.snapshot)
        #expect(first.fullReload == .initialLoad)
        #expect(await engine.frame?.lines == ["Notes", "• milk", "• bread"])

        let edited = try PageConfiguration.decode(
            data: Data(
                #"{"id": "home", "sections": [{"id": "todo", "kind": "notes", "data": {"notes": ["milk", "eggs", "bread"]}}]}"#
                    .utf8))
        let next = await PageBuilder(registry: registry).build(edited).snapshot
        let changes = try PageDiff.compute(from: page.snapshot, to: next)
        #expect(changes.batchUpdate.deletedSections == [1])
        #expect(changes.batchUpdate.insertedItems == [PageIndexPath(section: 0, item: 1)])
        #expect(changes.batchUpdate.deletedItems == [PageIndexPath(section: 0, item: 2)])
        let second = await engine.update(to: next)
        #expect(second.sizeCacheMisses == 1)
        #expect(second.summary.hasPrefix("+1 −1 ~0 ↕0 items"))

        _ = await engine.appear()
        let (frame, exposure) = await engine.scroll(to: 1)
        #expect(frame.lines == ["• milk", "• eggs", "• bread"])
        #expect(exposure.appeared.map(\.itemID) == [ItemID("bread")])
        #expect(exposure.disappeared.isEmpty)
    }
}
