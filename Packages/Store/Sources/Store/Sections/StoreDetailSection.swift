import PageKit
import StoreInterface

/// The `store.detail` page section: one store's details under a title, the store a page was opened for
/// (``StoreDefine/storePageID`` with ``StoreDefine/storeParameter``), as a selected store row opens it.
///
/// Its one item (kind ``detailKind``) holds the lines a host shows: the name, address, distance, rating and
/// opening hours, with whether the store is open now. In the terminal (`StoreTerminal`):
///
/// ```text
/// ── Store ─────────────────────────────────
/// Bluebird Coffee Roasters
///   Address: 1024 SE Hawthorne Blvd, Portland, OR 97214
/// ```
public struct StoreDetailSection: TitledSection {
    /// The cell kind of the details.
    public static let detailKind = "store.detail.card"
    /// The kinds the section shows: ``detailKind``; the header is the title's.
    public static let itemKinds = [detailKind]

    /// The header's title; empty for no header.
    public let title: String
    /// The store shown.
    public let store: Store
    /// The details' item.
    public let items: [PageItem]

    /// The details of `store`, open or closed at `timeOfDay` (`"HH:mm"`), under `title`.
    public init(title: String, store: Store, timeOfDay: String?) {
        self.title = title
        self.store = store
        let lines = StoreDetailLines(id: store.id, lines: StoreRowFormat.detailLines(of: store, timeOfDay: timeOfDay))
        items = [PageItem(lines, id: \.id, kind: Self.detailKind)]
    }
}

/// The value of a store's details item: the lines a host shows, one per fact.
public struct StoreDetailLines: Sendable, Hashable {
    /// The store's id.
    public let id: Int
    /// The name, then the address, distance, rating and opening hours.
    public let lines: [String]
}
