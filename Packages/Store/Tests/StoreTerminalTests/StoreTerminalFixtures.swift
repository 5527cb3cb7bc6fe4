import ComponentService
import PageKit
import PageTerminal
import Store
import StoreInterface
import StoreTerminal
import Testing

/// Pages with `store.nearby` sections and the terminal cells that draw them, registered the way the app
/// registers them; every test makes its own.
enum StoreTerminalFixtures {
    /// A service with the `Store` component on the shipped data.
    static func shippedService() throws -> ComponentService {
        let service = ComponentService()
        try StoreRegistration.register(in: service)
        return service
    }

    /// A service with the `Store` component on `stores`.
    static func service(stores: [Store]) throws -> ComponentService {
        let service = ComponentService()
        try service.register(StoreComponent(stores: stores))
        return service
    }

    /// A store with only what a test cares about spelled out.
    static func store(_ id: Int, distance: Int) -> Store {
        Store(
            id: id, name: "Store \(id)", address: "\(id) Main St", distance: distance, rating: 4.0,
            openingHours: StoreOpeningHours(opens: "08:00", closes: "18:00"))
    }

    /// A registry with the `Store` sections registered against `service`.
    static func registry(service: ComponentService) throws -> SectionRegistry {
        let registry = SectionRegistry()
        try StoreRegistration.registerSections(in: registry, service: service, timeOfDay: { "12:00" })
        return registry
    }

    /// Builds a page with one `store.nearby` section named `nearby` with `data`.
    static func page(data: PageJSON, service: ComponentService) async throws -> PageBuilder.Page {
        let configuration = PageConfiguration(
            id: "test",
            sections: [SectionConfiguration(id: "nearby", kind: StoreDefine.nearbySectionKind, data: data)])
        return await PageBuilder(registry: try registry(service: service)).build(configuration)
    }

    /// The `store.nearby` section of a page built with `data`.
    static func section(data: PageJSON, service: ComponentService) async throws -> StoreNearbySection {
        let page = try await page(data: data, service: service)
        return try #require(page.snapshot.section("nearby")?.section as? StoreNearbySection, "\(page.diagnostics)")
    }

    /// The terminal cells of the `Store` item kinds, registered as the app registers them, and the title's.
    static func cells() throws -> TerminalCells {
        var cells = TerminalCells()
        try StoreTerminalCells.register(in: &cells)
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
