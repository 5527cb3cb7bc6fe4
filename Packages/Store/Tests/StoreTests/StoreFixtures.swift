import ComponentService
import Foundation
import Store
import StoreInterface

/// Services, stores and paths the tests share; every test makes its own service.
enum StoreFixtures {
    /// A service with the `Store` component registered the way the app does it, on the shipped data.
    static func shippedService() throws -> ComponentService {
        let service = ComponentService()
        try StoreRegistration.register(in: service)
        return service
    }

    /// A service with `component` registered as an instance.
    static func service(with component: StoreComponent) throws -> ComponentService {
        let service = ComponentService()
        try service.register(component)
        return service
    }

    /// A store with only what a test cares about spelled out.
    static func store(
        _ id: Int, distance: Int, rating: Double = 4.0, opens: String = "08:00", closes: String = "18:00"
    ) -> Store {
        Store(
            id: id, name: "Store \(id)", address: "\(id) Main St", distance: distance, rating: rating,
            openingHours: StoreOpeningHours(opens: opens, closes: closes))
    }

    /// The shipped `stores.json`, read from the source tree rather than through the component.
    static let shippedDataURL = URL(filePath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appending(path: "Sources/Store/Resources/stores.json")

    /// The shipped store ids nearest first, as the data file lists them by distance.
    static let shippedIDsByDistance = [1, 3, 8, 2, 6, 4, 5, 9, 7, 10, 11, 12]
}
