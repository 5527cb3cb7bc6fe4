import JSONParsing

/// A JSON value for the tests that keeps what the parser told the builder, so a test sees `1.0` and `1` apart.
enum TestValue: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral, ExpressibleByBooleanLiteral
{
    case null
    case bool(Bool)
    case string(String)
    case integer(Int)
    /// A number with a fraction or an exponent.
    case fraction(Double)
    /// Digits alone that do not fit an `Int`.
    case bigInteger(Double)
    case array([TestValue])
    case object([String: TestValue])

    init(nilLiteral: ()) { self = .null }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(integerLiteral value: Int) { self = .integer(value) }
    init(stringLiteral value: String) { self = .string(value) }
    init(arrayLiteral elements: TestValue...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, TestValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { $1 }))
    }

    /// Parses `text` with the limits given.
    static func parse(_ text: String, limits: JSONParseLimits = JSONParseLimits()) throws(JSONParseError) -> TestValue {
        try parse(bytes: Array(text.utf8), limits: limits)
    }

    /// Parses `bytes` with the limits given.
    static func parse(bytes: [UInt8], limits: JSONParseLimits = JSONParseLimits()) throws(JSONParseError) -> TestValue {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONParseError) in
                try JSONParser.parse(buffer, limits: limits, building: TestValueBuilder())
            }
        }
        return try result.get()
    }
}

/// Makes ``TestValue``s, and counts nothing: the builder the tests use.
struct TestValueBuilder: JSONValueBuilder {
    func null() -> TestValue { .null }
    func bool(_ value: Bool) -> TestValue { .bool(value) }
    func string(_ value: String) -> TestValue { .string(value) }
    func integer(_ value: Int) -> TestValue { .integer(value) }
    func double(_ value: Double, hasFractionOrExponent: Bool) -> TestValue {
        hasFractionOrExponent ? .fraction(value) : .bigInteger(value)
    }
    func array(_ elements: [TestValue]) -> TestValue { .array(elements) }
    func object(_ members: JSONObjectMembers<TestValue>) -> TestValue { .object(members.dictionary()) }
}
