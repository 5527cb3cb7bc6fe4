/// Decodes a `Decodable` type from a ``JSONValue`` directly, as `JSONDecoder` (with its default strategies)
/// decodes it from the value's JSON text, with no text in between.
///
/// ```swift
/// let banner = try JSONValueDecoder().decode(Banner.self, from: value)
/// ```
///
/// What each type reads, and the errors, are `JSONDecoder`'s: the same `DecodingError` kinds at the same
/// coding paths, with its messages, such as `Expected to decode Int but found a string instead.`
///
/// - Integers read from whole numbers and throw `DecodingError.dataCorrupted` at the number's path for any
///   other, or one beyond the type's range; they never trap. A ``JSONValue/double(_:)`` reads as an integer
///   when it is whole (`2.0` reads as `2`, `2.5` does not). From 2^53 on, where a `Double` stands for many
///   integers (a number beyond `Int` is one), it throws `dataCorrupted` rather than guess which integer the
///   text spelled: `12345678901234567890` is `12345678901234567168` as a `Double`.
/// - `Double` and `Float` read from any number; a `Float` throws for a number beyond its range, or one that
///   would round to zero.
/// - A ``JSONValue/double(_:)`` that is infinite or NaN has no JSON text: reading it as a number throws
///   `DecodingError.dataCorrupted` at its path.
/// - A ``JSONValue`` member or element is handed over as it is.
///
/// Where `JSONDecoder` has a strategy of its own for a Foundation type (`Data` from base64, `URL` from a
/// string, `Decimal` from a number), this decoder, which uses the standard library alone, reads the type's
/// own `Decodable` form unless a ``JSONValueReader`` for the type says otherwise (PageKit's `decode` passes
/// readers for all three). `Date` reads as `JSONDecoder`'s default does, from a number of seconds since 2001.
public struct JSONValueDecoder: Sendable {
    /// Values handed to `init(from:)` implementations as `Decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable]
    /// Types read in a way of their own, in place of their `Decodable` forms; the last reader of a type wins.
    public var readers: [JSONValueReader]

    /// A decoder that hands `userInfo` to the types it decodes and reads the types of `readers` with them.
    public init(userInfo: [CodingUserInfoKey: any Sendable] = [:], readers: [JSONValueReader] = []) {
        self.userInfo = userInfo
        self.readers = readers
    }

    /// Decodes a `T` from `value`.
    ///
    /// - Throws: `DecodingError` for a value that does not fit `T`, naming its coding path, or the error of
    ///   a type's own `init(from:)` or of a reader.
    public func decode<T: Decodable>(_ type: T.Type = T.self, from value: JSONValue) throws -> T {
        let readers = Dictionary(readers.map { ($0.type, $0) }, uniquingKeysWith: { _, last in last })
        return try JSONValueDecoding(value: value, codingPath: [], userInfo: userInfo, readers: readers).decode(type)
    }
}

/// The `Decoder` that ``JSONValueDecoder`` hands to `init(from:)`, for one value at one coding path; it is
/// its own single value container.
struct JSONValueDecoding: Decoder, SingleValueDecodingContainer {
    /// The value to decode.
    let value: JSONValue
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]
    /// The decoder's readers, by the type each reads.
    let readers: [ObjectIdentifier: JSONValueReader]

    /// A decoder for `value`, a member or element at `codingPath`, that shares `userInfo` and the readers.
    func child(_ value: JSONValue, at codingPath: [any CodingKey]) -> JSONValueDecoding {
        JSONValueDecoding(value: value, codingPath: codingPath, userInfo: userInfo, readers: readers)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else {
            throw containerMismatch([String: Any].self, container: "keyed")
        }
        return KeyedDecodingContainer(JSONValueKeyedDecodingContainer<Key>(decoder: self, members: members))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else {
            throw containerMismatch([Any].self, container: "unkeyed")
        }
        return JSONValueUnkeyedDecodingContainer(decoder: self, elements: elements)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    // MARK: SingleValueDecodingContainer

    func decodeNil() -> Bool { value == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
        // As in `JSONDecoder`, `null` is a type mismatch for a Boolean, not a missing value.
        guard case .bool(let bool) = value else { throw typeMismatch(type) }
        return bool
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let string) = value else { throw mismatch(type) }
        return string
    }

    func decode(_ type: Double.Type) throws -> Double { try decodeFloatingPoint(type) }
    func decode(_ type: Float.Type) throws -> Float { try decodeFloatingPoint(type) }
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
        if T.self == JSONValue.self, let same = value as? T {
            return same
        }
        if !readers.isEmpty, let reader = readers[ObjectIdentifier(T.self)] {
            // A reader of T makes a T: its initializer is typed so.
            guard let read = try reader.read(value, self) as? T else { throw typeMismatch(T.self) }
            return read
        }
        return try T(from: self)
    }
}
