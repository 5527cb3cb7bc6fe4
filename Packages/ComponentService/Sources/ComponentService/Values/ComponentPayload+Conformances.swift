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
    /// Decodes a keyed container of values, such as a JSON object.
    public init(from decoder: any Decoder) throws {
        self.init(try [String: ComponentValue](from: decoder))
    }

    /// Encodes the members as a keyed container, such as a JSON object.
    public func encode(to encoder: any Encoder) throws {
        try dictionary.encode(to: encoder)
    }
}

extension ComponentPayload: CustomStringConvertible {
    /// The compact JSON text of the object, with sorted keys, as ``ComponentValue/description`` writes it.
    public var description: String { ComponentValue.object(self).description }
}
