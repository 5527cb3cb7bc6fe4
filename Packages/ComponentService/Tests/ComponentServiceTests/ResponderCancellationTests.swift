import Foundation
import TestSupport
import Testing

@testable import ComponentService

/// The wire contract of the test component `Watch`, whose async commands record what their responders see.
enum WatchDefine {
    static let name = "Watch"
    static let done = ComponentKey<String>("done", "What the command did.")

    static let sleep = ComponentCommand.async("sleep", "Sleeps ten minutes in a Swift async function.", results: [done])
    static let hold = ComponentCommand.async("hold", "Keeps its responder, unanswered, with a cancel handler.")
    static let answer = ComponentCommand.async("answer", "Answers at once.", results: [done])
    static let badAnswer = ComponentCommand.async("badAnswer", "Answers with an undeclared result.", results: [done])

    static let descriptor = ComponentDescriptor(
        name: name, summary: "Records what its responders see.", commands: [sleep, hold, answer, badAnswer])
}

final class WatchComponent: Component {
    static let descriptor = WatchDefine.descriptor
    static let handlers: [ComponentHandler<WatchComponent>] = [
        .async(WatchDefine.sleep) { component, _ in
            component.sleepStarted.increment()
            do {
                try await Task.sleep(for: .seconds(600))
            } catch {
                component.sleepCancelled.increment()
                throw error
            }
            return try ComponentPayload(WatchDefine.done, "slept")
        },
        .responder(WatchDefine.hold) { component, _, responder in
            responder.onCancel { _ in component.cancelHandlerRuns.increment() }
            component.held.withLock { $0.append(responder) }
        },
        .responder(WatchDefine.answer) { component, _, responder in
            _ = try? responder.succeed(ComponentPayload(WatchDefine.done, "answered"))
            component.held.withLock { $0.append(responder) }
        },
        .responder(WatchDefine.badAnswer) { _, _, responder in
            responder.succeed(["done": "x", "unexpected": 1])
        },
    ]

    let sleepStarted = Counter()
    let sleepCancelled = Counter()
    let cancelHandlerRuns = Counter()
    let held = Locked<[ComponentResponder]>([])

    var heldResponders: [ComponentResponder] { held.withLock { $0 } }
}

@Suite("Responder cancellation")
struct ResponderCancellationTests {
    @Test("a timeout cancels the task of a command written as a Swift async function")
    func timeoutCancelsAsyncHandlerTask() async throws {
        let component = WatchComponent()
        let service = ComponentService()
        try service.register(component)
        let error = await componentError {
            try await service.invoke(WatchDefine.name, WatchDefine.sleep.name, timeout: .milliseconds(20))
        }
        #expect(error?.code == .timeout)
        #expect(await waitUntil { component.sleepCancelled.count == 1 })
    }

    @Test("cancelling the caller's task cancels the task of a command written as a Swift async function")
    func callerCancellationCancelsAsyncHandlerTask() async throws {
        let component = WatchComponent()
        let service = ComponentService()
        try service.register(component)
        let task = Task { try await service.invoke(WatchDefine.name, WatchDefine.sleep.name) }
        #expect(await waitUntil { component.sleepStarted.count == 1 })
        task.cancel()
        #expect((await task.result.failureValue as? ComponentError)?.code == .cancelled)
        #expect(await waitUntil { component.sleepCancelled.count == 1 })
    }

    @Test("a responder's cancel handler runs once when the call times out, and one added afterwards runs at once")
    func cancelHandlerRunsOnTimeout() async throws {
        let component = WatchComponent()
        let service = ComponentService()
        try service.register(component)
        let error = await componentError {
            try await service.invoke(WatchDefine.name, WatchDefine.hold.name, timeout: .milliseconds(20))
        }
        #expect(error?.code == .timeout)
        #expect(component.cancelHandlerRuns.count == 1)
        let responder = try #require(component.heldResponders.first)
        #expect(responder.isCancelled)
        let late = Counter()
        responder.onCancel { _ in late.increment() }
        #expect(late.count == 1)
        #expect(component.cancelHandlerRuns.count == 1)
    }

    @Test("a responder that answered is not cancelled, and a cancel handler added afterwards never runs")
    func answeredResponderIsNotCancelled() async throws {
        let component = WatchComponent()
        let service = ComponentService()
        try service.register(component)
        let payload = try await service.invoke(WatchDefine.name, WatchDefine.answer.name, timeout: .seconds(3_600))
        #expect(payload == ["done": "answered"])
        let responder = try #require(component.heldResponders.first)
        #expect(!responder.isCancelled)
        let late = Counter()
        responder.onCancel { _ in late.increment() }
        #expect(late.count == 0)
    }

    @Test("an async answer that breaks the declared results fails the call with error 400")
    func invalidAsyncAnswer() async throws {
        let component = WatchComponent()
        let service = ComponentService()
        try service.register(component)
        let error = await componentError { try await service.invoke(WatchDefine.name, WatchDefine.badAnswer.name) }
        #expect(error?.code == .componentFailure)
        #expect(
            error?.message
                == "Watch.badAnswer answered with an invalid result: 'unexpected' is not a declared result key")
    }
}
