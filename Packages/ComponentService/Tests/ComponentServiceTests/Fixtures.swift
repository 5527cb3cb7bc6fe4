import Foundation
import TestSupport

@testable import ComponentService

/// The wire contract of the test component `Echo`.
enum EchoDefine {
    static let name = "Echo"

    static let text = ComponentKey<String>("text", "Text to echo.")
    static let times = ComponentKey<Int>("times", "How many times.", default: 1)
    static let note = ComponentKey<String?>("note", "An optional note appended after a space.")
    static let millis = ComponentKey<Int>("millis", "How long to wait.")
    static let echoed = ComponentKey<String>("echoed", "The text, repeated.")
    static let step = ComponentKey<Int>("step", "A progress step.")

    static let echo = ComponentCommand.sync(
        "echo", "Repeats a text.", arguments: [text, times, note], results: [echoed])
    static let nothing = ComponentCommand.sync("nothing", "Answers with an empty payload.")
    static let fail = ComponentCommand.sync("fail", "Throws an error that is not a ComponentError.")
    static let reject = ComponentCommand.sync("reject", "Throws a ComponentError of its own.", arguments: [text])
    static let badResult = ComponentCommand.sync("badResult", "Answers with an undeclared result.", results: [echoed])
    static let later = ComponentCommand.async(
        "later", "Answers from another thread.", arguments: [text], results: [echoed])
    static let sleepy = ComponentCommand.async(
        "sleepy", "Sleeps, then answers.", arguments: [millis], results: [echoed])
    static let never = ComponentCommand.async("never", "Keeps its responder and never answers.")
    static let drop = ComponentCommand.async("drop", "Drops its responder.")
    static let twice = ComponentCommand.async(
        "twice", "Answers twice.", arguments: [text], results: [echoed])
    static let progress = ComponentCommand.async(
        "progress", "Reports three steps, then answers.", results: [echoed])
    static let progressSync = ComponentCommand.sync(
        "progressSync", "Reports two steps while answering synchronously.", results: [echoed])

    static let descriptor = ComponentDescriptor(
        name: name, summary: "A component for tests.",
        commands: [echo, nothing, fail, reject, badResult, later, sleepy, never, drop, twice, progress, progressSync])
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String { "the disk is on fire" }
}

final class EchoComponent: Component {
    static let descriptor = EchoDefine.descriptor
    static let handlers: [ComponentHandler<EchoComponent>] = [
        .sync(EchoDefine.echo) { _, call in
            let text = try call.argument(EchoDefine.text)
            var echoed = String(repeating: text, count: try call.argument(EchoDefine.times))
            if let note = try call.argument(EchoDefine.note) { echoed += " " + note }
            return try ComponentPayload(EchoDefine.echoed, echoed)
        },
        .sync(EchoDefine.nothing) { _, _ in [:] },
        .sync(EchoDefine.fail) { _, _ in throw TestFailure() },
        .sync(EchoDefine.reject) { _, call in
            throw ComponentError.invalidArgument("text", "No such text: \(try call.argument(EchoDefine.text))")
        },
        .sync(EchoDefine.badResult) { _, _ in ["unexpected": 1] },
        .responder(EchoDefine.later) { _, call, responder in
            let text = (try? call.argument(EchoDefine.text)) ?? ""
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(5)) {
                _ = try? responder.succeed(ComponentPayload(EchoDefine.echoed, text))
            }
        },
        .async(EchoDefine.sleepy) { _, call in
            try await Task.sleep(for: .milliseconds(try call.argument(EchoDefine.millis)))
            return try ComponentPayload(EchoDefine.echoed, "awake")
        },
        .responder(EchoDefine.never) { component, _, responder in
            component.kept.withLock { $0.append(responder) }
        },
        .responder(EchoDefine.drop) { _, _, _ in },
        .responder(EchoDefine.twice) { component, call, responder in
            let text = (try? call.argument(EchoDefine.text)) ?? ""
            let first = (try? responder.succeed(ComponentPayload(EchoDefine.echoed, text + "-first"))) ?? false
            let second = (try? responder.succeed(ComponentPayload(EchoDefine.echoed, text + "-second"))) ?? false
            component.answersAccepted.withLock { $0 += [first, second] }
        },
        .responder(EchoDefine.progress) { _, _, responder in
            DispatchQueue.global().async {
                for step in 1...3 { _ = try? responder.reportProgress(ComponentPayload(EchoDefine.step, step)) }
                _ = try? responder.succeed(ComponentPayload(EchoDefine.echoed, "done"))
                _ = try? responder.reportProgress(ComponentPayload(EchoDefine.step, 4))
            }
        },
        .sync(EchoDefine.progressSync) { _, call in
            for step in 1...2 { call.reportProgress(try ComponentPayload(EchoDefine.step, step)) }
            return try ComponentPayload(EchoDefine.echoed, "done")
        },
    ]

    let kept = Locked<[ComponentResponder]>([])
    let answersAccepted = Locked<[Bool]>([])

    /// The responders of `never` calls, kept alive and unanswered.
    var keptResponders: [ComponentResponder] { kept.withLock { $0 } }

    /// For each answer a `twice` call gave, whether the responder accepted it.
    var acceptedAnswers: [Bool] { answersAccepted.withLock { $0 } }
}

/// Collects callback events from any thread.
final class EventRecorder: Sendable {
    private let events = Locked<[ComponentCallbackEvent]>([])

    var callback: ComponentCallback {
        { event in self.events.withLock { $0.append(event) } }
    }

    var all: [ComponentCallbackEvent] { events.withLock { $0 } }

    var completions: [ComponentResult] {
        all.compactMap { event in
            if case .completed(let result) = event { return result }
            return nil
        }
    }

    var progressSteps: [Int] {
        all.compactMap { event in
            if case .progress(let payload) = event { return payload["step"]?.intValue }
            return nil
        }
    }

    /// Waits until `count` completions arrived, or `hangTimeout` passed; returns those that arrived.
    func waitForCompletions(_ count: Int = 1) async -> [ComponentResult] {
        _ = await waitUntil(polling: .milliseconds(5)) { completions.count >= count }
        return completions
    }
}

/// Counts how often something happened, from any thread.
final class Counter: Sendable {
    private let value = Locked(0)

    func increment() { value.withLock { $0 += 1 } }

    var count: Int { value.withLock { $0 } }
}

func makeEchoService() throws -> ComponentService {
    let service = ComponentService()
    try service.register(EchoComponent.self) { _ in EchoComponent() }
    return service
}

/// The `ComponentError` that `body` throws, or `nil` when it answers.
func componentError(_ body: () async throws -> ComponentPayload) async -> ComponentError? {
    do {
        _ = try await body()
        return nil
    } catch {
        return error as? ComponentError
    }
}
