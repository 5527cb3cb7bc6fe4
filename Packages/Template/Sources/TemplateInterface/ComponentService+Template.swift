import ComponentService

extension ComponentService {
    /// The typed wrapper of the `Template` component: `try service.template.greet(person: "Ada")`.
    public var template: TemplateClient { TemplateClient(service: self) }
}

/// Strongly typed calls of the `Template` component over the bus.
public struct TemplateClient: Sendable {
    /// The service the calls go through.
    public let service: ComponentService

    /// Creates a client that calls through `service`.
    public init(service: ComponentService) {
        self.service = service
    }

    /// A greeting for `person`, such as `"Hello, Ada!"`.
    public func greet(
        person: String, excitement: Int = 1
    ) throws(ComponentError) -> String {
        try service.call(
            TemplateDefine.greet, on: TemplateDefine.name, TemplateDefine.person(person),
            TemplateDefine.excitement(excitement)
        ).value(TemplateDefine.greeting)
    }

    /// A greeting for `person`, awaited from the async command.
    nonisolated(nonsending) public func asyncGreet(
        person: String, excitement: Int = 1, timeout: Duration? = nil
    ) async throws(ComponentError)
        -> String
    {
        try await service.invoke(
            TemplateDefine.asyncGreet, on: TemplateDefine.name, TemplateDefine.person(person),
            TemplateDefine.excitement(excitement), timeout: timeout
        ).value(TemplateDefine.greeting)
    }
}
