/// Why ``JSONParser`` could not read its input, and where: the byte ``offset``, with its ``line`` and
/// ``column``.
///
/// ``message`` says what is wrong as a sentence a person can act on, such as
/// "expected ':' after object key, found '1'"; ``description`` adds the place. A duplicate key also has
/// the ``path`` of the key, such as `$.sections[2].data.title`.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure; new codes may be added.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private enum Value: String {
            case syntax, depthLimit, duplicateKey, encoding
        }

        private let value: Value

        private init(_ value: Value) {
            self.value = value
        }

        /// The text is not JSON: bad grammar, a bad escape, a number out of range or invalid UTF-8.
        public static let syntax = Code(.syntax)
        /// Arrays and objects nest deeper than ``JSONParseLimits/maxDepth``.
        public static let depthLimit = Code(.depthLimit)
        /// An object holds the same key twice; ``JSONParseError/path`` names it, and the error's place is its
        /// second occurrence. Keys are the same when they are equal as Swift `String`s, after escapes are
        /// decoded: `"a"` and `"\u0061"` are, and so are canonically equivalent spellings such as a
        /// precomposed `"é"` and `"e\u0301"`, which a `[String: Value]` cannot hold apart.
        public static let duplicateKey = Code(.duplicateKey)
        /// The text is not UTF-8 without a byte order mark, as JSON exchanged between systems must be
        /// (RFC 8259, section 8.1): it begins with a byte order mark, or its first bytes show UTF-16 or UTF-32.
        /// The message names the encoding, and the place is line 1, column 1. Invalid UTF-8 further on is a
        /// ``syntax`` error.
        public static let encoding = Code(.encoding)

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

    /// The JSON path of the duplicate key, such as `$.sections[2].data.title` or `$.items[0]["two words"]`,
    /// for a ``Code/duplicateKey`` error; `nil` for the others. A key longer than 200 characters shows its
    /// start, `…` and its length, `$["aaaa…" (131072 characters)]`, and control characters, line separators
    /// and bidirectional controls in a key are escaped, so that the path stays short and shows as it reads.
    public let path: String?

    /// An error with a code, a message, a place and, for a duplicate key, its path.
    public init(_ code: Code, message: String, offset: Int, line: Int, column: Int, path: String? = nil) {
        self.code = code
        self.message = message
        self.offset = offset
        self.line = line
        self.column = column
        self.path = path
    }

    /// The message with its place: "invalid JSON at line 3, column 7: expected a JSON value".
    public var description: String {
        "invalid JSON at line \(line), column \(column): \(message)"
    }
}
