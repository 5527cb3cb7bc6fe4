/// A strict RFC 8259 parser from UTF-8 bytes straight to ``PageJSON``: no intermediate tree, so a page costs
/// its own ``PageJSON`` and little more while it is read.
///
/// The parser is iterative: open arrays and objects live in `frames`, finished values in `values` and
/// pending object keys in `keys`, so deep input costs heap, never stack. Each array and object is made once,
/// at its exact size, when it closes. Strings are made from byte slices; only strings with escapes go
/// through the reusable `scratch` buffer. The bytes must stay valid while the parser runs.
struct PageJSONParser {
    /// The deepest nesting of arrays and objects accepted, as `JSONSerialization` accepted: a deeper value
    /// would take as deep a recursion to compare, print or free.
    static let maxDepth = 512

    /// An array or object that has been opened but not closed.
    private struct Frame {
        var isObject: Bool
        /// The index in `values` of its first element or member value.
        var valueStart: Int
        /// The index in `keys` of its first member key.
        var keyStart: Int
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    private var frames: [Frame] = []
    private var values: [PageJSON] = []
    private var keys: [String] = []
    var scratch: [UInt8] = []

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses the one JSON value (any value, not only an object or array) that fills all of `bytes`.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<PageJSON, PageJSONError> {
        var parser = PageJSONParser(bytes: bytes)
        return Result { () throws(PageJSONError) in try parser.parseDocument() }
    }

    private mutating func parseDocument() throws(PageJSONError) -> PageJSON {
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
    private mutating func beginValue() throws(PageJSONError) -> Bool {
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
    private mutating func continueContainer(_ frame: Frame) throws(PageJSONError) -> Bool {
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
    private mutating func parseMemberKey() throws(PageJSONError) {
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

    /// Opens the container whose bracket is at `position`, unless that would pass ``maxDepth``.
    private mutating func open(isObject: Bool) throws(PageJSONError) {
        guard frames.count < Self.maxDepth else {
            throw error("arrays and objects are nested deeper than the limit of \(Self.maxDepth)", at: position)
        }
        frames.append(Frame(isObject: isObject, valueStart: values.count, keyStart: keys.count))
        position += 1
    }

    /// Replaces the innermost container's stacked parts with the finished array or object; of a key written
    /// twice, the last value counts.
    private mutating func close() {
        let frame = frames.removeLast()
        if frame.isObject {
            var object = [String: PageJSON](minimumCapacity: keys.count - frame.keyStart)
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
