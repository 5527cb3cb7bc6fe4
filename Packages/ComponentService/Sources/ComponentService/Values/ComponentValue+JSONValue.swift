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
    /// answered over the bus becomes PageKit's `PageJSON`. A whole `double` below 2^53 becomes `int`, as parsing
    /// its text would make it (``JSONValue/exactInt(_:)``).
    ///
    /// - Throws: an unserializable ``ComponentJSONError`` naming the path of an ``ComponentValue/opaque(_:)``
    ///   value or a non-finite number, which have no JSON form, or of nesting deeper than 512.
    public init(_ value: ComponentValue) throws(ComponentJSONError) {
        do {
            self = try Self.converted(value, depth: 0)
        } catch {
            throw .unserializable(error.message, path: JSONParsePath.text(of: error.steps.reversed()))
        }
    }

    /// Why a value has no JSON form, and the steps from it back up to the root, gathered as the conversion
    /// unwinds: a conversion that succeeds spells no path.
    private struct Unwritable: Error {
        let message: String
        var steps: [JSONParsePath.Component] = []

        func from(_ step: JSONParsePath.Component) -> Self {
            var unwritable = self
            unwritable.steps.append(step)
            return unwritable
        }
    }

    /// An array or object inside ``maxDepth`` others, which parsing would refuse; a value of another kind
    /// there is within the limit.
    private static var tooDeep: Unwritable { Unwritable(message: "the value is nested deeper than \(maxDepth)") }

    private static func converted(_ value: ComponentValue, depth: Int) throws(Unwritable) -> JSONValue {
        switch value {
        case .array where depth >= maxDepth, .object where depth >= maxDepth: throw tooDeep
        case .null: return .null
        case .bool(let value): return .bool(value)
        case .int(let value): return .int(value)
        case .double(let value):
            guard value.isFinite else { throw Unwritable(message: "the non-finite number \(value) has no JSON form") }
            return JSONValue.exactInt(value).map(JSONValue.int) ?? .double(value)
        case .string(let value): return .string(value)
        case .opaque(let opaque): throw Unwritable(message: "\(opaque) has no JSON form")
        case .array(let elements):
            var converted: [JSONValue] = []
            converted.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                do {
                    converted.append(try Self.converted(element, depth: depth + 1))
                } catch {
                    throw error.from(.index(index))
                }
            }
            return .array(converted)
        case .object(let members):
            var converted: [String: JSONValue] = [:]
            converted.reserveCapacity(members.count)
            for (key, member) in members {
                do {
                    converted[key] = try Self.converted(member, depth: depth + 1)
                } catch {
                    throw error.from(.key(key))
                }
            }
            return .object(converted)
        }
    }
}
