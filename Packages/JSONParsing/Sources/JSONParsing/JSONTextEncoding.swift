/// The encoding of JSON text as its first bytes tell it: a byte order mark names one, and without a mark the
/// zero bytes of the first characters do, since JSON text starts with an ASCII character (RFC 4627, section 3).
///
/// ``JSONParser`` reads only UTF-8 without a mark, as JSON exchanged between systems must be (RFC 8259,
/// section 8.1); this names what it refuses. Its error paths are not inlined: they are compiled once, here.
@usableFromInline
enum JSONTextEncoding {
    /// The error for text that begins with a byte order mark, or whose first bytes show UTF-16 or UTF-32;
    /// `nil` for text that may be UTF-8, which the parser then reads.
    @usableFromInline
    static func refusal(of bytes: UnsafeBufferPointer<UInt8>) -> JSONParseError? {
        func byte(_ offset: Int) -> Int { offset < bytes.count ? Int(bytes[offset]) : -1 }
        let message: String
        switch (byte(0), byte(1), byte(2), byte(3)) {
        case (0xEF, 0xBB, 0xBF, _): message = withMark("UTF-8")
        case (0x00, 0x00, 0xFE, 0xFF): message = withMark("UTF-32 (big-endian)")
        case (0xFF, 0xFE, 0x00, 0x00): message = withMark("UTF-32 (little-endian)")
        case (0xFE, 0xFF, _, _): message = withMark("UTF-16 (big-endian)")
        case (0xFF, 0xFE, _, _): message = withMark("UTF-16 (little-endian)")
        case (0x00, 0x00, 0x00, 0x01...): message = withoutMark("UTF-32 (big-endian)")
        case (0x01..., 0x00, 0x00, 0x00): message = withoutMark("UTF-32 (little-endian)")
        case (0x00, 0x01..., _, _): message = withoutMark("UTF-16 (big-endian)")
        case (0x01..., 0x00, _, _): message = withoutMark("UTF-16 (little-endian)")
        default: return nil
        }
        return JSONParseError(.encoding, message: message, offset: 0, line: 1, column: 1)
    }

    private static func withMark(_ encoding: String) -> String {
        "the text begins with a \(encoding) byte order mark; write it as UTF-8 without one"
    }

    private static func withoutMark(_ encoding: String) -> String {
        "the text looks like \(encoding) from its first bytes; write it as UTF-8"
    }
}
