/// Strings: plain runs are sliced from the input; strings with escapes are decoded through `scratch`, on a
/// path that is not inlined, as escapes are rare.
extension JSONScanner {
    /// Reads the string whose opening quote is at the position.
    @inlinable
    mutating func parseString() throws(JSONParseError) -> String {
        let quote = position
        position += 1
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position - 1]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                return try parseEscapedString(quote: quote, start: start)
            }
            try skipCharacter()
        }
        throw error("unterminated string; expected a closing '\"'", at: quote)
    }

    /// Reads the rest of a string that has escapes, from the backslash at the position, through `scratch`;
    /// `start` is the string's first byte after the quote at `quote`.
    @usableFromInline
    mutating func parseEscapedString(quote: Int, start: Int) throws(JSONParseError) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<position]))
        var runStart = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
                if byte == UInt8(ascii: "\"") {
                    position += 1
                    return String(decoding: scratch, as: UTF8.self)
                }
                try appendEscape(quote: quote)
                runStart = position
            } else {
                try skipCharacter()
            }
        }
        throw error("unterminated string; expected a closing '\"'", at: quote)
    }

    /// Decodes the escape whose backslash is at the position into `scratch`.
    private mutating func appendEscape(quote: Int) throws(JSONParseError) {
        let escape = position
        guard position + 1 < bytes.count else {
            throw error("unterminated string; expected a closing '\"'", at: quote)
        }
        let code = bytes[position + 1]
        position += 2
        switch code {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(code)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"): appendUTF8(try readUnicodeEscape(at: escape))
        default:
            let found =
                code >= 0x20 && code < 0x7F
                ? "'\\\(Character(Unicode.Scalar(code)))'" : "'\\' + byte 0x\(hex(code, digits: 2))"
            throw error(
                "invalid escape \(found) in string; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX",
                at: escape
            )
        }
    }

    /// Reads `\uXXXX`, or a surrogate pair `\uD83D\uDE00`, after the backslash at `escape`, leaving the
    /// position after it; lone surrogates are rejected.
    private mutating func readUnicodeEscape(at escape: Int) throws(JSONParseError) -> UInt32 {
        let unit = try readHex4(escape: escape)
        switch unit {
        case 0xD800...0xDBFF:
            guard bytes.count - position >= 2, bytes[position] == UInt8(ascii: "\\"),
                bytes[position + 1] == UInt8(ascii: "u")
            else {
                throw error(
                    "unpaired high surrogate \\u\(hex(unit, digits: 4)); "
                        + "it must be followed by a low surrogate escape \\uDC00-\\uDFFF",
                    at: escape
                )
            }
            let lowEscape = position
            position += 2
            let low = try readHex4(escape: lowEscape)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error(
                    "high surrogate \\u\(hex(unit, digits: 4)) is followed by \\u\(hex(low, digits: 4)), "
                        + "not by a low surrogate \\uDC00-\\uDFFF",
                    at: escape
                )
            }
            return 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        case 0xDC00...0xDFFF:
            throw error(
                "unpaired low surrogate \\u\(hex(unit, digits: 4)); "
                    + "it must follow a high surrogate escape \\uD800-\\uDBFF",
                at: escape
            )
        default:
            return unit
        }
    }

    /// Reads the four hex digits at the position, after the `\u` that starts at `escape`.
    private mutating func readHex4(escape: Int) throws(JSONParseError) -> UInt32 {
        guard bytes.count - position >= 4 else {
            throw error("invalid \\u escape; expected four hex digits", at: escape)
        }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("invalid \\u escape; expected four hex digits", at: escape)
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    /// Appends the UTF-8 encoding of `scalar`, which is not a surrogate.
    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case ..<0x80:
            scratch.append(UInt8(scalar))
        case ..<0x800:
            scratch.append(UInt8(0xC0 | scalar >> 6))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            scratch.append(UInt8(0xE0 | scalar >> 12))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | scalar >> 18))
            scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// Steps over one unescaped character of a string, checking it is allowed and valid UTF-8.
    @inlinable
    mutating func skipCharacter() throws(JSONParseError) {
        let byte = bytes[position]
        if byte < 0x20 {
            throw error(
                "control character U+\(hex(byte, digits: 4)) must be escaped in a string "
                    + "(for example as \\n or \\u00XX)",
                at: position
            )
        }
        if byte < 0x80 {
            position += 1
            return
        }
        guard let length = utf8SequenceLength(at: position) else {
            throw error("invalid UTF-8 byte sequence starting with byte 0x\(hex(byte, digits: 2))", at: position)
        }
        position += length
    }

    /// The length of the valid UTF-8 sequence of two to four bytes at `offset`, or `nil` if it is invalid
    /// (Unicode table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF).
    @inlinable
    func utf8SequenceLength(at offset: Int) -> Int? {
        let lead = bytes[offset]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, low) = (3, 0xA0)
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: (length, high) = (3, 0x9F)
        case 0xF0: (length, low) = (4, 0x90)
        case 0xF1...0xF3: length = 4
        case 0xF4: (length, high) = (4, 0x8F)
        default: return nil
        }
        guard bytes.count - offset >= length, (low...high).contains(bytes[offset + 1]) else { return nil }
        for index in offset + 2..<offset + length where bytes[index] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }
}
