import Testing

@testable import ComponentService

/// A component whose commands keep their calls, sync and async, for the test to read later.
final class KeeperComponent: Component {
    static let keepSync = ComponentCommand.sync("keepSync", "Keeps its call and answers at once.")
    static let keepAsync = ComponentCommand.async("keepAsync", "Keeps its call and responder.")
    static let descriptor = ComponentDescriptor(
        name: "Keeper", summary: "Keeps its calls.", commands: [keepSync, keepAsync])
    static let handlers: [ComponentHandler<KeeperComponent>] = [
        .sync(keepSync) { component, call in
            component.calls.withLock { $0.append(call) }
            return [:]
        },
        .responder(keepAsync) { component, call, responder in
            component.calls.withLock { $0.append(call) }
            component.responders.withLock { $0.append(responder) }
        },
    ]

    let calls = Locked<[ComponentCall]>([])
    let responders = Locked<[ComponentResponder]>([])
}

@Suite("Call lifetime")
struct CallLifetimeTests {
    /// A new service with `keeper` registered, referenced only by the caller.
    private static func service(with keeper: KeeperComponent) throws -> ComponentService {
        let service = ComponentService()
        try service.register(keeper)
        return service
    }

    @Test("an async command's call keeps its service alive until the handler lets it go")
    func asyncCallHoldsService() throws {
        let keeper = KeeperComponent()
        weak var weakService: ComponentService?
        do {
            let service = try Self.service(with: keeper)
            weakService = service
            service.call("Keeper", "keepAsync")
        }
        #expect(weakService != nil)
        #expect(keeper.calls.withLock { $0.first?.service.componentNames } == ["Keeper"])
        keeper.calls.withLock { $0.removeAll() }
        keeper.responders.withLock { $0.removeAll() }
        #expect(weakService == nil)
    }

    @Test("a sync command's call kept past its handler keeps its service, so reading it later is safe")
    func syncCallHoldsService() throws {
        let keeper = KeeperComponent()
        weak var weakService: ComponentService?
        do {
            let service = try Self.service(with: keeper)
            weakService = service
            #expect(throws: Never.self) { try service.call("Keeper", "keepSync").get() }
        }
        #expect(weakService != nil)
        #expect(keeper.calls.withLock { $0.first?.service.componentNames } == ["Keeper"])
        keeper.calls.withLock { $0.removeAll() }
        #expect(weakService == nil)
    }
}
