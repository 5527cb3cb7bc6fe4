import ComponentService
import Feed
import FeedInterface
import FeedTerminal
import PageKit
import PageTerminal
import Testing

/// Feed sections and the terminal cells that draw them, registered the way the app registers them; every test
/// makes its own.
enum FeedTerminalFixtures {
    /// A registry with the feed section registered against a service with the shipped feed.
    static func registry() throws -> SectionRegistry {
        let service = ComponentService()
        try FeedRegistration.register(in: service)
        let registry = SectionRegistry()
        try FeedRegistration.registerSections(in: registry, service: service)
        return registry
    }

    /// A page with one feed section `feed` of `data`, built by `PageBuilder`.
    static func page(data: PageJSON) async throws -> PageBuilder.Page {
        let configuration = PageConfiguration(
            id: "home", sections: [SectionConfiguration(id: "feed", kind: FeedDefine.listSectionKind, data: data)])
        return await PageBuilder(registry: try registry()).build(configuration)
    }

    /// The feed section of a page built with `data`.
    static func section(data: PageJSON) async throws -> FeedSection {
        let page = try await page(data: data)
        return try #require(page.snapshot.section("feed")?.section as? FeedSection, "\(page.diagnostics)")
    }

    /// A section with the whole shipped feed (30 items).
    static func wholeFeed() async throws -> FeedSection {
        try await section(data: ["title": "Today", "pageSize": 50])
    }

    /// The terminal cells of the `Feed` item kinds, registered as the app registers them, and the title's.
    static func cells() throws -> TerminalCells {
        var cells = TerminalCells()
        try FeedTerminalCells.register(in: &cells)
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
