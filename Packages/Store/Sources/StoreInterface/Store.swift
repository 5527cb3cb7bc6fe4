import ComponentService

/// A store near the user, as the `Store` component answers it.
public struct Store: ComponentCodable, Sendable, Hashable, Identifiable {
    /// The store's identifier, unique among stores.
    public var id: Int
    /// The store's name, such as `"Bluebird Coffee Roasters"`.
    public var name: String
    /// The street address in one line.
    public var address: String
    /// How far the store is from the user, in meters.
    public var distance: Int
    /// The average rating, from 0.0 to 5.0.
    public var rating: Double
    /// When the store opens and closes each day.
    public var openingHours: StoreOpeningHours

    /// Creates a store.
    public init(
        id: Int, name: String, address: String, distance: Int, rating: Double, openingHours: StoreOpeningHours
    ) {
        self.id = id
        self.name = name
        self.address = address
        self.distance = distance
        self.rating = rating
        self.openingHours = openingHours
    }

    /// The range a valid ``rating`` lies in.
    public static let ratingRange = 0.0...5.0
}
