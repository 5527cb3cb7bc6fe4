import ComponentService
import PageKit
import StoreInterface

/// The `store.nearby` page section, the nearby stores: a header with its title, then one row per
/// store, nearest first; one row saying so when no store is near enough.
///
/// A store row is two lines: the name with the distance flush right, then the rating, opening hours and
/// address, cut to the width. Selecting a store row loads the store through the bus and shows its details.
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

    /// The number of lines `item`'s cell renders at `width`: 2 for a store row.
    public func height(of item: PageItem, width: Int) -> Int {
        Self.lines(of: item, width: width).count
    }

    /// A cell for store rows or for the empty row; a blank cell for a kind this section does not make.
    public func makeCell(kind: String) -> any PageCell {
        switch kind {
        case Self.rowKind, Self.emptyKind:
            TextCell { item, width in Self.lines(of: item, width: width) }
        default:
            TextCell { _, _ in [] }
        }
    }

    /// The lines of `item` at `width`, for both measuring and rendering.
    static func lines(of item: PageItem, width: Int) -> [String] {
        switch item.kind {
        case rowKind:
            item.value(as: Store.self).map { StoreRowFormat.rowLines(of: $0, width: width) } ?? []
        case emptyKind:
            item.value(as: StoreNearbyEmptyRow.self).map { TextWrapping.wrap($0.message, width: width) } ?? []
        default:
            []
        }
    }
}

/// The value of the row shown when no store is near enough.
struct StoreNearbyEmptyRow: Sendable, Hashable {
    /// What the row says, such as `No stores within 500 m`.
    let message: String
}
