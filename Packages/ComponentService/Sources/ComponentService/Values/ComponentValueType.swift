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
    /// A value of the given type, or ``ComponentValue/null``: the type of an optional element, such as the
    /// elements of a `[String?]`. A key of an optional type is declared by its wrapped type instead, with
    /// ``ComponentKeySchema/isNullable``.
    case optional(ComponentValueType)

    /// Whether `value` has this type. `null` is accepted only by ``any`` and ``optional(_:)``.
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
        case .array(let element):
            if case .array(let elements) = value { return element == .any || elements.allSatisfy(element.accepts) }
        case .optional(let wrapped): return value.isNull || wrapped.accepts(value)
        }
        return false
    }

    /// The type without the optionality of ``optional(_:)``, as a key of an optional type declares it.
    public var nonOptional: ComponentValueType {
        if case .optional(let wrapped) = self { return wrapped.nonOptional }
        return self
    }

    /// The name used in schemas and error messages: `int`, `[string]`, `[string?]`, `object`.
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
        case .optional(let wrapped): "\(wrapped)?"
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
