import ComponentService
import Foundation
import Testing

/// Many threads at once against one service; run under ThreadSanitizer by `make test-tsan`.
@Suite("Stress")
struct StressTests {
    /// What the workers saw; every field is checked against what they did.
    final class Tally: Sendable {
        let syncCalls = Counter()
        let syncAnswers = Counter()
        let asyncCalls = Counter()
        let asyncAnswers = Counter()
        let asyncCancelled = Counter()
        let callbackCalls = Counter()
        let callbackCompletions = Counter()
        let registrations = Counter()
        let wrongAnswers = Counter()
    }

    @Test("calls, cancelled async calls and (un)registration from 8 workers lose and duplicate nothing")
    func mixedLoad() async throws {
        let service = try makeEchoService()
        let tally = Tally()
        let deadline = ContinuousClock.now + .milliseconds(600)
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<8 {
                group.addTask { await Self.work(worker: worker, service: service, tally: tally, until: deadline) }
            }
        }
        for _ in 0..<400 where tally.callbackCompletions.count < tally.callbackCalls.count {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(tally.syncCalls.count > 0)
        #expect(tally.syncAnswers.count == tally.syncCalls.count)
        #expect(tally.asyncAnswers.count + tally.asyncCancelled.count == tally.asyncCalls.count)
        #expect(tally.callbackCompletions.count == tally.callbackCalls.count)
        #expect(tally.registrations.count > 0)
        #expect(tally.wrongAnswers.count == 0)
    }

    private static func work(
        worker: Int, service: ComponentService, tally: Tally, until deadline: ContinuousClock.Instant
    )
        async
    {
        var iteration = 0
        while ContinuousClock.now < deadline {
            iteration += 1
            switch iteration % 4 {
            case 0:
                tally.syncCalls.increment()
                let text = ComponentValue.string("\(worker)-\(iteration)")
                if case .success(let payload) = service.call(EchoDefine.name, "echo", ["text": text]) {
                    tally.syncAnswers.increment()
                    if payload["echoed"] != text { tally.wrongAnswers.increment() }
                }
            case 1:
                tally.asyncCalls.increment()
                let task = Task { try await service.invoke(EchoDefine.name, "sleepy", ["millis": 1]) }
                if iteration % 8 == 1 { task.cancel() }
                switch await task.result {
                case .success(let payload):
                    tally.asyncAnswers.increment()
                    if payload != ["echoed": "awake"] { tally.wrongAnswers.increment() }
                case .failure(let error as ComponentError) where error.code == .cancelled:
                    tally.asyncCancelled.increment()
                case .failure:
                    tally.wrongAnswers.increment()
                }
            case 2:
                let name = worker % 2 == 0 ? "PingA" : "PingB"
                if (try? service.register(PingA())) != nil
                    || (try? service.register(PingB.self) { _ in PingB() }) != nil
                {
                    tally.registrations.increment()
                }
                switch service.call(name, "ping") {
                case .success(let payload) where payload.isEmpty: break
                case .failure(let error) where error.code == .noComponent: break
                default: tally.wrongAnswers.increment()
                }
                service.unregister(name)
            default:
                tally.callbackCalls.increment()
                let accepted = service.call(EchoDefine.name, "later", ["text": "x"]) { event in
                    if case .completed(.success(let payload)) = event, payload == ["echoed": "x"] {
                        tally.callbackCompletions.increment()
                    } else if case .completed = event {
                        tally.wrongAnswers.increment()
                    }
                }
                if accepted.hasError { tally.wrongAnswers.increment() }
            }
        }
    }
}
