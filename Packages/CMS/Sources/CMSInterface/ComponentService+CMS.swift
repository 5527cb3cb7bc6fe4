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

    /// The page configuration named `id`: an object whose `id` is `id`, served as configured. Its shape
    /// (`title`, `sections` and each section) is the page engine's to check: PageKit's
    /// `PageConfiguration` decodes it and reports every malformed part with its path.
    public func page(id: String) throws(ComponentError) -> ComponentValue {
        let page = try service.call(CMSDefine.page, on: CMSDefine.name, CMSDefine.id(id))
            .value(CMSDefine.pageObject)
        return .object(page)
    }

    /// The identifiers of every page, sorted.
    public func pages() throws(ComponentError) -> [String] {
        try service.call(CMSDefine.pages, on: CMSDefine.name).value(CMSDefine.ids)
    }
}
