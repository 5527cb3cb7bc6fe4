import ComponentService

extension ComponentService {
    /// The typed wrapper of the `Store` component: `try service.store.detail(id: 7)`.
    public var store: StoreClient { StoreClient(service: self) }
}

/// Strongly typed calls of the `Store` component over the bus.
public struct StoreClient: Sendable {
    /// The service the calls go through.
    public let service: ComponentService

    /// Creates a client that calls through `service`.
    public init(service: ComponentService) {
        self.service = service
    }

    /// At most `limit` stores (1 to 100), nearest first, only those within `maxDistance` meters when given.
    public func nearby(
        limit: Int = 10, maxDistance: Int? = nil
    ) throws(ComponentError) -> [Store] {
        try service.call(
            StoreDefine.nearby, on: StoreDefine.name, StoreDefine.limit(limit), StoreDefine.maxDistance(maxDistance)
        ).value(StoreDefine.stores)
    }

    /// The store with identifier `id`; error 300 naming `id` when there is none.
    public func detail(id: Int) throws(ComponentError) -> Store {
        try service.call(StoreDefine.detail, on: StoreDefine.name, StoreDefine.id(id))
            .value(StoreDefine.store)
    }
}
