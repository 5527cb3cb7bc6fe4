import ComponentService
import Testing

/// A sync command's typed wrapper, written the way component packages write theirs.
struct EchoNowClient {
    let service: ComponentService

    func echo(_ text: String, times: Int = 1, note: String? = nil) throws(ComponentError) -> String {
        try service.call(
            EchoDefine.echo, on: EchoDefine.name, EchoDefine.text(text), EchoDefine.times(times), EchoDefine.note(note)
        ).value(EchoDefine.echoed)
    }
}

@Suite("Typed sync calls")
struct TypedSyncCallTests {
    @Test("a sync wrapper answers without awaiting, and creates a lazily registered instance on its first call")
    func wrapper() throws {
        let service = try makeEchoService()
        let client = EchoNowClient(service: service)
        #expect(!service.isInstantiated(EchoDefine.name))
        #expect(try client.echo("ab", times: 2) == "abab")
        #expect(service.isInstantiated(EchoDefine.name))
        #expect(try client.echo("ab", note: "!") == "ab !")
    }

    @Test("no, one, two and three typed arguments reach the handler alike, and a nil optional passes nothing")
    func everyArity() throws {
        let service = try makeEchoService()
        func echoed(_ reply: ComponentReply) throws -> String { try reply.value(EchoDefine.echoed) }
        #expect(try service.call(EchoDefine.nothing, on: EchoDefine.name).payload.isEmpty)
        #expect(try echoed(service.call(EchoDefine.echo, on: EchoDefine.name, EchoDefine.text("ab"))) == "ab")
        let two = try service.call(EchoDefine.echo, on: EchoDefine.name, EchoDefine.text("ab"), EchoDefine.times(2))
        #expect(try echoed(two) == "abab")
        let twoWithNil = try service.call(
            EchoDefine.echo, on: EchoDefine.name, EchoDefine.text("ab"), EchoDefine.note(nil))
        #expect(try echoed(twoWithNil) == "ab")
        let three = try service.call(
            EchoDefine.echo, on: EchoDefine.name, EchoDefine.text("ab"), EchoDefine.times(2), EchoDefine.note("!"))
        #expect(try echoed(three) == "abab !")
    }

    @Test("an unknown component or command fails with the dictionary call's error 100 or 200")
    func unknownTargets() throws {
        let service = try makeEchoService()
        let noComponent = #expect(throws: ComponentError.self) {
            try service.call(EchoDefine.echo, on: "Nope", EchoDefine.text("ab"))
        }
        #expect(noComponent == service.call("Nope", "echo", ["text": "ab"]).failureValue)
        let missing = ComponentCommand.sync("missing", "A command Echo does not declare.")
        let noCommand = #expect(throws: ComponentError.self) { try service.call(missing, on: EchoDefine.name) }
        #expect(noCommand == service.call(EchoDefine.name, "missing").failureValue)
        #expect(noCommand?.code == .unsupportedCommand)
    }

    @Test("a caller whose declaration says sync, of a command registered async, gets error 200 and starts nothing")
    func staleDeclarationRefused() throws {
        let component = EchoComponent()
        let service = ComponentService()
        try service.register(component)
        let refused = #expect(throws: ComponentError.self) { try service.call(staleNever, on: EchoDefine.name) }
        #expect(refused?.code == .unsupportedCommand)
        #expect(refused?.component == "Echo")
        #expect(refused?.command == "never")
        #expect(
            refused?.message
                == "Echo.never is async in the registered component and cannot answer now: await it with invoke")
        #expect(component.keptResponders.isEmpty)
        let lazy = try makeEchoService()
        #expect(throws: ComponentError.self) { try lazy.call(staleNever, on: EchoDefine.name) }
        #expect(!lazy.isInstantiated(EchoDefine.name))
    }

    @Test("arguments are checked as for any call: a missing, mistyped or non-finite one is error 300 naming it")
    func invalidArguments() throws {
        let service = try makeEchoService()
        let missing = #expect(throws: ComponentError.self) {
            try service.call(EchoDefine.echo, on: EchoDefine.name, EchoDefine.times(2))
        }
        #expect(missing?.code == .invalidArgument)
        #expect(missing?.argument == "text")
        let mistyped = ComponentKey<Int>("text", "A number where text belongs.")
        let wrongType = #expect(throws: ComponentError.self) {
            try service.call(EchoDefine.echo, on: EchoDefine.name, mistyped(3))
        }
        #expect(wrongType?.code == .invalidArgument)
        #expect(wrongType?.argument == "text")
        let number = ComponentKey<Double>("times", "A count that has no JSON form.")
        for arguments in [(EchoDefine.text("ab"), number(.nan)), (number(.infinity), EchoDefine.text("ab"))] {
            let nonFinite = #expect(throws: ComponentError.self) {
                try service.call(EchoDefine.echo, on: EchoDefine.name, arguments.0, arguments.1)
            }
            #expect(nonFinite?.code == .invalidArgument)
            #expect(nonFinite?.argument == "times")
        }
    }

    @Test("an argument over the service's limits is error 300 naming it, and the instance is not created")
    func overLimit() throws {
        let service = ComponentService(argumentLimits: ComponentArgumentLimits(maxStringBytes: 3))
        try service.register(EchoComponent.self) { _ in EchoComponent() }
        let refused = #expect(throws: ComponentError.self) { try EchoNowClient(service: service).echo("abcd") }
        #expect(refused?.code == .invalidArgument)
        #expect(refused?.argument == "text")
        #expect(refused?.message.contains("a string of 4 bytes; the limit is 3 bytes") == true)
        #expect(!service.isInstantiated(EchoDefine.name))
    }

    @Test("a component's own error comes back as it threw it, with the call's component and command")
    func componentsOwnError() throws {
        let service = try makeEchoService()
        let rejected = #expect(throws: ComponentError.self) {
            try service.call(EchoDefine.reject, on: EchoDefine.name, EchoDefine.text("ab"))
        }
        #expect(rejected?.code == .invalidArgument)
        #expect(rejected?.message == "No such text: ab")
        #expect(rejected?.argument == "text")
        #expect(rejected?.component == "Echo")
        #expect(rejected?.command == "reject")
    }

    @Test("a handler that throws, or answers outside its declaration, is error 400")
    func componentFailures() throws {
        let service = try makeEchoService()
        let thrown = #expect(throws: ComponentError.self) { try service.call(EchoDefine.fail, on: EchoDefine.name) }
        #expect(thrown?.code == .componentFailure)
        let badResult = #expect(throws: ComponentError.self) {
            try service.call(EchoDefine.badResult, on: EchoDefine.name)
        }
        #expect(badResult?.code == .componentFailure)
        #expect(badResult?.message.hasPrefix("Echo.badResult answered with an invalid result") == true)
        // Reading a result that `nothing` does not declare is the caller's mistake, not the component's.
        let undeclaredResult = #expect(throws: ComponentError.self) {
            try service.call(EchoDefine.nothing, on: EchoDefine.name).value(EchoDefine.echoed)
        }
        #expect(undeclaredResult?.code == .invalidArgument)
    }

    @Test("a sync call from a cancelled task still runs: it has nothing to await, like the dictionary call")
    func cancelledTaskStillRuns() async throws {
        let service = try makeEchoService()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try EchoNowClient(service: service).echo("ab")
        }
        #expect(try await task.value == "ab")
    }
}

/// `never` as an older contract declared it, sync: what a caller built against that version passes.
private let staleNever = ComponentCommand.sync("never", "Answered now, in an older version.")
