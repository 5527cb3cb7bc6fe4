import ComponentService
import Testing

@Suite("Registration")
struct RegistrationTests {
    @Test("a type registered lazily is created on its first call, once")
    func lazyCreation() throws {
        let service = ComponentService()
        let created = Counter()
        try service.register(EchoComponent.self) { _ in
            created.increment()
            return EchoComponent()
        }
        #expect(created.count == 0)
        #expect(!service.isInstantiated(EchoDefine.name))
        _ = service.call(EchoDefine.name, "nothing")
        _ = service.call(EchoDefine.name, "nothing")
        #expect(created.count == 1)
        #expect(service.isInstantiated(EchoDefine.name))
    }

    @Test("a call that fails validation does not create the component")
    func validationBeforeCreation() throws {
        let service = ComponentService()
        let created = Counter()
        try service.register(EchoComponent.self) { _ in
            created.increment()
            return EchoComponent()
        }
        _ = service.call(EchoDefine.name, "echo", [:])
        _ = service.call(EchoDefine.name, "missing")
        #expect(created.count == 0)
    }

    @Test("eager registration creates the instance at once")
    func eagerCreation() throws {
        let service = ComponentService()
        let created = Counter()
        try service.register(EchoComponent.self, creation: .eager) { _ in
            created.increment()
            return EchoComponent()
        }
        #expect(created.count == 1)
        #expect(service.isInstantiated(EchoDefine.name))
        _ = service.call(EchoDefine.name, "nothing")
        #expect(created.count == 1)
    }

    @Test("an instance is held and called as is")
    func instanceRegistration() throws {
        let service = ComponentService()
        let component = EchoComponent()
        try service.register(component)
        #expect(service.isInstantiated(EchoDefine.name))
        _ = service.call(EchoDefine.name, "twice", ["text": "x"])
        #expect(component.acceptedAnswers == [true, false])
    }

    @Test("registering a taken name is reported and keeps the first registration")
    func duplicateName() throws {
        let service = ComponentService()
        let first = EchoComponent()
        try service.register(first)
        let error = #expect(throws: ComponentRegistrationError.self) {
            try service.register(EchoComponent())
        }
        #expect(error?.isDuplicateName == true)
        #expect(error?.component == EchoDefine.name)
        #expect(error?.description.contains("already registered") == true)
        _ = service.call(EchoDefine.name, "twice", ["text": "x"])
        #expect(first.acceptedAnswers == [true, false])
    }

    @Test("unregister removes the component and releases its instance")
    func unregisterReleases() throws {
        let service = ComponentService()
        weak var weakComponent: EchoComponent?
        do {
            let component = EchoComponent()
            weakComponent = component
            try service.register(component)
        }
        #expect(weakComponent != nil)
        #expect(service.unregister(EchoDefine.name))
        #expect(weakComponent == nil)
        #expect(service.call(EchoDefine.name, "nothing").error?.code == .noComponent)
        #expect(!service.unregister(EchoDefine.name))
    }

    @Test("a name is free again after unregister, and the new registration creates a new instance")
    func reregister() throws {
        let service = ComponentService()
        let created = Counter()
        let make: @Sendable (ComponentService) -> EchoComponent = { _ in
            created.increment()
            return EchoComponent()
        }
        try service.register(EchoComponent.self, make: make)
        _ = service.call(EchoDefine.name, "nothing")
        service.unregister(EchoDefine.name)
        try service.register(EchoComponent.self, make: make)
        _ = service.call(EchoDefine.name, "nothing")
        #expect(created.count == 2)
    }
}

@Suite("Contract checks at registration")
struct ContractTests {
    static let ping = ComponentCommand.sync("ping", "Answers.")
    static let pong = ComponentCommand.sync("pong", "Answers too.")
    static let later = ComponentCommand.async("later", "Answers later.")

    final class Undeclared: Component {
        static let descriptor = ComponentDescriptor(name: "Undeclared", summary: "", commands: [ping])
        static let handlers: [ComponentHandler<Undeclared>] = [
            .sync(ping) { _, _ in [:] }, .sync(pong) { _, _ in [:] },
        ]
    }

    final class Unhandled: Component {
        static let descriptor = ComponentDescriptor(name: "Unhandled", summary: "", commands: [ping, pong])
        static let handlers: [ComponentHandler<Unhandled>] = [.sync(ping) { _, _ in [:] }]
    }

    final class WrongExecution: Component {
        static let descriptor = ComponentDescriptor(name: "WrongExecution", summary: "", commands: [later])
        /// The same name declared sync: a handler written against another version of the contract.
        static let staleLater = ComponentCommand.sync("later", "Answers now.")
        static let handlers: [ComponentHandler<WrongExecution>] = [.sync(staleLater) { _, _ in [:] }]
    }

    final class TwoHandlers: Component {
        static let descriptor = ComponentDescriptor(name: "TwoHandlers", summary: "", commands: [ping])
        static let handlers: [ComponentHandler<TwoHandlers>] = [
            .sync(ping) { _, _ in [:] }, .sync(ping) { _, _ in [:] },
        ]
    }

    final class DuplicateKey: Component {
        static let key = ComponentKey<Int>("n", "A number.")
        static let add = ComponentCommand.sync("add", "Adds.", arguments: [key, key])
        static let descriptor = ComponentDescriptor(name: "DuplicateKey", summary: "", commands: [add])
        static let handlers: [ComponentHandler<DuplicateKey>] = [.sync(add) { _, _ in [:] }]
    }

    final class ReservedResult: Component {
        static let key = ComponentKey<Int>(ComponentError.PayloadKey.code, "Clashes with the error form.")
        static let get = ComponentCommand.sync("get", "Gets.", results: [key])
        static let descriptor = ComponentDescriptor(name: "ReservedResult", summary: "", commands: [get])
        static let handlers: [ComponentHandler<ReservedResult>] = [.sync(get) { _, _ in [:] }]
    }

    @Test(
        "handlers that do not match the declaration are rejected with the reason",
        arguments: [
            (Undeclared.self as any Component.Type, "'pong' is handled but not declared"),
            (Unhandled.self, "'pong' is declared but has no handler"),
            (WrongExecution.self, "the handler of 'later' uses a different declaration"),
            (TwoHandlers.self, "'ping' has two handlers"),
            (DuplicateKey.self, "argument key 'n' of 'add' is declared twice"),
            (ReservedResult.self, "result key 'errorCode' of 'get' is reserved for errors"),
        ])
    func brokenContract(type: any Component.Type, reason: String) throws {
        let service = ComponentService()
        let error = #expect(throws: ComponentRegistrationError.self) {
            try Self.register(type, in: service)
        }
        #expect(error?.isInvalidContract == true)
        #expect(error?.message.contains(reason) == true, "\(String(describing: error))")
        #expect(service.componentNames.isEmpty)
    }

    private static func register<C: Component>(_ type: C.Type, in service: ComponentService) throws {
        try service.register(type) { _ in fatalError("never created: registration fails first") }
    }
}
