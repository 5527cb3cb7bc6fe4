import ComponentService
import Foundation
import Store
import StoreInterface
import Testing

@Suite("Shipped stores.json")
struct ShippedDataTests {
    /// The shipped stores, read as the component reads them: strictly, so a duplicate key fails here too.
    private func shippedStores() throws -> [Store] {
        let value = try ComponentValue(jsonBytes: Data(contentsOf: StoreFixtures.shippedDataURL))
        return try ComponentValueDecoder().decode([Store].self, from: value)
    }

    @Test("every store decodes, with unique ids 1...12")
    func decodesWithUniqueIDs() throws {
        let stores = try shippedStores()
        #expect(stores.count == 12)
        #expect(stores.map(\.id).sorted() == Array(1...12))
        #expect(Set(stores.map(\.name)).count == stores.count)
    }

    @Test("every store has a distance, rating and opening hours the component accepts")
    func valuesInRange() throws {
        for store in try shippedStores() {
            #expect(store.distance >= 0, "store \(store.id)")
            #expect(Store.ratingRange.contains(store.rating), "store \(store.id)")
            #expect(store.openingHours.isValid, "store \(store.id)")
            #expect(!store.name.isEmpty && !store.address.isEmpty, "store \(store.id)")
        }
    }

    @Test("the component serves exactly the shipped stores, loaded from its bundle")
    func servedFromBundle() async throws {
        let service = try StoreFixtures.shippedService()
        let served = try service.store.nearby(limit: 100)
        #expect(Set(served) == Set(try shippedStores()))
        #expect(served.map(\.id) == StoreFixtures.shippedIDsByDistance)
    }
}
