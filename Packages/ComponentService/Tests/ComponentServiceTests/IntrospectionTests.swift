import ComponentService
import Testing

@Suite("Introspection")
struct IntrospectionTests {
    @Test("components are listed by name with their declared commands, before any instance exists")
    func listing() throws {
        let service = try makeEchoService()
        try service.register(PingA())
        #expect(service.componentNames == ["Echo", "PingA"])
        #expect(service.descriptors.map(\.name) == ["Echo", "PingA"])
        #expect(!service.isInstantiated(EchoDefine.name))
        #expect(service.descriptor(for: EchoDefine.name)?.commands.count == 12)
        #expect(service.descriptor(for: "Nope") == nil)
    }

    @Test("names and descriptors are sorted by name, whatever the order of registration")
    func sortedListing() throws {
        let service = ComponentService()
        let names = ["Eve", "Dan", "Cy", "Bo", "Al", "Fay"]
        for name in names {
            try service.override(with: ComponentStub(ComponentDescriptor(name: name, summary: "", commands: [])))
        }
        #expect(service.componentNames == names.sorted())
        #expect(service.descriptors.map(\.name) == names.sorted())
    }

    @Test("each command's schema lists its keys, types, requirement and defaults")
    func schema() throws {
        let service = try makeEchoService()
        let echo = try #require(service.command("echo", in: EchoDefine.name))
        #expect(echo.execution == .sync)
        #expect(echo.arguments.map(\.name) == ["text", "times", "note"])
        #expect(echo.arguments.map(\.isRequired) == [true, false, false])
        #expect(echo.arguments[1].defaultValue == 1)
        #expect(echo.arguments[2].isNullable)
        #expect(echo.results.map(\.type) == [.string])
        #expect(echo.description == "echo(text: string, times: int = 1, note: string?) -> (echoed: string)")
        #expect(service.command("later", in: EchoDefine.name)?.description.hasPrefix("async later(") == true)
        #expect(service.command("nope", in: EchoDefine.name) == nil)
    }

    @Test("canCall answers for declared commands of registered components only")
    func canCall() throws {
        let service = try makeEchoService()
        #expect(service.canCall(EchoDefine.name, "echo"))
        #expect(service.canCall(EchoDefine.name, "later"))
        #expect(!service.canCall(EchoDefine.name, "dance"))
        #expect(!service.canCall("Nope", "echo"))
        service.unregister(EchoDefine.name)
        #expect(!service.canCall(EchoDefine.name, "echo"))
    }

    @Test("the shared service and a new service are independent")
    func independentInstances() throws {
        let service = try makeEchoService()
        #expect(ComponentService().componentNames.isEmpty)
        #expect(service !== ComponentService.shared)
        #expect(!ComponentService.shared.componentNames.contains(EchoDefine.name))
    }
}

@Suite("Errors in payload form")
struct ErrorPayloadTests {
    @Test("a failed result flattens to the dictionary form and reads back")
    func roundTrip() throws {
        let service = try makeEchoService()
        let result = service.call(EchoDefine.name, "echo", ["text": 1])
        let payload = result.payload
        #expect(ComponentService.hasError(payload))
        #expect(payload[ComponentError.PayloadKey.code] == 300)
        #expect(payload[ComponentError.PayloadKey.argument] == "text")
        #expect(ComponentError(payload: payload) == result.error)
    }

    @Test("errors 100 and 200 read back from their payloads equal, and hash alike")
    func lookupErrorsRoundTrip() throws {
        let service = try makeEchoService()
        for result in [service.call("Nope", "echo"), service.call(EchoDefine.name, "dance")] {
            let error = try #require(result.error)
            let readBack = try #require(ComponentError(payload: result.payload))
            #expect(readBack == error)
            #expect(readBack.hashValue == error.hashValue)
            #expect(readBack.message == error.message)
            #expect(Set([error, readBack]).count == 1)
        }
        let other = ComponentError(code: .noComponent, message: "No component named 'Other'", component: "Nope")
        #expect(try #require(service.call("Nope", "echo").error) != other)
    }

    @Test("a successful result has no error keys")
    func success() throws {
        let service = try makeEchoService()
        let payload = service.call(EchoDefine.name, "echo", ["text": "a"]).payload
        #expect(!ComponentService.hasError(payload))
        #expect(ComponentError(payload: payload) == nil)
    }

    @Test("an unknown code from outside is kept and marked unknown")
    func unknownCode() throws {
        let error = try #require(ComponentError(payload: [ComponentError.PayloadKey.code: 901]))
        #expect(error.code.rawValue == 901)
        #expect(!error.code.isKnown)
        #expect(error.message == "Unknown error 901")
        #expect(ComponentError.Code.noComponent.isKnown)
        #expect(ComponentError.Code.known.map(\.rawValue) == [100, 200, 300, 400, 500, 600])
    }

    @Test("a code that is not an integer is not an error payload")
    func malformedCode() {
        #expect(ComponentError(payload: [ComponentError.PayloadKey.code: "100"]) == nil)
        #expect(!ComponentService.hasError([ComponentError.PayloadKey.code: "100"]))
    }
}
