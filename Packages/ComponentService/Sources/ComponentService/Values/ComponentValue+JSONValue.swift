public import JSONParsing

extension ComponentValue {
    /// The same value as `json`, the workspace's one JSON value (PageKit's `PageJSON`), converted directly,
    /// with no text in between.
    public init(_ json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .int(let value): self = .int(value)
        case .double(let value): self = .double(value)
        case .string(let value): self = .string(value)
        case .array(let elements): self = .array(elements.map(ComponentValue.init))
        case .object(let members): self = .object(ComponentPayload(members.mapValues(ComponentValue.init)))
        }
    }
}

extension JSONValue {
    /// The same value as `value`, converted directly, with no text in between: how a page configuration
    /// answered over the bus becomes PageKit's `PageJSON`. A whole `double` becomes `int`, as parsing its text
    /// would make it.
    ///
    /// - Throws: an unserializable ``ComponentJSONError`` naming the path of an ``ComponentValue/opaque(_:)``
    ///   value or a non-finite number, which have no JSON form, or of nesting deeper than 512.
    public init(_ value: ComponentValue) throws(ComponentJSONError) {
        self = try Self.converted(value, path: "$", depth: 0)
    }

    private static func converted(
        _ value: ComponentValue, path: String, depth: Int
    ) throws(ComponentJSONError) -> JSONValue {
        guard depth <= maxDepth else {
            throw .unserializable("the value is nested deeper than \(maxDepth)", path: path)
        }
        switch value {
        case .null: return .null
        case .bool(let value): return .bool(value)
        case .int(let value): return .int(value)
        case .double(let value):
            guard value.isFinite else {
                throw .unserializable("the non-finite number \(value) has no JSON form", path: path)
            }
            return Int(exactly: value).map(JSONValue.int) ?? .double(value)
        case .string(let value): return .string(value)
        case .opaque(let opaque): throw .unserializable("\(opaque) has no JSON form", path: path)
        case .array(let elements):
            var converted: [JSONValue] = []
            converted.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                converted.append(
                    try Self.converted(element, path: JSONParsePath.element(index, of: path), depth: depth + 1))
            }
            return .array(converted)
        case .object(let members):
            var converted: [String: JSONValue] = [:]
            converted.reserveCapacity(members.count)
            for (key, member) in members {
                converted[key] = try Self.converted(member, path: JSONParsePath.member(key, of: path), depth: depth + 1)
            }
            return .object(converted)
        }
    }
}
