/// The declared type of an argument or result key, used to validate values and to read command-line text.
public indirect enum ComponentValueType: Sendable, Hashable, CustomStringConvertible {
    /// Any value at all.
    case any
    /// ``ComponentValue/bool(_:)``.
    case bool
    /// ``ComponentValue/int(_:)``.
    case int
    /// ``ComponentValue/double(_:)``; an ``ComponentValue/int(_:)`` is accepted too.
    case double
    /// ``ComponentValue/string(_:)``.
    case string
    /// ``ComponentValue/array(_:)`` whose elements all have the given type, or are ``ComponentValue/null``
    /// when `nullableElements` is set: the type of a `[String?]` is `[string?]`.
    case array(ComponentValueType, nullableElements: Bool = false)
    /// ``ComponentValue/object(_:)`` with any members.
    case object
    /// ``ComponentValue/opaque(_:)``: an in-process value with no JSON form.
    case opaque

    /// Whether `value` has this type. `null` is accepted only by ``any``, and as an element of an array
    /// whose elements are nullable.
    public func accepts(_ value: ComponentValue) -> Bool {
        // One switch over the type, then a look at the value's case: switching over the pair would copy both.
        switch self {
        case .any: return true
        case .bool: if case .bool = value { return true }
        case .int: if case .int = value { return true }
        case .double:
            if case .double = value { return true }
            if case .int = value { return true }
        case .string: if case .string = value { return true }
        case .object: if case .object = value { return true }
        case .opaque: if case .opaque = value { return true }
        case .array(let element, let nullableElements):
            guard case .array(let elements) = value else { return false }
            return element == .any || elements.allSatisfy { (nullableElements && $0.isNull) || element.accepts($0) }
        }
        return false
    }

    /// The name used in schemas and error messages: `int`, `[string]`, `[string?]`, `object`.
    public var description: String {
        switch self {
        case .any: "any"
        case .bool: "bool"
        case .int: "int"
        case .double: "double"
        case .string: "string"
        case .array(let element, let nullableElements): "[\(element)\(nullableElements ? "?" : "")]"
        case .object: "object"
        case .opaque: "opaque"
        }
    }
}

extension ComponentValue {
    /// The name of this value's kind, as used in error messages: `int`, `string`, `null`, `array` …
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "bool"
        case .int: "int"
        case .double: "double"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        case .opaque(let value): value.description
        }
    }
}
