/// A JSON value: the one the workspace shares. PageKit calls it `PageJSON` and reads its configurations into
/// it; the bus converts its `ComponentValue` to and from it without text in between.
///
/// Numbers compare by value, as JSON has one number type: `.int(1) == .double(1.0)`. Decoding gives `.int`
/// for digits alone that fit an `Int` (`1`) and for a whole number below 2^53 written another way (`1.0`,
/// `1e3`), and `.double` for any other (``exactInt(_:)``).
///
/// ```swift
/// let data: JSONValue = ["title": "Deals", "count": 3, "tags": ["new", nil]]
/// data["count"]?.intValue           // 3
/// data["tags"]?[0]?.stringValue     // "new"
/// let banner = try JSONValueDecoder().decode(Banner.self, from: data)
/// ```
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number: digits alone that fit an `Int`, or a whole number below 2^53 written another way.
    case int(Int)
    /// Any other number.
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; its members are unordered.
    case object([String: JSONValue])
}

extension JSONValue {
    /// The string, if this is a string.
    public var stringValue: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    /// The number as an `Int`, if this is ``int(_:)``, or a ``double(_:)`` that ``exactInt(_:)`` reads.
    public var intValue: Int? {
        switch self {
        case .int(let value): value
        case .double(let value): Self.exactInt(value)
        default: nil
        }
    }

    /// The `Int` that `double` stands for when it is whole and below 2^53 in magnitude; `nil` otherwise.
    ///
    /// From 2^53 on a `Double` stands for many integers: the text `12345678901234567.0` is the `Double`
    /// `12345678901234568`, and `-9223372036854775809` rounds to `Int.min`. Which integer was written is not
    /// known, so such a number stays a `Double`, and reading it as an integer fails.
    public static func exactInt(_ double: Double) -> Int? {
        double.magnitude < 0x1p53 ? Int(exactly: double) : nil
    }

    /// The number as a `Double`, if this is a number.
    public var doubleValue: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }

    /// The Boolean, if this is `true` or `false`.
    public var boolValue: Bool? {
        guard case .bool(let value) = self else { return nil }
        return value
    }

    /// The elements, if this is an array.
    public var arrayValue: [JSONValue]? {
        guard case .array(let value) = self else { return nil }
        return value
    }

    /// The members, if this is an object.
    public var objectValue: [String: JSONValue]? {
        guard case .object(let value) = self else { return nil }
        return value
    }

    /// Whether this is `null`.
    public var isNull: Bool {
        self == .null
    }

    /// The member named `key`, if this is an object that has it.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// The element at `index`, if this is an array that long; never traps.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// What kind of value this is, for messages: `null`, `a Boolean`, `a number`, `a string`, `an array`,
    /// `an object`.
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a Boolean"
        case .int, .double: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension JSONValue {
    /// The deepest nesting of arrays and objects the workspace reads into a value, from text or from the bus's
    /// values, as `JSONSerialization` accepted: a deeper value would take as deep a recursion to compare, print
    /// or free.
    public static let maxDepth = 512
}
