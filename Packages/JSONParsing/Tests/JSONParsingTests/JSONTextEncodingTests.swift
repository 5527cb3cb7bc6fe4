import JSONParsing
import TestSupport
import Testing

/// JSON text is UTF-8 without a byte order mark (RFC 8259, section 8.1): the parser refuses a mark and UTF-16
/// and UTF-32, naming which it is, at line 1, column 1.
@Suite("JSON parser: text encodings")
struct JSONTextEncodingTests {
    /// An encoding of JSON text, with or without a byte order mark.
    struct Encoding: Sendable, CustomTestStringConvertible {
        var name: String
        var hasMark: Bool
        var encode: @Sendable (String) -> [UInt8]

        var testDescription: String { hasMark ? "\(name) with a byte order mark" : name }

        /// What the parser says of text in this encoding.
        var message: String {
            hasMark
                ? "the text begins with a \(name) byte order mark; write it as UTF-8 without one"
                : "the text looks like \(name) from its first bytes; write it as UTF-8"
        }
    }

    static let encodings: [Encoding] = [
        Encoding(name: "UTF-8", hasMark: true) { [0xEF, 0xBB, 0xBF] + Array($0.utf8) },
        Encoding(name: "UTF-16 (little-endian)", hasMark: false) { utf16($0, bigEndian: false) },
        Encoding(name: "UTF-16 (little-endian)", hasMark: true) { [0xFF, 0xFE] + utf16($0, bigEndian: false) },
        Encoding(name: "UTF-16 (big-endian)", hasMark: false) { utf16($0, bigEndian: true) },
        Encoding(name: "UTF-16 (big-endian)", hasMark: true) { [0xFE, 0xFF] + utf16($0, bigEndian: true) },
        Encoding(name: "UTF-32 (little-endian)", hasMark: false) { utf32($0, bigEndian: false) },
        Encoding(name: "UTF-32 (little-endian)", hasMark: true) { [0xFF, 0xFE, 0, 0] + utf32($0, bigEndian: false) },
        Encoding(name: "UTF-32 (big-endian)", hasMark: false) { utf32($0, bigEndian: true) },
        Encoding(name: "UTF-32 (big-endian)", hasMark: true) { [0, 0, 0xFE, 0xFF] + utf32($0, bigEndian: true) },
    ]

    @Test("text in another encoding, or with a byte order mark, is refused naming it (seeded)", arguments: encodings)
    func refused(encoding: Encoding) throws {
        var random = SplitMix64(seed: 0xB0B_0E7C)
        let texts = ["1", "[]", "\"中\"", #"{"a": [1, 2.5, true, null]}"#, " \n{}"]
        let randomTexts = (0..<200).map { _ in RandomJSON.text(of: RandomJSON.value(depth: 3, random: &random)) }
        for text in texts + randomTexts {
            let error = try #require(throws: JSONParseError.self, "\(text.debugDescription)") {
                try TestValue.parse(bytes: encoding.encode(text))
            }
            #expect(error.code == .encoding)
            #expect(error.message == encoding.message, "\(text.debugDescription)")
            #expect(error.line == 1 && error.column == 1 && error.offset == 0)
            #expect(error.path == nil)
        }
    }

    @Test("a byte order mark alone, or the start of one, is refused by name")
    func marksAlone() throws {
        let cases: [([UInt8], String)] = [
            ([0xEF, 0xBB, 0xBF], "begins with a UTF-8 byte order mark"),
            ([0xFF, 0xFE], "begins with a UTF-16 (little-endian) byte order mark"),
            ([0xFE, 0xFF], "begins with a UTF-16 (big-endian) byte order mark"),
            ([0xFF, 0xFE, 0, 0], "begins with a UTF-32 (little-endian) byte order mark"),
            ([0, 0, 0xFE, 0xFF], "begins with a UTF-32 (big-endian) byte order mark"),
            ([0x31, 0], "looks like UTF-16 (little-endian)"),
            ([0, 0x31], "looks like UTF-16 (big-endian)"),
        ]
        for (bytes, expected) in cases {
            let error = try #require(throws: JSONParseError.self, "\(bytes)") { try TestValue.parse(bytes: bytes) }
            #expect(error.code == .encoding && error.message.contains(expected), "\(bytes): \(error.message)")
            #expect(error.description.hasPrefix("invalid JSON at line 1, column 1: the text "))
        }
    }

    @Test("zero bytes that show no encoding, and a U+FEFF after the start, are syntax errors at their place")
    func notAnEncoding() throws {
        let cases: [([UInt8], String, Int)] = [
            ([0], "unexpected byte 0x00; expected a JSON value", 0),
            ([0, 0, 0, 0], "unexpected byte 0x00; expected a JSON value", 0),
            ([0x20, 0xEF, 0xBB, 0xBF, 0x31], "unexpected byte 0xEF; expected a JSON value", 1),
            ([0x5B, 0x31, 0x5D, 0], "unexpected byte 0x00 after the JSON value", 3),
        ]
        for (bytes, message, offset) in cases {
            let error = try #require(throws: JSONParseError.self, "\(bytes)") { try TestValue.parse(bytes: bytes) }
            #expect(error.code == .syntax && error.message == message && error.offset == offset, "\(bytes)")
        }
    }

    @Test("UTF-8 text with U+FEFF inside a string or a key is read, the character kept")
    func markInsideStrings() throws {
        #expect(try TestValue.parse("\"\u{FEFF}\"") == .string("\u{FEFF}"))
        #expect(
            try TestValue.parse("[\"a\u{FEFF}b\", {\"\u{FEFF}k\": \"\\ufeff\"}]") == [
                "a\u{FEFF}b", ["\u{FEFF}k": "\u{FEFF}"],
            ])
        #expect(try TestValue.parse(bytes: [0x22, 0xEF, 0xBB, 0xBF, 0x22]) == .string("\u{FEFF}"))
    }

    private static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        text.utf16.flatMap { unit in
            let bytes = [UInt8(truncatingIfNeeded: unit), UInt8(truncatingIfNeeded: unit >> 8)]
            return bigEndian ? bytes.reversed() : bytes
        }
    }

    private static func utf32(_ text: String, bigEndian: Bool) -> [UInt8] {
        text.unicodeScalars.flatMap { scalar in
            let bytes = (0..<4).map { UInt8(truncatingIfNeeded: scalar.value >> (8 * $0)) }
            return bigEndian ? bytes.reversed() : bytes
        }
    }
}
