import JSONParsing
import TestSupport
import Testing

@Suite("JSONValue") struct JSONValueTests {
    /// One value of each kind, with what each accessor reads of it.
    private struct Reading: Sendable, CustomTestStringConvertible {
        let value: JSONValue
        var string: String? = nil
        var int: Int? = nil
        var double: Double? = nil
        var bool: Bool? = nil
        var array: [JSONValue]? = nil
        var object: [String: JSONValue]? = nil
        var isNull = false
        let kind: String

        var testDescription: String { kind }
    }

    private static let readings: [Reading] = [
        Reading(value: .null, isNull: true, kind: "null"),
        Reading(value: .bool(true), bool: true, kind: "a Boolean"),
        Reading(value: .int(-7), int: -7, double: -7, kind: "a number"),
        Reading(value: .double(2.5), double: 2.5, kind: "a number"),
        Reading(value: .double(0x1p53), double: 0x1p53, kind: "a number"),
        Reading(value: .string("7"), string: "7", kind: "a string"),
        Reading(value: [1, "a"], array: [.int(1), .string("a")], kind: "an array"),
        Reading(value: ["k": nil], object: ["k": .null], kind: "an object"),
    ]

    @Test(
        "each accessor reads its own kind only; a double reads as an int only when whole and below 2^53",
        arguments: readings)
    private func accessors(_ reading: Reading) {
        let value = reading.value
        #expect(value.stringValue == reading.string)
        #expect(value.intValue == reading.int)
        #expect(value.doubleValue == reading.double)
        #expect(value.boolValue == reading.bool)
        #expect(value.arrayValue == reading.array)
        #expect(value.objectValue == reading.object)
        #expect(value.isNull == reading.isNull)
        #expect(value.kindDescription == reading.kind)
    }

    @Test("subscripts find members and elements, and answer nil, never trap, for anything else")
    func subscripts() {
        let list: JSONValue = [10, 20]
        let object: JSONValue = ["a": 1]
        #expect(list[1] == .int(20))
        #expect(list[2] == nil && list[-1] == nil && list[Int.min] == nil && list[Int.max] == nil)
        #expect(list["a"] == nil)
        #expect(object["a"] == .int(1) && object["b"] == nil && object[0] == nil)
        #expect(JSONValue.string("ab")[0] == nil && JSONValue.null["a"] == nil)
    }

    /// A random value whose numbers are often whole, small or large, so that an int and a double stand for the
    /// same number.
    private static func randomValue(depth: Int, random: inout SplitMix64) -> JSONValue {
        switch Int.random(in: depth > 0 ? 0...6 : 0...4, using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .string(["", "a", "1", "é", "e\u{301}"][Int.random(in: 0...4, using: &random)])
        case 3: return .int([0, -1, 1 << 52, 1 << 60, Int.max, Int.min][Int.random(in: 0...5, using: &random)])
        case 4: return .double([0.5, -0.0, .infinity, 0x1p63, 3, 1e300][Int.random(in: 0...5, using: &random)])
        case 5:
            return .array(
                (0..<Int.random(in: 0...3, using: &random)).map { _ in randomValue(depth: depth - 1, random: &random) })
        default:
            var members: [String: JSONValue] = [:]
            for key in ["a", "b", "c"].prefix(Int.random(in: 0...3, using: &random)) {
                members[key] = randomValue(depth: depth - 1, random: &random)
            }
            return .object(members)
        }
    }

    /// `value` with every number written in the other form where that form stands for the same number.
    private static func twin(of value: JSONValue) -> JSONValue {
        switch value {
        case .int(let whole): Double(exactly: whole).map(JSONValue.double) ?? value
        case .double(let number): Int(exactly: number).map(JSONValue.int) ?? value
        case .array(let elements): .array(elements.map(twin(of:)))
        case .object(let members): .object(members.mapValues(twin(of:)))
        case .null, .bool, .string: value
        }
    }

    @Test("numbers compare by value, and values that compare equal hash equal (seeded)")
    func hashingAgreesWithEquality() {
        var random = SplitMix64(seed: 0x4A53_4F4E)
        var twinsThatDiffer = 0
        var broken: [String] = []
        for _ in 0..<2_000 {
            let value = Self.randomValue(depth: 3, random: &random)
            let twin = Self.twin(of: value)
            if twin != value || twin.hashValue != value.hashValue || Set([value, twin]).count != 1 {
                broken.append("\(value) and \(twin)")
            }
            if "\(twin)" != "\(value)" { twinsThatDiffer += 1 }
        }
        #expect(broken.isEmpty, "\(broken.count) pairs, such as \(broken.prefix(3))")
        // The generator does make values whose twins are spelled differently.
        #expect(twinsThatDiffer > 500)

        #expect(JSONValue.int(3) == .double(3) && JSONValue.double(3) == .int(3))
        #expect(JSONValue.int(1 << 60) == .double(0x1p60) && JSONValue.int(Int.max) != .double(0x1p63))
        #expect(JSONValue.int(0) != .bool(false) && JSONValue.string("1") != .int(1) && JSONValue.null != [])
        #expect(JSONValue.double(.nan) != .double(.nan))
        let distinct: Set<JSONValue> = [.null, .bool(false), .int(0), .double(0.5), .string(""), [], [:]]
        #expect(distinct.count == 7)
    }
}
