import ComponentService
import Feed
import FeedInterface
import Foundation
import PageKit
import PageTerminal
import Testing

/// Registries, sections and renderings for the page-section tests; every test makes its own.
enum FeedSectionFixtures {
    /// The shipped feed on a service, and a registry with the feed section registered against it.
    static func registry() throws -> (service: ComponentService, registry: SectionRegistry) {
        let service = try FeedFixtures.shippedService()
        let registry = SectionRegistry()
        try FeedRegistration.registerSections(in: registry, service: service)
        return (service, registry)
    }

    /// The section the registered factory makes from `data`.
    static func section(data: PageJSON, registry: SectionRegistry) async throws -> FeedSection {
        let factory = try #require(registry.factory(for: FeedDefine.listSectionKind))
        let made = try await factory(SectionConfiguration(id: "feed", kind: FeedDefine.listSectionKind, data: data))
        return try #require(made as? FeedSection)
    }

    /// A section with the whole shipped feed (30 items), made by the registered factory.
    static func wholeFeed() async throws -> FeedSection {
        try await section(data: ["title": "Today", "pageSize": 50], registry: registry().registry)
    }

    /// A page with one feed section `feed` of `data`, built by `PageBuilder`.
    static func page(data: PageJSON) async throws -> PageBuilder.Page {
        let configuration = PageConfiguration(
            id: "home", sections: [SectionConfiguration(id: "feed", kind: FeedDefine.listSectionKind, data: data)])
        return await PageBuilder(registry: try registry().registry).build(configuration)
    }

    /// The terminal cells of the `Feed` item kinds, registered as the app registers them, and the title's.
    static func cells() throws -> TerminalCells {
        var cells = TerminalCells()
        try FeedRegistration.registerTerminalCells(in: &cells)
        return cells
    }

    /// What the registered terminal cell of `item`'s kind draws for it at `width`, as a renderer would.
    static func render(_ item: PageItem, width: Int) throws -> [String] {
        let cell = try #require(try cells().makeCell(kind: item.kind), "no terminal cell for \(item.kind)")
        cell.configure(with: item, width: width)
        return cell.render()
    }

    /// What the terminal cell of `section`'s header draws at `width`; nothing without a header.
    static func renderHeader(of section: some PageSection, width: Int) throws -> [String] {
        try section.header.map { try render($0, width: width) } ?? []
    }

    /// The height the terminal gives `item` at `width`, as a terminal page measures it (``TerminalSizer``).
    static func height(of item: PageItem, width: Int) throws -> Double? {
        TerminalSizer(cells: try cells()).size(of: item, width: Double(width))
    }

    /// The item with feed id `id`.
    static func item(_ id: String, of section: some PageSection) throws -> PageItem {
        try #require(section.items.first { $0.id == ItemID(id) })
    }
}
