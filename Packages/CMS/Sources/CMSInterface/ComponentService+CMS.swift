import ComponentService

extension ComponentService {
    /// The typed wrapper of the `CMS` component: `try service.cms.page(id: "home")`.
    public var cms: CMSClient { CMSClient(service: self) }
}

/// Strongly typed calls of the `CMS` component over the bus.
public struct CMSClient: Sendable {
    /// The service the calls go through.
    public let service: ComponentService

    /// Creates a client that calls through `service`.
    public init(service: ComponentService) {
        self.service = service
    }

    /// The page configuration named `id`, as an object with `id`, `title` and `sections`.
    public func page(id: String) throws(ComponentError) -> ComponentValue {
        let page = try service.call(CMSDefine.page, on: CMSDefine.name, CMSDefine.id(id))
            .value(CMSDefine.pageObject)
        return .object(page)
    }

    /// The identifiers of every page, sorted.
    public func pages() throws(ComponentError) -> [String] {
        try service.call(CMSDefine.pages, on: CMSDefine.name).value(CMSDefine.ids)
    }

    /// The page configuration named `id`, read as a ``CMSPage``.
    public func pageSummary(id: String) throws(ComponentError) -> CMSPage {
        try CMSPage(page: try page(id: id))
    }
}
