import AppCore
import ComponentService
import Testing

/// A component whose answer holds a value that has no JSON form: a Swift value passed in-process.
final class OpaqueAnswerComponent: Component {
    static let value = ComponentKey<ComponentValue?>("value", "A value of any kind.")
    static let answer = ComponentCommand.sync("answer", "Answers an opaque value.", results: [value])

    static let descriptor = ComponentDescriptor(
        name: "Opaque", summary: "Answers what JSON cannot write.", commands: [answer])

    static let handlers: [ComponentHandler<OpaqueAnswerComponent>] = [
        .sync(answer) { _, _ in ["value": .opaque(ComponentOpaqueValue(7))] }
    ]
}

@Suite("An answer app call cannot print")
struct UnprintableAnswerTests {
    @Test("an answer with no JSON form is a component error saying so, with nothing on standard output; exit 1")
    func opaqueAnswer() async throws {
        let service = ComponentService()
        try service.register(OpaqueAnswerComponent())
        let console = TestConsole()
        let status = await AppRunner(service: service, console: console).run(["call", "Opaque", "answer"])
        #expect(status == .componentError)
        #expect(console.stdout.isEmpty)
        #expect(console.stderr.hasPrefix("app: the result cannot be printed as JSON: "), "\(console.stderr)")
        #expect(!console.stderr.contains("\n"))
    }
}
