/// The byte-level half of ``JSONParser``: the input, the read position, and a scratch buffer reused for
/// strings with escapes. It reads whitespace, literals, numbers and strings, and makes errors that name
/// their place. The bytes must stay valid while it runs.
///
/// The reading paths are `@inlinable`, to be specialized with the parser in the caller's module; the error
/// paths are not, so their code is compiled once, here.
@usableFromInline
struct JSONScanner {
    @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
    @usableFromInline var position: Int
    @usableFromInline var scratch: [UInt8]

    @inlinable
    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        position = 0
        scratch = []
    }

    /// Whether every byte has been read.
    @inlinable
    var isAtEnd: Bool { position >= bytes.count }

    /// The byte at the position, or `nil` at the end of input.
    @inlinable
    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// Steps over `byte` if it is the one at the position; returns whether it did.
    @inlinable
    mutating func skip(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// Steps over spaces, tabs, line feeds and carriage returns.
    @inlinable
    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                position += 1
            default:
                return
            }
        }
    }
}

// MARK: - Errors

extension JSONScanner {
    /// A syntax error at byte `offset`, with its line and column.
    @usableFromInline
    func error(_ message: String, at offset: Int) -> JSONParseError {
        let (line, column) = location(of: offset)
        return JSONParseError(.syntax, message: message, offset: offset, line: line, column: column)
    }

    /// The error for a container at byte `offset` that would nest deeper than `maxDepth`.
    @usableFromInline
    func depthLimitError(maxDepth: Int, at offset: Int) -> JSONParseError {
        let (line, column) = location(of: offset)
        return JSONParseError(
            .depthLimit, message: "arrays and objects are nested deeper than the limit of \(maxDepth)",
            offset: offset, line: line, column: column)
    }

    /// The error for `key`, at `path`, whose opening quote is at byte `offset`, written before in the same
    /// object with its opening quote at byte `firstOffset`.
    @usableFromInline
    func duplicateKeyError(_ key: String, path: String, at offset: Int, firstAt firstOffset: Int) -> JSONParseError {
        let (line, column) = location(of: offset)
        let first = location(of: firstOffset)
        return JSONParseError(
            .duplicateKey,
            message:
                "duplicate key \(JSONParsePath.quoted(key)) at \(path), first at line \(first.line), column \(first.column)",
            offset: offset, line: line, column: column, path: path)
    }

    /// The 1-based line and column (in characters) of byte `offset`; only computed when reporting an error.
    /// Lines end at `\n`, `\r\n` or a lone `\r`.
    @usableFromInline
    func location(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) {
            let byte = bytes[index]
            let isLineEnd =
                byte == UInt8(ascii: "\n")
                || (byte == UInt8(ascii: "\r") && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n")))
            if isLineEnd {
                line += 1
                lineStart = index + 1
            }
        }
        let end = max(lineStart, min(offset, bytes.count))
        let prefix = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<end]), as: UTF8.self)
        return (line, prefix.count + 1)
    }

    /// The byte at `offset` for a message: `'x'` for printable ASCII, `byte 0x0A` otherwise.
    @usableFromInline
    func describeByte(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of input" }
        let byte = bytes[offset]
        if byte >= 0x20 && byte < 0x7F {
            return "'\(Character(Unicode.Scalar(byte)))'"
        }
        return "byte 0x\(hex(byte, digits: 2))"
    }

    /// `value` in upper-case hexadecimal, padded with zeros to `digits`.
    @usableFromInline
    func hex(_ value: some BinaryInteger, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
