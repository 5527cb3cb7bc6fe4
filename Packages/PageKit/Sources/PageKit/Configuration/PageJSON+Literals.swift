extension PageJSON: ExpressibleByNilLiteral {
    /// `null`.
    public init(nilLiteral: ()) {
        self = .null
    }
}

extension PageJSON: ExpressibleByBooleanLiteral {
    /// A Boolean.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension PageJSON: ExpressibleByIntegerLiteral {
    /// A whole number.
    public init(integerLiteral value: Int) {
        self = .int(value)
    }
}

extension PageJSON: ExpressibleByFloatLiteral {
    /// A number.
    public init(floatLiteral value: Double) {
        self = .double(value)
    }
}

extension PageJSON: ExpressibleByStringLiteral {
    /// A string.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension PageJSON: ExpressibleByArrayLiteral {
    /// An array.
    public init(arrayLiteral elements: PageJSON...) {
        self = .array(elements)
    }
}

extension PageJSON: ExpressibleByDictionaryLiteral {
    /// An object; of a key written twice, the last value counts.
    public init(dictionaryLiteral elements: (String, PageJSON)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
