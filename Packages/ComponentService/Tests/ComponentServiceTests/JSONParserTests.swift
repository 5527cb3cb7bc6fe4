import ComponentService
import Testing

@Suite("JSON parser")
struct JSONParserTests {
    @Test("scalars at the top level")
    func scalars() throws {
        #expect(try ComponentValue(jsonText: "null") == .null)
        #expect(try ComponentValue(jsonText: " true ") == .bool(true))
        #expect(try ComponentValue(jsonText: "\tfalse\r\n") == .bool(false))
        #expect(try ComponentValue(jsonText: "\"hi\"") == .string("hi"))
        #expect(try ComponentValue(jsonText: "[]") == .array([]))
        #expect(try ComponentValue(jsonText: "{}") == .object([:]))
    }

    @Test("numbers without fraction or exponent that fit Int are ints, others doubles")
    func intDoubleDistinction() throws {
        #expect(try ComponentValue(jsonText: "1") == .int(1))
        #expect(try ComponentValue(jsonText: "-12") == .int(-12))
        #expect(try ComponentValue(jsonText: "-0") == .int(0))
        #expect(try ComponentValue(jsonText: "1.0") == .double(1.0))
        #expect(try ComponentValue(jsonText: "1e3") == .double(1000))
        #expect(try ComponentValue(jsonText: "1E+2") == .double(100))
        #expect(try ComponentValue(jsonText: "-1.5e-3") == .double(-0.0015))
        #expect(try ComponentValue(jsonText: "0.1") == .double(0.1))
        #expect(try ComponentValue(jsonText: "1e-400") == .double(0))
        #expect(try ComponentValue(jsonText: "9223372036854775807") == .int(Int.max))
        #expect(try ComponentValue(jsonText: "-9223372036854775808") == .int(Int.min))
        #expect(try ComponentValue(jsonText: "9223372036854775808") == .double(9_223_372_036_854_775_808))
        #expect(try ComponentValue(jsonText: "-9223372036854775809") == .double(-9_223_372_036_854_775_808.0))
        #expect(try ComponentValue(jsonText: "123456789012345678901234567890") == .double(1.2345678901234568e29))
    }

    @Test("a number beyond Double's range is an error")
    func numberOutOfRange() {
        let error = #expect(throws: ComponentJSONError.self) { try ComponentValue(jsonText: "[1e400]") }
        #expect(error?.isSyntax == true)
        #expect(error?.column == 2)
        #expect(error?.message.contains("too large") == true)
    }

    @Test("containers, nesting and duplicate keys")
    func containers() throws {
        let value = try ComponentValue(jsonText: #" { "a" : [1, {"b": null}, "c"], "d": {} } "#)
        #expect(value == ["a": [1, ["b": nil], "c"], "d": [:]])
        #expect(try ComponentValue(jsonText: #"{"k": 1, "k": 2, "j": 0, "k": 3}"#) == ["k": 3, "j": 0])
        #expect(try ComponentValue(jsonText: "[[[]],[[1]]]") == [[[]], [[1]]])
    }

    @Test("escapes, surrogate pairs and raw UTF-8 in strings")
    func strings() throws {
        #expect(try ComponentValue(jsonText: #""\"\\\/\b\f\n\r\t""#) == .string("\"\\/\u{8}\u{C}\n\r\t"))
        #expect(try ComponentValue(jsonText: #""\u0041\u00e9\u00E9\u4e2d\u0000""#) == .string("Aéé中\u{0}"))
        #expect(try ComponentValue(jsonText: #""\ud83d\ude00""#) == .string("😀"))
        #expect(try ComponentValue(jsonText: #""x\uD83D\uDE00y""#) == .string("x😀y"))
        #expect(try ComponentValue(jsonText: "\"héllo 😀 中\"") == .string("héllo 😀 中"))
        #expect(try ComponentValue(jsonText: #"{"a\nb": "\u00e9"}"#) == ["a\nb": "é"])
        #expect(try ComponentValue(jsonBytes: [0x22, 0xF0, 0x9F, 0x98, 0x80, 0x22]) == .string("😀"))
    }

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        var input: String
        var message: String
        var line: Int
        var column: Int
        var testDescription: String { input.debugDescription }
    }

    static let errorCases: [ErrorCase] = [
        .init(input: "{\n  \"a\": tru\n}", message: "invalid literal; expected 'true'", line: 2, column: 8),
        .init(input: "[nul]", message: "invalid literal; expected 'null'", line: 1, column: 2),
        .init(input: "", message: "unexpected end of input; expected a JSON value", line: 1, column: 1),
        .init(input: "  \n ", message: "unexpected end of input; expected a JSON value", line: 2, column: 2),
        .init(input: "[1,]", message: "a trailing ',' is not allowed before ']'", line: 1, column: 3),
        .init(input: "{\"a\":1,}", message: "a trailing ',' is not allowed before '}'", line: 1, column: 7),
        .init(input: "{\"a\" 1}", message: "expected ':' after object key, found '1'", line: 1, column: 6),
        .init(
            input: "{\"a\":1 \"b\":2}", message: "expected ',' or '}' after object member, found '\"'", line: 1,
            column: 8),
        .init(input: "[1 2]", message: "expected ',' or ']' after array element, found '2'", line: 1, column: 4),
        .init(
            input: "[1", message: "unexpected end of input; expected ',' or ']' after array element", line: 1, column: 3
        ),
        .init(input: "{1:2}", message: "expected '\"' to begin an object key, found '1'", line: 1, column: 2),
        .init(input: "{\"a\":", message: "unexpected end of input; expected a JSON value", line: 1, column: 6),
        .init(input: "[1] x", message: "unexpected 'x' after the JSON value", line: 1, column: 5),
        .init(input: "1 2", message: "unexpected '2' after the JSON value", line: 1, column: 3),
        .init(input: "[01]", message: "leading zeros are not allowed in numbers", line: 1, column: 2),
        .init(input: "-", message: "expected a digit after '-', found end of input", line: 1, column: 2),
        .init(input: "1.", message: "expected a digit after '.' in number, found end of input", line: 1, column: 3),
        .init(input: "1.e5", message: "expected a digit after '.' in number, found 'e'", line: 1, column: 3),
        .init(input: "1e+", message: "expected a digit in the exponent of number, found end", line: 1, column: 4),
        .init(input: ".5", message: "unexpected '.'; expected a JSON value", line: 1, column: 1),
        .init(input: "+1", message: "unexpected '+'; expected a JSON value", line: 1, column: 1),
        .init(input: "[\"abc", message: "unterminated string; expected a closing '\"'", line: 1, column: 2),
        .init(input: "\"ab\\", message: "unterminated string; expected a closing '\"'", line: 1, column: 1),
        .init(input: "\"a\\x\"", message: "invalid escape '\\x' in string", line: 1, column: 3),
        .init(input: "\"\\u12G4\"", message: "invalid \\u escape; expected four hex digits", line: 1, column: 2),
        .init(input: "\"\\u12\"", message: "invalid \\u escape; expected four hex digits", line: 1, column: 2),
        .init(input: "\"\\ud83d\"", message: "unpaired high surrogate \\uD83D", line: 1, column: 2),
        .init(input: "\"\\ud83dx\"", message: "unpaired high surrogate \\uD83D", line: 1, column: 2),
        .init(
            input: "\"\\ud83d\\u0041\"", message: "high surrogate \\uD83D is followed by \\u0041", line: 1, column: 2),
        .init(
            input: "\"\\ud83d\\ud83d\"", message: "high surrogate \\uD83D is followed by \\uD83D", line: 1, column: 2),
        .init(input: "\"\\ude00\"", message: "unpaired low surrogate \\uDE00", line: 1, column: 2),
        .init(input: "\"a\nb\"", message: "control character U+000A must be escaped", line: 1, column: 3),
        .init(input: "\"a\\n\tb\"", message: "control character U+0009 must be escaped", line: 1, column: 5),
        .init(input: "[\"é😀\", x]", message: "unexpected 'x'; expected a JSON value", line: 1, column: 8),
        .init(input: "[\r\n1,\r\n x]", message: "unexpected 'x'", line: 3, column: 2),
        .init(input: "[\r x]", message: "unexpected 'x'", line: 2, column: 2),
        .init(input: "\u{FEFF}[]", message: "a byte order mark is not allowed", line: 1, column: 1),
        .init(input: "[1]\u{0}", message: "unexpected byte 0x00 after the JSON value", line: 1, column: 4),
        .init(input: "[é]", message: "unexpected byte 0xC3; expected a JSON value", line: 1, column: 2),
    ]

    @Test("syntax errors report what was expected and where", arguments: errorCases)
    func syntaxError(_ errorCase: ErrorCase) throws {
        let error = try #require(throws: ComponentJSONError.self) {
            try ComponentValue(jsonText: errorCase.input)
        }
        #expect(error.isSyntax)
        #expect(!error.isDepthLimit && !error.isSizeLimit && !error.isUnserializable)
        #expect(error.message.hasPrefix(errorCase.message), "message: \(error.message)")
        #expect(error.line == errorCase.line)
        #expect(error.column == errorCase.column)
        #expect(error.path == nil)
    }

    @Test("the error description and offset name the place")
    func errorDescription() throws {
        let error = try #require(throws: ComponentJSONError.self) {
            try ComponentValue(jsonText: "{\n  \"a\": tru\n}")
        }
        #expect(error.offset == 9)
        #expect(error.description == "invalid JSON at line 2, column 8: invalid literal; expected 'true'")
        let multibyte = try #require(throws: ComponentJSONError.self) {
            try ComponentValue(jsonText: "[\"é😀\", x]")
        }
        #expect(multibyte.offset == 11)
    }

    @Test(
        "invalid UTF-8 is rejected where it starts",
        arguments: [
            [0x22, 0xC3, 0x28, 0x22],  // Bad continuation byte.
            [0x22, 0xC0, 0x80, 0x22],  // Overlong NUL.
            [0x22, 0xE0, 0x80, 0xAF, 0x22],  // Overlong three-byte form.
            [0x22, 0xED, 0xA0, 0x80, 0x22],  // UTF-8 encoded surrogate U+D800.
            [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],  // Above U+10FFFF.
            [0x22, 0xFF, 0x22],  // Never valid.
            [0x22, 0x80, 0x22],  // Lone continuation byte.
            [0x22, 0xE2, 0x82],  // Truncated at end of input.
        ] as [[UInt8]]
    )
    func invalidUTF8(_ bytes: [UInt8]) throws {
        let error = try #require(throws: ComponentJSONError.self) { try ComponentValue(jsonBytes: bytes) }
        #expect(error.isSyntax)
        #expect(error.message.contains("invalid UTF-8"))
        #expect(error.offset == 1)
        #expect(error.line == 1 && error.column == 2)
    }

    @Test("nesting up to maxDepth passes and one more level fails")
    func depthLimit() throws {
        let limit = ComponentJSONLimits.default.maxDepth
        #expect(limit == 128)
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        _ = try ComponentValue(jsonText: deepest)
        let tooDeep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        let error = try #require(throws: ComponentJSONError.self) { try ComponentValue(jsonText: tooDeep) }
        #expect(error.isDepthLimit && !error.isSyntax)
        #expect(error.column == limit + 1)
        #expect(error.offset == limit)

        let limits = ComponentJSONLimits(maxDepth: 2)
        #expect(try ComponentValue(jsonText: #"{"a": [1]}"#, limits: limits) == ["a": [1]])
        let objects = try #require(throws: ComponentJSONError.self) {
            try ComponentValue(jsonText: #"{"a": {"b": {}}}"#, limits: limits)
        }
        #expect(objects.isDepthLimit && objects.column == 13)
        #expect(try ComponentValue(jsonText: "7", limits: ComponentJSONLimits(maxDepth: 0)) == .int(7))
        #expect(throws: ComponentJSONError.self) { try ComponentValue(jsonText: "[]", limits: .init(maxDepth: 0)) }
    }

    @Test("100_000 nested brackets fail cleanly instead of overflowing the stack")
    func hostileNesting() throws {
        let brackets = String(repeating: "[", count: 100_000)
        let error = try #require(throws: ComponentJSONError.self) { try ComponentValue(jsonText: brackets) }
        #expect(error.isDepthLimit)
        // With the limit lifted the parser still holds the nesting on the heap and reaches the end of input.
        let unlimited = try #require(throws: ComponentJSONError.self) {
            try ComponentValue(jsonText: brackets, limits: .init(maxDepth: 1_000_000))
        }
        #expect(unlimited.isSyntax && unlimited.offset == 100_000)
    }

    @Test("input longer than maxBytes is rejected before parsing")
    func sizeLimit() throws {
        #expect(ComponentJSONLimits.default.maxBytes == 8 * 1024 * 1024)
        let limits = ComponentJSONLimits(maxBytes: 10)
        #expect(try ComponentValue(jsonText: "[1,2,3,45]", limits: limits) == [1, 2, 3, 45])
        let error = try #require(throws: ComponentJSONError.self) {
            try ComponentValue(jsonText: "[1,2,3,456]", limits: limits)
        }
        #expect(error.isSizeLimit && !error.isSyntax)
        #expect(error.line == nil && error.column == nil && error.offset == nil && error.path == nil)
        #expect(error.description == "invalid JSON: the text is 11 bytes, more than the limit of 10 bytes")
        let bytes = try #require(throws: ComponentJSONError.self) {
            try ComponentValue(jsonBytes: Array("\"é\"".utf8), limits: .init(maxBytes: 3))
        }
        #expect(bytes.isSizeLimit)
    }

    @Test("bytes from non-contiguous collections and slices parse the same")
    func byteCollections() throws {
        let text = #"{"a": [1, 2.5, "x"]}"#
        let expected: ComponentValue = ["a": [1, 2.5, "x"]]
        #expect(try ComponentValue(jsonBytes: text.utf8) == expected)
        #expect(try ComponentValue(jsonBytes: text.utf8.lazy.map { $0 }) == expected)
        #expect(try ComponentValue(jsonBytes: Array("..\(text)..".utf8).dropFirst(2).dropLast(2)) == expected)
        let tooLong = try #require(throws: ComponentJSONError.self) {
            try ComponentValue(jsonBytes: text.utf8.lazy.map { $0 }, limits: .init(maxBytes: 5))
        }
        #expect(tooLong.isSizeLimit)
    }
}
