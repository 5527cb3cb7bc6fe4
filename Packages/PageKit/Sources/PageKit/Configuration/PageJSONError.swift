internal import JSONParsing

/// Why JSON could not be read, or a ``PageJSON`` could not be decoded as a type.
public struct PageJSONError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure; new codes may be added.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private enum Value: String {
            case invalidJSON, typeMismatch, notEncodable
        }

        private let value: Value

        private init(_ value: Value) {
            self.value = value
        }

        /// The text is not JSON.
        public static let invalidJSON = Code(.invalidJSON)
        /// The value does not have the shape the type needs.
        public static let typeMismatch = Code(.typeMismatch)
        /// The value cannot be written as JSON, such as a non-finite number.
        public static let notEncodable = Code(.notEncodable)

        /// The code's name, such as `invalidJSON`.
        public var description: String { value.rawValue }
    }

    /// What kind of failure.
    public let code: Code
    /// Where in the value it failed, such as `$.items[1].price`; for text that is not JSON, the key an object
    /// holds twice, such as `$.sections[2].data.title`, and otherwise `nil`.
    public let path: String?
    /// What is wrong, starting with the path when there is one.
    public let message: String

    /// An error with a code, a path and a message.
    public init(_ code: Code, path: String?, message: String) {
        self.code = code
        self.path = path
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

extension PageJSONError {
    /// Text that is not JSON, at a line and column: `invalid JSON at line 1, column 6: expected ':' after
    /// object key, found '1'`; `path` names a duplicate key.
    init(invalidJSON message: String, line: Int, column: Int, path: String? = nil) {
        self.init(.invalidJSON, path: path, message: "invalid JSON at line \(line), column \(column): \(message)")
    }

    /// Text that is not JSON as a whole, such as text that is not valid in its encoding.
    init(invalidJSONText message: String) {
        self.init(.invalidJSON, path: nil, message: "invalid JSON: \(message)")
    }

    /// The account of a `DecodingError` (or any other error) from decoding a value.
    init(decoding error: any Error) {
        guard let error = error as? DecodingError else {
            self.init(.typeMismatch, path: JSONPath.root, message: "\(JSONPath.root): \(error)")
            return
        }
        let path: String
        let detail: String
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            path = JSONPath.path(of: context.codingPath)
            detail = context.debugDescription
        case .keyNotFound(let key, let context):
            path = JSONPath.path(of: context.codingPath)
            detail = "\(JSONPath.quoted(key.stringValue)) is missing"
        @unknown default:
            path = JSONPath.root
            detail = "\(error)"
        }
        self.init(.typeMismatch, path: path, message: "\(path): \(detail)")
    }

    /// The account of an `EncodingError` (or any other error) from writing a value as JSON.
    init(encoding error: any Error) {
        guard case .invalidValue(let value, let context) = error as? EncodingError else {
            self.init(.notEncodable, path: JSONPath.root, message: "\(JSONPath.root): \(error)")
            return
        }
        let path = JSONPath.path(of: context.codingPath)
        self.init(.notEncodable, path: path, message: "\(path): \(value) is not representable in JSON")
    }
}
