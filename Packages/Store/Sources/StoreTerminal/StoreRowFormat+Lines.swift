import PageTerminal
import Store
import StoreInterface

extension StoreRowFormat {
    /// The two lines of a store's row at `width` columns: name and distance, then rating, hours and address.
    static func rowLines(of store: Store, width: Int) -> [String] {
        let facts = "  ★ \(rating(store.rating)) · \(hours(store.openingHours)) · \(store.address)"
        return [
            TextWrapping.spread(store.name, distance(store.distance), width: width),
            TextWrapping.truncate(facts, width: width),
        ]
    }
}
