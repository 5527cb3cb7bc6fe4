/// A JSON-like value carried by the bus as an argument or a result.
///
/// `ComponentValue` is what crosses component boundaries: it is `Sendable`, `Hashable`, `Codable`,
/// has a JSON text form (``init(jsonText:limits:)`` and ``jsonText(_:)``) and literals, so
/// `["limit": 3, "tags": ["a", "b"]]` is a valid ``ComponentPayload``.
///
/// The ``opaque(_:)`` case carries an in-process value that has no JSON form, such as a closure or a
/// reference to a live object. It travels through the bus untouched; serializing it is an error.
public enum ComponentValue: Sendable, Hashable {
    /// The JSON `null`.
    case null
    /// A boolean.
    case bool(Bool)
    /// An integer. JSON numbers without a fraction or exponent decode to this case.
    case int(Int)
    /// A floating-point number.
    case double(Double)
    /// A string.
    case string(String)
    /// An ordered list of values.
    case array([ComponentValue])
    /// Values by string key.
    case object(ComponentPayload)
    /// An in-process value with no JSON form.
    case opaque(ComponentOpaqueValue)
}

extension ComponentValue {
    /// The boolean, if this is ``bool(_:)``.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The integer, if this is ``int(_:)``.
    public var intValue: Int? {
        if case .int(let value) = self { return value }
        return nil
    }

    /// The number as a `Double`, if this is ``double(_:)`` or ``int(_:)``.
    ///
    /// An integer beyond ±2⁵³ that no `Double` holds exactly is rounded to the nearest one, as `Double(_:)`
    /// rounds; a typed read, `Double(componentValue:)` or a key of type `Double`, refuses it instead.
    public var doubleValue: Double? {
        switch self {
        case .double(let value): value
        case .int(let value): Double(value)
        default: nil
        }
    }

    /// The string, if this is ``string(_:)``.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The elements, if this is ``array(_:)``.
    public var arrayValue: [ComponentValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The members, if this is ``object(_:)``.
    public var objectValue: ComponentPayload? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// The wrapped in-process value, if this is ``opaque(_:)``.
    public var opaqueValue: ComponentOpaqueValue? {
        if case .opaque(let value) = self { return value }
        return nil
    }

    /// Whether this is ``null``.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The member named `key`, if this is an object that has it.
    public subscript(key: String) -> ComponentValue? {
        objectValue?[key]
    }

    /// The element at `index`, if this is an array and the index is in range.
    public subscript(index: Int) -> ComponentValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
}
