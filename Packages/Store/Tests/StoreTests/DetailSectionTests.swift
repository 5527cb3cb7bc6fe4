import ComponentService
import PageKit
import Store
import StoreInterface
import Testing

@Suite("The store.detail page section: the store its page was opened for")
struct DetailSectionTests {
    private func page(parameters: [String: String], data: PageJSON = [:]) async throws -> PageBuilder.Page {
        let service = try StoreFixtures.shippedService()
        let registry = try SectionFixtures.registry(service: service, timeOfDay: "12:00")
        let configuration = PageConfiguration(
            id: "store", sections: [SectionConfiguration(id: "detail", kind: StoreDefine.detailSectionKind, data: data)]
        ).opened(with: parameters)
        return await PageBuilder(registry: registry).build(configuration)
    }

    @Test("the page's id parameter names the store; its details are one item under the title")
    func detail() async throws {
        let built = try await page(parameters: ["id": "3"], data: ["title": "Your store"])
        let section = try #require(built.snapshot.section("detail")?.section as? StoreDetailSection)
        #expect(section.store.id == 3)
        #expect(section.title == "Your store")
        #expect(section.items.map(\.kind) == [StoreDetailSection.detailKind])
        let lines = try #require(section.items.first?.value(as: StoreDetailLines.self)).lines
        #expect(lines.first == "Rose City Books")
        #expect(lines.last == "  Hours: 10:00–20:00 (open now)")
        #expect(built.diagnostics.isEmpty)
        let untitled = try await page(parameters: ["id": "1"])
        #expect((untitled.snapshot.section("detail")?.section as? StoreDetailSection)?.title == "Store")
        let nullTitle = try await page(parameters: ["id": "1"], data: ["title": nil])
        #expect(nullTitle.diagnostics.isEmpty)
        #expect((nullTitle.snapshot.section("detail")?.section as? StoreDetailSection)?.title == "Store")
    }

    @Test(
        "a missing or bad id, an unknown store, data that is not an object or a bad title shows the error state, its diagnostic saying why",
        arguments: [
            ([:], [:], "'id' must be a store id, a parameter of the page, got nothing"),
            (["id": "three"], [:], #"'id' must be a store id, a parameter of the page, got "three""#),
            (["id": "999999"], [:], "store 999999 could not be loaded: "),
            (["id": "1"], ["title": 7], "'title' must be a string, got 7"),
            (["id": "1"], [1], "the data must be an object with the optional key 'title', got [1]"),
        ] as [([String: String], PageJSON, String)])
    func bad(parameters: [String: String], data: PageJSON, message: String) async throws {
        let built = try await page(parameters: parameters, data: data)
        #expect(built.snapshot.section("detail")?.section is FailedSection)
        let diagnostic = try #require(built.diagnostics.first)
        #expect(diagnostic.code == .sectionFailed)
        #expect(diagnostic.message.contains(message), "\(diagnostic.message)")
    }
}
