import ComponentService
import PageKit
import PageTerminal
import Store
import StoreInterface
import Testing

/// Pages with `store.nearby` sections, built the way the app builds them; every test makes its own.
enum SectionFixtures {
    /// A registry with the `Store` sections registered against `service`, at a fixed time of day.
    static func registry(service: ComponentService, timeOfDay: String? = "12:00") throws -> SectionRegistry {
        let registry = SectionRegistry()
        try StoreRegistration.registerSections(in: registry, service: service, timeOfDay: { timeOfDay })
        return registry
    }

    /// Builds a page with one `store.nearby` section named `nearby` with `data`.
    static func page(
        data: PageJSON, service: ComponentService, timeOfDay: String? = "12:00"
    ) async throws -> PageBuilder.Page {
        let configuration = PageConfiguration(
            id: "test",
            sections: [SectionConfiguration(id: "nearby", kind: StoreDefine.nearbySectionKind, data: data)])
        return await PageBuilder(registry: try registry(service: service, timeOfDay: timeOfDay)).build(configuration)
    }

    /// The `store.nearby` section of `page`, if it was built.
    static func section(of page: PageBuilder.Page) -> StoreNearbySection? {
        page.snapshot.section("nearby")?.section as? StoreNearbySection
    }

    /// Runs the section's factory directly on `data`, so a failure comes back as the thrown error.
    static func make(data: PageJSON, service: ComponentService) async throws -> any PageSection {
        let factory = try #require(try registry(service: service).factory(for: StoreDefine.nearbySectionKind))
        return try await factory(SectionConfiguration(id: "nearby", kind: StoreDefine.nearbySectionKind, data: data))
    }

    /// The terminal cells of the `Store` item kinds, registered as the app registers them, and the title's.
    static func cells() throws -> TerminalCells {
        var cells = TerminalCells()
        try StoreRegistration.registerTerminalCells(in: &cells)
        return cells
    }

    /// The lines the registered terminal cell of `item`'s kind renders for it at `width`.
    static func rendered(_ item: PageItem, width: Int) throws -> [String] {
        let cell = try #require(try cells().makeCell(kind: item.kind), "no terminal cell for \(item.kind)")
        cell.configure(with: item, width: width)
        return cell.render()
    }

    /// The whole section at `width` as its terminal cells draw it: the header, then every item's lines.
    static func rendered(_ section: any PageSection, width: Int) throws -> [String] {
        let header = try section.header.map { try rendered($0, width: width) } ?? []
        return try header + section.items.flatMap { try rendered($0, width: width) }
    }

    /// `page` on a terminal page `width` columns wide and as tall as the page: every line it shows, and the
    /// update's report.
    static func terminalLines(
        of page: PageBuilder.Page, width: Int
    ) async throws -> (lines: [String], report: PageUpdateReport) {
        let terminal = TerminalPage(cells: try cells(), columns: width, rows: 0)
        let report = await terminal.update(to: page.snapshot)
        _ = await terminal.setRows(await terminal.totalRows)
        return (await terminal.frame?.lines ?? [], report)
    }
}
