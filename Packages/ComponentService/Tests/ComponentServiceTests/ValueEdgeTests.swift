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

    @Test("an index outside an array, negative or past the end, reads as nil, as does any index of a non-array")
    func indexOutsideAnArray() {
        let array: ComponentValue = [10, 20]
        #expect(array[0] == 10)
        #expect(array[1] == 20)
        for index in [-1, -2, 2, Int.min, Int.max] {
            #expect(array[index] == nil, "\(index)")
        }
        #expect(ComponentValue.array([])[0] == nil)
        #expect(ComponentValue.string("ab")[0] == nil)
    }

    @Test("an object literal that repeats a key keeps one member, the last value at the first place")
    func repeatedKeyInAValueLiteral() throws {
        let value: ComponentValue = ["a": 1, "b": 2, "a": 3]
        let members = try #require(value.objectValue)
        #expect(members.keys == ["a", "b"])
        #expect(value["a"] == 3)
        #expect(value == ["b": 2, "a": 3])
        #expect(try value.jsonText() == #"{"a":3,"b":2}"#)
    }

    @Test("doubleValue reads a double, and an int as the nearest Double; other kinds have none")
    func doubleValues() {
        #expect(ComponentValue.double(2.5).doubleValue == 2.5)
        #expect(ComponentValue.int(-3).doubleValue == -3)
        #expect(ComponentValue.int(Int.max).doubleValue == 0x1p63)
        #expect(ComponentValue.string("1").doubleValue == nil)
        #expect(ComponentValue.bool(true).doubleValue == nil)
        #expect(ComponentValue.null.doubleValue == nil)
    }

    @Test("a conversion error inside nested arrays and objects names the path down to the value")
    func nestedConversionPaths() throws {
        let inArrays = try #require(throws: ComponentValueCodingError.self) {
            try [[Int]](componentValue: [[1], [2, "x"]])
        }
        #expect(inArrays.code == .typeMismatch)
        #expect(inArrays.path == "$[1][1]")
        let inObjects = try #require(throws: ComponentValueCodingError.self) {
            try [String: [String: Int]](componentValue: ["outer": ["inner key": "x"]])
        }
        #expect(inObjects.path == #"$.outer["inner key"]"#)
        let mixed = try #require(throws: ComponentValueCodingError.self) {
            try [[String: [Int]]](componentValue: [["a": [1]], ["b": [2, 3, true]]])
        }
        #expect(mixed.path == "$[1].b[2]")
        #expect(mixed.message == "expected int, found bool true")
    }

    @Test("a typed entry keeps null under a key that is not optional, and leaves out a nil optional")
    func typedNullEntries() throws {
        let anything = ComponentKey<ComponentValue>("anything", "Any value.")
        let note = ComponentKey<String?>("note", "A note.")
        #expect(try ComponentPayload(anything, .null) == ["anything": nil])
        #expect(try ComponentPayload(anything, .null).keys == ["anything"])
        #expect(try ComponentPayload(note, nil).isEmpty)
        #expect(try ComponentPayload(note, "n") == ["note": "n"])
    }
}
