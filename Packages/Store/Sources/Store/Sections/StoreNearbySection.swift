import ComponentService
import PageKit
import StoreInterface

/// The `store.nearby` page section, the nearby stores: a header with its title, then one row per
/// store, nearest first; one row saying so when no store is near enough.
///
/// A store row's item is the `Store` (kind ``rowKind``); the row shown without stores is its message (kind
/// ``emptyKind``). Selecting a store row loads the store through the bus and shows its details. The host
/// draws and sizes each kind; in the terminal (`StoreTerminal`'s `StoreTerminalCells.register(in:)`) a store
/// row is two lines, the name with the distance flush right, then the rating, opening hours and address, cut
/// to the width:
///
/// ```text
/// ── Stores near you ───────────────────────
/// Bluebird Coffee Roasters           350 m
///   ★ 4.6 · 06:30–18:00 · 1024 SE Hawthor…
/// ```
public struct StoreNearbySection: TitledSection {
    /// The cell kind of a store row.
    public static let rowKind = "store.nearby.row"
    /// The cell kind of the row shown when no store is near enough.
    public static let emptyKind = "store.nearby.empty"
    /// The kinds the section shows: ``rowKind`` and ``emptyKind``; the header is the title's.
    public static let itemKinds = [rowKind, emptyKind]

    /// The header's title; empty for no header.
    public let title: String
    /// The stores shown, nearest first.
    public let stores: [Store]
    /// The farthest a shown store may be, in meters, when the data limits it.
    public let maxDistance: Int?
    /// One item per store, identified by the store's id; a single empty-row item when there are none.
    public let items: [PageItem]

    /// The bus that selections call.
    let service: ComponentService
    /// The time of day, `"HH:mm"`, that a selection says whether the store is open at.
    let timeOfDay: @Sendable () -> String?

    /// A section showing `stores` under `title`.
    init(
        title: String, stores: [Store], maxDistance: Int?, service: ComponentService,
        timeOfDay: @escaping @Sendable () -> String?
    ) {
        self.title = title
        self.stores = stores
        self.maxDistance = maxDistance
        self.service = service
        self.timeOfDay = timeOfDay
        if stores.isEmpty {
            let empty = StoreNearbyEmptyRow(message: StoreRowFormat.emptyMessage(maxDistance: maxDistance))
            items = [PageItem(empty, kind: Self.emptyKind)]
        } else {
            items = stores.map { PageItem($0, id: \.id, kind: Self.rowKind) }
        }
    }
}

/// The value of the row shown when no store is near enough (kind ``StoreNearbySection/emptyKind``), what its
/// host draws.
public struct StoreNearbyEmptyRow: Sendable, Hashable {
    /// What the row says, such as `No stores within 500 m`.
    public let message: String
}
