import ComponentService
import Feed
import FeedInterface
import Foundation
import PageKit
import Testing

/// Registries and sections for the page-section tests; every test makes its own.
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

    /// The item with feed id `id`.
    static func item(_ id: String, of section: some PageSection) throws -> PageItem {
        try #require(section.items.first { $0.id == ItemID(id) })
    }
}
