import ComponentService
import Foundation
import Testing

@Suite("Async calls")
struct InvokeTests {
    @Test("a sync command answers through invoke")
    func syncCommand() async throws {
        let service = try makeEchoService()
        #expect(try await service.invoke(EchoDefine.name, "echo", ["text": "a"]) == ["echoed": "a"])
    }

    @Test("an async command in callback style is awaited")
    func responderCommand() async throws {
        let service = try makeEchoService()
        #expect(try await service.invoke(EchoDefine.name, "later", ["text": "hi"]) == ["echoed": "hi"])
    }

    @Test("an async command written as a Swift async function is awaited")
    func asyncFunctionCommand() async throws {
        let service = try makeEchoService()
        #expect(try await service.invoke(EchoDefine.name, "sleepy", ["millis": 1]) == ["echoed": "awake"])
    }

    @Test("errors are thrown with their codes")
    func errors() async throws {
        let service = try makeEchoService()
        await #expect(throws: ComponentError.self) { try await service.invoke("Nope", "x") }
        let codes = await [
            Self.code { try await service.invoke("Nope", "x") },
            Self.code { try await service.invoke(EchoDefine.name, "x") },
            Self.code { try await service.invoke(EchoDefine.name, "later") },
            Self.code { try await service.invoke(EchoDefine.name, "fail") },
        ]
        #expect(codes == [.noComponent, .unsupportedCommand, .invalidArgument, .componentFailure])
    }

    @Test("a responder called twice resumes the caller once, with the first answer")
    func answeredTwice() async throws {
        let service = try makeEchoService()
        #expect(try await service.invoke(EchoDefine.name, "twice", ["text": "x"]) == ["echoed": "x-first"])
    }

    @Test("a dropped responder ends the wait with error 400")
    func droppedResponder() async throws {
        let service = try makeEchoService()
        let code = await Self.code { try await service.invoke(EchoDefine.name, "drop") }
        #expect(code == .componentFailure)
    }

    @Test("a responder that is kept but never answered ends with error 500 after the timeout")
    func neverAnsweredTimesOut() async throws {
        let component = EchoComponent()
        let service = ComponentService()
        try service.register(component)
        let started = ContinuousClock.now
        let error = await componentError {
            try await service.invoke(EchoDefine.name, "never", timeout: .milliseconds(50))
        }
        #expect(error?.code == .timeout)
        #expect(error?.code.rawValue == 500)
        #expect(error?.message.contains("did not answer within") == true)
        // The command never answers: only the timeout ends the wait (two minutes allow a loaded machine).
        #expect(ContinuousClock.now - started < .seconds(120))
        let responder = try #require(component.keptResponders.first)
        #expect(responder.isCancelled)
        #expect(!responder.succeed([:]))
    }

    @Test("cancelling the caller's task ends the wait with error 600 and cancels the command's task")
    func cancellation() async throws {
        let service = try makeEchoService()
        let task = Task { try await service.invoke(EchoDefine.name, "sleepy", ["millis": 600_000]) }
        try await Task.sleep(for: .milliseconds(20))
        task.cancel()
        let started = ContinuousClock.now
        let result = await task.result
        // The command sleeps ten minutes; the wait ends long before it, however loaded the machine.
        #expect(ContinuousClock.now - started < .seconds(120))
        #expect((result.failureValue as? ComponentError)?.code == .cancelled)
        #expect((result.failureValue as? ComponentError)?.code.rawValue == 600)
    }

    @Test("a task cancelled before the call answers 600 and never reaches the component, sync or async")
    func cancelledBeforeStart() async throws {
        let component = EchoComponent()
        let bag = BagComponent()
        let service = ComponentService()
        try service.register(component)
        try service.register(bag)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return [
                await Self.code { try await service.invoke(EchoDefine.name, "never") },
                await Self.code { try await service.invoke(BagDefine.name, BagDefine.take.name) },
                await Self.code { try await service.invoke(BagDefine.name, BagDefine.takeLater.name) },
            ]
        }
        #expect(await task.value == [.cancelled, .cancelled, .cancelled])
        #expect(component.keptResponders.isEmpty)
        #expect(bag.calls.count == 0)
    }

    @Test(
        "from a cancelled task, a call that names no command, or a typed argument with no value form, keeps its error")
    func cancelledBeforeAWrongCall() async throws {
        let service = try makeEchoService()
        let ratio = ComponentKey<Double>("ratio", "A ratio.")
        let scale = ComponentCommand.async("scale", "Scales.", arguments: [ratio])
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return [
                await Self.code { try await service.invoke("Nowhere", "never") },
                await Self.code { try await service.invoke(EchoDefine.name, "nowhere") },
                await Self.code { try await service.invoke(scale, on: EchoDefine.name, ratio(.nan)).payload },
                await Self.code {
                    try await service.invoke(EchoDefine.later, on: EchoDefine.name, EchoDefine.text("a")).payload
                },
            ]
        }
        #expect(await task.value == [.noComponent, .unsupportedCommand, .invalidArgument, .cancelled])
    }

    @Test(
        "an answer before the timeout returns at once, without waiting for the timeout",
        .timeLimit(.minutes(3)))
    func timeoutAfterAnswer() async throws {
        let service = try makeEchoService()
        let started = ContinuousClock.now
        // A timeout far longer than a loaded machine (a sanitizer's run on two cores) may take to answer.
        let payload = try await service.invoke(EchoDefine.name, "later", ["text": "hi"], timeout: .seconds(3_600))
        #expect(payload == ["echoed": "hi"])
        #expect(ContinuousClock.now - started < .seconds(120))
    }

    @Test(
        "progress reaches the caller before the answer, from an async command and from a sync one",
        arguments: [("progress", [1, 2, 3]), ("progressSync", [1, 2])])
    func progress(command: String, steps: [Int]) async throws {
        let service = try makeEchoService()
        let recorder = EventRecorder()
        let payload = try await service.invoke(EchoDefine.name, command) { payload in
            recorder.callback(.progress(payload))
        }
        #expect(payload == ["echoed": "done"])
        #expect(recorder.progressSteps == steps)
    }

    @Test("many concurrent async calls each get their own answer")
    func manyConcurrent() async throws {
        let service = try makeEchoService()
        let answers = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<200 {
                group.addTask {
                    try await service.invoke(EchoDefine.name, "later", ["text": .string("\(index)")])["echoed"]?
                        .stringValue ?? ""
                }
            }
            return try await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(answers == Set((0..<200).map { "\($0)" }))
    }

    private static func code(_ body: () async throws -> ComponentPayload) async -> ComponentError.Code? {
        await componentError(body)?.code
    }
}

extension Result {
    var failureValue: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
