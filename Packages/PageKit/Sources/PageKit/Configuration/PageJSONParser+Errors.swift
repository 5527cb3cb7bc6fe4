/// Where the text went wrong, for ``PageJSONError``: the line and column of a byte, and the byte itself.
extension PageJSONParser {
    /// A syntax error at byte `offset`: `invalid JSON at line 1, column 6: expected ':' after object key, found '1'`.
    func error(_ message: String, at offset: Int) -> PageJSONError {
        let (line, column) = location(of: offset)
        return PageJSONError(invalidJSON: message, line: line, column: column)
    }

    /// The 1-based line and column (in characters) of byte `offset`; only computed when reporting an error.
    /// Lines end at `\n`, `\r\n` or a lone `\r`.
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
    func describeByte(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of input" }
        let byte = bytes[offset]
        if byte >= 0x20 && byte < 0x7F {
            return "'\(Character(Unicode.Scalar(byte)))'"
        }
        return "byte 0x\(hex(byte, digits: 2))"
    }

    /// `value` in upper-case hexadecimal, padded with zeros to `digits`.
    func hex(_ value: some BinaryInteger, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
