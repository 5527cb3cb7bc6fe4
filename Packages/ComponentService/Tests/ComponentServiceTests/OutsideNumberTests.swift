import ComponentService
import Foundation
import TestSupport
import Testing

/// Numbers from outside, of any size or kind, converted by the bus: each converts exactly or fails with an
/// error value, never a trap.
@Suite("Numbers from outside")
struct OutsideNumberTests {
    /// A price, as a component's argument type would declare it.
    struct Price: ComponentCodable {
        var amount: Decimal
        var due: Date?
    }

    @Test("a Decimal from an infinite, NaN or out-of-range double is an error, not a trap or a silent NaN")
    func decimals() throws {
        for double in [Double.nan, .infinity, -.infinity, 1e300, -1e300, 1e166, .leastNonzeroMagnitude, 1e-200] {
            let error = try #require(throws: ComponentValueCodingError.self) {
                try Price(componentValue: ["amount": .double(double)])
            }
            #expect(error.code == .numberOutOfRange, "\(double)")
            #expect(error.path == "$.amount")
            #expect(error.message == "double \(double) does not fit in Decimal")
        }
        for (double, text) in [(0.1, "0.1"), (1e100, "1" + String(repeating: "0", count: 100)), (-2.5, "-2.5")] {
            #expect(try Price(componentValue: ["amount": .double(double)]).amount.description == text)
        }
        #expect(try Price(componentValue: ["amount": .int(Int.min)]).amount == Decimal(Int.min))
    }

    @Test("an int of any size reads as the Decimal of exactly its digits")
    func decimalsFromInts() throws {
        for int in [Int.max, Int.min + 1, (1 << 53) + 1, -(1 << 60) - 3, 0, -1] {
            let decimal = try ComponentValueDecoder().decode(Decimal.self, from: .int(int))
            #expect(decimal.description == String(int), "\(int)")
            #expect(try Price(componentValue: ["amount": .int(int)]).amount == Decimal(int))
        }
    }

    /// A component that reads a ``Price`` argument.
    final class Cashier: Component {
        static let price = ComponentKey<Price>("price", "What to pay.")
        static let pay = ComponentCommand.sync("pay", "Reads the price.", arguments: [price])
        static let descriptor = ComponentDescriptor(name: "Cashier", summary: "Reads prices.", commands: [pay])
        static let handlers: [ComponentHandler<Cashier>] = [
            .sync(pay) { _, call in
                _ = try call.argument(price)
                return [:]
            }
        ]
    }

    @Test("through a call, such a number is error 300 naming the key and the path")
    func throughACall() throws {
        let service = ComponentService()
        try service.register(Cashier())
        let error = service.call("Cashier", "pay", ["price": ["amount": .double(.greatestFiniteMagnitude)]]).error
        #expect(error?.code == .invalidArgument)
        #expect(error?.argument == "price")
        #expect(
            error?.message
                == "Invalid argument for Cashier.pay: 'price' expects object: at $.amount: double "
                + "1.7976931348623157e+308 does not fit in Decimal")
        // A number that is not finite is refused before any type is read.
        let infinite = service.call("Cashier", "pay", ["price": ["amount": .double(.infinity)]]).error
        #expect(infinite?.message == "Invalid argument for Cashier.pay: 'price' holds inf, not a finite number")
        #expect(service.call("Cashier", "pay", ["price": ["amount": 2.5]]).error == nil)
    }

    @Test("a Date from an infinite or NaN number of seconds is an error: such a date traps when printed")
    func dates() throws {
        for double in [Double.nan, .infinity, -.infinity] {
            let error = try #require(throws: ComponentValueCodingError.self) {
                try Price(componentValue: ["amount": 1, "due": .double(double)])
            }
            #expect(error.code == .numberOutOfRange, "\(double)")
            #expect(error.message == "double \(double) is not a finite number")
        }
        let due = try Price(componentValue: ["amount": 1, "due": .int(Int.max)]).due
        #expect(due?.timeIntervalSinceReferenceDate == Double(Int.max))
    }

    @Test("any double or int converts to every number type exactly or fails with an error (seeded)")
    func anyNumber() throws {
        var random = SplitMix64(seed: 0x0B7_51DE)
        var converted: [String: Int] = [:]
        for _ in 0..<4_000 {
            let value = Self.number(random: &random)
            // Each integer type takes an int it holds, or a whole double below 2^53 it holds; nothing else.
            let exactInteger: (Int?, Double?) =
                switch value {
                case .int(let int): (int, nil)
                case .double(let double): (nil, double.magnitude < 0x1p53 ? double : nil)
                default: (nil, nil)
                }
            converted["Int", default: 0] += Self.check(Int.self, value, exactInteger)
            converted["Int8", default: 0] += Self.check(Int8.self, value, exactInteger)
            converted["UInt64", default: 0] += Self.check(UInt64.self, value, exactInteger)
            let double: Double? =
                switch value {
                case .double(let double): double
                case .int(let int): Double(exactly: int)
                default: nil
                }
            converted["Double", default: 0] += Self.check(Double.self, value, expected: double)
            let float: Float? =
                switch value {
                case .int(let int): Float(exactly: int)
                case .double(let double):
                    Float(double).isFinite && (Float(double) != 0 || double == 0) ? Float(double) : nil
                default: nil
                }
            converted["Float", default: 0] += Self.check(Float.self, value, expected: float)
            let decoder = ComponentValueDecoder()
            if let decimal = try? decoder.decode(Decimal.self, from: value) { #expect(!decimal.isNaN, "\(value)") }
            if let date = try? decoder.decode(Date.self, from: value) {
                #expect(date.timeIntervalSinceReferenceDate.isFinite, "\(value)")
            }
            #expect((try? Int(componentValue: value)) == value.intValue, "\(value)")
        }
        // Each type both took numbers and refused some.
        for (type, count) in converted { #expect(count > 200 && count < 3_800, "\(type): \(count) of 4000") }
    }

    /// A number of every kind the tests care for: small, at a type's bounds, around 2^53, with a fraction,
    /// not finite, or any 64 bits.
    private static func number(random: inout SplitMix64) -> ComponentValue {
        let bounds: [Int] = [
            .min, .max, -129, -128, 127, 128, 255, 256, -1, 0, 1, 1 << 53, (1 << 53) + 1, -(1 << 53) - 1,
        ]
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return .int(Int.random(in: -300...300, using: &random))
        case 1: return .int(bounds.randomElement(using: &random) ?? 0)
        case 2: return .int(Int(bitPattern: UInt(truncatingIfNeeded: random.next())))
        case 3: return .double(Double(Int.random(in: -300...300, using: &random)))
        case 4: return .double(Double(bounds.randomElement(using: &random) ?? 0))
        case 5: return .double(Double(Int.random(in: -300...300, using: &random)) + 0.5)
        case 6: return .double([.nan, .infinity, -.infinity, -0.0, 1e-50, 1e39].randomElement(using: &random) ?? 0)
        default: return .double(Double(bitPattern: random.next()))
        }
    }

    /// Checks that `value` decodes as a `T` holding exactly the int or double given, or fails with a coding
    /// error when neither is one `T` holds; 1 when it decoded.
    private static func check<T: FixedWidthInteger & Decodable>(
        _ type: T.Type, _ value: ComponentValue, _ exact: (int: Int?, double: Double?)
    ) -> Int {
        let expected = exact.int.flatMap { T(exactly: $0) } ?? exact.double.flatMap { T(exactly: $0) }
        return check(type, value, expected: expected)
    }

    private static func check<T: Decodable & Equatable>(_ type: T.Type, _ value: ComponentValue, expected: T?) -> Int {
        do {
            let decoded = try ComponentValueDecoder().decode(T.self, from: value)
            // A NaN, which equals nothing, is expected as a NaN.
            let bothNaN =
                (decoded as? any FloatingPoint)?.isNaN == true && (expected as? any FloatingPoint)?.isNaN == true
            let same = decoded == expected || bothNaN
            #expect(same, "\(value) as \(T.self): \(decoded), not \(String(describing: expected))")
            return 1
        } catch {
            #expect(expected == nil, "\(value) as \(T.self) failed: \(error)")
            #expect(error.code == .numberOutOfRange || error.code == .typeMismatch, "\(error)")
            return 0
        }
    }

    @Test("a Float is refused a double beyond its range, and one so small that it would be zero")
    func floats() throws {
        let decoder = ComponentValueDecoder()
        for refused in [1e39, -1e39, 1e-50, -1e-46] {
            let error = try #require(throws: ComponentValueCodingError.self) {
                try decoder.decode(Float.self, from: .double(refused))
            }
            #expect(error.code == .numberOutOfRange)
            #expect(error.message == "double \(refused) does not fit in Float")
        }
        #expect(try decoder.decode(Float.self, from: .double(1e-45)) == Float.leastNonzeroMagnitude)
        #expect(try decoder.decode(Float.self, from: .double(-0.0)) == 0)
        #expect(try decoder.decode(Float.self, from: .double(3.4e38)) == 3.4e38)
    }

    @Test("a whole number of 2^53 or more, held as a double, is refused as an integer: its digits are not known")
    func integersBeyondExactDoubles() throws {
        // JSON text's 12345678901234567890 is beyond Int, so the bus holds it as a double, 12345678901234567168.
        let id = try ComponentValue(jsonText: "12345678901234567890")
        #expect(id == .double(12_345_678_901_234_567_168))
        let decoder = ComponentValueDecoder()
        for value in [id, .double(0x1p53), .double(-0x1p60), .double(1e19)] {
            for type: any (FixedWidthInteger & Decodable).Type in [Int.self, Int64.self, UInt64.self, Int128.self] {
                let error = try #require(throws: ComponentValueCodingError.self, "\(type) from \(value)") {
                    _ = try decoder.decode(type, from: value)
                }
                #expect(error.code == .numberOutOfRange, "\(type) from \(value)")
            }
        }
        #expect(try decoder.decode(Int.self, from: .double(0x1p53 - 1)) == 9_007_199_254_740_991)
        #expect(try decoder.decode(UInt64.self, from: .double(0x1p52)) == 1 << 52)
    }

    @Test("abbreviated takes any limit, negative and Int.min included")
    func abbreviatedLimits() {
        let value = ComponentValue.string("abcdef")
        #expect(value.abbreviated(to: .min) == "…")
        #expect(value.abbreviated(to: -1) == "…")
        #expect(value.abbreviated(to: 0) == "…")
        #expect(value.abbreviated(to: 3) == #""a…"#)
        #expect(value.abbreviated(to: .max) == #""abcdef""#)
    }

    /// One character of 100,000 combining marks was kept whole: a limit of 40 characters let it through.
    @Test("abbreviated counts Unicode scalars, so a character of many combining marks is cut too")
    func abbreviatedCountsScalars() {
        let value = ComponentValue.array([.string("a" + String(repeating: "\u{301}", count: 100_000))])
        let text = value.abbreviated(to: 40)
        #expect(text.unicodeScalars.count == 40)
        #expect(text.unicodeScalars.starts(with: #"["a"#.unicodeScalars))
        #expect(text.unicodeScalars.last == "…")
        #expect(ComponentValue.string("é").abbreviated(to: 3) == #""é""#)
    }

    @Test("a negative argument limit is stored as 0 and acts as 0")
    func negativeLimits() throws {
        var limits = ComponentArgumentLimits(maxDepth: -1, maxElements: .min, maxStringBytes: -5)
        #expect(limits == ComponentArgumentLimits(maxDepth: 0, maxElements: 0, maxStringBytes: 0))
        limits.maxElements = -7
        #expect(limits.maxElements == 0)
        let service = ComponentService(argumentLimits: limits)
        try service.register(EchoComponent())
        #expect(try service.call(EchoDefine.name, "echo", ["text": ""]).get() == ["echoed": ""])
        let error = service.call(EchoDefine.name, "echo", ["text": "a"]).error
        #expect(error?.message == "Invalid argument for Echo.echo: 'text' is a string of 1 bytes; the limit is 0 bytes")
        let lifted = ComponentService(
            argumentLimits: ComponentArgumentLimits(maxDepth: .max, maxElements: .max, maxStringBytes: .max))
        try lifted.register(BagComponent())
        #expect(lifted.call(BagDefine.name, "take", ["items": nested(200), "text": "a"]).error == nil)
    }
}
