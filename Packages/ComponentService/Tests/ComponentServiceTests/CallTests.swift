import ComponentService
import Testing

@Suite("Dictionary calls")
struct CallTests {
    @Test("a sync command answers with its payload")
    func happyPath() throws {
        let service = try makeEchoService()
        let result = service.call(EchoDefine.name, "echo", ["text": "ab", "times": 2, "note": "!"])
        #expect(try result.get() == ["echoed": "abab !"])
        #expect(!result.hasError)
    }

    @Test("defaults and optional keys apply when arguments are absent; null reads as nil")
    func defaults() throws {
        let service = try makeEchoService()
        #expect(try service.call(EchoDefine.name, "echo", ["text": "ab"]).get() == ["echoed": "ab"])
        #expect(try service.call(EchoDefine.name, "echo", ["text": "ab", "note": nil]).get() == ["echoed": "ab"])
    }

    @Test("error 100 names the missing component")
    func noComponent() throws {
        let service = try makeEchoService()
        let result = service.call("Nope", "echo")
        #expect(result.hasError)
        let error = try #require(result.error)
        #expect(error.code == .noComponent)
        #expect(error.code.rawValue == 100)
        #expect(error.message == "No component named 'Nope'")
        #expect(error.component == "Nope")
    }

    @Test("error 200 names the command and the component")
    func unsupportedCommand() throws {
        let service = try makeEchoService()
        let error = try #require(service.call(EchoDefine.name, "dance").error)
        #expect(error.code == .unsupportedCommand)
        #expect(error.code.rawValue == 200)
        #expect(error.message == "Unsupported command 'dance' in 'Echo'")
        #expect(error.command == "dance")
    }

    @Test("an empty result is success, not error 200")
    func emptyResult() throws {
        let service = try makeEchoService()
        let result = service.call(EchoDefine.name, "nothing")
        #expect(!result.hasError)
        #expect(try result.get() == [:])
    }

    @Test(
        "error 300 says which key, what was expected and what came",
        arguments: [
            (["times": 2], "text", "'text' is missing (expects string)"),
            (["text": 5], "text", "'text' expects string, got int 5"),
            (["text": "a", "times": "two"], "times", "'times' expects int, got string \"two\""),
            (["text": "a", "times": 1.5], "times", "'times' expects int, got double 1.5"),
            (["text": "a", "colour": "red"], "colour", "'colour' is not declared; it takes text, times, note"),
            (["text": nil], "text", "'text' expects string, got null"),
            (["text": .opaque(ComponentOpaqueValue(1))], "text", "'text' expects string, got <opaque Int>"),
        ] as [(ComponentPayload, String, String)])
    func invalidArgument(arguments: ComponentPayload, key: String, message: String) throws {
        let service = try makeEchoService()
        let error = try #require(service.call(EchoDefine.name, "echo", arguments).error)
        #expect(error.code == .invalidArgument)
        #expect(error.code.rawValue == 300)
        #expect(error.argument == key)
        #expect(error.message == "Invalid argument for Echo.echo: \(message)")
    }

    @Test("of several undeclared arguments, error 300 names the first by name, not by its place")
    func firstUndeclaredByName() throws {
        let service = try makeEchoService()
        let error = try #require(service.call(EchoDefine.name, "echo", ["text": "a", "zeta": 1, "alpha": 2]).error)
        #expect(error.argument == "alpha")
        #expect(error.message == "Invalid argument for Echo.echo: 'alpha' is not declared; it takes text, times, note")
    }

    @Test("a command that takes no arguments says so")
    func noArgumentsDeclared() throws {
        let service = try makeEchoService()
        let error = try #require(service.call(EchoDefine.name, "nothing", ["x": 1]).error)
        #expect(error.message == "Invalid argument for Echo.nothing: 'x' is not declared; it takes no arguments")
    }

    @Test("error 400 carries what the component threw")
    func componentFailure() throws {
        let service = try makeEchoService()
        let error = try #require(service.call(EchoDefine.name, "fail").error)
        #expect(error.code == .componentFailure)
        #expect(error.code.rawValue == 400)
        #expect(error.message == "Echo.fail failed: the disk is on fire")
    }

    @Test("a ComponentError thrown by a handler passes through, with the call's names filled in")
    func componentOwnError() throws {
        let service = try makeEchoService()
        let error = try #require(service.call(EchoDefine.name, "reject", ["text": "x"]).error)
        #expect(error.code == .invalidArgument)
        #expect(error.message == "No such text: x")
        #expect(error.argument == "text")
        #expect(error.component == "Echo")
        #expect(error.command == "reject")
    }

    @Test("an error passed on from a call of another component keeps that call's names, never this call's command")
    func passedOnError() throws {
        let service = ComponentService()
        try service.register(PassOnComponent())
        try service.register(EchoComponent())
        let missing = try #require(service.call(PassOnDefine.name, PassOnDefine.relay.name, ["to": "Shop"]).error)
        #expect(missing.code == .noComponent)
        #expect(missing.component == "Shop")
        #expect(missing.command == nil)
        #expect(missing.payload[ComponentError.PayloadKey.command] == nil)
        let failed = try #require(service.call(PassOnDefine.name, PassOnDefine.relay.name, ["to": "Echo"]).error)
        #expect(failed.code == .componentFailure)
        #expect(failed.component == "Echo")
        #expect(failed.command == "fail")
        // An error that names a command but no component keeps only that name; one about this component gets
        // this call's command.
        let commandOnly = try #require(
            service.call(PassOnDefine.name, PassOnDefine.relay.name, ["to": "command"]).error)
        #expect(commandOnly.component == nil)
        #expect(commandOnly.command == "elsewhere")
        let own = try #require(service.call(PassOnDefine.name, PassOnDefine.relay.name, ["to": "own"]).error)
        #expect(own.component == PassOnDefine.name)
        #expect(own.command == PassOnDefine.relay.name)
    }

    @Test("a result that breaks the declaration is a component failure")
    func invalidResult() throws {
        let service = try makeEchoService()
        let error = try #require(service.call(EchoDefine.name, "badResult").error)
        #expect(error.code == .componentFailure)
        #expect(error.message == "Echo.badResult answered with an invalid result: 'echoed' is missing (expects string)")
    }

    @Test("a result of the wrong type nested 10,000 levels deep is a component failure, its message cut")
    func deepInvalidResult() throws {
        let service = ComponentService()
        try service.register(DeepComponent())
        let error = try #require(service.call(DeepDefine.name, DeepDefine.deep.name).error)
        #expect(error.code == .componentFailure)
        #expect(
            error.message.hasPrefix("Deep.deep answered with an invalid result: 'out' expects string, got array [[[["))
        #expect(error.message.count < 400)
    }

    @Test("with a callback, a sync call reports progress and then its outcome exactly once")
    func syncCallback() throws {
        let service = try makeEchoService()
        let recorder = EventRecorder()
        let result = service.call(EchoDefine.name, "progressSync", callback: recorder.callback)
        #expect(try result.get() == ["echoed": "done"])
        #expect(recorder.progressSteps == [1, 2])
        #expect(recorder.completions.count == 1)
        #expect(try recorder.completions.first?.get() == ["echoed": "done"])
        guard case .completed = recorder.all.last else {
            Issue.record("the outcome must come last")
            return
        }
    }

    @Test("a callback hears about errors that happen before the component runs")
    func callbackOnEarlyError() throws {
        let service = try makeEchoService()
        let recorder = EventRecorder()
        service.call("Nope", "x", callback: recorder.callback)
        service.call(EchoDefine.name, "x", callback: recorder.callback)
        service.call(EchoDefine.name, "later", callback: recorder.callback)
        #expect(recorder.completions.map { $0.error?.code } == [.noComponent, .unsupportedCommand, .invalidArgument])
    }

    @Test("an async command returns an empty payload at once and answers through the callback")
    func asyncThroughCallback() async throws {
        let service = try makeEchoService()
        let recorder = EventRecorder()
        let accepted = service.call(EchoDefine.name, "later", ["text": "hi"], callback: recorder.callback)
        #expect(try accepted.get() == [:])
        let completions = await recorder.waitForCompletions()
        #expect(completions.count == 1)
        #expect(try completions.first?.get() == ["echoed": "hi"])
    }

    @Test("an async command that answers twice reaches the caller once, with the first answer")
    func answeredTwice() async throws {
        let service = try makeEchoService()
        let recorder = EventRecorder()
        service.call(EchoDefine.name, "twice", ["text": "x"], callback: recorder.callback)
        try await Task.sleep(for: .milliseconds(20))
        #expect(recorder.completions.count == 1)
        #expect(try recorder.completions.first?.get() == ["echoed": "x-first"])
    }

    @Test("progress comes in order, before the answer, and nothing comes after it")
    func progressOrder() async throws {
        let service = try makeEchoService()
        let recorder = EventRecorder()
        service.call(EchoDefine.name, "progress", callback: recorder.callback)
        _ = await recorder.waitForCompletions()
        try await Task.sleep(for: .milliseconds(20))
        #expect(recorder.progressSteps == [1, 2, 3])
        #expect(recorder.all.count == 4)
        guard case .completed = recorder.all.last else {
            Issue.record("the answer is not the last event: \(recorder.all)")
            return
        }
    }

    @Test("a dropped responder answers with error 400 instead of leaving the caller waiting")
    func droppedResponder() async throws {
        let service = try makeEchoService()
        let recorder = EventRecorder()
        service.call(EchoDefine.name, "drop", callback: recorder.callback)
        let completions = await recorder.waitForCompletions()
        let error = try #require(completions.first?.error)
        #expect(error.code == .componentFailure)
        #expect(error.message == "Echo.drop dropped its responder without answering")
    }
}

/// A component whose one command answers a value nested 10,000 levels deep where a string is declared.
private enum DeepDefine {
    static let name = "Deep"
    static let out = ComponentKey<String>("out", "A text.")
    static let deep = ComponentCommand.sync("deep", "Answers a deeply nested array.", arguments: [], results: [out])
    static let descriptor = ComponentDescriptor(name: name, summary: "Answers too deep.", commands: [deep])
}

private final class DeepComponent: Component {
    static let descriptor = DeepDefine.descriptor
    static let handlers: [ComponentHandler<DeepComponent>] = [
        .sync(DeepDefine.deep) { _, _ in [DeepDefine.out.name: nested(10_000)] }
    ]
}

/// A component whose one command calls `fail` on the component named by its argument and passes on the error,
/// or, for `command` and `own`, throws an error that names only a command, or only its own component.
private enum PassOnDefine {
    static let name = "PassOn"
    static let to = ComponentKey<String>("to", "The component to call.")
    static let relay = ComponentCommand.sync("relay", "Calls fail on another component.", arguments: [to])
    static let descriptor = ComponentDescriptor(name: name, summary: "Passes errors on.", commands: [relay])
}

private final class PassOnComponent: Component {
    static let descriptor = PassOnDefine.descriptor
    static let handlers: [ComponentHandler<PassOnComponent>] = [
        .sync(PassOnDefine.relay) { _, call in
            switch try call.argument(PassOnDefine.to) {
            case "command": throw ComponentError(code: .componentFailure, message: "m", command: "elsewhere")
            case "own": throw ComponentError(code: .componentFailure, message: "m", component: PassOnDefine.name)
            case let other: return try call.service.call(other, "fail").get()
            }
        }
    ]
}
