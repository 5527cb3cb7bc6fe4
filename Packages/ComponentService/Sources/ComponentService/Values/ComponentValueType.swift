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
    /// ``ComponentValue/array(_:)`` whose elements all have the given type.
    case array(ComponentValueType)
    /// ``ComponentValue/object(_:)`` with any members.
    case object
    /// ``ComponentValue/opaque(_:)``: an in-process value with no JSON form.
    case opaque

    /// Whether `value` has this type. `null` is accepted only by ``any``.
    public func accepts(_ value: ComponentValue) -> Bool {
        switch (self, value) {
        case (.any, _), (.bool, .bool), (.int, .int), (.double, .double), (.double, .int), (.string, .string),
            (.object, .object), (.opaque, .opaque):
            return true
        case (.array(let element), .array(let elements)):
            return element == .any || elements.allSatisfy(element.accepts)
        default:
            return false
        }
    }

    /// The name used in schemas and error messages: `int`, `[string]`, `object`.
    public var description: String {
        switch self {
        case .any: "any"
        case .bool: "bool"
        case .int: "int"
        case .double: "double"
        case .string: "string"
        case .array(let element): "[\(element)]"
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
