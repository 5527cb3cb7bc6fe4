extension ComponentValue: ExpressibleByNilLiteral {
    /// Creates ``null``.
    public init(nilLiteral: ()) { self = .null }
}

extension ComponentValue: ExpressibleByBooleanLiteral {
    /// Creates ``bool(_:)``.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension ComponentValue: ExpressibleByIntegerLiteral {
    /// Creates ``int(_:)``.
    public init(integerLiteral value: Int) { self = .int(value) }
}

extension ComponentValue: ExpressibleByFloatLiteral {
    /// Creates ``double(_:)``.
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension ComponentValue: ExpressibleByStringLiteral {
    /// Creates ``string(_:)``.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension ComponentValue: ExpressibleByArrayLiteral {
    /// Creates ``array(_:)``.
    public init(arrayLiteral elements: ComponentValue...) { self = .array(elements) }
}

extension ComponentValue: ExpressibleByDictionaryLiteral {
    /// Creates ``object(_:)``. A repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, ComponentValue)...) {
        self = .object(ComponentPayload(elements))
    }
}
