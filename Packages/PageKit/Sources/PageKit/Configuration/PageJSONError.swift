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
        /// The value holds a number that has no JSON form (infinite or NaN) where the type reads a number.
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

    /// The parser's error at its line and column, with the path of a duplicate key; text in another encoding
    /// than UTF-8, or with a byte order mark, at line 1, column 1 (`invalid JSON at line 1, column 1: the text
    /// begins with a UTF-8 byte order mark; write it as UTF-8 without one`).
    init(parsing error: JSONParseError) {
        self.init(invalidJSON: error.message, line: error.line, column: error.column, path: error.path)
    }

    /// The account of a `DecodingError` (or any other error) from decoding `value`: a number that has no JSON
    /// form where the type reads one is ``Code/notEncodable``, any other error ``Code/typeMismatch``.
    init(decoding error: any Error, from value: PageJSON) {
        guard let error = error as? DecodingError else {
            self.init(.typeMismatch, path: JSONPath.root, message: "\(JSONPath.root): \(error)")
            return
        }
        let path: String
        let detail: String
        switch error {
        case .dataCorrupted(let context):
            path = JSONPath.path(of: context.codingPath)
            if case .double(let number) = value.value(atCodingPath: context.codingPath), !number.isFinite {
                self.init(.notEncodable, path: path, message: "\(path): \(number) is not representable in JSON")
                return
            }
            detail = context.debugDescription
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
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
}
