/// A failure to convert between a Swift value and a ``ComponentValue``.
///
/// Thrown by ``ComponentValueEncoder`` and ``ComponentValueDecoder``. It says what went wrong in
/// ``message`` and where in ``path``, written JSONPath-style such as `$.stores[2].rating`; ``code``
/// tells the kind of failure. `DecodingError` and `EncodingError` thrown by a type's own
/// `init(from:)` or `encode(to:)` are converted into this error, keeping their coding path.
public struct ComponentValueCodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of a coding failure; compare it with the static members such as ``typeMismatch``.
    ///
    /// New kinds may be added, so do not assume the list below is complete.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private enum Kind: Sendable, Hashable {
            case typeMismatch
            case valueNotFound
            case keyNotFound
            case numberOutOfRange
            case nonFiniteNumber
            case dataCorrupted
            case invalidValue
            case other
        }

        private let kind: Kind

        private init(_ kind: Kind) { self.kind = kind }

        /// The value is of another type than the one expected, such as a string where a number should be.
        public static let typeMismatch = Code(.typeMismatch)
        /// A value was expected but the value is `null`, or an array has no more elements.
        public static let valueNotFound = Code(.valueNotFound)
        /// An object lacks a key that the decoded type requires.
        public static let keyNotFound = Code(.keyNotFound)
        /// A number does not fit the target type, such as a `UInt64` above `Int.max` or 300 into a `UInt8`.
        public static let numberOutOfRange = Code(.numberOutOfRange)
        /// A floating-point number to encode is infinite or NaN.
        public static let nonFiniteNumber = Code(.nonFiniteNumber)
        /// A value has the right type but unusable content, such as a string that is not valid base64.
        public static let dataCorrupted = Code(.dataCorrupted)
        /// A value cannot be encoded, such as one whose `encode(to:)` encodes nothing at the top level.
        public static let invalidValue = Code(.invalidValue)
        /// A type's own `encode(to:)` or `init(from:)` threw an error that is not a coding error.
        public static let other = Code(.other)

        /// The name of the kind, such as `typeMismatch`.
        public var description: String {
            switch kind {
            case .typeMismatch: "typeMismatch"
            case .valueNotFound: "valueNotFound"
            case .keyNotFound: "keyNotFound"
            case .numberOutOfRange: "numberOutOfRange"
            case .nonFiniteNumber: "nonFiniteNumber"
            case .dataCorrupted: "dataCorrupted"
            case .invalidValue: "invalidValue"
            case .other: "other"
            }
        }
    }

    /// The kind of failure.
    public let code: Code

    /// What went wrong, such as `expected double, found string "high"`.
    public let message: String

    /// Where it went wrong, JSONPath-style: `$` for the top-level value, `$.stores[2].rating` inside it, and
    /// `$["opening hours"]` for a key that is not an identifier.
    public let path: String

    /// The message prefixed by its path, such as `at $.stores[2].rating: expected double, found string "high"`.
    public var description: String { "at \(path): \(message)" }

    init(_ code: Code, _ message: String, codingPath: [any CodingKey]) {
        self.code = code
        self.message = message
        self.path = ComponentValueCodingKey.path(of: codingPath)
    }
}

extension ComponentValueCodingError {
    /// Converts any error thrown while encoding or decoding.
    ///
    /// The encoder and decoder throw `EncodingError` and `DecodingError` internally, so that a type's own
    /// `init(from:)` can catch them as usual; those carry this error as their underlying error.
    init(converting error: any Error) {
        switch error {
        case let error as ComponentValueCodingError:
            self = error
        case let error as DecodingError:
            self.init(converting: error)
        case let error as EncodingError:
            self.init(converting: error)
        default:
            self.init(.other, String(describing: error), codingPath: [])
        }
    }

    private init(converting error: DecodingError) {
        switch error {
        case .typeMismatch(let type, let context):
            self.init(.typeMismatch, context, fallback: "expected \(type)")
        case .valueNotFound(let type, let context):
            self.init(.valueNotFound, context, fallback: "expected \(type), found no value")
        case .keyNotFound(let key, let context):
            if let underlying = context.underlyingError as? ComponentValueCodingError {
                self = underlying
            } else {
                let message = Self.describeMissingKey(key.stringValue, detail: context.debugDescription)
                self.init(.keyNotFound, message, codingPath: context.codingPath)
            }
        case .dataCorrupted(let context):
            self.init(.dataCorrupted, context, fallback: "data corrupted")
        @unknown default:
            self.init(.other, String(describing: error), codingPath: [])
        }
    }

    private init(converting error: EncodingError) {
        switch error {
        case .invalidValue(let value, let context):
            self.init(.invalidValue, context, fallback: "cannot encode \(type(of: value))")
        @unknown default:
            self.init(.other, String(describing: error), codingPath: [])
        }
    }

    private init(_ code: Code, _ context: DecodingError.Context, fallback: String) {
        if let underlying = context.underlyingError as? ComponentValueCodingError {
            self = underlying
        } else {
            let message = context.debugDescription.isEmpty ? fallback : context.debugDescription
            self.init(code, message, codingPath: context.codingPath)
        }
    }

    private init(_ code: Code, _ context: EncodingError.Context, fallback: String) {
        if let underlying = context.underlyingError as? ComponentValueCodingError {
            self = underlying
        } else {
            let message = context.debugDescription.isEmpty ? fallback : context.debugDescription
            self.init(code, message, codingPath: context.codingPath)
        }
    }

    static func describeMissingKey(_ key: String, detail: String = "") -> String {
        let message = "missing key \(String(reflecting: key))"
        return detail.isEmpty ? message : "\(message) (\(detail))"
    }
}

extension ComponentValue {
    /// A short description of this value for error messages, such as `string "high"` or `int 3`.
    var codingSummary: String {
        switch self {
        case .null: "null"
        case .bool(let value): "bool \(value)"
        case .int(let value): "int \(value)"
        case .double(let value): "double \(value)"
        case .string(let value): "string \(EchoedText.quoted(value, by: "\"", limit: EchoedText.maxNestedCharacters))"
        case .array(let elements):
            elements.count == 1 ? "array with 1 element" : "array with \(elements.count) elements"
        case .object(let members): members.count == 1 ? "object with 1 key" : "object with \(members.count) keys"
        case .opaque(let value): "opaque \(value.echoedTypeName)"
        }
    }
}
