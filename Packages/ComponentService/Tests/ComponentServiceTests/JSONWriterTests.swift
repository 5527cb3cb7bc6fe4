import ComponentService
import JSONParsing
import TestSupport
import Testing

@Suite("JSON writer")
struct JSONWriterTests {
    @Test("scalars are written compactly and doubles always read back as doubles")
    func scalars() throws {
        #expect(try ComponentValue.null.jsonText() == "null")
        #expect(try ComponentValue.bool(true).jsonText() == "true")
        #expect(try ComponentValue.int(-5).jsonText() == "-5")
        #expect(try ComponentValue.int(Int.min).jsonText() == "-9223372036854775808")
        #expect(try ComponentValue.double(1.5).jsonText() == "1.5")
        #expect(try ComponentValue.double(1).jsonText() == "1.0")
        #expect(try ComponentValue.double(-0.0).jsonText() == "-0.0")
        #expect(try ComponentValue.double(1e20).jsonText() == "1e+20")
        #expect(try ComponentValue.double(0.1).jsonText() == "0.1")
        for double in [1.0, 100.0, 1e15, 1e16, 1e300, -3.0, 9_007_199_254_740_993.0] {
            let text = try ComponentValue.double(double).jsonText()
            #expect(try ComponentValue(jsonText: text) == .double(double), "\(text)")
        }
    }

    @Test("strings escape quotes, backslashes, control characters and what a terminal acts on; other text stays")
    func stringEscapes() throws {
        let value = ComponentValue.string("a\"b\\c\n\r\t\u{8}\u{C}\u{1}\u{1F}\u{7F}/é😀\u{2028}")
        #expect(try value.jsonText() == #""a\"b\\c\n\r\t\b\f\u0001\u001f\u007f/é😀\u2028""#)
        #expect(try ComponentValue(jsonText: value.jsonText()) == value)
        #expect(try ComponentValue.object(["k\"\n": "v"]).jsonText() == #"{"k\"\n":"v"}"#)
        let terminal = ComponentValue.string("\u{1B}[2J\u{9B}6n\u{85}\u{202E}\u{2066}\u{200F}\u{61C}\u{2029}—…’ok")
        #expect(
            try terminal.jsonText()
                == #""\u001b[2J\u009b6n\u0085\u202e\u2066\u200f\u061c\u2029—…’ok""#)
        #expect(try ComponentValue(jsonText: terminal.jsonText()) == terminal)
    }

    @Test("random strings read back equal, with nothing a terminal acts on left raw")
    func terminalSafeStrings() throws {
        let scalars: [Unicode.Scalar] = [
            "a", "\u{0}", "\u{1B}", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "\u{C2}", "\u{61C}", "\u{600}",
            "\u{200D}", "\u{200E}", "\u{2027}", "\u{2028}", "\u{202A}", "\u{202F}", "\u{2065}", "\u{2069}", "\u{206A}",
            "中", "😀", "\"", "\\",
        ]
        var random = SplitMix64(seed: 0x7E4A)
        for round in 0..<2_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...12, using: &random) {
                text.append(scalars[Int.random(in: 0..<scalars.count, using: &random)])
            }
            let value = ComponentValue.string(String(text))
            let json = try value.jsonText()
            #expect(try ComponentValue(jsonText: json) == value, "round \(round)")
            let raw = json.unicodeScalars.filter { scalar in
                switch scalar.value {
                case 0...0x1F, 0x7F...0x9F, 0x61C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029:
                    true
                default: false
                }
            }
            #expect(raw.isEmpty, "round \(round): \(json.debugDescription)")
        }
    }

    @Test("values nested deeper than JSON parsing reads back: a write error naming the place, \"…\" in a description")
    func tooDeep() throws {
        let limit = ComponentJSONLimits.default.maxDepth
        #expect(
            try nested(limit).jsonText() == String(repeating: "[", count: limit) + "0"
                + String(repeating: "]", count: limit))
        for levels in [limit + 1, 10_000] {
            let deep = nested(levels)
            let error = try #require(throws: ComponentJSONError.self) { try deep.jsonText() }
            #expect(error.isDepthLimit)
            #expect(error.path == "$" + String(repeating: "[0]", count: limit))
            #expect(
                deep.description == String(repeating: "[", count: limit) + #""…""#
                    + String(repeating: "]", count: limit))
            let object = ComponentValue.object(["a": deep])
            #expect(object.description.hasPrefix(#"{"a":[["#))
        }
    }

    @Test("sorted keys give exact compact text")
    func sortedCompact() throws {
        let value: ComponentValue = ["c": ["d": "x"], "a": 1, "b": [true, nil], "B": 2.5, "é": [:], "": []]
        #expect(try value.jsonText(.sortedKeys) == #"{"":[],"B":2.5,"a":1,"b":[true,null],"c":{"d":"x"},"é":{}}"#)
    }

    @Test("sorted keys follow String order: a key with a combining mark sorts as its composed form")
    func sortedByComposedForm() throws {
        // "e\u{301}" composes to "é" (U+00E9), after "f"; by its first scalar, "e", it would come before.
        let value: ComponentValue = ["e\u{301}": 1, "f": 2, "e": 3]
        #expect(try value.jsonText(.sortedKeys) == "{\"e\":3,\"f\":2,\"e\u{301}\":1}")
    }

    @Test("pretty printing uses two-space indent and \"key\": value")
    func pretty() throws {
        let value: ComponentValue = ["name": "Shop", "tags": ["a", ["b": 1]], "empty": [], "none": [:], "n": nil]
        let expected = """
            {
              "empty": [],
              "n": null,
              "name": "Shop",
              "none": {},
              "tags": [
                "a",
                {
                  "b": 1
                }
              ]
            }
            """
        #expect(try value.jsonText([.prettyPrinted, .sortedKeys]) == expected)
        #expect(try ComponentValue.array([1, 2]).jsonText(.prettyPrinted) == "[\n  1,\n  2\n]")
        #expect(try ComponentValue.int(3).jsonText(.prettyPrinted) == "3")
    }

    @Test("unsorted output holds every member once and reads back equal")
    func unsorted() throws {
        let value: ComponentValue = ["a": 1, "b": 2, "c": 3, "d": [4], "e": ["f": 5]]
        let text = try value.jsonText()
        #expect(text.count == #"{"a":1,"b":2,"c":3,"d":[4],"e":{"f":5}}"#.count)
        #expect(try ComponentValue(jsonText: text) == value)
        #expect(try ComponentValue(jsonText: value.jsonText(.prettyPrinted)) == value)
    }

    @Test("literals build the values their JSON says")
    func literals() throws {
        let payload: ComponentPayload = ["limit": 3, "tags": ["a", "b"], "ratio": 0.5, "on": true, "none": nil]
        let value = ComponentValue.object(payload)
        #expect(try value.jsonText(.sortedKeys) == #"{"limit":3,"none":null,"on":true,"ratio":0.5,"tags":["a","b"]}"#)
        #expect(
            try ComponentValue(jsonText: #"{"tags":["a","b"],"limit":3,"ratio":0.5,"on":true,"none":null}"#) == value)
    }

    @Test("an opaque value is unserializable and the error names its path")
    func opaquePath() throws {
        let value: ComponentValue = ["stores": [1, 2, ["logo": .opaque(ComponentOpaqueValue(42))]]]
        let error = try #require(throws: ComponentJSONError.self) { try value.jsonText() }
        #expect(error.isUnserializable && !error.isSyntax)
        #expect(error.path == "$.stores[2].logo")
        #expect(error.message == "<opaque Int> has no JSON form")
        #expect(error.line == nil && error.column == nil && error.offset == nil)
        #expect(error.description == "cannot write JSON at $.stores[2].logo: <opaque Int> has no JSON form")
    }

    @Test("non-finite doubles are unserializable and the error names their path")
    func nonFinitePath() throws {
        let nan: ComponentValue = ["a b": [1.5, .double(.nan)]]
        let nanError = try #require(throws: ComponentJSONError.self) { try nan.jsonText(.prettyPrinted) }
        #expect(nanError.isUnserializable)
        #expect(nanError.path == #"$["a b"][1]"#)
        #expect(nanError.message == "the non-finite number nan has no JSON form")
        let infinity = try #require(throws: ComponentJSONError.self) {
            try ComponentValue.double(-.infinity).jsonText()
        }
        #expect(infinity.path == "$")
        let quoted = try #require(throws: ComponentJSONError.self) {
            try ComponentValue.object(["_x1": ["\"\n": .double(.infinity)]]).jsonText()
        }
        #expect(quoted.path == #"$._x1["\"\n"]"#)
        let digitFirst = try #require(throws: ComponentJSONError.self) {
            try ComponentValue.object(["1a": .double(.nan)]).jsonText()
        }
        #expect(digitFirst.path == #"$["1a"]"#)
    }

    @Test("description is compact sorted JSON that never throws")
    func description() {
        let value: ComponentValue = [
            "b": [.double(.nan), .double(.infinity), .double(-.infinity), 1.0],
            "a": .opaque(ComponentOpaqueValue(7)),
        ]
        #expect(value.description == #"{"a":"<opaque Int>","b":[nan,inf,-inf,1.0]}"#)
        #expect(String(describing: ComponentValue.string("x\"")) == #""x\"""#)
        #expect("\(ComponentValue.null)" == "null")
    }

    @Test("parse → write → parse is the identity for random values", arguments: [1, 2, 3, 4, 5] as [UInt64])
    func roundTrip(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<200 {
            let value = generator.value(depth: 4)
            for style: ComponentJSONStyle in [[], .prettyPrinted, .sortedKeys, [.prettyPrinted, .sortedKeys]] {
                let text = try value.jsonText(style)
                let parsed = try ComponentValue(jsonText: text)
                #expect(parsed == value, "seed \(seed): \(text)")
                #expect(try parsed.jsonText(style.union(.sortedKeys)) == value.jsonText(style.union(.sortedKeys)))
            }
        }
    }
}

/// The bus's values converted to and from the workspace's one JSON value, with no text in between.
@Suite("JSONValue conversion")
struct JSONValueConversionTests {
    @Test("converting gives what the value's JSON text parses to, and converting back and again changes nothing")
    func matchesTheText() throws {
        var generator = SplitMix64(seed: 0x150_4A1E)
        for _ in 0..<500 {
            let value = generator.value(depth: 4)
            let converted = try JSONValue(value)
            #expect(try converted == JSONValue(ComponentValue(jsonText: value.jsonText())), "\(value)")
            #expect(try JSONValue(ComponentValue(converted)) == converted)
        }
    }

    @Test("a whole double becomes an int, as parsing its text does; an int stays one")
    func wholeDoubles() throws {
        #expect(try JSONValue(ComponentValue.double(3)) == .int(3))
        if case .int = try JSONValue(ComponentValue.double(3)) {} else { Issue.record("3.0 is not an int") }
        if case .double = try JSONValue(ComponentValue.double(2.5)) {} else { Issue.record("2.5 is not a double") }
    }

    @Test("a whole double of 2^53 or more stays a double, so reading it as an integer fails rather than guess")
    func wholeDoublesBeyondExact() throws {
        struct Count: Decodable { let n: Int }
        for text in ["-9223372036854775809", "12345678901234567.0", "9007199254740992.0", "1e18"] {
            let converted = try JSONValue(ComponentValue(jsonText: "{\"n\": \(text)}"))
            if case .double = converted["n"] {} else { Issue.record("\(text) should stay a double: \(converted)") }
            #expect(throws: DecodingError.self, "\(text)") {
                try JSONValueDecoder().decode(Count.self, from: converted)
            }
        }
        #expect(try JSONValue(ComponentValue.double(0x1p53 - 1)) == .int(9_007_199_254_740_991))
    }

    @Test("what has no JSON form is an error naming where it is")
    func unserializable() throws {
        let opaque: ComponentValue = ["a": [1, .opaque(ComponentOpaqueValue(1))]]
        let error = try #require(throws: ComponentJSONError.self) { try JSONValue(opaque) }
        #expect(error.isUnserializable)
        #expect(error.path == "$.a[1]")
        let nan = try #require(throws: ComponentJSONError.self) { try JSONValue(["x": .double(.nan)]) }
        #expect(nan.path == "$.x")
        var deep: ComponentValue = 1
        for _ in 0..<600 { deep = [deep] }
        let tooDeep = try #require(throws: ComponentJSONError.self) { try JSONValue(deep) }
        #expect(tooDeep.message.contains("nested deeper than 512"))
    }

    @Test("arrays and objects converted to a JSON value nest as deep as parsing allows, whatever the innermost holds")
    func depthLimit() throws {
        func nested(_ levels: Int, around innermost: ComponentValue, asObjects: Bool) -> ComponentValue {
            (1..<levels).reduce(innermost) { inner, _ in asObjects ? ["a": inner] : [inner] }
        }
        let limit = JSONValue.maxDepth
        for asObjects in [false, true] {
            let empty: ComponentValue = asObjects ? .object([:]) : .array([])
            let holding: ComponentValue = asObjects ? ["a": 1] : [1]
            for innermost in [empty, holding] {
                #expect(throws: Never.self) { try JSONValue(nested(limit, around: innermost, asObjects: asObjects)) }
                let error = #expect(throws: ComponentJSONError.self) {
                    try JSONValue(nested(limit + 1, around: innermost, asObjects: asObjects))
                }
                #expect(error?.message.contains("nested deeper than \(limit)") == true)
            }
        }
        // Parsing draws the same line.
        #expect(throws: Never.self) {
            try ComponentValue(
                jsonText: String(repeating: "[", count: limit) + String(repeating: "]", count: limit),
                limits: ComponentJSONLimits(maxDepth: limit))
        }
    }
}

/// Random values for the round trips.
extension SplitMix64 {
    fileprivate mutating func value(depth: Int) -> ComponentValue {
        switch Int.random(in: 0..<(depth > 0 ? 8 : 6), using: &self) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &self))
        case 2: return .int(Int.random(in: .min ... .max, using: &self))
        case 3: return .double(double())
        case 4, 5: return .string(string())
        case 6: return .array((0..<Int.random(in: 0..<5, using: &self)).map { _ in value(depth: depth - 1) })
        default:
            let members = (0..<Int.random(in: 0..<5, using: &self)).map { _ in (string(), value(depth: depth - 1)) }
            return .object(ComponentPayload(members))
        }
    }

    fileprivate mutating func double() -> Double {
        switch Int.random(in: 0..<4, using: &self) {
        case 0: return Double(Int.random(in: -1000...1000, using: &self))
        case 1: return Double.random(in: -1...1, using: &self)
        default:
            let bits = Double(bitPattern: next())
            return bits.isFinite ? bits : 0.5
        }
    }

    fileprivate mutating func string() -> String {
        let pool: [Unicode.Scalar] = [
            "a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é", "中", "😀", "\u{2028}",
            "\u{FFFF}", "\u{10FFFF}",
        ]
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0..<8, using: &self) {
            scalars.append(pool[Int.random(in: 0..<pool.count, using: &self)])
        }
        return String(scalars)
    }
}
