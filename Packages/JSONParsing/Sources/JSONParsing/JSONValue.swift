/// A JSON value: the one the workspace shares. PageKit calls it `PageJSON` and reads its configurations into
/// it; the bus converts its `ComponentValue` to and from it without text in between.
///
/// Numbers compare by value, as JSON has one number type: `.int(1) == .double(1.0)`. Decoding gives `.int`
/// for a whole number that fits an `Int` (`1`, `1.0`, `1e3`) and `.double` for any other.
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
    /// A whole number that fits an `Int`.
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

    /// The number as an `Int`, if this is a number with an exact `Int` value.
    public var intValue: Int? {
        switch self {
        case .int(let value): value
        case .double(let value): Int(exactly: value)
        default: nil
        }
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
