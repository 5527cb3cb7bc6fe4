extension ComponentPayload: RandomAccessCollection {
    /// A member: its key and its value.
    public typealias Element = (key: String, value: ComponentValue)

    /// The position of the first member.
    @inlinable public var startIndex: Int { 0 }

    /// The position after the last member.
    @inlinable public var endIndex: Int { members.count }

    /// The member at `position`, which must be a valid position (`0..<count`).
    @inlinable
    public subscript(position: Int) -> Element {
        let member = members[position]
        return (key: member.0, value: member.1)
    }
}

extension ComponentPayload: Hashable {
    /// Whether both hold the same keys with equal values, whatever their order.
    public static func == (lhs: ComponentPayload, rhs: ComponentPayload) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.members.allSatisfy { key, value in rhs[key] == value }
    }

    /// Hashes the members so that the order does not matter, as `==` requires.
    public func hash(into hasher: inout Hasher) {
        var combined = 0
        for (key, value) in members {
            var member = Hasher()
            member.combine(key)
            member.combine(value)
            combined ^= member.finalize()
        }
        hasher.combine(members.count)
        hasher.combine(combined)
    }
}

extension ComponentPayload: Codable {
    /// Decodes an object, such as a JSON object, as a `[String: ComponentValue]` would be decoded: through
    /// a single value container, so a decoder's key strategy leaves the keys alone. From a
    /// ``ComponentValueDecoder``, it is the decoder's object as it is, in its order.
    public init(from decoder: any Decoder) throws {
        if let decoding = decoder as? ComponentValueDecoding {
            guard case .object(let payload) = decoding.value else {
                throw decoding.mismatch(Self.self, expected: "object")
            }
            self = payload
            return
        }
        self.init(try decoder.singleValueContainer().decode([String: ComponentValue].self))
    }

    /// Encodes the members as a `[String: ComponentValue]` would be encoded: through a single value
    /// container, so an encoder's key strategy leaves the keys alone.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(dictionary)
    }
}

extension ComponentPayload: CustomStringConvertible {
    /// The compact JSON text of the object, with sorted keys, as ``ComponentValue/description`` writes it.
    public var description: String { ComponentValue.object(self).description }
}
