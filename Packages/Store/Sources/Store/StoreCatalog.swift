import ComponentService
import StoreInterface

/// The stores the component serves: checked once, then kept sorted by distance (ties by id) and by id.
struct StoreCatalog: Sendable {
    /// Every store, nearest first; equal distances in id order.
    let byDistance: [Store]
    /// Every store by its identifier.
    let byID: [Int: Store]

    /// Checks `stores` (unique ids, distances of 0 or more, ratings from 0 to 5, valid opening hours)
    /// and indexes them.
    init(stores: [Store]) throws(StoreDataError) {
        var byID: [Int: Store] = [:]
        byID.reserveCapacity(stores.count)
        for store in stores {
            guard byID[store.id] == nil else { throw StoreDataError("the id \(store.id) is used twice") }
            guard store.distance >= 0 else {
                throw StoreDataError("store \(store.id) has a negative distance (\(store.distance))")
            }
            guard Store.ratingRange.contains(store.rating) else {
                throw StoreDataError("store \(store.id) has a rating outside 0 to 5 (\(store.rating))")
            }
            guard store.openingHours.isValid else {
                let hours = store.openingHours
                throw StoreDataError(
                    "store \(store.id) has hours that are not HH:mm (\(EchoedText.bare(hours.opens))-"
                        + "\(EchoedText.bare(hours.closes)))")
            }
            byID[store.id] = store
        }
        self.byID = byID
        byDistance = stores.sorted { ($0.distance, $0.id) < ($1.distance, $1.id) }
    }

    /// At most `limit` stores, nearest first, only those at most `maxDistance` meters away when given.
    func nearby(limit: Int, maxDistance: Int?) -> [Store] {
        guard let maxDistance else { return Array(byDistance.prefix(limit)) }
        return Array(byDistance.lazy.prefix { $0.distance <= maxDistance }.prefix(limit))
    }

    /// The store with identifier `id`, if there is one.
    func store(id: Int) -> Store? {
        byID[id]
    }
}

/// Why the store data could not be loaded: a reason a person can act on.
struct StoreDataError: Error, Sendable, CustomStringConvertible {
    /// What is wrong with the data.
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
