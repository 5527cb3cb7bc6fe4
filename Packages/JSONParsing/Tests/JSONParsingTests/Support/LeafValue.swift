import JSONParsing

/// A scalar type a ``Shape`` reads, with the container methods for it spelled out, so that each container's
/// own method for the type runs (in generic code, `decode(T.self)` would pick the generic method instead).
protocol LeafValue: Decodable {
    /// What was read.
    var decoded: Decoded { get }
    /// Reads a `Self` by the single value container's method for it.
    static func read(from container: any SingleValueDecodingContainer) throws -> Decoded
    /// Reads a `Self` by the unkeyed container's method for it.
    static func read(from container: inout any UnkeyedDecodingContainer) throws -> Decoded
    /// Reads a `Self` by the keyed container's method for it.
    static func read<Key: CodingKey>(from container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Decoded
}

extension LeafValue {
    var decoded: Decoded { .number("\(Self.self) \(self)") }

    /// Reads `[Self]`, `[String: Self]` or `Self?` as the standard library decodes them.
    static func read(_ standard: Shape.Standard, from container: any SingleValueDecodingContainer) throws -> Decoded {
        switch standard {
        case .array: .array(try container.decode([Self].self).map(\.decoded))
        case .dictionary: .object(try container.decode([String: Self].self).mapValues(\.decoded))
        case .optional: try container.decode(Self?.self)?.decoded ?? .null
        }
    }
}

extension Bool {
    var decoded: Decoded { .bool(self) }
}

extension String {
    var decoded: Decoded { .string(self) }
}

extension Bool: LeafValue {
    static func read(from container: any SingleValueDecodingContainer) throws -> Decoded {
        try container.decode(Bool.self).decoded
    }
    static func read(from container: inout any UnkeyedDecodingContainer) throws -> Decoded {
        try container.decode(Bool.self).decoded
    }
    static func read<Key: CodingKey>(from container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Decoded {
        try container.decode(Bool.self, forKey: key).decoded
    }
}

extension String: LeafValue {
    static func read(from container: any SingleValueDecodingContainer) throws -> Decoded {
        try container.decode(String.self).decoded
    }
    static func read(from container: inout any UnkeyedDecodingContainer) throws -> Decoded {
        try container.decode(String.self).decoded
    }
    static func read<Key: CodingKey>(from container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Decoded {
        try container.decode(String.self, forKey: key).decoded
    }
}

extension Double: LeafValue {
    static func read(from container: any SingleValueDecodingContainer) throws -> Decoded {
        try container.decode(Double.self).decoded
    }
    static func read(from container: inout any UnkeyedDecodingContainer) throws -> Decoded {
        try container.decode(Double.self).decoded
    }
    static func read<Key: CodingKey>(from container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Decoded {
        try container.decode(Double.self, forKey: key).decoded
    }
}

extension Float: LeafValue {
    static func read(from container: any SingleValueDecodingContainer) throws -> Decoded {
        try container.decode(Float.self).decoded
    }
    static func read(from container: inout any UnkeyedDecodingContainer) throws -> Decoded {
        try container.decode(Float.self).decoded
    }
    static func read<Key: CodingKey>(from container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Decoded {
        try container.decode(Float.self, forKey: key).decoded
    }
}

extension Int: LeafValue {
    static func read(from container: any SingleValueDecodingContainer) throws -> Decoded {
        try container.decode(Int.self).decoded
    }
    static func read(from container: inout any UnkeyedDecodingContainer) throws -> Decoded {
        try container.decode(Int.self).decoded
    }
    static func read<Key: CodingKey>(from container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Decoded {
        try container.decode(Int.self, forKey: key).decoded
    }
}

extension Int8: LeafValue {
    static func read(from container: any SingleValueDecodingContainer) throws -> Decoded {
        try container.decode(Int8.self).decoded
    }
    static func read(from container: inout any UnkeyedDecodingContainer) throws -> Decoded {
        try container.decode(Int8.self).decoded
    }
    static func read<Key: CodingKey>(from container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Decoded {
        try container.decode(Int8.self, forKey: key).decoded
    }
}

extension Int16: LeafValue {
    static func read(from container: any SingleValueDecodingContainer) throws -> Decoded {
        try container.decode(Int16.self).decoded
    }
    static func read(from container: inout any UnkeyedDecodingContainer) throws -> Decoded {
        try container.decode(Int16.self).decoded
    }
    static func read<Key: CodingKey>(from container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Decoded {
        try container.decode(Int16.self, forKey: key).decoded
    }
}

extension Int32: LeafValue {
    static func read(from container: any SingleValueDecodingContainer) throws -> Decoded {
        try container.decode(Int32.self).decoded
    }
    static func read(from container: inout any UnkeyedDecodingContainer) throws -> Decoded {
        try container.decode(Int32.self).decoded
    }
    static func read<Key: CodingKey>(from container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Decoded {
        try container.decode(Int32.self, forKey: key).decoded
    }
}

extension Int64: LeafValue {
    static func read(from container: any SingleValueDecodingContainer) throws -> Decoded {
        try container.decode(Int64.self).decoded
    }
    static func read(from container: inout any UnkeyedDecodingContainer) throws -> Decoded {
        try container.decode(Int64.self).decoded
    }
    static func read<Key: CodingKey>(from container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Decoded {
        try container.decode(Int64.self, forKey: key).decoded
    }
}

extension UInt: LeafValue {
    static func read(from container: any SingleValueDecodingContainer) throws -> Decoded {
        try container.decode(UInt.self).decoded
    }
    static func read(from container: inout any UnkeyedDecodingContainer) throws -> Decoded {
        try container.decode(UInt.self).decoded
    }
    static func read<Key: CodingKey>(from container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Decoded {
        try container.decode(UInt.self, forKey: key).decoded
    }
}

extension UInt8: LeafValue {
    static func read(from container: any SingleValueDecodingContainer) throws -> Decoded {
        try container.decode(UInt8.self).decoded
    }
    static func read(from container: inout any UnkeyedDecodingContainer) throws -> Decoded {
        try container.decode(UInt8.self).decoded
    }
    static func read<Key: CodingKey>(from container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Decoded {
        try container.decode(UInt8.self, forKey: key).decoded
    }
}

extension UInt16: LeafValue {
    static func read(from container: any SingleValueDecodingContainer) throws -> Decoded {
        try container.decode(UInt16.self).decoded
    }
    static func read(from container: inout any UnkeyedDecodingContainer) throws -> Decoded {
        try container.decode(UInt16.self).decoded
    }
    static func read<Key: CodingKey>(from container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Decoded {
        try container.decode(UInt16.self, forKey: key).decoded
    }
}

extension UInt32: LeafValue {
    static func read(from container: any SingleValueDecodingContainer) throws -> Decoded {
        try container.decode(UInt32.self).decoded
    }
    static func read(from container: inout any UnkeyedDecodingContainer) throws -> Decoded {
        try container.decode(UInt32.self).decoded
    }
    static func read<Key: CodingKey>(from container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Decoded {
        try container.decode(UInt32.self, forKey: key).decoded
    }
}

extension UInt64: LeafValue {
    static func read(from container: any SingleValueDecodingContainer) throws -> Decoded {
        try container.decode(UInt64.self).decoded
    }
    static func read(from container: inout any UnkeyedDecodingContainer) throws -> Decoded {
        try container.decode(UInt64.self).decoded
    }
    static func read<Key: CodingKey>(from container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Decoded {
        try container.decode(UInt64.self, forKey: key).decoded
    }
}
