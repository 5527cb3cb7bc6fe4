import ComponentService
import Testing

/// The ``ComponentValueConvertible`` conformances of the library's types: each declares its type, reads its
/// own kind of value and writes it back, and refuses any other kind with an error that says what it found.
@Suite("Value-convertible types")
struct ValueConvertibleTests {
    /// A conformance to check: a value, the component value it is, its declared type, and a value of another
    /// kind with the message refusing it.
    struct Case: Sendable, CustomStringConvertible {
        var description: String
        var check: @Sendable () throws -> Void

        init<T: ComponentValueConvertible & Equatable>(
            _ value: T, is expected: ComponentValue, type: ComponentValueType, refusing other: ComponentValue,
            _ message: String
        ) {
            description = "\(T.self)"
            check = {
                #expect(T.componentValueType == type, "\(T.self)")
                #expect(try value.componentValue == expected, "\(T.self)")
                #expect(try T(componentValue: expected) == value, "\(T.self)")
                let error = try #require(throws: ComponentValueCodingError.self, "\(T.self)") {
                    try T(componentValue: other)
                }
                #expect(error.code == .typeMismatch, "\(T.self)")
                #expect(error.path == "$", "\(T.self)")
                #expect(error.message == message, "\(T.self)")
            }
        }
    }

    static let opaque = ComponentOpaqueValue(7)

    static var cases: [Case] {
        [
            Case(true, is: .bool(true), type: .bool, refusing: .int(1), "expected bool, found int 1"),
            Case(false, is: .bool(false), type: .bool, refusing: "false", #"expected bool, found string "false""#),
            Case(-4, is: .int(-4), type: .int, refusing: 4.5, "expected int, found double 4.5"),
            Case(2.5, is: .double(2.5), type: .double, refusing: .bool(true), "expected double, found bool true"),
            Case("s", is: .string("s"), type: .string, refusing: 3, "expected string, found int 3"),
            Case(
                opaque, is: .opaque(opaque), type: .opaque, refusing: "7", #"expected opaque, found string "7""#),
            Case(
                [1, 2], is: [1, 2], type: .array(.int), refusing: ["a": 1], #"expected [int], found object {"a":1}"#),
            Case(
                [1, nil] as [Int?], is: [1, nil], type: .array(.int, nullableElements: true), refusing: 1,
                "expected [int?], found int 1"),
            Case(
                ["a": true, "b": false], is: ["a": true, "b": false], type: .object, refusing: [true],
                "expected object, found array [true]"),
            Case(
                ["k": 1, "j": [nil]] as ComponentPayload, is: ["k": 1, "j": [nil]], type: .object, refusing: "{}",
                #"expected object, found string "{}""#),
            Case(Int?.none, is: .null, type: .int, refusing: "x", #"expected int, found string "x""#),
            Case(Int?.some(3), is: 3, type: .int, refusing: [], "expected int, found array []"),
            Case("o", is: "o", type: .string, refusing: .opaque(opaque), "expected string, found <opaque Int>"),
        ]
    }

    @Test("each conformance declares its type, converts both ways and refuses another kind", arguments: cases)
    func conversions(_ conformance: Case) throws {
        try conformance.check()
    }

    @Test("any value is a ComponentValue as it is, opaque and null included")
    func componentValues() throws {
        #expect(ComponentValue.componentValueType == .any)
        for value: ComponentValue in [.null, .opaque(Self.opaque), ["a": [1, 2.5]], "s"] {
            #expect(ComponentValue(componentValue: value) == value)
            #expect(value.componentValue == value)
        }
    }

    @Test("a payload keeps its order both ways")
    func payloadOrder() throws {
        let payload: ComponentPayload = ["z": 1, "a": 2, "m": 3]
        #expect(try ComponentPayload(componentValue: payload.componentValue).keys == ["z", "a", "m"])
        #expect(payload.values == [1, 2, 3])
    }

    @Test("a number with no value form, in an array or a dictionary, is an error naming where it is")
    func nonFiniteMembers() throws {
        let cases: [(any ComponentValueConvertible, String, String)] = [
            ([1, .nan] as [Double], "$[1]", "non-finite Double nan cannot be encoded"),
            (["a b": .infinity] as [String: Double], #"$["a b"]"#, "non-finite Double inf cannot be encoded"),
            (["k": [1, 2, -.infinity]] as [String: [Double]], "$.k[2]", "non-finite Double -inf cannot be encoded"),
            ([["x": .nan]] as [[String: Double?]], "$[0].x", "non-finite Double nan cannot be encoded"),
        ]
        for (value, path, message) in cases {
            let error = try #require(throws: ComponentValueCodingError.self, "\(value)") { try value.componentValue }
            #expect(error.code == .nonFiniteNumber, "\(value)")
            #expect(error.path == path, "\(value)")
            #expect(error.message == message, "\(value)")
        }
        #expect(try (["a": 1.5, "b": -0.25] as [String: Double]).componentValue == ["a": 1.5, "b": -0.25])
    }

    @Test("null is refused by a type that is not optional, as null")
    func nullIsRefused() throws {
        func refusal<T: ComponentValueConvertible>(_ type: T.Type) throws -> String {
            try #require(throws: ComponentValueCodingError.self) { try T(componentValue: .null) }.description
        }
        let refusals = [
            (try refusal(Bool.self), "bool"), (try refusal(String.self), "string"), (try refusal([Int].self), "[int]"),
            (try refusal(ComponentPayload.self), "object"), (try refusal(ComponentOpaqueValue.self), "opaque"),
        ]
        for (description, type) in refusals {
            #expect(description == "at $: expected \(type), found null")
        }
    }
}
