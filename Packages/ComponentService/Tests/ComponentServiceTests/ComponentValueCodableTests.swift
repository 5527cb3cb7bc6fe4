import ComponentService
import Foundation
import Testing

@Suite("ComponentValue Codable")
struct ComponentValueCodableTests {
    private func decode(_ json: String) throws -> ComponentValue {
        try JSONDecoder().decode(ComponentValue.self, from: Data(json.utf8))
    }

    @Test("this Foundation's JSONDecoder keeps numbers and bools apart, which the decoding order relies on")
    func foundationAssumptions() {
        let decoder = JSONDecoder()
        #expect(throws: DecodingError.self) { try decoder.decode(Bool.self, from: Data("1".utf8)) }
        #expect(throws: DecodingError.self) { try decoder.decode(Bool.self, from: Data("0".utf8)) }
        #expect(throws: DecodingError.self) { try decoder.decode(Int.self, from: Data("true".utf8)) }
        #expect(throws: DecodingError.self) { try decoder.decode(Double.self, from: Data("false".utf8)) }
        #expect(throws: DecodingError.self) { try decoder.decode(Int.self, from: Data("1.5".utf8)) }
    }

    @Test("scalars decode to the matching case")
    func scalars() throws {
        #expect(try decode("null") == .null)
        #expect(try decode("true") == .bool(true))
        #expect(try decode("false") == .bool(false))
        #expect(try decode("1") == .int(1))
        #expect(try decode("0") == .int(0))
        #expect(try decode("-7") == .int(-7))
        #expect(try decode("1.5") == .double(1.5))
        #expect(try decode("9223372036854775808") == .double(9_223_372_036_854_775_808))
        #expect(try decode("\"1\"") == .string("1"))
        #expect(try decode("\"\\ud83d\\ude00\"") == .string("😀"))
    }

    @Test("JSONDecoder turns integral doubles into ints, unlike init(jsonText:)")
    func integralDoubles() throws {
        // Documented behaviour of this Foundation: a number with a zero fraction or an exponent fits Int.
        #expect(try decode("1.0") == .int(1))
        #expect(try decode("1e3") == .int(1000))
        #expect(try ComponentValue(jsonText: "1.0") == .double(1))
        #expect(try ComponentValue(jsonText: "1e3") == .double(1000))
    }

    @Test("containers decode recursively and agree with the strict parser")
    func containers() throws {
        let json = #"{"a": [1, 2.5, "x", null, true], "b": {"c": {}}, "d": []}"#
        let expected: ComponentValue = ["a": [1, 2.5, "x", nil, true], "b": ["c": [:]], "d": []]
        #expect(try decode(json) == expected)
        #expect(try ComponentValue(jsonText: json) == expected)
    }

    @Test("encoding then decoding gives the value back")
    func roundTrip() throws {
        let value: ComponentValue = ["name": "Shop", "rating": 4.5, "count": -3, "tags": ["a", nil, false], "m": [:]]
        let data = try JSONEncoder().encode(value)
        #expect(try JSONDecoder().decode(ComponentValue.self, from: data) == value)
        #expect(try ComponentValue(jsonBytes: data) == value)
    }

    @Test("a ComponentValue works as a property of a Codable type")
    func nested() throws {
        struct Envelope: Codable, Equatable {
            var id: Int
            var payload: ComponentValue
        }
        let envelope = Envelope(id: 7, payload: ["limit": 3, "ids": [1, 2]])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(envelope)
        #expect(String(decoding: data, as: UTF8.self) == #"{"id":7,"payload":{"ids":[1,2],"limit":3}}"#)
        #expect(try JSONDecoder().decode(Envelope.self, from: data) == envelope)
    }

    @Test("encoding an opaque value throws invalidValue with its coding path")
    func opaque() throws {
        let logo = ComponentOpaqueValue(1)
        let value: ComponentValue = ["stores": [["logo": .opaque(logo)]]]
        let error = try #require(throws: EncodingError.self) { try JSONEncoder().encode(value) }
        guard case .invalidValue(let invalid, let context) = error else {
            Issue.record("expected invalidValue, got \(error)")
            return
        }
        #expect(invalid as? ComponentValue == .opaque(logo))
        #expect(context.debugDescription.contains("<opaque Int>"))
        #expect(context.debugDescription.contains("cannot be encoded"))
        #expect(context.codingPath.map(\.stringValue) == ["stores", "Index 0", "logo"])
    }
}
