import JSONParsing

/// What a `Decodable` type reads, made at random for the decoder's property test: a struct of members, an
/// array, an optional, a number type, and how each part is read (by `decode`, `decodeIfPresent`, a nested
/// container, a super decoder, or the container's typed method).
indirect enum Shape: Sendable, CustomStringConvertible {
    /// A `Bool`, a `String` or a number type, read by a single value container.
    case leaf(Leaf)
    /// A ``JSONValue``, handed over as it is.
    case json
    /// `null` or the shape, as `Optional` reads it.
    case optional(Shape)
    /// An array read element by element until its end.
    case array(Slot)
    /// An array read as exactly these elements, so that a short one runs past its end.
    case tuple([Slot])
    /// An object read member by member, as a struct reads its keys.
    case object([Member])
    /// `[T]`, `[String: T]` or `T?` for a leaf `T`, as the standard library decodes them.
    case standard(Standard, Leaf)

    /// The standard library types of ``standard(_:_:)``.
    enum Standard: CaseIterable, Sendable {
        case array, dictionary, optional
    }

    /// How an element is read from an unkeyed container: its shape and the container method.
    struct Slot: Sendable {
        var shape: Shape
        var access: Access
    }

    /// A member of an object: its key, its shape and the container method that reads it.
    struct Member: Sendable {
        var key: String
        var shape: Shape
        var access: Access
    }

    /// The container method that reads a member or element.
    enum Access: CaseIterable, Sendable {
        /// `decode(_:)` of a `Decodable` that reads the shape.
        case decode
        /// `decodeIfPresent(_:)`; only for an optional shape.
        case decodeIfPresent
        /// A nested keyed or unkeyed container, for an object, array or tuple shape.
        case nested
        /// `superDecoder()`, or `superDecoder(forKey:)`.
        case superDecoder
        /// The container's own method for the leaf type, such as `decode(_: Int8.Type)`.
        case typed
    }

    /// Whether `null` is a value of the shape.
    var isOptional: Bool {
        switch self {
        case .optional, .json, .standard(.optional, _): true
        default: false
        }
    }

    var description: String {
        switch self {
        case .leaf(let leaf): "\(leaf)"
        case .json: "json"
        case .optional(let shape): "\(shape)?"
        case .array(let slot): "[\(slot.shape) by \(slot.access)]"
        case .tuple(let slots): "(" + slots.map { "\($0.shape) by \($0.access)" }.joined(separator: ", ") + ")"
        case .object(let members):
            "{" + members.map { "\($0.key): \($0.shape) by \($0.access)" }.joined(separator: ", ") + "}"
        case .standard(let standard, let leaf): "\(standard)<\(leaf)>"
        }
    }
}

/// The scalar types a shape reads.
enum Leaf: CaseIterable, Sendable {
    case bool, string, double, float
    case int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64

    /// The Swift type.
    var type: any LeafValue.Type {
        switch self {
        case .bool: Bool.self
        case .string: String.self
        case .double: Double.self
        case .float: Float.self
        case .int: Int.self
        case .int8: Int8.self
        case .int16: Int16.self
        case .int32: Int32.self
        case .int64: Int64.self
        case .uint: UInt.self
        case .uint8: UInt8.self
        case .uint16: UInt16.self
        case .uint32: UInt32.self
        case .uint64: UInt64.self
        }
    }

    /// The range of an integer type, as `Int128`, or `nil` for the others.
    var integerRange: ClosedRange<Int128>? {
        (type as? any FixedWidthInteger.Type).map { Int128($0.min)...Int128($0.max) }
    }
}

/// What a shape read, to compare the two decoders' results.
indirect enum Decoded: Equatable, Sendable {
    case null
    case bool(Bool)
    case string(String)
    /// A number with its type, such as `Int8 127` or `Double -0.0`.
    case number(String)
    case json(JSONValue)
    case array([Decoded])
    case object([String: Decoded])
}
