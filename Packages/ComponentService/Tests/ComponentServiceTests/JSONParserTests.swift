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

    @Test("containers and nesting")
    func containers() throws {
        let value = try ComponentValue(jsonText: #" { "a" : [1, {"b": null}, "c"], "d": {} } "#)
        #expect(value == ["a": [1, ["b": nil], "c"], "d": [:]])
        #expect(try ComponentValue(jsonText: "[[[]],[[1]]]") == [[[]], [[1]]])
    }

    @Test("an object keeps its members in the order of the text, so writing it gives the text back")
    func memberOrder() throws {
        for count in [2, 8, 9, 40] {
            let keys = (0..<count).map { "k\(count - $0)" }
            let text = "{" + keys.map { "\"\($0)\":{\"z\":1,\"a\":[2]}" }.joined(separator: ",") + "}"
            let value = try ComponentValue(jsonText: text)
            #expect(value.objectValue.map { Array($0.keys) } == keys)
            #expect(try value.jsonText() == text)
        }
    }

    @Test("a key written twice is a duplicate-key error with its path and place, from text and from bytes")
    func duplicateKeys() throws {
        let text = "{\"sections\": [{\"data\": {\"title\": 1,\n \"t\\u0069tle\": 2}}]}"
        let errors = [
            #expect(throws: ComponentJSONError.self) { try ComponentValue(jsonText: text) },
            #expect(throws: ComponentJSONError.self) { try ComponentValue(jsonBytes: Array(text.utf8)) },
            #expect(throws: ComponentJSONError.self) { try ComponentValue(jsonBytes: text.utf8) },
        ]
        for error in errors {
            let error = try #require(error)
            #expect(error.isDuplicateKey && !error.isSyntax && !error.isDepthLimit && !error.isSizeLimit)
            #expect(error.path == "$.sections[0].data.title")
            #expect(error.line == 2 && error.column == 2 && error.offset == 37)
            #expect(
                error.description
                    == #"invalid JSON at line 2, column 2: duplicate key "title" at $.sections[0].data.title, first at line 1, column 25"#
            )
        }
        let precomposed = #expect(throws: ComponentJSONError.self) {
            try ComponentValue(jsonText: "{\"caf\u{E9}\": 1, \"cafe\u{301}\": 2}")
        }
        #expect(precomposed?.path == #"$["café"]"#)
        #expect(try ComponentValue(jsonText: #"{"a": 1, "A": 2, "a ": 3}"#) == ["a": 1, "A": 2, "a ": 3])
    }

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        var input: String
        var message: String
        var line: Int
        var column: Int
        var testDescription: String { input.debugDescription }
    }

    /// How the parser's errors reach ``ComponentJSONError``: a few of each kind, and a byte order mark, which
    /// the parser refuses by name; every message of the grammar is pinned in JSONParsing's tests.
    static let errorCases: [ErrorCase] = [
        .init(input: "{\n  \"a\": tru\n}", message: "invalid literal; expected 'true'", line: 2, column: 8),
        .init(input: "", message: "unexpected end of input; expected a JSON value", line: 1, column: 1),
        .init(input: "[1,]", message: "a trailing ',' is not allowed before ']'", line: 1, column: 3),
        .init(input: "[1] x", message: "unexpected 'x' after the JSON value", line: 1, column: 5),
        .init(input: "[01]", message: "leading zeros are not allowed in numbers", line: 1, column: 2),
        .init(input: "[\"abc", message: "unterminated string; expected a closing '\"'", line: 1, column: 2),
        .init(input: "\"a\\x\"", message: "invalid escape '\\x' in string", line: 1, column: 3),
        .init(input: "\"a\nb\"", message: "control character U+000A must be escaped", line: 1, column: 3),
        .init(input: "[\"é😀\", x]", message: "unexpected 'x'; expected a JSON value", line: 1, column: 8),
        .init(input: "[\r x]", message: "unexpected 'x'", line: 2, column: 2),
        .init(input: "\u{FEFF}[]", message: "the text begins with a UTF-8 byte order mark", line: 1, column: 1),
        .init(input: "[1]\u{0}", message: "unexpected byte 0x00 after the JSON value", line: 1, column: 4),
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

    @Test("UTF-16 and UTF-32 bytes are a syntax error that names the encoding, at line 1, column 1")
    func otherEncodings() throws {
        let utf16 = try #require(throws: ComponentJSONError.self) { try ComponentValue(jsonBytes: [0x5B, 0, 0x5D, 0]) }
        #expect(utf16.isSyntax && utf16.line == 1 && utf16.column == 1 && utf16.offset == 0)
        #expect(
            utf16.description
                == "invalid JSON at line 1, column 1: the text looks like UTF-16 (little-endian) from its first bytes; "
                + "write it as UTF-8")
        let utf32 = try #require(throws: ComponentJSONError.self) {
            try ComponentValue(jsonBytes: [0, 0, 0xFE, 0xFF, 0, 0, 0, 0x31])
        }
        #expect(
            utf32.message == "the text begins with a UTF-32 (big-endian) byte order mark; write it as UTF-8 without one"
        )
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

        // A negative limit is stored as 0, set at creation or later.
        var negative = ComponentJSONLimits(maxDepth: -5, maxBytes: -1)
        #expect(negative == ComponentJSONLimits(maxDepth: 0, maxBytes: 0))
        negative.maxDepth = -1
        negative.maxBytes = .min
        #expect(negative == ComponentJSONLimits(maxDepth: 0, maxBytes: 0))
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
