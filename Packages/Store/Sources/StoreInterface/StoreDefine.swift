import ComponentService

/// The wire contract of the `Store` component: the one place its name, commands and keys are spelled.
public enum StoreDefine {
    /// The component's name on the bus.
    public static let name = "Store"

    /// The most stores ``nearby`` may answer.
    public static let limitRange = 1...100

    /// How many stores ``nearby`` answers at most.
    public static let limit = ComponentKey<Int>(
        "limit", "How many stores to answer at most, 1 to 100.", default: 10)
    /// The farthest a store ``nearby`` answers may be, in meters.
    public static let maxDistance = ComponentKey<Int?>(
        "maxDistance", "Only stores at most this many meters away; absent means any distance.")
    /// The identifier of the store ``detail`` answers.
    public static let id = ComponentKey<Int>("id", "The store's identifier.")

    /// The stores ``nearby`` answers, nearest first.
    public static let stores = ComponentKey<[Store]>("stores", "The stores, nearest first (ties by id).")
    /// The store ``detail`` answers.
    public static let store = ComponentKey<Store>("store", "The store with the given identifier.")

    /// Answers the stores nearest the user, sorted by distance, then by id.
    public static let nearby = ComponentCommand.sync(
        "nearby", "The stores nearest the user, nearest first.", arguments: [limit, maxDistance],
        results: [stores])

    /// Answers one store by its identifier.
    public static let detail = ComponentCommand.sync(
        "detail", "One store by its identifier.", arguments: [id], results: [store])

    /// The page section kind that shows the stores nearest the user: a header and one row per store.
    ///
    /// The CMS's page configurations name it; the `Store` target registers its section type under it.
    public static let nearbySectionKind = "store.nearby"

    /// The page section kind that shows one store's details, the store named by the page's ``storeParameter``.
    public static let detailSectionKind = "store.detail"

    /// The page a selected store opens: the CMS serves it, its sections read the store from ``storeParameter``.
    public static let storePageID = "store"

    /// The parameter of ``storePageID`` that names the store, its id as digits.
    public static let storeParameter = "id"

    /// The component's contract.
    public static let descriptor = ComponentDescriptor(
        name: name, summary: "Stores near the user: coffee shops, grocers and bookshops.",
        commands: [nearby, detail])
}
