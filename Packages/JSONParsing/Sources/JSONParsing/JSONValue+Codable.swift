extension JSONValue: Codable {
    /// Decodes any JSON value; a number the decoder reads as an `Int` becomes `.int`, and any other a `.double`
    /// (a whole one only below 2^53: ``exactInt(_:)``). Foundation's `JSONDecoder` reads an `Int` from the
    /// text's own digits, so `1e18` written in a text is `.int` here, exactly, where the workspace's parser,
    /// which holds it as a `Double` first, keeps it a `.double`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([String: JSONValue].self) {
            self = .object(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else {
            let value = try container.decode(Double.self)
            self = Self.exactInt(value).map(JSONValue.int) ?? .double(value)
        }
    }

    /// Encodes the value; a non-finite `.double` fails as the encoder's strategy says (JSONEncoder throws).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}
