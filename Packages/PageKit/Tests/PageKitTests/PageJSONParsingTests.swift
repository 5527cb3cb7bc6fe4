import Foundation
import PageKit
import TestSupport
import Testing

@Suite("PageJSON parsing")
struct PageJSONParsingTests {
    @Test(
        "text that is not JSON names the line, the column and what was expected",
        arguments: [
            ("", "line 1, column 1: unexpected end of input; expected a JSON value"),
            ("[1,]", "line 1, column 3: a trailing ',' is not allowed before ']'"),
            (#"{"a":1,}"#, "line 1, column 7: a trailing ',' is not allowed before '}'"),
            ("{\n  \"a\": 01\n}", "line 2, column 8: leading zeros are not allowed in numbers"),
            ("[tru]", "line 1, column 2: invalid literal; expected 'true'"),
            ("[1] x", "line 1, column 5: unexpected 'x' after the JSON value"),
            ("// c\n1", "line 1, column 1: unexpected '/'; expected a JSON value"),
            (#"{"a":1 "b":2}"#, "line 1, column 8: expected ',' or '}' after object member, found '\"'"),
            ("{1:2}", "line 1, column 2: expected '\"' to begin an object key, found '1'"),
            ("[1e]", "line 1, column 4: expected a digit in the exponent of number, found ']'"),
            ("1e400", "line 1, column 1: the number 1e400 is too large for a Double"),
            (#""abc"#, "line 1, column 1: unterminated string; expected a closing '\"'"),
            (
                "\"é\tx\"",
                "line 1, column 3: control character U+0009 must be escaped in a string (for example as \\n or \\u00XX)"
            ),
            (
                #""\ud83d""#,
                "line 1, column 2: unpaired high surrogate \\uD83D; it must be followed by a low surrogate escape "
                    + "\\uDC00-\\uDFFF"
            ),
        ])
    func syntaxErrors(text: String, message: String) throws {
        let error = try #require(throws: PageJSONError.self) { try PageJSON(data: Data(text.utf8)) }
        #expect(error.code == .invalidJSON)
        #expect(error.path == nil)
        #expect(error.message == "invalid JSON at \(message)")
    }

    @Test("bytes that are not UTF-8 in a string are an error at their column")
    func invalidUTF8() throws {
        let error = try #require(throws: PageJSONError.self) { try PageJSON(data: Data([0x22, 0xC3, 0x28, 0x22])) }
        #expect(
            error.message == "invalid JSON at line 1, column 2: invalid UTF-8 byte sequence starting with byte 0xC3")
    }

    @Test("UTF-8 is read; a byte order mark, UTF-16 and UTF-32 are refused, saying which they are")
    func encodings() throws {
        let text = #"{"id": "home", "title": "Café 🛒", "n": [1, 2.5, true, null]}"#
        #expect(try PageJSON(data: Data(text.utf8))["title"] == "Café 🛒")
        let withMark = try #require(throws: PageJSONError.self) {
            try PageJSON(data: Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8))
        }
        #expect(
            withMark.message
                == "invalid JSON at line 1, column 1: the text begins with a UTF-8 byte order mark; write it as UTF-8 without one"
        )
        let refused: [(String.Encoding, String)] = [
            (.utf16, "begins with a UTF-16"), (.utf16LittleEndian, "looks like UTF-16 (little-endian)"),
            (.utf16BigEndian, "looks like UTF-16 (big-endian)"), (.utf32, "begins with a UTF-32"),
            (.utf32LittleEndian, "looks like UTF-32 (little-endian)"),
            (.utf32BigEndian, "looks like UTF-32 (big-endian)"),
        ]
        for (encoding, expected) in refused {
            let data = try #require(text.data(using: encoding))
            let error = try #require(throws: PageJSONError.self, "\(encoding)") { try PageJSON(data: data) }
            #expect(error.code == .invalidJSON)
            #expect(error.message.contains(expected), "\(encoding): \(error.message)")
        }
    }

    @Test("arrays and objects nest 512 deep; one more is an error naming the limit")
    func depthLimit() throws {
        let deepest = String(repeating: #"{"a":["#, count: 256) + String(repeating: "]}", count: 256)
        #expect(throws: Never.self) { try PageJSON(data: Data(deepest.utf8)) }
        let deeper = "[" + deepest + "]"
        let error = try #require(throws: PageJSONError.self) { try PageJSON(data: Data(deeper.utf8)) }
        #expect(
            error.message
                == "invalid JSON at line 1, column 1537: arrays and objects are nested deeper than the limit of 512")
    }

    @Test("escapes decode, in values and in keys")
    func escapes() throws {
        let text = #"{"a": 1, "b": "x\"\\\/\b\f\n\r\t\u00e9\ud83d\uded2", "\u0061\n": 2}"#
        let value = try PageJSON(data: Data(text.utf8))
        #expect(value == ["a": 1, "b": "x\"\\/\u{8}\u{C}\n\r\té🛒", "a\n": 2])
    }

    @Test("a key written twice is an error naming its path")
    func duplicateKeys() throws {
        let text = "{\"sections\": [\n  {\"data\": {\"title\": \"a\",\n    \"t\\u0069tle\": \"b\"}}]}"
        let data = Data(text.utf8)
        let error = try #require(throws: PageJSONError.self) { try PageJSON(data: data) }
        #expect(error.code == .invalidJSON)
        #expect(error.path == "$.sections[0].data.title")
        #expect(
            error.message
                == #"invalid JSON at line 3, column 5: duplicate key "title" at $.sections[0].data.title, first at line 2, column 13"#
        )
    }

    @Test("digits that overflow Int stay a Double even when they round to Int.min")
    func overflowingDigits() throws {
        let value = try PageJSON(data: Data("[-9223372036854775809, -9223372036854775808, 1e2, -0.0]".utf8))
        guard case .array(let elements) = value, elements.count == 4 else {
            Issue.record("not an array of 4: \(value)")
            return
        }
        if case .double = elements[0] {} else { Issue.record("should be a double: \(elements[0])") }
        #expect(elements[1] == .int(Int.min))
        if case .int(100) = elements[2] {} else { Issue.record("1e2 should be the int 100: \(elements[2])") }
        if case .int(0) = elements[3] {} else { Issue.record("-0.0 should be the int 0: \(elements[3])") }
    }

    @Test("a whole number of 2^53 or more written with a fraction or exponent stays a Double, refused as an Int")
    func wholeNumbersBeyondExactDoubles() throws {
        struct Count: Decodable { let n: Int }
        for text in ["12345678901234567.0", "9007199254740992.0", "-9007199254740992e0", "1e18", "9.3e18"] {
            let value = try PageJSON(data: Data("{\"n\": \(text)}".utf8))
            if case .double = value["n"] {} else { Issue.record("\(text) should stay a double: \(value)") }
            #expect(value["n"]?.intValue == nil, "\(text)")
            #expect(throws: PageJSONError.self, "\(text)") { try value.decode(Count.self) }
        }
        let below = try PageJSON(data: Data("[9007199254740991.0, -9007199254740991e0]".utf8))
        #expect(below == [.int(9_007_199_254_740_991), .int(-9_007_199_254_740_991)])
        #expect(PageJSON.exactInt(0x1p53 - 1) == 9_007_199_254_740_991)
        #expect(PageJSON.exactInt(-0x1p53) == nil)
        #expect(PageJSON.exactInt(.nan) == nil && PageJSON.exactInt(.infinity) == nil && PageJSON.exactInt(0.5) == nil)
    }

    @Test("random values written as JSON, compact or by JSONEncoder, parse back equal (seeded)")
    func randomRoundTrip() throws {
        var random = SplitMix64(seed: 0x5EED_0F_1A11)
        for round in 0..<300 {
            let value = Self.randomValue(depth: 3, random: &random)
            #expect(try PageJSON(data: Data(value.description.utf8)) == value, "round \(round): \(value)")
            #expect(try PageJSON(data: JSONEncoder().encode(value)) == value, "round \(round): \(value)")
        }
    }

    private static func randomValue(depth: Int, random: inout SplitMix64) -> PageJSON {
        switch Int.random(in: depth > 0 ? 0...7 : 0...5, using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .int([Int.min, Int.max, 0, -1, 42][Int.random(in: 0...4, using: &random)])
        case 3: return .int(Int.random(in: Int.min...Int.max, using: &random))
        case 4: return .double(Double.random(in: -1e12...1e12, using: &random))
        case 5: return .string(randomString(random: &random))
        case 6:
            let count = Int.random(in: 0...4, using: &random)
            return .array((0..<count).map { _ in randomValue(depth: depth - 1, random: &random) })
        default:
            var members: [String: PageJSON] = [:]
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                members[randomString(random: &random)] = randomValue(depth: depth - 1, random: &random)
            }
            return .object(members)
        }
    }

    private static func randomString(random: inout SplitMix64) -> String {
        let pieces = ["a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\u{1}", "\u{7F}", "é", "🛒", "\u{2028}", "word"]
        return (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }
            .joined()
    }
}
