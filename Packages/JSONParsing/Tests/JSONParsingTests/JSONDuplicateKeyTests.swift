import JSONParsing
import TestSupport
import Testing

@Suite("JSON parser: duplicate keys")
struct JSONDuplicateKeyTests {
    struct DuplicateCase: Sendable, CustomTestStringConvertible {
        var input: String
        var path: String
        var message: String
        var line: Int
        var column: Int
        var testDescription: String { input.debugDescription }
    }

    static let duplicateCases: [DuplicateCase] = [
        .init(
            input: #"{"a": 1, "a": 2}"#, path: "$.a", message: #"duplicate key "a" at $.a, first at line 1, column 2"#,
            line: 1, column: 10),
        .init(
            input: #"{"a": 1, "\u0061": 2}"#, path: "$.a",
            message: #"duplicate key "a" at $.a, first at line 1, column 2"#, line: 1, column: 10),
        .init(
            input: "{\"\u{E9}\": 1, \"e\u{301}\": 2}", path: #"$["é"]"#,
            message: #"duplicate key "é" at $["é"], first at line 1, column 2"#, line: 1, column: 10),
        .init(
            input: #"{"\u00e9": 1, "e\u0301": 2}"#, path: #"$["é"]"#,
            message: #"duplicate key "é" at $["é"], first at line 1, column 2"#, line: 1, column: 15),
        .init(
            input: #"{"sections": [{"id": "a"}, {"id": "b", "data": {"title": "x", "title": "y"}}]}"#,
            path: "$.sections[1].data.title",
            message: #"duplicate key "title" at $.sections[1].data.title, first at line 1, column 49"#, line: 1,
            column: 63),
        .init(
            input: #"{"two words": 1, "two words": 2}"#, path: #"$["two words"]"#,
            message: #"duplicate key "two words" at $["two words"], first at line 1, column 2"#, line: 1, column: 18
        ),
        .init(
            input: #"[[0, {"a\nb": 1, "a\u000Ab": 2}]]"#, path: #"$[0][1]["a\nb"]"#,
            message: #"duplicate key "a\nb" at $[0][1]["a\nb"], first at line 1, column 7"#, line: 1, column: 18),
        .init(
            input: "{\n  \"a\": 1,\n  \"b\": [],\r\n  \"a\": 2\n}", path: "$.a",
            message: #"duplicate key "a" at $.a, first at line 2, column 3"#, line: 4, column: 3),
        // The first duplicate in the text is named, though an object closes with another one before.
        .init(
            input: #"{"a": 1, "a": 2, "b": {"c": 1, "c": 2}}"#, path: "$.a",
            message: #"duplicate key "a" at $.a, first at line 1, column 2"#, line: 1, column: 10),
        .init(
            input: #"{"k": 1, "k": {"c": 1, "c": 2}}"#, path: "$.k",
            message: #"duplicate key "k" at $.k, first at line 1, column 2"#, line: 1, column: 10),
        .init(
            input: #"[{"x": {"y": 1, "y": 2}}, {"z": 1, "z": 2}]"#, path: "$[0].x.y",
            message: #"duplicate key "y" at $[0].x.y, first at line 1, column 9"#, line: 1, column: 17),
    ]

    @Test(
        "a key written twice in an object is an error naming its path, at its second place", arguments: duplicateCases)
    func duplicate(_ duplicateCase: DuplicateCase) throws {
        let error = try #require(throws: JSONParseError.self) { try TestValue.parse(duplicateCase.input) }
        #expect(error.code == .duplicateKey)
        #expect(error.path == duplicateCase.path)
        #expect(error.message == duplicateCase.message)
        #expect(error.line == duplicateCase.line && error.column == duplicateCase.column)
        #expect(error.code.description == "duplicateKey")
    }

    @Test("the description names the place, and other errors have no path")
    func description() throws {
        let error = try #require(throws: JSONParseError.self) { try TestValue.parse(#"{"a": 1, "a": 2}"#) }
        #expect(
            error.description
                == #"invalid JSON at line 1, column 10: duplicate key "a" at $.a, first at line 1, column 2"#)
        #expect(error.offset == 9)
        let syntax = try #require(throws: JSONParseError.self) { try TestValue.parse("[1 2]") }
        #expect(syntax.path == nil)
    }

    @Test("a key is echoed in a bounded piece: a long one cut with its length, terminal controls escaped")
    func echoedKeys() throws {
        let long = String(repeating: "a", count: 300)
        let error = try #require(throws: JSONParseError.self) {
            try TestValue.parse("[{\"\(long)\": 1, \"\(long)\": 2}]")
        }
        let shown = "\"" + String(repeating: "a", count: 200) + "…\" (300 characters)"
        #expect(error.path == "$[0][\(shown)]")
        #expect(error.message == "duplicate key \(shown) at $[0][\(shown)], first at line 1, column 3")
        let controls = try #require(throws: JSONParseError.self) {
            try TestValue.parse("{\"a\u{202E}b\u{7F}\\u2028\": 1, \"a\\u202eb\\u007f\u{2028}\": 2}")
        }
        #expect(controls.path == #"$["a\u202eb\u007f\u2028"]"#)
        // One Character of 100,001 scalars is cut too: the bound counts scalars.
        let cluster = "e" + String(repeating: "\u{301}", count: 100_000)
        let huge = try #require(throws: JSONParseError.self) {
            try TestValue.parse("{\"\(cluster)\": 1, \"\(cluster)\": 2}")
        }
        #expect(huge.message.hasSuffix("(100001 characters)], first at line 1, column 2"), "\(huge.message.suffix(80))")
        #expect(huge.message.unicodeScalars.count < 1_000)
    }

    @Test("a long path keeps its first and last steps and counts the ones between")
    func longPaths() throws {
        let key = String(repeating: "k", count: 199)
        let depth = 120
        let text =
            String(repeating: "{\"\(key)\": ", count: depth) + #"{"d": 1, "d": 2}"#
            + String(repeating: "}", count: depth)
        let error = try #require(throws: JSONParseError.self) { try TestValue.parse(text) }
        #expect(error.path == "$.\(key)…(\(depth - 1) more steps)….d")
        #expect(error.message.count < 1_000)
        // A path within the limit is written whole.
        let short = try #require(throws: JSONParseError.self) {
            try TestValue.parse(#"{"a": {"b": {"c": [{"d": 1, "d": 2}]}}}"#)
        }
        #expect(short.path == "$.a.b.c[0].d")
        // Two steps are written whole however long they are: there is nothing between them to leave out.
        let outer = String(repeating: "a", count: 300)
        let inner = String(repeating: "b", count: 300)
        let twoSteps = try #require(throws: JSONParseError.self) {
            try TestValue.parse("{\"\(outer)\": {\"\(inner)\": 1, \"\(inner)\": 2}}")
        }
        let shownOuter = "\"" + String(repeating: "a", count: 200) + "…\" (300 characters)"
        let shownInner = "\"" + String(repeating: "b", count: 200) + "…\" (300 characters)"
        #expect(twoSteps.path == "$[\(shownOuter)][\(shownInner)]")
    }

    @Test("an identifier key of up to 200 characters is written after a dot; a longer one is quoted and cut")
    func keyLengthAtTheLimit() throws {
        let longest = String(repeating: "k", count: 200)
        let atLimit = try #require(throws: JSONParseError.self) {
            try TestValue.parse("{\"\(longest)\": 1, \"\(longest)\": 2}")
        }
        #expect(atLimit.path == "$.\(longest)")
        let over = longest + "k"
        let pastLimit = try #require(throws: JSONParseError.self) {
            try TestValue.parse("{\"\(over)\": 1, \"\(over)\": 2}")
        }
        #expect(pastLimit.path == "$[\"\(longest)…\" (201 characters)]")
    }

    @Test("a syntax error before the object closes is reported first, as the duplicate is found at its '}'")
    func syntaxErrorFirst() throws {
        let error = try #require(throws: JSONParseError.self) { try TestValue.parse(#"{"a": 1, "a": 2,}"#) }
        #expect(error.code == .syntax)
        #expect(error.message == "a trailing ',' is not allowed before '}'")
    }

    @Test("keys that differ as Swift strings are not duplicates, however alike they look")
    func nearMisses() throws {
        let text = "{\"a\": 1, \"A\": 2, \"a \": 3, \"\u{E9}\": 4, \"e\": 5, \"\u{301}\": 6, \"a\\u0000\": 7, \"\": 8}"
        let value = try TestValue.parse(text)
        #expect(value == ["a": 1, "A": 2, "a ": 3, "é": 4, "e": 5, "\u{301}": 6, "a\u{0}": 7, "": 8])
    }

    @Test("a key written twice anywhere in a random document is named by its path (seeded)")
    func randomDuplicates() throws {
        var random = SplitMix64(seed: 0xD0B1_1CA7E)
        for round in 0..<1_000 {
            var document = RandomDocument.random(depth: 4, random: &random)
            var objects = document.objectPaths()
            if objects.isEmpty {
                document = .object([RandomDocument.Member(key: RandomDocument.key(random: &random), value: document)])
                objects = [[]]
            }
            let object = objects.randomElement(using: &random) ?? []
            let extra = RandomDocument.random(depth: 1, random: &random)
            document = document.ensuringMember(at: object, key: RandomDocument.key(random: &random), value: extra)
            let members = try #require(document.members(at: object), "round \(round)")
            let member = Int.random(in: members.indices, using: &random)
            let duplicate = RandomDocument.Duplicate(
                object: object, member: member, insertion: Int.random(in: member + 1...members.count, using: &random),
                value: RandomDocument.random(depth: 2, random: &random))
            let written = document.text(duplicate: duplicate, random: &random)
            let text = String(decoding: written.text, as: UTF8.self)

            let error = try #require(throws: JSONParseError.self, "round \(round): \(text)") {
                try TestValue.parse(bytes: written.text)
            }
            let path = Self.path(of: object + [.key(members[member].key)])
            let offset = try #require(written.duplicateOffset, "round \(round)")
            let first = Self.location(of: try #require(written.firstOffset, "round \(round)"), in: written.text)
            let place = Self.location(of: offset, in: written.text)
            #expect(error.code == .duplicateKey, "round \(round): \(text)")
            #expect(error.path == path, "round \(round): \(text)")
            #expect(
                error.offset == offset && error.line == place.line && error.column == place.column, "round \(round)")
            #expect(
                error.message
                    == "duplicate key \(Self.quoted(members[member].key)) at \(path), first at line \(first.line), column \(first.column)",
                "round \(round): \(text)")
        }
    }

    @Test("random documents without a duplicate key parse to the values written, however keys are spelled (seeded)")
    func randomWithoutDuplicates() throws {
        var random = SplitMix64(seed: 0x0D1F_F3E5)
        for round in 0..<1_000 {
            let document = RandomDocument.random(depth: 4, random: &random)
            let written = document.text(random: &random)
            #expect(
                try TestValue.parse(bytes: written.text) == document.value,
                "round \(round): \(String(decoding: written.text, as: UTF8.self))")
        }
    }

    /// The JSON path of `steps`, spelled as the errors spell it: `.key` for an ASCII identifier, `["key"]` else.
    static func path(of steps: [RandomDocument.Step]) -> String {
        steps.reduce("$") { path, step in
            switch step {
            case .index(let index):
                return path + "[\(index)]"
            case .key(let key):
                let scalars = key.unicodeScalars
                let isWord = scalars.allSatisfy {
                    $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                }
                let isIdentifier = isWord && scalars.first.map { !("0"..."9").contains($0) } == true
                return isIdentifier ? path + ".\(key)" : path + "[\(quoted(key))]"
            }
        }
    }

    /// `key` as a JSON string with the fewest escapes: `"`, `\`, control characters, line separators and
    /// bidirectional controls.
    static func quoted(_ key: String) -> String {
        let short: [Unicode.Scalar: String] = [
            "\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\u{8}": "\\b", "\u{C}": "\\f",
        ]
        var text = "\""
        for scalar in key.unicodeScalars {
            if let escape = short[scalar] {
                text += escape
            } else if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || [0x2028, 0x2029, 0x061C, 0x200E, 0x200F].contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
            {
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }

    /// The 1-based line and column (in characters) of byte `offset` of `text`, whose lines end at `\n`,
    /// `\r\n` or a lone `\r`.
    static func location(of offset: Int, in text: [UInt8]) -> (line: Int, column: Int) {
        let lines = String(decoding: text[..<offset], as: UTF8.self).split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
        return (lines.count, (lines.last?.count ?? 0) + 1)
    }
}
