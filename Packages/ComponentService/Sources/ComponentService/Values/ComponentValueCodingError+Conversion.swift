extension ComponentValueCodingError {
    /// Creates an error for a conversion of your own, such as a value whose type tag does not match.
    ///
    /// - Parameters:
    ///   - code: what kind of problem it is.
    ///   - message: what is wrong, for the reader of the error.
    ///   - path: where the problem is, JSONPath-style; `$` for the value itself.
    public init(_ code: Code, message: String, path: String = "$") {
        self.init(code: code, message: message, path: path)
    }

    /// A value of the wrong kind for a ``ComponentValueConvertible`` type.
    static func typeMismatch(expected: ComponentValueType, found: ComponentValue) -> Self {
        Self(
            .typeMismatch,
            "expected \(expected), found \(found.foundDescription(limit: EchoedText.maxNestedCharacters))",
            codingPath: [])
    }

    /// What an infinite or NaN number is told, which has no value form as it has no JSON form:
    /// `non-finite Double inf cannot be encoded`.
    static func nonFiniteMessage(_ value: some BinaryFloatingPoint) -> String {
        "non-finite \(type(of: value)) \(value) cannot be encoded"
    }

    /// A raw value that names no case of a `RawRepresentable` type.
    static func unknownRawValue<T>(_ value: ComponentValue, of type: T.Type) -> Self {
        Self(
            .dataCorrupted,
            "\(EchoedText.value(value, limit: EchoedText.maxNestedCharacters)) is not a valid \(T.self)", codingPath: []
        )
    }

    /// The path and message as an error message of the bus echoes them, each cut like outside text.
    var echoed: String { "at \(EchoedText.bare(path)): \(EchoedText.bare(message))" }

    /// The same error, one array level further in: `$.a` becomes `$[3].a`.
    func nested(underIndex index: Int) -> Self {
        Self(code: code, message: message, path: "$[\(index)]" + path.dropFirst())
    }

    /// The same error, one object level further in: `$[3]` becomes `$.name[3]`.
    func nested(underKey key: String) -> Self {
        let prefix = ComponentValueCodingKey.path(of: [ComponentValueCodingKey(stringValue: key)])
        return Self(code: code, message: message, path: prefix + path.dropFirst())
    }

    private init(code: Code, message: String, path: String) {
        self.code = code
        self.message = message
        self.path = path
    }
}

extension ComponentValue {
    /// What a message says was found instead of the expected type: the kind and the JSON text, such as
    /// `string "ten"` or `int 3`; just `null` for null, and just `<opaque Int>` for an opaque value, whose
    /// kind already names it.
    func foundDescription(limit: Int = EchoedText.maxCharacters) -> String {
        switch self {
        case .null: "null"
        case .opaque: kindName
        default: "\(kindName) \(EchoedText.value(self, limit: limit))"
        }
    }
}
