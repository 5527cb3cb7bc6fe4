import Foundation
import Testing

@testable import ComponentService

private enum NoisyDefine {
    static let name = "Noisy"
    static let ping = ComponentCommand.sync("ping", "Answers nothing.")
    static let descriptor = ComponentDescriptor(name: name, summary: "Uses the bus as it goes.", commands: [ping])
}

/// A component that uses the bus in its deinit, as one that logs its release through another component does.
private final class NoisyComponent: Component {
    static let descriptor = NoisyDefine.descriptor
    static let handlers: [ComponentHandler<NoisyComponent>] = [.sync(NoisyDefine.ping) { _, _ in [:] }]
    let service: ComponentService

    init(service: ComponentService) {
        self.service = service
    }

    deinit {
        _ = service.canCall("Logger", "log")
    }
}

private enum DroppedDefine {
    static let name = "Dropped"
    static let lost = ComponentCommand.async("lost", "Keeps a cancel handler, then drops the responder.")
    static let descriptor = ComponentDescriptor(name: name, summary: "Drops its responders.", commands: [lost])
}

private final class DroppedComponent: Component {
    static let descriptor = DroppedDefine.descriptor
    static let handlers: [ComponentHandler<DroppedComponent>] = [
        .responder(DroppedDefine.lost) { _, _, responder in
            responder.onCancel { responder in _ = responder.fail(CancellationError()) }
        }
    ]
}

/// Calls the stubbed `Noisy` in its deinit: what a stub's answer may hold.
private final class CallsNoisyWhenReleased: Sendable {
    let service: ComponentService

    init(service: ComponentService) {
        self.service = service
    }

    deinit {
        _ = service.call(NoisyDefine.name, NoisyDefine.ping.name)
    }
}

/// Runs `body` on a thread of its own and waits 5 s at most: whether it returned.
private func returns(_ body: @escaping @Sendable () -> Void) -> Bool {
    let finished = DispatchSemaphore(value: 0)
    Thread {
        body()
        finished.signal()
    }.start()
    return finished.wait(timeout: .now() + 5) == .success
}

@Suite("What a call or a change releases is released outside the service's locks")
struct ReleaseOutsideLockTests {
    @Test("unregistering a component whose deinit uses the bus returns")
    func unregister() throws {
        let service = ComponentService()
        try service.register(NoisyComponent.self) { NoisyComponent(service: $0) }
        #expect(service.call(NoisyDefine.name, NoisyDefine.ping.name).error == nil)
        #expect(returns { service.unregister(NoisyDefine.name) })
    }

    @Test("replacing and removing an override whose deinit uses the bus returns")
    func overrides() throws {
        let service = ComponentService()
        try service.override(with: NoisyComponent(service: service))
        #expect(returns { try? service.override(with: NoisyComponent(service: service)) })
        #expect(returns { service.removeOverride(named: NoisyDefine.name) })
    }

    /// The replaced answer was released under the stub's lock, and its capture's call of the stub waited for
    /// that lock forever.
    @Test("replacing a stub's answer whose capture uses the stub in its deinit returns")
    func stubAnswers() throws {
        let service = ComponentService()
        let stub = ComponentStub(NoisyDefine.descriptor)
        try service.override(with: stub)
        do {
            let probe = CallsNoisyWhenReleased(service: service)
            stub.answer(NoisyDefine.ping) { _ in withExtendedLifetime(probe) { [:] } }
        }
        // A thread left waiting holds the stub's lock: the test stops rather than wait for it too.
        try #require(returns { stub.answer(NoisyDefine.ping) { _ in [:] } })
        let undeclared = ComponentCommand.sync(NoisyDefine.ping.name, "Another declaration.", arguments: [])
        do {
            let probe = CallsNoisyWhenReleased(service: service)
            stub.answer(NoisyDefine.ping) { _ in withExtendedLifetime(probe) { [:] } }
        }
        #expect(returns { stub.answer(undeclared) { _ in [:] } })
    }

    @Test("a responder dropped unanswered answers error 400, though its cancel handler uses it")
    func droppedResponder() async throws {
        let service = ComponentService()
        try service.register(DroppedComponent())
        let recorder = EventRecorder()
        service.call(DroppedDefine.name, DroppedDefine.lost.name, callback: recorder.callback)
        let completions = await recorder.waitForCompletions()
        #expect(completions.first?.error?.code == .componentFailure)
        let error = await componentError { try await service.invoke(DroppedDefine.name, DroppedDefine.lost.name) }
        #expect(error?.code == .componentFailure)
    }

    @Test("progress that no callback can read is not kept; progress for a consumer still to come is")
    func unreadProgress() {
        let unread = CallCompletion(awaitsConsumer: false)
        for _ in 0..<100 { #expect(unread.send(.progress(["chunk": "x"]))) }
        #expect(unread.queuedEventCount == 0)
        let awaited = CallCompletion()
        for _ in 0..<3 { awaited.send(.progress(["chunk": "x"])) }
        #expect(awaited.queuedEventCount == 3)
    }
}
