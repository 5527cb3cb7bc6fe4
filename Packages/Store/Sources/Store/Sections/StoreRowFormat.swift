import StoreInterface

/// How a store's facts read, in its row and in its details: its distance (`350 m`, `1.2 km`), rating
/// (`4.6`) and hours. A host that draws a store row (``StoreNearbySection/rowKind``) spells them with these.
public enum StoreRowFormat {
    /// A distance in meters as `350 m` below a kilometre, `1.2 km` (rounded to 100 m) from there.
    public static func distance(_ meters: Int) -> String {
        let meters = max(meters, 0)
        guard meters >= 1_000 else { return "\(meters) m" }
        let tenths = meters / 100 + (meters % 100 >= 50 ? 1 : 0)
        return "\(tenths / 10).\(tenths % 10) km"
    }

    /// A rating with one decimal, such as `4.6`; `–` for a rating that is not a number.
    public static func rating(_ rating: Double) -> String {
        guard rating.isFinite else { return "–" }
        let tenths = Int((min(max(rating, 0), 5) * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// Opening hours as `06:30–18:00`.
    public static func hours(_ hours: StoreOpeningHours) -> String {
        "\(hours.opens)–\(hours.closes)"
    }

    /// What the section says when no store is near enough: `No stores within 500 m`, or `No stores nearby`
    /// when there is no distance limit.
    static func emptyMessage(maxDistance: Int?) -> String {
        maxDistance.map { "No stores within \(distance($0))" } ?? "No stores nearby"
    }
}
