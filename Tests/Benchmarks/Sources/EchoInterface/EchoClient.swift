import ComponentService

extension ComponentService {
    /// The Echo component's typed wrapper.
    public var echo: EchoClient { EchoClient(service: self) }
}

/// The Echo component's typed wrapper, as a component package ships it: a sync command's wrapper answers
/// now; an async command's is awaited.
public struct EchoClient: Sendable {
    /// The service the calls go through.
    public let service: ComponentService

    /// The text, echoed by the component now.
    public func echo(_ text: String) throws(ComponentError) -> String {
        try service.call(EchoDefine.echo, on: EchoDefine.name, EchoDefine.text(text)).value(EchoDefine.echoed)
    }

    /// The text, echoed by the component later.
    nonisolated(nonsending) public func echoLater(_ text: String) async throws(ComponentError) -> String {
        try await service.invoke(EchoDefine.echoLater, on: EchoDefine.name, EchoDefine.text(text))
            .value(EchoDefine.echoed)
    }

    /// What about a microsecond of the component's work makes of `seed`.
    public func work(_ seed: Int) throws(ComponentError) -> Int {
        try service.call(EchoDefine.work, on: EchoDefine.name, EchoDefine.seed(seed)).value(EchoDefine.digest)
    }
}
