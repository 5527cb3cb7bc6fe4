import ComponentService
import PageKit
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
}
