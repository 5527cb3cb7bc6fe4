/// A strict RFC 8259 parser from UTF-8 bytes to ``ComponentValue``.
///
/// The parser is iterative: open arrays and objects live in `frames`, finished values in `values` and
/// pending object keys in `keys`, so deep input costs heap, never stack, and ``ComponentJSONLimits/maxDepth``
/// is checked before a container is opened. Strings are built from byte slices; only strings with escapes
/// go through the reusable `scratch` buffer. The buffer must stay valid while the parser runs.
struct JSONParser {
    /// An array or object that has been opened but not closed.
    private struct Frame {
        var isObject: Bool
        /// The index in `values` of its first element or member value.
        var valueStart: Int
        /// The index in `keys` of its first member key.
        var keyStart: Int
    }

    let bytes: UnsafeBufferPointer<UInt8>
    private let limits: ComponentJSONLimits
    var position = 0
    private var frames: [Frame] = []
    private var values: [ComponentValue] = []
    private var keys: [String] = []
    var scratch: [UInt8] = []

    private init(bytes: UnsafeBufferPointer<UInt8>, limits: ComponentJSONLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    /// Parses one JSON text that fills all of `bytes`.
    static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>,
        limits: ComponentJSONLimits
    ) -> Result<ComponentValue, ComponentJSONError> {
        guard bytes.count <= limits.maxBytes else {
            return .failure(.sizeLimit(byteCount: bytes.count, maxBytes: limits.maxBytes))
        }
        var parser = JSONParser(bytes: bytes, limits: limits)
        do {
            return .success(try parser.parseDocument())
        } catch {
            return .failure(error)
        }
    }

    private mutating func parseDocument() throws(ComponentJSONError) -> ComponentValue {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            throw error("a byte order mark is not allowed before JSON text", at: 0)
        }
        var expectingValue = true
        while true {
            if expectingValue {
                expectingValue = try beginValue()
            } else if let frame = frames.last {
                expectingValue = try continueContainer(frame)
            } else {
                skipWhitespace()
                guard position == bytes.count else {
                    throw error("unexpected \(describeByte(at: position)) after the JSON value", at: position)
                }
                return values.removeLast()
            }
        }
    }

    /// Reads a scalar, or opens a container; returns whether a value is expected next.
    private mutating func beginValue() throws(ComponentJSONError) -> Bool {
        skipWhitespace()
        guard position < bytes.count else {
            throw error("unexpected end of input; expected a JSON value", at: position)
        }
        switch bytes[position] {
        case UInt8(ascii: "["):
            try open(isObject: false)
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                position += 1
                close()
                return false
            }
            return true
        case UInt8(ascii: "{"):
            try open(isObject: true)
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                position += 1
                close()
                return false
            }
            try parseMemberKey()
            return true
        case UInt8(ascii: "\""):
            values.append(.string(try parseString()))
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            values.append(.bool(true))
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            values.append(.bool(false))
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            values.append(.null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            values.append(try parseNumber())
        default:
            throw error("unexpected \(describeByte(at: position)); expected a JSON value", at: position)
        }
        return false
    }

    /// Reads what follows a value inside `frame`; returns whether another value is expected.
    private mutating func continueContainer(_ frame: Frame) throws(ComponentJSONError) -> Bool {
        skipWhitespace()
        let closer = frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        let expected = frame.isObject ? "',' or '}' after object member" : "',' or ']' after array element"
        guard position < bytes.count else {
            throw error("unexpected end of input; expected \(expected)", at: position)
        }
        switch bytes[position] {
        case UInt8(ascii: ","):
            let comma = position
            position += 1
            skipWhitespace()
            if position < bytes.count, bytes[position] == closer {
                throw error("a trailing ',' is not allowed before '\(Character(Unicode.Scalar(closer)))'", at: comma)
            }
            if frame.isObject {
                try parseMemberKey()
            }
            return true
        case closer:
            position += 1
            close()
            return false
        default:
            throw error("expected \(expected), found \(describeByte(at: position))", at: position)
        }
    }

    /// Reads `"key":` with the whitespace around it and stacks the key.
    private mutating func parseMemberKey() throws(ComponentJSONError) {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
            throw error("expected '\"' to begin an object key, found \(describeByte(at: position))", at: position)
        }
        keys.append(try parseString())
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
            throw error("expected ':' after object key, found \(describeByte(at: position))", at: position)
        }
        position += 1
    }

    /// Opens the container whose bracket is at `position`, unless that would pass the depth limit.
    private mutating func open(isObject: Bool) throws(ComponentJSONError) {
        guard frames.count < limits.maxDepth else {
            let (line, column) = location(of: position)
            throw .depthLimit(maxDepth: limits.maxDepth, line: line, column: column, offset: position)
        }
        frames.append(Frame(isObject: isObject, valueStart: values.count, keyStart: keys.count))
        position += 1
    }

    /// Replaces the innermost container's stacked parts with the finished array or object.
    private mutating func close() {
        let frame = frames.removeLast()
        if frame.isObject {
            var object = [String: ComponentValue](minimumCapacity: keys.count - frame.keyStart)
            for (key, value) in zip(keys[frame.keyStart...], values[frame.valueStart...]) {
                object[key] = value
            }
            keys.removeSubrange(frame.keyStart...)
            values.removeSubrange(frame.valueStart...)
            values.append(.object(object))
        } else {
            let elements = Array(values[frame.valueStart...])
            values.removeSubrange(frame.valueStart...)
            values.append(.array(elements))
        }
    }

    private mutating func skipWhitespace() {
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

extension JSONParser {
    /// A syntax error at byte `offset`, with its line and column.
    func error(_ message: String, at offset: Int) -> ComponentJSONError {
        let (line, column) = location(of: offset)
        return .syntax(message, line: line, column: column, offset: offset)
    }

    /// The 1-based line and column (in characters) of byte `offset`; only computed when reporting an error.
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
