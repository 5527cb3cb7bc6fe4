import ComponentService

extension ComponentService {
    /// The typed wrapper of the `Main` component: `try service.main.appName(prefix: "shop")`.
    public var main: MainClient { MainClient(service: self) }
}

/// Strongly typed calls of the `Main` component over the bus.
public struct MainClient: Sendable {
    /// The service the calls go through.
    public let service: ComponentService

    /// Creates a client that calls through `service`.
    public init(service: ComponentService) {
        self.service = service
    }

    /// The app's name after `prefix`, such as `"shop-demo"`.
    public func appName(prefix: String) throws(ComponentError) -> String {
        try service.call(MainDefine.getAppName, on: MainDefine.name, MainDefine.prefix(prefix))
            .value(MainDefine.appName)
    }

    /// The app's version after `prefix`, such as `"shop-1.0.0"`, awaited from the async command.
    nonisolated(nonsending) public func appVersion(
        prefix: String, timeout: Duration? = nil
    ) async throws(ComponentError) -> String {
        try await service.invoke(
            MainDefine.asyncGetAppVersion, on: MainDefine.name, MainDefine.prefix(prefix), timeout: timeout
        ).value(MainDefine.appVersion)
    }
}
