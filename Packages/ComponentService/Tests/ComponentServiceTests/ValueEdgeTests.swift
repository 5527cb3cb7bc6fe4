import Foundation
import JSONParsing
import Testing

@testable import ComponentService

/// A `Codable` type that encodes as a single number, and says so.
private struct Celsius: ComponentCodable, Equatable {
    static var componentValueType: ComponentValueType { .double }
    var degrees: Double

    init(_ degrees: Double) {
        self.degrees = degrees
    }

    init(from decoder: any Decoder) throws {
        degrees = try decoder.singleValueContainer().decode(Double.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(degrees)
    }
}

private enum Mood: String, ComponentCodable {
    case happy, sad
}

/// Makes `Array<Array<…Int…>>` nested `depth` times: a value whose type name is long.
private func deeplyGeneric(_ depth: Int) -> any Sendable {
    func nest<T: Sendable>(_ value: T, _ remaining: Int) -> any Sendable {
        remaining == 0 ? value : nest([value], remaining - 1)
    }
    return nest(0, depth)
}

@Suite("Values at their edges: single-value and raw-value codable types, exact numbers, bounded messages")
struct ValueEdgeTests {
    @Test("a codable type that declares its single-value type, and a raw-value enum, travel as typed arguments")
    func singleValues() throws {
        let temperature = ComponentKey<Celsius>("temperature", "A temperature.")
        let moods = ComponentKey<[Mood]>("moods", "Moods.")
        #expect(temperature.schema.type == .double)
        #expect(moods.schema.type == .array(.string, nullableElements: false))
        let command = ComponentCommand.sync("feel", "Feels.", arguments: [temperature, moods], results: [temperature])
        let stub = ComponentStub(ComponentDescriptor(name: "Weather", summary: "Weather.", commands: [command]))
        stub.answer(command) { call in
            let warmer = try Celsius(call.argument(temperature).degrees + Double(call.argument(moods).count))
            return try ComponentPayload(temperature, warmer)
        }
        let service = ComponentService()
        try service.override(with: stub)
        let reply = try service.call(command, on: "Weather", temperature(Celsius(20)), moods([.happy, .sad]))
        #expect(try reply.value(temperature) == Celsius(22))
        #expect(try Mood(componentValue: "sad") == .sad)
        #expect(throws: ComponentValueCodingError.self) { try Mood(componentValue: "bored") }
    }

    @Test("an int reads as a Double or a Float only when it holds it exactly")
    func exactNumbers() throws {
        let decoder = ComponentValueDecoder()
        #expect(try decoder.decode(Double.self, from: .int(1 << 53)) == 9_007_199_254_740_992)
        #expect(throws: ComponentValueCodingError.self) { try decoder.decode(Double.self, from: .int((1 << 53) + 1)) }
        #expect(throws: ComponentValueCodingError.self) { try decoder.decode(Double.self, from: .int(Int.max)) }
        #expect(throws: ComponentValueCodingError.self) { try decoder.decode(Float.self, from: .int(16_777_217)) }
        #expect(try decoder.decode(Float.self, from: .int(16_777_216)) == 16_777_216)
        #expect(throws: ComponentValueCodingError.self) { try Double(componentValue: .int(Int.max)) }
        #expect(try Double(componentValue: .int(-3)) == -3)
    }

    @Test("a Decimal is a double's shortest form, or an error where that form does not read")
    func decimals() throws {
        let decoder = ComponentValueDecoder()
        #expect(try decoder.decode(Decimal.self, from: .double(0.1)) == Decimal(string: "0.1"))
        for double in [1e128, 1e140, 1e145] {
            #expect(throws: ComponentValueCodingError.self) { try decoder.decode(Decimal.self, from: .double(double)) }
        }
    }

    @Test("an opaque value's type name of any length is cut in every message that shows it")
    func opaqueTypeNames() throws {
        let opaque = ComponentValue.opaque(ComponentOpaqueValue(deeplyGeneric(400)))
        let number = ComponentKey<Int>("number", "A number.")
        let command = ComponentCommand.sync("take", "Takes a number.", arguments: [number])
        let stub = ComponentStub(ComponentDescriptor(name: "Taker", summary: "Takes.", commands: [command]))
        stub.answer(command) { _ in [:] }
        let service = ComponentService()
        try service.override(with: stub)
        let refused = try #require(service.call("Taker", "take", ["number": opaque]).error)
        let decoding = try #require(throws: ComponentValueCodingError.self) {
            try ComponentValueDecoder().decode(Int.self, from: opaque)
        }
        let writing = try #require(throws: ComponentJSONError.self) { try opaque.jsonText() }
        for message in [refused.message, decoding.description, writing.description] {
            #expect(message.unicodeScalars.count < 500, "\(message.unicodeScalars.count) characters")
        }
    }

    @Test("the path of a write error is cut as the parser's paths are, whether written as text or converted")
    func writePaths() throws {
        let hostile = String(repeating: "k", count: 100_000) + "\u{1b}[2J"
        let wide: ComponentValue = .object([hostile: .double(.nan)])
        let shallow = try #require(throws: ComponentJSONError.self) { try wide.jsonText() }
        #expect(shallow.description.unicodeScalars.count < 500)
        #expect(!shallow.description.unicodeScalars.contains("\u{1b}"))
        var deep: ComponentValue = .double(.infinity)
        for index in 0..<120 { deep = .object([String(repeating: "d", count: 199) + "\(index % 10)": deep]) }
        let written = try #require(throws: ComponentJSONError.self) { try deep.jsonText() }
        let converted = try #require(throws: ComponentJSONError.self) { try JSONValue(deep) }
        for path in [written.path, converted.path] {
            // Its first and last steps, each cut to a key's limit, and the count of those between.
            #expect((path ?? "").unicodeScalars.count <= 2 * (JSONParsePath.maxKeyCharacters + 20) + 30)
            #expect(path?.contains("more steps") == true)
        }
    }
}
