import ComponentService
import Template
import TemplateInterface
import Testing

@Suite("Template component")
struct TemplateComponentTests {
    private func makeService() throws -> ComponentService {
        let service = ComponentService()
        try service.register(TemplateComponent(delay: .milliseconds(1)))
        return service
    }

    @Test("greet answers through the typed wrapper")
    func greet() async throws {
        let service = try makeService()
        #expect(try service.template.greet(person: "Ada") == "Hello, Ada!")
        #expect(try service.template.greet(person: "Ada", excitement: 3) == "Hello, Ada!!!")
    }

    @Test("asyncGreet answers later through the typed wrapper")
    func asyncGreet() async throws {
        let service = try makeService()
        #expect(try await service.template.asyncGreet(person: "Ada", excitement: 0) == "Hello, Ada")
    }

    @Test("asyncGreet answers through the callback for dictionary callers")
    func asyncGreetCallback() async throws {
        let service = try makeService()
        let answer = try await withCheckedThrowingContinuation { continuation in
            service.call(TemplateDefine.name, TemplateDefine.asyncGreet.name, ["person": "Bo"]) { event in
                if case .completed(let result) = event { continuation.resume(with: result) }
            }
        }
        #expect(answer == [TemplateDefine.greeting.name: "Hello, Bo!"])
    }

    @Test(
        "invalid arguments are error 300 naming the key",
        arguments: [
            (["excitement": 1], "person"),
            (["person": 7], "person"),
            (["person": " "], "person"),
            (["person": "\r\n"], "person"),
            (["person": "Ada", "excitement": 9], "excitement"),
            (["person": "Ada", "excitement": "loud"], "excitement"),
        ] as [(ComponentPayload, String)])
    func invalidArgument(arguments: ComponentPayload, key: String) async throws {
        let service = try makeService()
        for command in [TemplateDefine.greet.name, TemplateDefine.asyncGreet.name] {
            do {
                _ = try await service.invoke(TemplateDefine.name, command, arguments)
                Issue.record("\(command) accepted \(arguments)")
            } catch {
                #expect(error.code == .invalidArgument)
                #expect(error.argument == key)
            }
        }
    }

    @Test("an unknown command is error 200")
    func unknownCommand() throws {
        let service = try makeService()
        #expect(service.call(TemplateDefine.name, "wave").error?.code == .unsupportedCommand)
    }

    @Test("registration declares both commands and is refused twice")
    func registration() throws {
        let service = ComponentService()
        try TemplateRegistration.register(in: service)
        #expect(service.descriptor(for: TemplateDefine.name)?.commands.map(\.name) == ["greet", "asyncGreet"])
        let second = #expect(throws: ComponentRegistrationError.self) { try TemplateRegistration.register(in: service) }
        #expect(second?.isDuplicateName == true)
    }
}
