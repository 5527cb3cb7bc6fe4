import ComponentService
import PageKit
import Template
import Testing

@Suite("The template.list section")
struct TemplateListSectionTests {
    /// Builds a page with one `template.list` section named `list` with `data`, registered as the app does.
    private func page(_ data: PageJSON) async throws -> PageBuilder.Page {
        let registry = SectionRegistry()
        try TemplateRegistration.registerSections(in: registry, service: ComponentService())
        let configuration = PageConfiguration(
            id: "test", sections: [SectionConfiguration(id: "list", kind: TemplateListSection.kind, data: data)])
        return await PageBuilder(registry: registry).build(configuration)
    }

    private func section(_ data: PageJSON) async throws -> TemplateListSection {
        let page = try await page(data)
        return try #require(page.snapshot.section("list")?.section as? TemplateListSection, "\(page.diagnostics)")
    }

    @Test("one item per row, in order, identified by the row's id, under the title")
    func rows() async throws {
        let section = try await section([
            "title": "Picked for you",
            "rows": [["id": "a", "title": "First", "detail": "About the first"], ["id": "b", "title": "Second"]],
        ])
        #expect(section.header?.value(as: SectionTitle.self) == SectionTitle("Picked for you"))
        #expect(section.items.map(\.kind) == [TemplateListSection.rowKind, TemplateListSection.rowKind])
        #expect(section.items.map(\.id) == [ItemID("a"), ItemID("b")])
        #expect(
            section.items.compactMap { $0.value(as: TemplateListRow.self) } == [
                TemplateListRow(id: "a", title: "First", detail: "About the first"),
                TemplateListRow(id: "b", title: "Second"),
            ])
    }

    @Test("without rows the section shows one row with its message; without a title, no header")
    func empty() async throws {
        for data: PageJSON in [[:], ["rows": []], ["rows": nil, "title": nil]] {
            let section = try await section(data)
            #expect(section.header == nil)
            #expect(section.items.map(\.kind) == [TemplateListSection.emptyKind])
            #expect(section.items.first?.value(as: TemplateListEmptyRow.self)?.message == "Nothing here yet")
        }
        let custom = try await section(["empty": "No deals today"])
        #expect(custom.items.first?.value(as: TemplateListEmptyRow.self)?.message == "No deals today")
    }

    @Test("any number of rows, with any text, shows each row once, in order")
    func classOfRows() async throws {
        let texts = ["plain", "", "中文の見出し", "\u{1B}[2Jescape", "e\u{301}", String(repeating: "long ", count: 400)]
        for count in 0...60 {
            let rows: [PageJSON] = (0..<count).map { index in
                [
                    "id": .string("row-\(index)"), "title": .string(texts[index % texts.count]),
                    "detail": .string(texts[(index * 7) % texts.count]),
                ]
            }
            let section = try await section(["rows": .array(rows)])
            #expect(section.rows.count == count)
            #expect(section.items.count == max(count, 1))
            #expect(section.rows.map(\.id) == (0..<count).map { "row-\($0)" })
            #expect(Set(section.items.map(\.id)).count == section.items.count)
        }
    }

    @Test(
        "data of the wrong shape shows the section's error state, whose diagnostic names the key",
        arguments: [
            (PageJSON.array([]), "the data must be an object"),
            (["title": 3], "'title' must be a string, got 3"),
            (["empty": false], "'empty' must be a string, got false"),
            (["rows": "many"], "'rows' must be an array of at most 1000 rows"),
            (["rows": [1]], "'rows[0]' must be an object"),
            (["rows": [["title": "no id"]]], "'rows[0].id' must be a string that is not empty, got nothing"),
            (["rows": [["id": "", "title": "t"]]], "'rows[0].id' must be a string that is not empty"),
            (
                ["rows": [["id": "a", "title": "t"], ["id": "a", "title": "u"]]],
                "'rows[1].id' must be an id no other row has"
            ),
            (["rows": [["id": "a"]]], "'rows[0].title' must be a string, got nothing"),
            (["rows": [["id": "a", "title": "t", "detail": []]]], "'rows[0].detail' must be a string, got []"),
            (["rows": .array(Array(repeating: ["id": "a", "title": "t"], count: 1_001))], "at most 1000 rows"),
        ] as [(PageJSON, String)])
    func invalidData(data: PageJSON, message: String) async throws {
        let page = try await page(data)
        #expect(!(page.snapshot.section("list")?.section is TemplateListSection))
        let diagnostic = try #require(page.diagnostics.first { $0.code == .sectionFailed })
        #expect(diagnostic.message.contains(message), "\(diagnostic.message)")
    }
}
