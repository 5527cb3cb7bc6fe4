import JSONParsing
import TestSupport
import Testing

@Suite("JSON parser: values")
struct JSONParserTests {
    @Test("scalars at the top level, with whitespace around them")
    func scalars() throws {
        #expect(try TestValue.parse("null") == .null)
        #expect(try TestValue.parse(" true ") == .bool(true))
        #expect(try TestValue.parse("\tfalse\r\n") == .bool(false))
        #expect(try TestValue.parse("\"hi\"") == .string("hi"))
        #expect(try TestValue.parse("[]") == .array([]))
        #expect(try TestValue.parse("{}") == .object([:]))
    }

    @Test("numbers reach the builder as integers, fractions or integers too big for Int")
    func numbers() throws {
        #expect(try TestValue.parse("1") == .integer(1))
        #expect(try TestValue.parse("-12") == .integer(-12))
        #expect(try TestValue.parse("-0") == .integer(0))
        #expect(try TestValue.parse("1.0") == .fraction(1.0))
        #expect(try TestValue.parse("1e3") == .fraction(1000))
        #expect(try TestValue.parse("1E+2") == .fraction(100))
        #expect(try TestValue.parse("-1.5e-3") == .fraction(-0.0015))
        #expect(try TestValue.parse("0.1") == .fraction(0.1))
        #expect(try TestValue.parse("1e-400") == .fraction(0))
        #expect(try TestValue.parse("9223372036854775807") == .integer(Int.max))
        #expect(try TestValue.parse("-9223372036854775808") == .integer(Int.min))
        #expect(try TestValue.parse("9223372036854775808") == .bigInteger(9_223_372_036_854_775_808))
        #expect(try TestValue.parse("-9223372036854775809") == .bigInteger(-9_223_372_036_854_775_808.0))
        #expect(try TestValue.parse("123456789012345678901234567890") == .bigInteger(1.2345678901234568e29))
    }

    @Test("containers and nesting; a key written twice is an error (JSONDuplicateKeyTests)")
    func containers() throws {
        let value = try TestValue.parse(#" { "a" : [1, {"b": null}, "c"], "d": {} } "#)
        #expect(value == ["a": [1, ["b": nil], "c"], "d": [:]])
        let error = try #require(throws: JSONParseError.self) {
            try TestValue.parse(#"{"k": 1, "k": 2, "j": 0, "k": 3}"#)
        }
        #expect(error.code == .duplicateKey && error.path == "$.k")
        #expect(try TestValue.parse("[[[]],[[1]]]") == [[[]], [[1]]])
        #expect(
            try TestValue.parse(#"[{"a": [true, false]}, {"a": []}, []]"#) == [["a": [true, false]], ["a": []], []])
    }

    @Test("escapes, surrogate pairs and raw UTF-8 in strings and keys")
    func strings() throws {
        #expect(try TestValue.parse(#""\"\\\/\b\f\n\r\t""#) == .string("\"\\/\u{8}\u{C}\n\r\t"))
        #expect(try TestValue.parse(#""\u0041\u00e9\u00E9\u4e2d\u0000""#) == .string("Aéé中\u{0}"))
        #expect(try TestValue.parse(#""\ud83d\ude00""#) == .string("😀"))
        #expect(try TestValue.parse(#""x\uD83D\uDE00y""#) == .string("x😀y"))
        // The ends of the surrogate ranges pair as well: U+10000 and U+10FFFF.
        #expect(try TestValue.parse(#""\uD800\uDC00""#) == .string("\u{10000}"))
        #expect(try TestValue.parse(#""\uDBFF\uDFFF""#) == .string("\u{10FFFF}"))
        #expect(try TestValue.parse("\"héllo 😀 中\"") == .string("héllo 😀 中"))
        #expect(try TestValue.parse(#"{"a\nb": "\u00e9"}"#) == ["a\nb": "é"])
        #expect(try TestValue.parse(#"["a\tb", "plain", "\u0041"]"#) == ["a\tb", "plain", "A"])
        #expect(try TestValue.parse(bytes: [0x22, 0xF0, 0x9F, 0x98, 0x80, 0x22]) == .string("😀"))
    }

    @Test("a JSONValue prints as compact JSON with sorted keys, its escapes reading back as the same string")
    func valueDescription() throws {
        let text = "\"\\/\n\r\t\u{8}\u{C}\u{1}\u{1B}\u{7F}\u{2028}é"
        let printed = JSONValue.string(text).description
        #expect(printed == #""\"\\/\n\r\t\b\f\u0001\u001b\u007f\u2028é""#)
        #expect(try TestValue.parse(printed) == .string(text))
        let object = JSONValue.object(["b": .int(1), "a": .array([.null, .bool(true), .double(0.5)])])
        #expect(object.description == #"{"a":[null,true,0.5],"b":1}"#)
    }

    @Test("JSONValue numbers are equal and hash alike when their values are exactly equal")
    func valueNumberEquality() {
        #expect(JSONValue.int(1) == .double(1.0))
        #expect(Set<JSONValue>([.int(1), .double(1.0), .int(2)]).count == 2)
        #expect(JSONValue.int(-3).hashValue == JSONValue.double(-3).hashValue)
        #expect(JSONValue.int(1) != .double(1.5))
        // A Double near Int's ends, or past 2^53, is not an Int it merely rounds to.
        #expect(JSONValue.int(Int.max) != .double(0x1p63))
        #expect(JSONValue.int(9_007_199_254_740_993) != .double(9_007_199_254_740_992))
        // An integer read from a Double stops below 2^53, where a Double still stands for one integer.
        #expect(JSONValue.exactInt(0x1p53 - 1) == 9_007_199_254_740_991)
        #expect(JSONValue.exactInt(0x1p53) == nil)
        #expect(JSONValue.double(-0x1p53).intValue == nil)
        #expect(JSONValue.double(2.5).intValue == nil)
    }

    @Test("nesting up to maxDepth passes and one more level is a depth-limit error at its bracket")
    func depthLimit() throws {
        #expect(JSONParseLimits().maxDepth == 512)
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        _ = try TestValue.parse(deepest)
        let error = try #require(throws: JSONParseError.self) { try TestValue.parse("[" + deepest + "]") }
        #expect(error.code == .depthLimit)
        #expect(error.message == "arrays and objects are nested deeper than the limit of 512")
        #expect(error.offset == 512 && error.line == 1 && error.column == 513)

        let limits = JSONParseLimits(maxDepth: 2)
        #expect(try TestValue.parse(#"{"a": [1]}"#, limits: limits) == ["a": [1]])
        let objects = try #require(throws: JSONParseError.self) {
            try TestValue.parse(#"{"a": {"b": {}}}"#, limits: limits)
        }
        #expect(objects.code == .depthLimit && objects.column == 13)
        #expect(try TestValue.parse("7", limits: JSONParseLimits(maxDepth: 0)) == 7)
        #expect(throws: JSONParseError.self) { try TestValue.parse("[]", limits: JSONParseLimits(maxDepth: 0)) }
    }

    @Test("100_000 nested brackets fail cleanly instead of overflowing the stack")
    func hostileNesting() throws {
        let brackets = String(repeating: "[", count: 100_000)
        let error = try #require(throws: JSONParseError.self) { try TestValue.parse(brackets) }
        #expect(error.code == .depthLimit)
        // With the limit lifted the parser holds the nesting on the heap and reaches the end of input.
        let unlimited = try #require(throws: JSONParseError.self) {
            try TestValue.parse(brackets, limits: JSONParseLimits(maxDepth: 1_000_000))
        }
        #expect(unlimited.code == .syntax && unlimited.offset == 100_000)
    }

    @Test("random values written as JSON parse back equal (seeded)")
    func randomRoundTrip() throws {
        var random = SplitMix64(seed: 0x5EED_0F_15)
        for round in 0..<500 {
            let value = RandomJSON.value(depth: 3, random: &random)
            let text = RandomJSON.text(of: value)
            #expect(try TestValue.parse(text) == value, "round \(round): \(text)")
        }
    }
}
