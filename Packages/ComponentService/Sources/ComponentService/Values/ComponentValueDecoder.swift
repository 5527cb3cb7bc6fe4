/// Converts a ``ComponentValue`` to a `Decodable` type directly, without JSON text in between.
///
/// ```swift
/// let store = try ComponentValueDecoder().decode(Store.self, from: value)
/// ```
///
/// It reads what ``ComponentValueEncoder`` writes and is lenient only where no information is lost:
/// an ``ComponentValue/int(_:)`` reads as a `Double` or `Float`, a whole ``ComponentValue/double(_:)`` as
/// an integer type that can hold it exactly. A `Date` reads from a number of seconds since 2001, a `URL`
/// from a string and `Data` from a base64 string. A ``ComponentValue`` property receives the value as it
/// is, so ``ComponentValue/opaque(_:)`` values survive.
public struct ComponentValueDecoder: Sendable {
    /// Values handed to `init(from:)` implementations as `Decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable]

    /// Creates a decoder.
    public init(userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
        self.userInfo = userInfo
    }

    /// Decodes a `T` from `value`.
    ///
    /// - Throws: ``ComponentValueCodingError`` naming the path of the first value that does not fit, or the
    ///   error of the type's own `init(from:)`.
    public func decode<T: Decodable>(
        _ type: T.Type = T.self, from value: ComponentValue
    ) throws(ComponentValueCodingError) -> T {
        do {
            return try ComponentValueDecoding(value: value, codingPath: [], userInfo: userInfo).decode(type)
        } catch {
            throw ComponentValueCodingError(converting: error)
        }
    }
}

/// The `Decoder` that ``ComponentValueDecoder`` hands to `init(from:)`; it is its own single value
/// container.
struct ComponentValueDecoding: Decoder, SingleValueDecodingContainer {
    /// The value to decode.
    let value: ComponentValue
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    /// A decoder for the value at `codingPath` that shares `userInfo`.
    func child(_ value: ComponentValue, at codingPath: [any CodingKey]) -> ComponentValueDecoding {
        ComponentValueDecoding(value: value, codingPath: codingPath, userInfo: userInfo)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else {
            throw mismatch(KeyedDecodingContainer<Key>.self, expected: "object")
        }
        return KeyedDecodingContainer(
            ComponentValueKeyedDecodingContainer<Key>(decoder: self, members: members))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else {
            throw mismatch((any UnkeyedDecodingContainer).self, expected: "array")
        }
        return ComponentValueUnkeyedDecodingContainer(decoder: self, elements: elements)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    // MARK: SingleValueDecodingContainer

    func decodeNil() -> Bool { value.isNull }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let bool) = value else { throw mismatch(type, expected: "bool") }
        return bool
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let string) = value else { throw mismatch(type, expected: "string") }
        return string
    }

    func decode(_ type: Double.Type) throws -> Double {
        switch value {
        case .double(let double): return double
        case .int(let int):
            guard let double = Double(exactly: int) else {
                throw outOfRange(type, "\(value.codingSummary) has no exact Double")
            }
            return double
        default: throw mismatch(type, expected: "double")
        }
    }

    func decode(_ type: Float.Type) throws -> Float {
        if case .int(let int) = value {
            guard let float = Float(exactly: int) else {
                throw outOfRange(type, "\(value.codingSummary) has no exact Float")
            }
            return float
        }
        let double = try decode(Double.self)
        let float = Float(double)
        // Beyond Float's range a double would be infinite; below it, a number that is not zero would be zero.
        guard float.isFinite, float != 0 || double == 0 else {
            throw outOfRange(type, "\(value.codingSummary) does not fit in Float")
        }
        return float
    }

    func decode(_ type: Int.Type) throws -> Int { try decodeInteger(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decodeInteger(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decodeInteger(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decodeInteger(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decodeInteger(type) }
    func decode(_ type: Int128.Type) throws -> Int128 { try decodeInteger(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decodeInteger(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeInteger(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeInteger(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeInteger(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeInteger(type) }
    func decode(_ type: UInt128.Type) throws -> UInt128 { try decodeInteger(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if let special = try decodeSpecial(type) {
            return special
        }
        return try T(from: self)
    }

    /// An integer from ``ComponentValue/int(_:)``, or from a whole ``ComponentValue/double(_:)``.
    private func decodeInteger<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        switch value {
        case .int(let int):
            guard let integer = T(exactly: int) else {
                throw outOfRange(type, "\(value.codingSummary) does not fit in \(T.self)")
            }
            return integer
        case .double(let double) where double.isFinite && double.rounded(.towardZero) == double:
            guard let integer = T(exactly: double) else {
                throw outOfRange(type, "\(value.codingSummary) does not fit in \(T.self)")
            }
            // From 2^53 on a double stands for many integers (JSON text's 12345678901234567890, beyond Int, is
            // 12345678901234567168 as a double): which one was meant is not known.
            guard double.magnitude < 0x1p53 else {
                throw outOfRange(type, "\(value.codingSummary) is too large to read exactly as \(T.self)")
            }
            return integer
        default:
            throw mismatch(type, expected: "int")
        }
    }
}
