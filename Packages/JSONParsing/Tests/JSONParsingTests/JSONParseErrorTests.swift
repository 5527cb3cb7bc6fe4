import JSONParsing
import TestSupport
import Testing

@Suite("JSON parser: errors")
struct JSONParseErrorTests {
    struct ErrorCase: Sendable, CustomTestStringConvertible {
        var input: String
        var message: String
        var line: Int
        var column: Int
        var offset: Int
        var testDescription: String { input.debugDescription }
    }

    static let errorCases: [ErrorCase] = [
        .init(input: "{\n  \"a\": tru\n}", message: "invalid literal; expected 'true'", line: 2, column: 8, offset: 9),
        .init(input: "[nul]", message: "invalid literal; expected 'null'", line: 1, column: 2, offset: 1),
        .init(input: "[fals]", message: "invalid literal; expected 'false'", line: 1, column: 2, offset: 1),
        .init(input: "", message: "unexpected end of input; expected a JSON value", line: 1, column: 1, offset: 0),
        .init(input: "  \n ", message: "unexpected end of input; expected a JSON value", line: 2, column: 2, offset: 4),
        .init(input: "[1,]", message: "a trailing ',' is not allowed before ']'", line: 1, column: 3, offset: 2),
        .init(input: "{\"a\":1,}", message: "a trailing ',' is not allowed before '}'", line: 1, column: 7, offset: 6),
        .init(input: "{\"a\" 1}", message: "expected ':' after object key, found '1'", line: 1, column: 6, offset: 5),
        .init(
            input: "{\"a\":1 \"b\":2}", message: "expected ',' or '}' after object member, found '\"'", line: 1,
            column: 8, offset: 7),
        .init(
            input: "[1 2]", message: "expected ',' or ']' after array element, found '2'", line: 1, column: 4, offset: 3
        ),
        .init(
            input: "[1", message: "unexpected end of input; expected ',' or ']' after array element", line: 1,
            column: 3, offset: 2),
        .init(
            input: "{\"a\":1", message: "unexpected end of input; expected ',' or '}' after object member", line: 1,
            column: 7, offset: 6),
        .init(
            input: "{1:2}", message: "expected '\"' to begin an object key, found '1'", line: 1, column: 2, offset: 1),
        .init(
            input: "{\"a\":1,", message: "expected '\"' to begin an object key, found end of input", line: 1,
            column: 8, offset: 7),
        .init(
            input: "{\"a\"", message: "expected ':' after object key, found end of input", line: 1, column: 5,
            offset: 4),
        .init(
            input: "{\"a\":", message: "unexpected end of input; expected a JSON value", line: 1, column: 6, offset: 5),
        .init(input: "[1] x", message: "unexpected 'x' after the JSON value", line: 1, column: 5, offset: 4),
        .init(input: "1 2", message: "unexpected '2' after the JSON value", line: 1, column: 3, offset: 2),
        .init(input: "// c\n1", message: "unexpected '/'; expected a JSON value", line: 1, column: 1, offset: 0),
        .init(input: "[01]", message: "leading zeros are not allowed in numbers", line: 1, column: 2, offset: 1),
        .init(input: "-", message: "expected a digit after '-', found end of input", line: 1, column: 2, offset: 1),
        .init(
            input: "1.", message: "expected a digit after '.' in number, found end of input", line: 1, column: 3,
            offset: 2),
        .init(input: "1.e5", message: "expected a digit after '.' in number, found 'e'", line: 1, column: 3, offset: 2),
        .init(
            input: "1e+", message: "expected a digit in the exponent of number, found end of input", line: 1,
            column: 4, offset: 3),
        .init(
            input: "[1e]", message: "expected a digit in the exponent of number, found ']'", line: 1, column: 4,
            offset: 3),
        .init(input: "[1e400]", message: "the number 1e400 is too large for a Double", line: 1, column: 2, offset: 1),
        .init(input: ".5", message: "unexpected '.'; expected a JSON value", line: 1, column: 1, offset: 0),
        .init(input: "+1", message: "unexpected '+'; expected a JSON value", line: 1, column: 1, offset: 0),
        .init(input: "[\"abc", message: "unterminated string; expected a closing '\"'", line: 1, column: 2, offset: 1),
        .init(input: "\"ab\\", message: "unterminated string; expected a closing '\"'", line: 1, column: 1, offset: 0),
        .init(input: "\"a\\nb", message: "unterminated string; expected a closing '\"'", line: 1, column: 1, offset: 0),
        .init(
            input: "\"a\\x\"",
            message: "invalid escape '\\x' in string; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX",
            line: 1, column: 3, offset: 2),
        .init(
            input: "\"\\u12G4\"", message: "invalid \\u escape; expected four hex digits", line: 1, column: 2,
            offset: 1),
        .init(
            input: "\"\\u12\"", message: "invalid \\u escape; expected four hex digits", line: 1, column: 2, offset: 1),
        .init(
            input: "\"\\ud83d\"",
            message:
                "unpaired high surrogate \\uD83D; it must be followed by a low surrogate escape \\uDC00-\\uDFFF",
            line: 1, column: 2, offset: 1),
        .init(
            input: "\"\\ud83dx\"",
            message:
                "unpaired high surrogate \\uD83D; it must be followed by a low surrogate escape \\uDC00-\\uDFFF",
            line: 1, column: 2, offset: 1),
        .init(
            input: "\"\\ud83d\\u0041\"",
            message: "high surrogate \\uD83D is followed by \\u0041, not by a low surrogate \\uDC00-\\uDFFF",
            line: 1, column: 2, offset: 1),
        .init(
            input: "\"\\ud83d\\ud83d\"",
            message: "high surrogate \\uD83D is followed by \\uD83D, not by a low surrogate \\uDC00-\\uDFFF",
            line: 1, column: 2, offset: 1),
        .init(
            input: "\"\\ude00\"",
            message: "unpaired low surrogate \\uDE00; it must follow a high surrogate escape \\uD800-\\uDBFF",
            line: 1, column: 2, offset: 1),
        .init(
            input: "\"a\nb\"",
            message: "control character U+000A must be escaped in a string (for example as \\n or \\u00XX)",
            line: 1, column: 3, offset: 2),
        .init(
            input: "\"a\\n\tb\"",
            message: "control character U+0009 must be escaped in a string (for example as \\n or \\u00XX)",
            line: 1, column: 5, offset: 4),
        .init(input: "[\"é😀\", x]", message: "unexpected 'x'; expected a JSON value", line: 1, column: 8, offset: 11),
        .init(input: "[\r\n1,\r\n x]", message: "unexpected 'x'; expected a JSON value", line: 3, column: 2, offset: 8),
        .init(input: "[\r x]", message: "unexpected 'x'; expected a JSON value", line: 2, column: 2, offset: 3),
        .init(input: "[1]\u{0}", message: "unexpected byte 0x00 after the JSON value", line: 1, column: 4, offset: 3),
        .init(input: "[é]", message: "unexpected byte 0xC3; expected a JSON value", line: 1, column: 2, offset: 1),
        // DEL is not printable: it is named by its byte, not shown.
        .init(input: "[\u{7F}]", message: "unexpected byte 0x7F; expected a JSON value", line: 1, column: 2, offset: 1),
        // A literal cut short by the end of the input is no literal.
        .init(input: "tru", message: "invalid literal; expected 'true'", line: 1, column: 1, offset: 0),
        .init(input: "[fals", message: "invalid literal; expected 'false'", line: 1, column: 2, offset: 1),
        .init(input: "n", message: "invalid literal; expected 'null'", line: 1, column: 1, offset: 0),
        // U+001F, the last control character, must be escaped too.
        .init(
            input: "\"a\u{1F}\"",
            message: "control character U+001F must be escaped in a string (for example as \\n or \\u00XX)",
            line: 1, column: 3, offset: 2),
        // The ends of the surrogate ranges are surrogates too.
        .init(
            input: "\"\\udbff\"",
            message:
                "unpaired high surrogate \\uDBFF; it must be followed by a low surrogate escape \\uDC00-\\uDFFF",
            line: 1, column: 2, offset: 1),
        .init(
            input: "\"\\udfff\"",
            message: "unpaired low surrogate \\uDFFF; it must follow a high surrogate escape \\uD800-\\uDBFF",
            line: 1, column: 2, offset: 1),
    ]

    @Test("syntax errors say what was expected and where", arguments: errorCases)
    func syntaxError(_ errorCase: ErrorCase) throws {
        let error = try #require(throws: JSONParseError.self) { try TestValue.parse(errorCase.input) }
        #expect(error.code == .syntax)
        #expect(error.message == errorCase.message)
        #expect(error.line == errorCase.line)
        #expect(error.column == errorCase.column)
        #expect(error.offset == errorCase.offset)
    }

    @Test("a number too large for a Double is echoed cut, whatever its length")
    func hugeNumber() throws {
        var random = SplitMix64(seed: 0x1E400)
        for _ in 0..<40 {
            let digits = String(repeating: "9", count: Int.random(in: 310...60_000, using: &random))
            let exponent = Bool.random(using: &random)
            let number = exponent ? "1e" + digits : digits
            let error = try #require(throws: JSONParseError.self) { try TestValue.parse("[\(number)]") }
            #expect(error.message.count < 300, "\(error.message.prefix(300))")
            #expect(error.message.hasSuffix("… (\(number.count) characters) is too large for a Double"))
            #expect(error.message.hasPrefix("the number \(number.prefix(100))"))
        }
    }

    @Test("the description names the place")
    func errorDescription() throws {
        let error = try #require(throws: JSONParseError.self) { try TestValue.parse("{\n  \"a\": tru\n}") }
        #expect(error.description == "invalid JSON at line 2, column 8: invalid literal; expected 'true'")
        #expect(error.code.description == "syntax")
        #expect(JSONParseError.Code.depthLimit.description == "depthLimit")
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
            [0x22, 0xE4, 0xB8, 0x41, 0x22],  // Third byte of three is no continuation byte.
            [0x22, 0xF0, 0x9F, 0x98, 0x41, 0x22],  // Fourth byte of four is no continuation byte.
        ] as [[UInt8]]
    )
    func invalidUTF8(_ bytes: [UInt8]) throws {
        let error = try #require(throws: JSONParseError.self) { try TestValue.parse(bytes: bytes) }
        #expect(error.code == .syntax)
        #expect(
            error.message
                == "invalid UTF-8 byte sequence starting with byte 0x\(String(bytes[1], radix: 16, uppercase: true))")
        #expect(error.offset == 1 && error.line == 1 && error.column == 2)
    }

    @Test("a column counts characters, not bytes, and a line ends at \\n, \\r\\n or a lone \\r")
    func location() throws {
        let cases: [(text: String, line: Int, column: Int)] = [
            ("[\"é\", \"😀\", x]", 1, 12),
            ("[\n\r\n\r\"ab\", x]", 4, 7),
            ("[\r\n\r\n\r\n  x]", 4, 3),
        ]
        for (text, line, column) in cases {
            let error = try #require(throws: JSONParseError.self) { try TestValue.parse(text) }
            #expect(error.message == "unexpected 'x'; expected a JSON value", "\(text.debugDescription)")
            #expect(error.line == line && error.column == column, "\(text.debugDescription)")
        }
    }
}
