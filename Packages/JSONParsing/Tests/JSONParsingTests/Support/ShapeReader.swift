import JSONParsing

/// Reads a ``Shape`` from any decoder, so that `JSONValueDecoder` and `JSONDecoder` run the same reads.
enum ShapeReader {
    /// The shape that ``Shaped`` reads; set around each `decode` that makes one.
    @TaskLocal static var shape: Shape = .json

    /// Decodes `shape` from `decoder`.
    static func read(_ shape: Shape, from decoder: any Decoder) throws -> Decoded {
        switch shape {
        case .leaf(let leaf):
            return try leaf.type.read(from: decoder.singleValueContainer())
        case .json:
            return .json(try decoder.singleValueContainer().decode(JSONValue.self))
        case .optional(let wrapped):
            return try decoder.singleValueContainer().decodeNil() ? .null : read(wrapped, from: decoder)
        case .array, .tuple:
            var container = try decoder.unkeyedContainer()
            return try readElements(of: shape, from: &container)
        case .object(let members):
            return try readMembers(members, from: decoder.container(keyedBy: ShapeKey.self))
        case .standard(let standard, let leaf):
            return try leaf.type.read(standard, from: decoder.singleValueContainer())
        }
    }

    /// Decodes `shape` by `decode(_:)` of a ``Shaped``.
    static func decode(_ shape: Shape, _ body: () throws -> Shaped) throws -> Decoded {
        try $shape.withValue(shape) { try body().decoded }
    }

    private static func readElements(
        of shape: Shape, from container: inout any UnkeyedDecodingContainer
    ) throws
        -> Decoded
    {
        var elements: [Decoded] = []
        switch shape {
        case .array(let slot):
            while !container.isAtEnd {
                elements.append(try readElement(slot, from: &container))
            }
        case .tuple(let slots):
            for slot in slots {
                elements.append(try readElement(slot, from: &container))
            }
        default:
            break
        }
        return .array(elements)
    }

    private static func readElement(
        _ slot: Shape.Slot, from container: inout any UnkeyedDecodingContainer
    ) throws
        -> Decoded
    {
        switch (slot.access, slot.shape) {
        case (.decodeIfPresent, _):
            return try $shape.withValue(slot.shape) { try container.decodeIfPresent(Shaped.self)?.decoded ?? .null }
        case (.nested, .object(let members)):
            return try readMembers(members, from: container.nestedContainer(keyedBy: ShapeKey.self))
        case (.nested, .array), (.nested, .tuple):
            var nested = try container.nestedUnkeyedContainer()
            return try readElements(of: slot.shape, from: &nested)
        case (.superDecoder, _):
            return try read(slot.shape, from: container.superDecoder())
        case (.typed, .leaf(let leaf)):
            return try leaf.type.read(from: &container)
        default:
            return try $shape.withValue(slot.shape) { try container.decode(Shaped.self).decoded }
        }
    }

    private static func readMembers(
        _ members: [Shape.Member], from container: KeyedDecodingContainer<ShapeKey>
    )
        throws -> Decoded
    {
        var result: [String: Decoded] = [:]
        for member in members {
            result[member.key] = try readMember(member, from: container)
        }
        return .object(result)
    }

    private static func readMember(
        _ member: Shape.Member, from container: KeyedDecodingContainer<ShapeKey>
    ) throws
        -> Decoded
    {
        let key = ShapeKey(member.key)
        switch (member.access, member.shape) {
        case (.decodeIfPresent, _):
            return try $shape.withValue(member.shape) {
                try container.decodeIfPresent(Shaped.self, forKey: key)?.decoded ?? .null
            }
        case (.nested, .object(let members)):
            return try readMembers(members, from: container.nestedContainer(keyedBy: ShapeKey.self, forKey: key))
        case (.nested, .array), (.nested, .tuple):
            var nested = try container.nestedUnkeyedContainer(forKey: key)
            return try readElements(of: member.shape, from: &nested)
        case (.superDecoder, _):
            let decoder =
                try key.stringValue == "super" ? container.superDecoder() : container.superDecoder(forKey: key)
            return try read(member.shape, from: decoder)
        case (.typed, .leaf(let leaf)):
            return try leaf.type.read(from: container, forKey: key)
        default:
            return try $shape.withValue(member.shape) { try container.decode(Shaped.self, forKey: key).decoded }
        }
    }
}

/// A `Decodable` that reads ``ShapeReader/shape``.
struct Shaped: Decodable {
    let decoded: Decoded

    init(from decoder: any Decoder) throws {
        decoded = try ShapeReader.read(ShapeReader.shape, from: decoder)
    }
}

/// Any key.
struct ShapeKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ stringValue: String) {
        self.stringValue = stringValue
    }

    init(stringValue: String) {
        self.init(stringValue)
    }

    init?(intValue: Int) {
        nil
    }
}
