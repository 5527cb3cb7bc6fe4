import ComponentService
import PageKit
import StoreInterface

extension StoreNearbySection {
    /// Reads `configuration`'s data, loads the stores through the bus and makes the section.
    ///
    /// - Throws: ``StoreSectionError``: `invalidData` naming the key that is wrong, or `loadFailed` with the
    ///   bus's error.
    static func make(
        from configuration: SectionConfiguration, service: ComponentService,
        timeOfDay: @escaping @Sendable () -> String?
    ) async throws(StoreSectionError) -> StoreNearbySection {
        let data = try StoreNearbySectionData(configuration.data)
        let stores: [Store]
        do {
            stores = try await service.store.nearby(limit: data.limit, maxDistance: data.maxDistance)
        } catch {
            throw StoreSectionError(.loadFailed, message: "the nearby stores could not be loaded: \(error)")
        }
        return StoreNearbySection(
            title: data.title, stores: stores, maxDistance: data.maxDistance, service: service, timeOfDay: timeOfDay)
    }
}
