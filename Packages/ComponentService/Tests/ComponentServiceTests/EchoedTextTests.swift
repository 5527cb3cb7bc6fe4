import ComponentService
import TestSupport
import Testing

/// A component with one command that declares 25 optional keys, `k0` to `k24`.
final class ManyKeysComponent: Component {
    static let keys = (0..<25).map { ComponentKey<Int?>("k\($0)", "One of 25.") }
    static let take = ComponentCommand.sync("take", "Takes 25 keys.", arguments: keys)
    static let descriptor = ComponentDescriptor(name: "Many", summary: "25 keys.", commands: [take])
    static let handlers: [ComponentHandler<ManyKeysComponent>] = [.sync(take) { _, _ in [:] }]
}

/// How messages echo outside text: a piece is cut after 200 characters with its full length, control
/// characters are escaped, and a list shows its first names and counts the rest.
@Suite("Echoed text")
struct EchoedTextTests {
    @Test("a long name is cut after 200 characters, with its full length")
    func longName() throws {
        let service = try makeEchoService()
        let name = String(repeatingASCII: "a", count: 131_072)
        let error = service.call(name, "echo").error
        #expect(error?.message == "No component named '\(String(repeating: "a", count: 200))…' (131072 characters)")
        #expect(error?.component == name)
        let short = String(repeating: "b", count: 200)
        #expect(service.call(short, "echo").error?.message == "No component named '\(short)'")
    }

    @Test("a long value is cut the same way, inside its own quotes")
    func longValue() throws {
        let service = try makeEchoService()
        let value = String(repeating: "7", count: 5_000)
        let error = service.call(EchoDefine.name, "echo", ["text": "a", "times": .string(value)]).error
        #expect(
            error?.message
                == "Invalid argument for Echo.echo: 'times' expects int, got string \"\(String(repeating: "7", count: 200))…\" (5000 characters)"
        )
    }

    @Test("control characters, separators, bidirectional controls, the quote and the backslash are escaped")
    func escapes() throws {
        let service = try makeEchoService()
        let name = "a\nb\r\t\u{0}\u{1B}\u{7F}\u{85}\u{2028}\u{202E}\u{2066}'\\é中😀"
        #expect(
            service.call(name, "echo").error?.message
                == #"No component named 'a\nb\r\t\u0000\u001b\u007f\u0085\u2028\u202e\u2066\'\\é中😀'"#)
        let value = "say \"hi\"\n"
        #expect(
            service.call(EchoDefine.name, "echo", ["text": "a", "times": .string(value)]).error?.message
                == #"Invalid argument for Echo.echo: 'times' expects int, got string "say \"hi\"\n""#)
    }

    @Test("a list shows its first 20 names, then how many more")
    func lists() throws {
        let service = ComponentService()
        try service.register(ManyKeysComponent())
        let error = service.call("Many", "take", ["other": 1]).error
        let shown = (0..<20).map { "k\($0)" }.joined(separator: ", ")
        #expect(
            error?.message == "Invalid argument for Many.take: 'other' is not declared; it takes \(shown) and 5 more")
    }
}
