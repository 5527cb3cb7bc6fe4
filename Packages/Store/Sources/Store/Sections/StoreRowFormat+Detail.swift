import StoreInterface

extension StoreRowFormat {
    /// The lines a selected store shows: its name, then its address, distance, rating and opening hours,
    /// with whether it is open at `timeOfDay` (`"HH:mm"`) when that time and the hours are valid.
    static func detailLines(of store: Store, timeOfDay: String?) -> [String] {
        var hours = "  Hours: \(self.hours(store.openingHours))"
        if let timeOfDay, let open = store.openingHours.isOpen(at: timeOfDay) {
            hours += open ? " (open now)" : " (closed now)"
        }
        return [
            store.name,
            "  Address: \(store.address)",
            "  Distance: \(distance(store.distance))",
            "  Rating: ★ \(rating(store.rating))",
            hours,
        ]
    }
}
