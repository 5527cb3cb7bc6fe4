import ComponentService
import PageKit
import StoreInterface

extension StoreNearbySection {
    /// Reads `configuration`'s data, loads the stores through the bus and makes the section.
    ///
    /// - Throws: ``SectionBuildError``: `invalidData` naming the key that is wrong, or `dataUnavailable` with the
    ///   bus's error.
    static func make(
        from configuration: SectionConfiguration, service: ComponentService,
        timeOfDay: @escaping @Sendable () -> String?
    ) async throws(SectionBuildError) -> StoreNearbySection {
        let data = try StoreNearbySectionData(configuration.data)
        let stores: [Store]
        do {
            stores = try service.store.nearby(limit: data.limit, maxDistance: data.maxDistance)
        } catch {
            throw SectionBuildError(.dataUnavailable, message: "the nearby stores could not be loaded: \(error)")
        }
        return StoreNearbySection(
            title: data.title, stores: stores, maxDistance: data.maxDistance, service: service, timeOfDay: timeOfDay)
    }
}
