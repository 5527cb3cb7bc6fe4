import Foundation
import Testing

@testable import ComponentService

@Suite("Overrides")
struct OverrideTests {
    /// A service with the real Echo and the Greeter under test.
    private static func service() throws -> ComponentService {
        let service = try makeEchoService()
        try service.register(GreeterComponent.self) { _ in GreeterComponent() }
        return service
    }

    @Test("a component under test calls another through its stub, and the test reads the calls it made")
    func componentCallsStub() throws {
        let service = try Self.service()
        let echo = ComponentStub(EchoDefine.descriptor)
        echo.answer(EchoDefine.echo) { call in
            try ComponentPayload(EchoDefine.echoed, "stubbed \(try call.argument(EchoDefine.text))")
        }
        try service.override(with: echo)
        let reply = try service.call(GreeterDefine.greet, on: GreeterDefine.name, GreeterDefine.who("Ann"))
        #expect(try reply.value(GreeterDefine.greeting) == "stubbed hello Ann")
        #expect(echo.arguments(of: EchoDefine.echo) == [["text": "hello Ann", "times": 2]])
        #expect(echo.calls == [ComponentStub.Call(command: "echo", arguments: ["text": "hello Ann", "times": 2])])
    }

    @Test("a command the stub has no answer for fails with error 400 naming it and what the stub answers")
    func unansweredCommand() throws {
        let service = try Self.service()
        let echo = ComponentStub(EchoDefine.descriptor)
        try service.override(with: echo)
        let silent = #expect(throws: ComponentError.self) { try service.call(EchoDefine.nothing, on: "Echo") }
        #expect(silent?.code == .componentFailure)
        #expect(silent?.message == "Echo.nothing was called, but its stub has no answer for it; it answers nothing")
        echo.answer(EchoDefine.echo) { _ in try ComponentPayload(EchoDefine.echoed, "x") }
        let greeted = try service.call(GreeterDefine.greet, on: GreeterDefine.name, GreeterDefine.who(""))
        #expect(try greeted.value(GreeterDefine.greeting) == "x")
        let other = #expect(throws: ComponentError.self) { try service.call(EchoDefine.nothing, on: "Echo") }
        #expect(other?.message.hasSuffix("; it answers echo") == true)
        #expect(echo.calls.map(\.command) == ["nothing", "echo", "nothing"])
    }

    @Test("an async command the stub has no answer for fails its awaited call and its callback with error 400")
    func unansweredAsyncCommand() async throws {
        let service = try Self.service()
        let echo = ComponentStub(EchoDefine.descriptor)
        echo.answer(EchoDefine.echo) { _ in try ComponentPayload(EchoDefine.echoed, "x") }
        try service.override(with: echo)
        let awaited = await #expect(throws: ComponentError.self) {
            try await service.invoke(EchoDefine.later, on: "Echo", EchoDefine.text("hi"))
        }
        #expect(awaited?.code == .componentFailure)
        #expect(awaited?.message == "Echo.later was called, but its stub has no answer for it; it answers echo")
        let answered = EventRecorder()
        #expect(service.call("Echo", "later", ["text": "hi"], callback: answered.callback).error == nil)
        let completions = await answered.waitForCompletions(1)
        #expect(completions.first?.error?.message == awaited?.message)
        #expect(echo.calls.map(\.command) == ["later", "later"])
    }

    @Test("an answer for a command the stub's component does not declare fails every call, naming it")
    func answerForUndeclaredCommand() throws {
        let service = try Self.service()
        let greeter = ComponentStub(GreeterDefine.descriptor)
        greeter.answer(GreeterDefine.greet) { _ in try ComponentPayload(GreeterDefine.greeting, "hi") }
        greeter.answer(EchoDefine.echo) { _ in try ComponentPayload(EchoDefine.echoed, "x") }
        try service.override(with: greeter)
        let error = #expect(throws: ComponentError.self) {
            try service.call(GreeterDefine.greet, on: GreeterDefine.name, GreeterDefine.who("Ann"))
        }
        #expect(error?.code == .componentFailure)
        #expect(
            error?.message
                == "Greeter.greet was called, but its stub was given an answer for echo under a declaration Greeter "
                + "does not have")
    }

    @Test("an answer for another declaration of one of its commands, of the same name, fails every call naming it")
    func answerForAnotherDeclaration() throws {
        let service = try Self.service()
        let echo = ComponentStub(EchoDefine.descriptor)
        echo.answer(EchoDefine.echo) { _ in try ComponentPayload(EchoDefine.echoed, "right") }
        let otherEcho = ComponentCommand.sync("echo", "Another component's echo.", arguments: [EchoDefine.text])
        echo.answer(otherEcho) { _ in [:] }
        try service.override(with: echo)
        for command in ["echo", "nothing"] {
            let error = #expect(throws: ComponentError.self) {
                try service.call("Echo", command, command == "echo" ? ["text": "a"] : [:]).get()
            }
            #expect(
                error?.message
                    == "Echo.\(command) was called, but its stub was given an answer for echo under a declaration "
                    + "Echo does not have")
        }
        echo.answer(EchoDefine.nothing) { _ in [:] }
        #expect(throws: ComponentError.self) { try service.call("Echo", "nothing").get() }
        // A later answer of the same name replaces it, as any later answer does.
        echo.answer(EchoDefine.echo) { _ in try ComponentPayload(EchoDefine.echoed, "right again") }
        #expect(try service.call("Echo", "echo", ["text": "a"]).get()["echoed"] == "right again")
        echo.answer(otherEcho) { _ in [:] }
        #expect(throws: ComponentError.self) { try service.call("Echo", "nothing").get() }
        // Calls are known by name, the one thing a call carries of its command.
        #expect(echo.arguments(of: EchoDefine.echo).count == 2)
        #expect(echo.arguments(of: otherEcho) == echo.arguments(of: EchoDefine.echo))
    }

    @Test("a declaration spelled exactly as the component's own is the component's: its answer answers")
    func answerForAnIdenticalDeclaration() throws {
        let service = try Self.service()
        let echo = ComponentStub(EchoDefine.descriptor)
        let sameEcho = ComponentCommand.sync(
            "echo", "Repeats a text.", arguments: [EchoDefine.text, EchoDefine.times, EchoDefine.note],
            results: [EchoDefine.echoed])
        echo.answer(sameEcho) { _ in try ComponentPayload(EchoDefine.echoed, "same") }
        try service.override(with: echo)
        #expect(try service.call(EchoDefine.echo, on: "Echo", EchoDefine.text("a")).value(EchoDefine.echoed) == "same")
        #expect(echo.arguments(of: EchoDefine.echo) == [["text": "a"]])
    }

    @Test("a call of an async command is recorded when it starts, in the order of the calls")
    func asyncCallRecordedAtStart() async throws {
        let service = try Self.service()
        let echo = ComponentStub(EchoDefine.descriptor)
        echo.answer(EchoDefine.later) { call in
            try ComponentPayload(EchoDefine.echoed, try call.argument(EchoDefine.text))
        }
        echo.answer(EchoDefine.echo) { _ in try ComponentPayload(EchoDefine.echoed, "now") }
        try service.override(with: echo)
        let answered = EventRecorder()
        #expect(service.call("Echo", "later", ["text": "first"], callback: answered.callback).error == nil)
        #expect(echo.calls.map(\.command) == ["later"])
        #expect(service.call("Echo", "echo", ["text": "second"]).error == nil)
        #expect(echo.calls.map(\.command) == ["later", "echo"])
        let completions = await answered.waitForCompletions(1)
        #expect(completions.first.flatMap { try? $0.get() }?["echoed"] == "first")
    }

    @Test("an async command's answer is awaited like the real one, and arguments are validated first")
    func asyncAnswer() async throws {
        let service = try Self.service()
        let echo = ComponentStub(EchoDefine.descriptor)
        echo.answer(EchoDefine.later) { call in
            try await Task.sleep(for: .milliseconds(1))
            return try ComponentPayload(EchoDefine.echoed, try call.argument(EchoDefine.text).uppercased())
        }
        try service.override(with: echo)
        let reply = try await service.invoke(EchoDefine.later, on: "Echo", EchoDefine.text("hi"))
        #expect(try reply.value(EchoDefine.echoed) == "HI")
        let invalid = await #expect(throws: ComponentError.self) {
            try await service.invoke("Echo", "later", ["text": 3])
        }
        #expect(invalid?.code == .invalidArgument)
        #expect(echo.calls.count == 1)
    }

    @Test("removing the override brings the registered component back; unregister leaves the override")
    func removeOverride() throws {
        let service = try Self.service()
        let echo = ComponentStub(EchoDefine.descriptor)
        echo.answer(EchoDefine.echo) { _ in try ComponentPayload(EchoDefine.echoed, "stub") }
        try service.override(with: echo)
        func echoed() throws -> String {
            try service.call(EchoDefine.echo, on: "Echo", EchoDefine.text("a")).value(EchoDefine.echoed)
        }
        #expect(try echoed() == "stub")
        #expect(service.unregister("Echo"))
        #expect(try echoed() == "stub")
        #expect(throws: Never.self) { try service.register(EchoComponent()) }
        #expect(try echoed() == "stub")
        #expect(service.removeOverride(named: "Echo"))
        #expect(try echoed() == "a")
        #expect(!service.removeOverride(named: "Echo"))
    }

    @Test("an override without a registered component answers alone and leaves nothing behind")
    func overrideAlone() throws {
        let service = ComponentService()
        try service.override(with: ComponentStub(GreeterDefine.descriptor))
        #expect(service.componentNames == ["Greeter"])
        #expect(service.removeOverride(named: "Greeter"))
        #expect(service.componentNames.isEmpty)
    }

    @Test("an override never reaches another service, nor a second test's service")
    func noLeak() throws {
        let first = try Self.service()
        let second = try Self.service()
        let echo = ComponentStub(EchoDefine.descriptor)
        echo.answer(EchoDefine.echo) { _ in try ComponentPayload(EchoDefine.echoed, "stub") }
        try first.override(with: echo)
        let fromSecond = try second.call(EchoDefine.echo, on: "Echo", EchoDefine.text("a")).value(EchoDefine.echoed)
        #expect(fromSecond == "a")
        #expect(echo.calls.isEmpty)
        #expect(ComponentService.shared.descriptor(for: "Echo") == nil)
    }

    @Test("a fake instance of its own type takes the place of the component")
    func fakeInstance() throws {
        let service = try Self.service()
        try service.override(with: FakeEchoComponent())
        let reply = try service.call(GreeterDefine.greet, on: GreeterDefine.name, GreeterDefine.who("Ann"))
        #expect(try reply.value(GreeterDefine.greeting) == "fake")
        #expect(service.command("nothing", in: "Echo") == nil)
    }

    @Test("a stub whose descriptor breaks the contract rules is refused")
    func brokenDescriptor() {
        let twice = ComponentDescriptor(name: "Twice", summary: "", commands: [EchoDefine.echo, EchoDefine.echo])
        let error = #expect(throws: ComponentRegistrationError.self) {
            try ComponentService().override(with: ComponentStub(twice))
        }
        #expect(error?.isInvalidContract == true)
    }

    @Test("a stub with an empty name is refused")
    func emptyName() {
        let error = #expect(throws: ComponentRegistrationError.self) {
            try ComponentService().override(
                with: ComponentStub(ComponentDescriptor(name: "", summary: "", commands: [])))
        }
        #expect(error?.isInvalidContract == true)
        #expect(error?.message == "Component '' breaks its contract: the component name is empty")
    }

    @Test("under an override a name holds one registered component: a second registration is a duplicate")
    func duplicateUnderOverride() throws {
        let service = ComponentService()
        try service.override(with: ComponentStub(EchoDefine.descriptor))
        try service.register(EchoComponent())
        let error = #expect(throws: ComponentRegistrationError.self) { try service.register(EchoComponent()) }
        #expect(error?.isDuplicateName == true)
    }

    @Test("an override that replaces another keeps the registered component, which answers once it is removed")
    func overrideReplacingOverride() throws {
        let service = try Self.service()
        func stub(answering text: String) -> ComponentStub {
            let echo = ComponentStub(EchoDefine.descriptor)
            echo.answer(EchoDefine.echo) { _ in try ComponentPayload(EchoDefine.echoed, text) }
            return echo
        }
        func echoed() throws -> String {
            try service.call(EchoDefine.echo, on: "Echo", EchoDefine.text("a")).value(EchoDefine.echoed)
        }
        try service.override(with: stub(answering: "first"))
        try service.override(with: stub(answering: "second"))
        #expect(try echoed() == "second")
        #expect(service.removeOverride(named: "Echo"))
        #expect(try echoed() == "a")
        #expect(!service.removeOverride(named: "Echo"))
    }

    @Test("a component registered eagerly under an override is created once, and is instantiated once uncovered")
    func eagerRegistrationUnderOverride() throws {
        let service = ComponentService()
        try service.override(with: ComponentStub(EchoDefine.descriptor))
        let made = Counter()
        try service.register(EchoComponent.self, creation: .eager) { _ in
            made.increment()
            return EchoComponent()
        }
        #expect(made.count == 1)
        #expect(service.removeOverride(named: "Echo"))
        #expect(service.isInstantiated("Echo"))
        #expect(try service.call(EchoDefine.echo, on: "Echo", EchoDefine.text("a")).value(EchoDefine.echoed) == "a")
        #expect(made.count == 1)
    }

    @Test("calls from many threads are all recorded")
    func concurrentCalls() throws {
        let service = try Self.service()
        let echo = ComponentStub(EchoDefine.descriptor)
        echo.answer(EchoDefine.echo) { _ in try ComponentPayload(EchoDefine.echoed, "stub") }
        try service.override(with: echo)
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            _ = service.call("Echo", "echo", ["text": .string("\(index)")])
        }
        #expect(echo.calls.count == 200)
        #expect(Set(echo.calls.compactMap { $0.arguments["text"]?.stringValue }).count == 200)
    }
}
