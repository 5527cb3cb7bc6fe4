/// A failure to read or write the JSON text form of a ``ComponentValue``.
///
/// Parse errors carry the ``line``, ``column`` and byte ``offset`` where the input went wrong; a duplicate
/// key also carries its ``path``, and write errors carry the ``path`` of the value that has no JSON form.
/// Test the kind with the `is…` properties; new kinds may be added without breaking callers.
public struct ComponentJSONError: Error, Sendable, Hashable, CustomStringConvertible {
    private enum Kind: Sendable, Hashable {
        case syntax
        case depthLimit
        case duplicateKey
        case sizeLimit
        case unserializable
    }

    private let kind: Kind

    /// What went wrong, as a sentence a person can act on, such as "expected ',' or '}' after object member".
    public let message: String

    /// The 1-based line of the input where parsing failed, if this is a parse error.
    ///
    /// Lines end at `\n`, `\r\n` or a lone `\r`.
    public let line: Int?

    /// The 1-based column where parsing failed, counted in characters of its line, if this is a parse error.
    public let column: Int?

    /// The 0-based byte offset of the input where parsing failed, if this is a parse error.
    public let offset: Int?

    /// The JSON path of the value that could not be written, such as `$.stores[2].logo`, if this is a
    /// write error, or of the key written twice, such as `$.sections[2].data.title`, if this is a duplicate
    /// key.
    public let path: String?

    private init(
        kind: Kind,
        message: String,
        line: Int? = nil,
        column: Int? = nil,
        offset: Int? = nil,
        path: String? = nil
    ) {
        self.kind = kind
        self.message = message
        self.line = line
        self.column = column
        self.offset = offset
        self.path = path
    }

    /// Whether the input is not valid JSON: bad grammar, a bad escape, a number out of range, invalid UTF-8, or
    /// text that begins with a byte order mark or is UTF-16 or UTF-32.
    public var isSyntax: Bool { kind == .syntax }

    /// Whether the input nests arrays and objects deeper than ``ComponentJSONLimits/maxDepth``, or a value to
    /// write nests them deeper than the default limit, 128, which ``path`` then names.
    public var isDepthLimit: Bool { kind == .depthLimit }

    /// Whether an object of the input holds a key twice; ``path`` names it and ``line`` and ``column`` give
    /// its second place. Keys are the same when they are equal as Swift `String`s once escapes are decoded,
    /// so `"a"` and `"\u0061"` are, and so are canonically equivalent spellings of `"é"`.
    public var isDuplicateKey: Bool { kind == .duplicateKey }

    /// Whether the input is longer than ``ComponentJSONLimits/maxBytes``.
    public var isSizeLimit: Bool { kind == .sizeLimit }

    /// Whether the value holds something with no JSON form, such as an opaque value or a NaN.
    public var isUnserializable: Bool { kind == .unserializable }

    /// A description with the location, such as "invalid JSON at line 3, column 7: expected a JSON value".
    public var description: String {
        if let line, let column {
            return "invalid JSON at line \(line), column \(column): \(message)"
        }
        if let path {
            return "cannot write JSON at \(path): \(message)"
        }
        return "invalid JSON: \(message)"
    }
}

extension ComponentJSONError {
    static func syntax(_ message: String, line: Int, column: Int, offset: Int) -> Self {
        Self(kind: .syntax, message: message, line: line, column: column, offset: offset)
    }

    static func depthLimit(_ message: String, line: Int, column: Int, offset: Int) -> Self {
        Self(kind: .depthLimit, message: message, line: line, column: column, offset: offset)
    }

    static func duplicateKey(_ message: String, path: String?, line: Int, column: Int, offset: Int) -> Self {
        Self(kind: .duplicateKey, message: message, line: line, column: column, offset: offset, path: path)
    }

    static func sizeLimit(byteCount: Int, maxBytes: Int) -> Self {
        Self(kind: .sizeLimit, message: "the text is \(byteCount) bytes, more than the limit of \(maxBytes) bytes")
    }

    static func tooDeep(_ message: String, path: String) -> Self {
        Self(kind: .depthLimit, message: message, path: path)
    }

    static func unserializable(_ message: String, path: String) -> Self {
        Self(kind: .unserializable, message: message, path: path)
    }
}
