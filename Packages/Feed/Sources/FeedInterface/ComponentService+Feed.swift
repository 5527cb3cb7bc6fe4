import ComponentService

extension ComponentService {
    /// The typed wrapper of the `Feed` component: `try service.feed.list(page: 2)`.
    public var feed: FeedClient { FeedClient(service: self) }
}

/// Strongly typed calls of the `Feed` component over the bus.
public struct FeedClient: Sendable {
    /// The service the calls go through.
    public let service: ComponentService

    /// Creates a client that calls through `service`.
    public init(service: ComponentService) {
        self.service = service
    }

    /// One page of the feed, in feed order; a page past the end has no items.
    public func list(page: Int = 1, pageSize: Int = 10) throws(ComponentError) -> FeedPage {
        let reply = try service.call(
            FeedDefine.list, on: FeedDefine.name, FeedDefine.page(page), FeedDefine.pageSize(pageSize))
        return FeedPage(
            items: try reply.value(FeedDefine.items), page: try reply.value(FeedDefine.pageResult),
            pageSize: try reply.value(FeedDefine.pageSizeResult), total: try reply.value(FeedDefine.total),
            hasMore: try reply.value(FeedDefine.hasMore), skipped: try reply.value(FeedDefine.skipped))
    }

    /// The item types the component knows, such as `["article", "gallery", "video", "ad"]`.
    public func types() throws(ComponentError) -> [String] {
        try service.call(FeedDefine.types, on: FeedDefine.name).value(FeedDefine.typesResult)
    }
}
