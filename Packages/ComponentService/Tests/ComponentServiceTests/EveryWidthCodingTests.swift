import ComponentService
import TestSupport
import Testing

/// Every type a coding container has an overload for (`Bool`, each integer width, `Float`, `Double`,
/// `String`), written and read through each kind of container: each value comes back as it was, and each
/// value that does not fit is an error naming its type and its path, never a trap.
@Suite("Every number width through every container")
struct EveryWidthCodingTests {
    /// One value of each type the containers have an overload for.
    struct Widths: Codable, Equatable {
        var bool = false
        var int = 0
        var int8: Int8 = 0
        var int16: Int16 = 0
        var int32: Int32 = 0
        var int64: Int64 = 0
        var int128: Int128 = 0
        var uint: UInt = 0
        var uint8: UInt8 = 0
        var uint16: UInt16 = 0
        var uint32: UInt32 = 0
        var uint64: UInt64 = 0
        var uint128: UInt128 = 0
        var float: Float = 0
        var double: Double = 0
        var string = ""

        /// The members in order; an array layout puts each at the position of its key here.
        enum CodingKeys: String, CodingKey, CaseIterable {
            case bool, int, int8, int16, int32, int64, int128, uint, uint8, uint16, uint32, uint64, uint128
            case float, double, string
        }

        /// What the encoder makes of each member, in order: an integer of any width becomes an int, a `Float`
        /// the double of its shortest decimal form.
        var expectedMembers: [(String, ComponentValue)] {
            let values: [ComponentValue] = [
                .bool(bool), .int(int), Self.int(int8), Self.int(int16), Self.int(int32), Self.int(int64),
                Self.int(int128), Self.int(uint), Self.int(uint8), Self.int(uint16), Self.int(uint32),
                Self.int(uint64), Self.int(uint128), .double(Double(float.description) ?? .nan), .double(double),
                .string(string),
            ]
            return Array(zip(CodingKeys.allCases.map(\.rawValue), values))
        }

        private static func int(_ value: some BinaryInteger) -> ComponentValue {
            Int(exactly: value).map(ComponentValue.int) ?? .null
        }
    }

    /// How a ``Widths`` is written: the synthesized keyed container, an unkeyed one, or one single value
    /// container per member, each under its key through `superEncoder(forKey:)`.
    enum Layout: CaseIterable, CustomStringConvertible {
        case keyed, unkeyed, singleValues

        var description: String {
            switch self {
            case .keyed: "keyed"
            case .unkeyed: "unkeyed"
            case .singleValues: "single values"
            }
        }

        func encode(_ widths: Widths) throws(ComponentValueCodingError) -> ComponentValue {
            switch self {
            case .keyed: try ComponentValueEncoder().encode(widths)
            case .unkeyed: try ComponentValueEncoder().encode(InArray(widths: widths))
            case .singleValues: try ComponentValueEncoder().encode(AsSingleValues(widths: widths))
            }
        }

        func decode(_ value: ComponentValue) throws(ComponentValueCodingError) -> Widths {
            switch self {
            case .keyed: return try ComponentValueDecoder().decode(Widths.self, from: value)
            case .unkeyed:
                let array = try ComponentValueDecoder().decode(InArray.self, from: value)
                #expect(array.count == Widths.CodingKeys.allCases.count)
                #expect(array.wasAtEnd)
                return array.widths
            case .singleValues: return try ComponentValueDecoder().decode(AsSingleValues.self, from: value).widths
            }
        }

        /// The value the encoder makes of `widths`.
        func expected(_ widths: Widths) -> ComponentValue {
            switch self {
            case .keyed, .singleValues: .object(ComponentPayload(widths.expectedMembers))
            case .unkeyed: .array(widths.expectedMembers.map(\.1))
            }
        }

        /// The path of the member `key`.
        func path(of key: Widths.CodingKeys) -> String {
            switch self {
            case .keyed, .singleValues: "$.\(key.rawValue)"
            case .unkeyed: "$[\(Widths.CodingKeys.allCases.firstIndex(of: key) ?? -1)]"
            }
        }

        /// `value`, as this layout encodes it, with the member `key` replaced by `member`.
        func setting(_ key: Widths.CodingKeys, to member: ComponentValue, in value: ComponentValue) -> ComponentValue {
            switch self {
            case .keyed, .singleValues:
                var members = value.objectValue ?? [:]
                members[key.rawValue] = member
                return .object(members)
            case .unkeyed:
                var elements = value.arrayValue ?? []
                if let index = Widths.CodingKeys.allCases.firstIndex(of: key), elements.indices.contains(index) {
                    elements[index] = member
                }
                return .array(elements)
            }
        }
    }

    /// The members of a ``Widths`` as the elements of an array, each through its own overload.
    struct InArray: Codable {
        var widths: Widths
        /// The container's `count` and `isAtEnd` once every member was read.
        var count: Int?
        var wasAtEnd = false

        init(widths: Widths) {
            self.widths = widths
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(widths.bool)
            try container.encode(widths.int)
            try container.encode(widths.int8)
            try container.encode(widths.int16)
            try container.encode(widths.int32)
            try container.encode(widths.int64)
            try container.encode(widths.int128)
            try container.encode(widths.uint)
            try container.encode(widths.uint8)
            try container.encode(widths.uint16)
            try container.encode(widths.uint32)
            try container.encode(widths.uint64)
            try container.encode(widths.uint128)
            try container.encode(widths.float)
            try container.encode(widths.double)
            try container.encode(widths.string)
        }

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            widths = Widths()
            widths.bool = try container.decode(Bool.self)
            widths.int = try container.decode(Int.self)
            widths.int8 = try container.decode(Int8.self)
            widths.int16 = try container.decode(Int16.self)
            widths.int32 = try container.decode(Int32.self)
            widths.int64 = try container.decode(Int64.self)
            widths.int128 = try container.decode(Int128.self)
            widths.uint = try container.decode(UInt.self)
            widths.uint8 = try container.decode(UInt8.self)
            widths.uint16 = try container.decode(UInt16.self)
            widths.uint32 = try container.decode(UInt32.self)
            widths.uint64 = try container.decode(UInt64.self)
            widths.uint128 = try container.decode(UInt128.self)
            widths.float = try container.decode(Float.self)
            widths.double = try container.decode(Double.self)
            widths.string = try container.decode(String.self)
            count = container.count
            wasAtEnd = container.isAtEnd
        }
    }

    /// The members of a ``Widths`` under their keys, each written and read by a single value container of
    /// the super encoder and decoder for its key.
    struct AsSingleValues: Codable {
        typealias Keys = Widths.CodingKeys
        var widths: Widths

        init(widths: Widths) {
            self.widths = widths
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            func single(_ key: Keys) -> any SingleValueEncodingContainer {
                container.superEncoder(forKey: key).singleValueContainer()
            }
            var bool = single(.bool)
            try bool.encode(widths.bool)
            var int = single(.int)
            try int.encode(widths.int)
            var int8 = single(.int8)
            try int8.encode(widths.int8)
            var int16 = single(.int16)
            try int16.encode(widths.int16)
            var int32 = single(.int32)
            try int32.encode(widths.int32)
            var int64 = single(.int64)
            try int64.encode(widths.int64)
            var int128 = single(.int128)
            try int128.encode(widths.int128)
            var uint = single(.uint)
            try uint.encode(widths.uint)
            var uint8 = single(.uint8)
            try uint8.encode(widths.uint8)
            var uint16 = single(.uint16)
            try uint16.encode(widths.uint16)
            var uint32 = single(.uint32)
            try uint32.encode(widths.uint32)
            var uint64 = single(.uint64)
            try uint64.encode(widths.uint64)
            var uint128 = single(.uint128)
            try uint128.encode(widths.uint128)
            var float = single(.float)
            try float.encode(widths.float)
            var double = single(.double)
            try double.encode(widths.double)
            var string = single(.string)
            try string.encode(widths.string)
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            func single(_ key: Keys) throws -> any SingleValueDecodingContainer {
                try container.superDecoder(forKey: key).singleValueContainer()
            }
            widths = Widths()
            widths.bool = try single(.bool).decode(Bool.self)
            widths.int = try single(.int).decode(Int.self)
            widths.int8 = try single(.int8).decode(Int8.self)
            widths.int16 = try single(.int16).decode(Int16.self)
            widths.int32 = try single(.int32).decode(Int32.self)
            widths.int64 = try single(.int64).decode(Int64.self)
            widths.int128 = try single(.int128).decode(Int128.self)
            widths.uint = try single(.uint).decode(UInt.self)
            widths.uint8 = try single(.uint8).decode(UInt8.self)
            widths.uint16 = try single(.uint16).decode(UInt16.self)
            widths.uint32 = try single(.uint32).decode(UInt32.self)
            widths.uint64 = try single(.uint64).decode(UInt64.self)
            widths.uint128 = try single(.uint128).decode(UInt128.self)
            widths.float = try single(.float).decode(Float.self)
            widths.double = try single(.double).decode(Double.self)
            widths.string = try single(.string).decode(String.self)
        }
    }

    @Test("any value an int holds, of every width, comes back the same through every container (seeded)")
    func roundTrips() throws {
        var random = SplitMix64(seed: 0x51DE_317E)
        let names = Widths.CodingKeys.allCases.map(\.rawValue)
        for _ in 0..<300 {
            let widths = Self.widths(using: &random)
            for layout in Layout.allCases {
                let value = try layout.encode(widths)
                #expect(value == layout.expected(widths), "\(layout)")
                #expect((value.objectValue?.keys ?? names) == names, "the members keep their order (\(layout))")
                #expect(try layout.decode(value) == widths, "\(layout)")
            }
        }
    }

    @Test("an integer beyond int, or a number that is not finite, is refused with its type and path (seeded)")
    func encodingRefusals() throws {
        var random = SplitMix64(seed: 0xB16_1A7E)
        let range = "(\(Int.min)...\(Int.max))"
        for _ in 0..<50 {
            let above = Int128(Int.max) + 1
            let int128 =
                Bool.random(using: &random)
                ? Int128.random(in: above...Int128.max, using: &random)
                : Int128.random(in: Int128.min...(Int128(Int.min) - 1), using: &random)
            let uint = UInt.random(in: UInt(Int.max) + 1...UInt.max, using: &random)
            let uint64 = UInt64.random(in: UInt64(Int.max) + 1...UInt64.max, using: &random)
            let uint128 = UInt128.random(in: UInt128(Int.max) + 1...UInt128.max, using: &random)
            let float = [Float.nan, .infinity, -.infinity].randomElement(using: &random) ?? .nan
            let double = [Double.nan, .infinity, -.infinity].randomElement(using: &random) ?? .nan
            let cases: [(Widths.CodingKeys, (inout Widths) -> Void, ComponentValueCodingError.Code, String)] = [
                (.int128, { $0.int128 = int128 }, .numberOutOfRange, "Int128 \(int128) does not fit in int \(range)"),
                (.uint, { $0.uint = uint }, .numberOutOfRange, "UInt \(uint) does not fit in int \(range)"),
                (.uint64, { $0.uint64 = uint64 }, .numberOutOfRange, "UInt64 \(uint64) does not fit in int \(range)"),
                (
                    .uint128, { $0.uint128 = uint128 }, .numberOutOfRange,
                    "UInt128 \(uint128) does not fit in int \(range)"
                ),
                (.float, { $0.float = float }, .nonFiniteNumber, "non-finite Float \(float) cannot be encoded"),
                (.double, { $0.double = double }, .nonFiniteNumber, "non-finite Double \(double) cannot be encoded"),
            ]
            for (key, change, code, message) in cases {
                var widths = Self.widths(using: &random)
                change(&widths)
                for layout in Layout.allCases {
                    let error = try #require(throws: ComponentValueCodingError.self, "\(key) \(layout)") {
                        try layout.encode(widths)
                    }
                    #expect(error.code == code, "\(key) \(layout)")
                    #expect(error.path == layout.path(of: key), "\(key) \(layout)")
                    #expect(error.message == message, "\(key) \(layout)")
                }
            }
        }
    }

    @Test("a member a type does not hold is refused with that type and the member's path, never a trap (seeded)")
    func decodingRefusals() throws {
        var random = SplitMix64(seed: 0xDEC0_DE)
        for _ in 0..<30 {
            let refusals: [(Widths.CodingKeys, ComponentValue, ComponentValueCodingError.Code, String)] =
                Self.integerRefusals(Int.self, .int, using: &random)
                + Self.integerRefusals(Int8.self, .int8, using: &random)
                + Self.integerRefusals(Int16.self, .int16, using: &random)
                + Self.integerRefusals(Int32.self, .int32, using: &random)
                + Self.integerRefusals(Int64.self, .int64, using: &random)
                + Self.integerRefusals(Int128.self, .int128, using: &random)
                + Self.integerRefusals(UInt.self, .uint, using: &random)
                + Self.integerRefusals(UInt8.self, .uint8, using: &random)
                + Self.integerRefusals(UInt16.self, .uint16, using: &random)
                + Self.integerRefusals(UInt32.self, .uint32, using: &random)
                + Self.integerRefusals(UInt64.self, .uint64, using: &random)
                + Self.integerRefusals(UInt128.self, .uint128, using: &random) + [
                    (.bool, .int(1), .typeMismatch, "expected bool, found int 1"),
                    (.bool, .null, .valueNotFound, "expected bool, found null"),
                    (.float, .double(1e300), .numberOutOfRange, "double 1e+300 does not fit in Float"),
                    (.float, .int(16_777_217), .numberOutOfRange, "int 16777217 has no exact Float"),
                    (.float, .string("1"), .typeMismatch, #"expected double, found string "1""#),
                    (.double, .int(Int.max), .numberOutOfRange, "int \(Int.max) has no exact Double"),
                    (.double, .bool(true), .typeMismatch, "expected double, found bool true"),
                    (.string, .int(3), .typeMismatch, "expected string, found int 3"),
                ]
            let widths = Self.widths(using: &random)
            for layout in Layout.allCases {
                let value = try layout.encode(widths)
                for (key, member, code, message) in refusals {
                    let error = try #require(throws: ComponentValueCodingError.self, "\(key) \(layout)") {
                        try layout.decode(layout.setting(key, to: member, in: value))
                    }
                    #expect(error.code == code, "\(key) \(member) \(layout)")
                    #expect(error.path == layout.path(of: key), "\(key) \(member) \(layout)")
                    #expect(error.message == message, "\(key) \(member) \(layout)")
                }
            }
        }
    }

    /// Values a `T` does not hold, with the error each gives: an int past either end of its range, a double
    /// with a fraction, a whole double too large to be exact, `null`.
    private static func integerRefusals<T: FixedWidthInteger>(
        _ type: T.Type, _ key: Widths.CodingKeys, using random: inout SplitMix64
    ) -> [(Widths.CodingKeys, ComponentValue, ComponentValueCodingError.Code, String)] {
        var refusals: [(Widths.CodingKeys, ComponentValue, ComponentValueCodingError.Code, String)] = []
        if let low = Int(exactly: T.min), low > Int.min {
            let int = Int.random(in: Int.min...(low - 1), using: &random)
            refusals.append((key, .int(int), .numberOutOfRange, "int \(int) does not fit in \(T.self)"))
        }
        if let high = Int(exactly: T.max), high < Int.max {
            let int = Int.random(in: (high + 1)...Int.max, using: &random)
            refusals.append((key, .int(int), .numberOutOfRange, "int \(int) does not fit in \(T.self)"))
        }
        let fraction = Double(Int.random(in: -1_000...1_000, using: &random)) + 0.5
        refusals.append((key, .double(fraction), .typeMismatch, "expected int, found double \(fraction)"))
        refusals.append((key, .null, .valueNotFound, "expected int, found null"))
        if T.bitWidth >= 54 {
            // A whole double from 2^53 on stands for many integers; the type holds it, but which is not known.
            let power = Double(sign: .plus, exponent: Int.random(in: 53..<63, using: &random), significand: 1)
            let double = T.isSigned && Bool.random(using: &random) ? -power : power
            refusals.append(
                (key, .double(double), .numberOutOfRange, "double \(double) is too large to read exactly as \(T.self)"))
        }
        return refusals
    }

    /// A ``Widths`` whose every member an int holds, from the bounds, small values or anywhere in range.
    private static func widths(using random: inout SplitMix64) -> Widths {
        Widths(
            bool: Bool.random(using: &random), int: integer(using: &random), int8: integer(using: &random),
            int16: integer(using: &random), int32: integer(using: &random), int64: integer(using: &random),
            int128: integer(using: &random), uint: integer(using: &random), uint8: integer(using: &random),
            uint16: integer(using: &random), uint32: integer(using: &random), uint64: integer(using: &random),
            uint128: integer(using: &random), float: float(using: &random), double: double(using: &random),
            string: string(using: &random))
    }

    /// A short string of letters, a space, an emoji and characters JSON escapes.
    private static func string(using random: inout SplitMix64) -> String {
        let characters: [Character] = ["a", "é", " ", "😀", "\"", "\\", "\n"]
        return String(
            (0..<Int.random(in: 0..<6, using: &random)).map { _ in characters.randomElement(using: &random) ?? "a" })
    }

    /// A `T` an int holds: a bound of that range, a small value, or any value in it.
    private static func integer<T: FixedWidthInteger>(using random: inout SplitMix64) -> T {
        let low = T(clamping: Int.min)
        let high = T(clamping: Int.max)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return [low, high, .zero].randomElement(using: &random) ?? .zero
        case 1: return T(clamping: Int.random(in: -300...300, using: &random))
        default: return T.random(in: low...high, using: &random)
        }
    }

    /// A finite `Float`: any bits, a short decimal, or an edge of its range.
    private static func float(using random: inout SplitMix64) -> Float {
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            let float = Float(bitPattern: UInt32(truncatingIfNeeded: random.next()))
            return float.isFinite ? float : .greatestFiniteMagnitude
        case 1: return Float(Int.random(in: -10_000...10_000, using: &random)) / 100
        default:
            return [0.1, -0.0, .leastNonzeroMagnitude, .leastNormalMagnitude, -.greatestFiniteMagnitude]
                .randomElement(using: &random) ?? 0
        }
    }

    /// A finite `Double`: any bits, or a short decimal.
    private static func double(using random: inout SplitMix64) -> Double {
        if Bool.random(using: &random) {
            return Double(Int.random(in: -10_000...10_000, using: &random)) / 100
        }
        let double = Double(bitPattern: random.next())
        return double.isFinite ? double : -.leastNonzeroMagnitude
    }
}
