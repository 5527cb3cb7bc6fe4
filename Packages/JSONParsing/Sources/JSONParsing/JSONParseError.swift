/// Why ``JSONParser`` could not read its input, and where: the byte ``offset``, with its ``line`` and
/// ``column``.
///
/// ``message`` says what is wrong as a sentence a person can act on, such as
/// "expected ':' after object key, found '1'"; ``description`` adds the place.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure; new codes may be added.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private enum Value: String {
            case syntax, depthLimit
        }

        private let value: Value

        private init(_ value: Value) {
            self.value = value
        }

        /// The text is not JSON: bad grammar, a bad escape, a number out of range or invalid UTF-8.
        public static let syntax = Code(.syntax)
        /// Arrays and objects nest deeper than ``JSONParseLimits/maxDepth``.
        public static let depthLimit = Code(.depthLimit)

        /// The code's name, such as `syntax`.
        public var description: String { value.rawValue }
    }

    /// What kind of failure.
    public let code: Code

    /// What went wrong, such as "unexpected end of input; expected a JSON value".
    public let message: String

    /// The 0-based byte offset of the input where parsing failed.
    public let offset: Int

    /// The 1-based line where parsing failed; lines end at `\n`, `\r\n` or a lone `\r`.
    public let line: Int

    /// The 1-based column where parsing failed, counted in characters of its line.
    public let column: Int

    /// An error with a code, a message and a place.
    public init(_ code: Code, message: String, offset: Int, line: Int, column: Int) {
        self.code = code
        self.message = message
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// The message with its place: "invalid JSON at line 3, column 7: expected a JSON value".
    public var description: String {
        "invalid JSON at line \(line), column \(column): \(message)"
    }
}
