/// The iterative half of ``JSONParser``: open arrays and objects live in `frames`, finished values in
/// `values` and pending object keys in `keys`, so deep input costs heap, never stack. Each array and object
/// is made once, when it closes; an object whose keys do not all differ is an error then.
///
/// It is generic over the builder and `@inlinable`, so each caller gets a copy specialized for its values.
@usableFromInline
struct JSONTreeParser<Builder: JSONValueBuilder> {
    /// An array or object that has been opened but not closed.
    @usableFromInline
    struct Frame {
        @usableFromInline var isObject: Bool
        /// The index in `values` of its first element or member value.
        @usableFromInline var valueStart: Int
        /// The index in `keys` of its first member key.
        @usableFromInline var keyStart: Int

        @inlinable
        init(isObject: Bool, valueStart: Int, keyStart: Int) {
            self.isObject = isObject
            self.valueStart = valueStart
            self.keyStart = keyStart
        }
    }

    /// An object key waiting for its object to close.
    @usableFromInline typealias Key = JSONObjectKey

    @usableFromInline var scanner: JSONScanner
    @usableFromInline let maxDepth: Int
    @usableFromInline let builder: Builder
    @usableFromInline var frames: [Frame]
    @usableFromInline var values: [Builder.Value]
    @usableFromInline var keys: [Key]

    @inlinable
    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, builder: Builder) {
        scanner = JSONScanner(bytes: bytes)
        self.maxDepth = maxDepth
        self.builder = builder
        frames = []
        values = []
        keys = []
    }

    /// Parses the one JSON value that fills all of the input.
    @inlinable
    mutating func parseDocument() throws(JSONParseError) -> Builder.Value {
        var expectingValue = true
        while true {
            if expectingValue {
                expectingValue = try beginValue()
            } else if let frame = frames.last {
                expectingValue = try continueContainer(frame)
            } else {
                scanner.skipWhitespace()
                guard scanner.isAtEnd else {
                    throw scanner.error(
                        "unexpected \(scanner.describeByte(at: scanner.position)) after the JSON value",
                        at: scanner.position)
                }
                return values.removeLast()
            }
        }
    }

    /// Reads a scalar, or opens a container; returns whether a value is expected next.
    @inlinable
    mutating func beginValue() throws(JSONParseError) -> Bool {
        scanner.skipWhitespace()
        guard let byte = scanner.current else {
            throw scanner.error("unexpected end of input; expected a JSON value", at: scanner.position)
        }
        switch byte {
        case UInt8(ascii: "["):
            try open(isObject: false)
            scanner.skipWhitespace()
            if scanner.skip(UInt8(ascii: "]")) {
                try close()
                return false
            }
            return true
        case UInt8(ascii: "{"):
            try open(isObject: true)
            scanner.skipWhitespace()
            if scanner.skip(UInt8(ascii: "}")) {
                try close()
                return false
            }
            try parseMemberKey()
            return true
        case UInt8(ascii: "\""):
            values.append(builder.string(try scanner.parseString()))
        case UInt8(ascii: "t"):
            try scanner.expectLiteral("true")
            values.append(builder.bool(true))
        case UInt8(ascii: "f"):
            try scanner.expectLiteral("false")
            values.append(builder.bool(false))
        case UInt8(ascii: "n"):
            try scanner.expectLiteral("null")
            values.append(builder.null())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            switch try scanner.parseNumber() {
            case .integer(let value):
                values.append(builder.integer(value))
            case .double(let value, let hasFractionOrExponent):
                values.append(builder.double(value, hasFractionOrExponent: hasFractionOrExponent))
            }
        default:
            throw scanner.error(
                "unexpected \(scanner.describeByte(at: scanner.position)); expected a JSON value", at: scanner.position)
        }
        return false
    }

    /// Reads what follows a value inside `frame`; returns whether another value is expected.
    @inlinable
    mutating func continueContainer(_ frame: Frame) throws(JSONParseError) -> Bool {
        scanner.skipWhitespace()
        let closer = frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        guard let byte = scanner.current else {
            throw scanner.error("unexpected end of input; expected \(Self.expected(frame))", at: scanner.position)
        }
        switch byte {
        case UInt8(ascii: ","):
            let comma = scanner.position
            scanner.position += 1
            scanner.skipWhitespace()
            if scanner.current == closer {
                throw scanner.error(
                    "a trailing ',' is not allowed before '\(Character(Unicode.Scalar(closer)))'", at: comma)
            }
            if frame.isObject {
                try parseMemberKey()
            }
            return true
        case closer:
            scanner.position += 1
            try close()
            return false
        default:
            throw scanner.error(
                "expected \(Self.expected(frame)), found \(scanner.describeByte(at: scanner.position))",
                at: scanner.position)
        }
    }

    /// What may follow a value inside `frame`, for messages.
    @inlinable
    static func expected(_ frame: Frame) -> String {
        frame.isObject ? "',' or '}' after object member" : "',' or ']' after array element"
    }

    /// Reads `"key":` with the whitespace around it and stacks the key.
    @inlinable
    mutating func parseMemberKey() throws(JSONParseError) {
        scanner.skipWhitespace()
        guard scanner.current == UInt8(ascii: "\"") else {
            throw scanner.error(
                "expected '\"' to begin an object key, found \(scanner.describeByte(at: scanner.position))",
                at: scanner.position)
        }
        let offset = scanner.position
        keys.append(Key(name: try scanner.parseString(), offset: offset))
        scanner.skipWhitespace()
        guard scanner.skip(UInt8(ascii: ":")) else {
            throw scanner.error(
                "expected ':' after object key, found \(scanner.describeByte(at: scanner.position))",
                at: scanner.position)
        }
    }

    /// Opens the container whose bracket is at the scanner's position, unless that would pass `maxDepth`.
    @inlinable
    mutating func open(isObject: Bool) throws(JSONParseError) {
        guard frames.count < maxDepth else {
            throw scanner.depthLimitError(maxDepth: maxDepth, at: scanner.position)
        }
        frames.append(Frame(isObject: isObject, valueStart: values.count, keyStart: keys.count))
        scanner.position += 1
    }

    /// Replaces the innermost container's stacked parts with the finished array or object.
    ///
    /// An object whose keys do not all differ is a duplicate-key error, before the builder sees it.
    @inlinable
    mutating func close() throws(JSONParseError) {
        let frame = frames.removeLast()
        if frame.isObject {
            guard JSONObjectKey.allDiffer(keys[frame.keyStart...]) else {
                throw duplicateKeyError(closing: frame)
            }
            // The members view the stacks only for this call: it is gone before they are cut back, which a view
            // still held would make copy them whole.
            let object = builder.object(
                JSONObjectMembers(keys: keys[frame.keyStart...], values: values[frame.valueStart...]))
            keys.removeSubrange(frame.keyStart...)
            values.removeSubrange(frame.valueStart...)
            values.append(object)
        } else {
            let elements = Array(values[frame.valueStart...])
            values.removeSubrange(frame.valueStart...)
            values.append(builder.array(elements))
        }
    }
}
