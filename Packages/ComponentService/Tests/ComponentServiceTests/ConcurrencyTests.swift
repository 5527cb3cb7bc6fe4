import Foundation
import Testing

@testable import ComponentService

/// A component whose factory and handler call the bus, to prove that no lock is held across component code.
enum RelayDefine {
    static let name = "Relay"
    static let text = ComponentKey<String>("text", "Text passed on to Echo.")
    static let echoed = ComponentKey<String>("echoed", "What Echo answered.")
    static let relay = ComponentCommand.sync("relay", "Calls Echo.echo.", arguments: [text], results: [echoed])
    static let callSelf = ComponentCommand.sync(
        "callSelf", "Calls its own relay command.", arguments: [text], results: [echoed])
    static let descriptor = ComponentDescriptor(name: name, summary: "Calls Echo.", commands: [relay, callSelf])
}

final class RelayComponent: Component {
    static let descriptor = RelayDefine.descriptor
    static let handlers: [ComponentHandler<RelayComponent>] = [
        .sync(RelayDefine.relay) { _, call in
            let echoed = try call.service.call(
                EchoDefine.name, "echo", ["text": .string(try call.argument(RelayDefine.text))]
            )
            .get()
            return echoed
        },
        .sync(RelayDefine.callSelf) { _, call in
            try call.service.call(RelayDefine.name, "relay", call.arguments).get()
        },
    ]

    /// Calls the bus from the initializer and records what it heard in `record`.
    init(service: ComponentService, record: InitRecord, callSelf: Bool = false) {
        record.greeting.withLock { $0 = service.call(EchoDefine.name, "echo", ["text": "init"]) }
        if callSelf {
            record.selfCall.withLock { $0 = service.call(RelayDefine.name, "relay", ["text": "x"]) }
        }
    }

    /// What a relay's initializer heard from the bus.
    final class InitRecord: Sendable {
        let greeting = Locked<ComponentResult?>(nil)
        let selfCall = Locked<ComponentResult?>(nil)
    }
}

/// Two single-command components, for tests that need more than one registered name.
enum PingDefine {
    static let ping = ComponentCommand.sync("ping", "Answers with an empty payload.")
}

final class PingA: Component {
    static let descriptor = ComponentDescriptor(name: "PingA", summary: "", commands: [PingDefine.ping])
    static let handlers: [ComponentHandler<PingA>] = [.sync(PingDefine.ping) { _, _ in [:] }]
}

final class PingB: Component {
    static let descriptor = ComponentDescriptor(name: "PingB", summary: "", commands: [PingDefine.ping])
    static let handlers: [ComponentHandler<PingB>] = [.sync(PingDefine.ping) { _, _ in [:] }]
}

@Suite("Concurrency")
struct ConcurrencyTests {
    @Test("lazy creation runs exactly once under 1,000 concurrent first calls")
    func lazyCreationRace() async throws {
        let service = ComponentService()
        let created = Counter()
        try service.register(EchoComponent.self) { _ in
            created.increment()
            Thread.sleep(forTimeInterval: 0.01)
            return EchoComponent()
        }
        let answers = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<1_000 {
                group.addTask { !service.call(EchoDefine.name, "echo", ["text": "x"]).hasError }
            }
            return await group.reduce(into: 0) { $0 += $1 ? 1 : 0 }
        }
        #expect(answers == 1_000)
        #expect(created.count == 1)
    }

    @Test("lazy creation runs exactly once when first calls race on plain threads")
    func lazyCreationRaceOnThreads() throws {
        let service = ComponentService()
        let created = Counter()
        try service.register(EchoComponent.self) { _ in
            created.increment()
            Thread.sleep(forTimeInterval: 0.01)
            return EchoComponent()
        }
        let failures = Counter()
        DispatchQueue.concurrentPerform(iterations: 1_000) { _ in
            if service.call(EchoDefine.name, "echo", ["text": "x"]).hasError { failures.increment() }
        }
        #expect(failures.count == 0)
        #expect(created.count == 1)
    }

    @Test("a component's initializer may call another component")
    func reentrantInitializer() throws {
        let service = try makeEchoService()
        let record = RelayComponent.InitRecord()
        try service.register(RelayComponent.self) { RelayComponent(service: $0, record: record) }
        #expect(try service.call(RelayDefine.name, "relay", ["text": "a"]).get() == ["echoed": "a"])
        #expect(try record.greeting.withLock { $0 }?.get() == ["echoed": "init"])
    }

    @Test("an initializer that calls its own component gets an error instead of a deadlock")
    func selfCallFromInitializer() throws {
        let service = try makeEchoService()
        let record = RelayComponent.InitRecord()
        try service.register(RelayComponent.self, creation: .eager) {
            RelayComponent(service: $0, record: record, callSelf: true)
        }
        let error = try #require(record.selfCall.withLock { $0 }?.error)
        #expect(error.code == .componentFailure)
        #expect(
            error.message
                == "Relay.relay was called while Relay was being created, by its own initializer: Relay → Relay")
        #expect(try service.call(RelayDefine.name, "relay", ["text": "a"]).get() == ["echoed": "a"])
    }

    @Test("a handler may call the bus, including its own component")
    func reentrantHandler() throws {
        let service = try makeEchoService()
        try service.register(RelayComponent.self) { RelayComponent(service: $0, record: .init()) }
        #expect(try service.call(RelayDefine.name, "callSelf", ["text": "b"]).get() == ["echoed": "b"])
    }

    @Test("unregister while calls are in flight: running calls finish, later calls get error 100")
    func unregisterInFlight() async throws {
        let service = ComponentService()
        let component = EchoComponent()
        try service.register(component)
        let recorder = EventRecorder()
        // The dictionary `call` returns once the command has started: the unregister below cannot overtake it.
        #expect(service.call(EchoDefine.name, "sleepy", ["millis": 100], callback: recorder.callback).error == nil)
        #expect(service.unregister(EchoDefine.name))
        #expect(service.call(EchoDefine.name, "nothing").error?.code == .noComponent)
        #expect(await recorder.waitForCompletions() == [.success(["echoed": "awake"])])
    }

    @Test("an instance is released once unregistered and its last call has finished")
    func releaseAfterInFlight() async throws {
        let service = ComponentService()
        weak var weakComponent: EchoComponent?
        let recorder = EventRecorder()
        do {
            let component = EchoComponent()
            weakComponent = component
            try service.register(component)
            // Returns once the command has started, before the unregister below.
            let started = service.call(EchoDefine.name, "sleepy", ["millis": 50], callback: recorder.callback)
            #expect(started.error == nil)
        }
        service.unregister(EchoDefine.name)
        #expect(await recorder.waitForCompletions() == [.success(["echoed": "awake"])])
        for _ in 0..<100 where weakComponent != nil { try await Task.sleep(for: .milliseconds(5)) }
        #expect(weakComponent == nil)
    }
}
