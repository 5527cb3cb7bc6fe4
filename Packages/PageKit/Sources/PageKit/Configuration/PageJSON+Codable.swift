import Foundation

extension PageJSON: Codable {
    /// Decodes any JSON value; a whole number that fits an `Int` becomes `.int`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([String: PageJSON].self) {
            self = .object(value)
        } else if let value = try? container.decode([PageJSON].self) {
            self = .array(value)
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else {
            let value = try container.decode(Double.self)
            self = Int(exactly: value).map(PageJSON.int) ?? .double(value)
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

    /// Decodes a `T` from this value, as `JSONDecoder` would from its JSON text; how a section's factory
    /// reads its typed data.
    ///
    /// ```swift
    /// let banner = try configuration.data.decode(Banner.self)
    /// ```
    ///
    /// - Throws: ``PageJSONError`` naming the path that does not fit, such as
    ///   `$.items[1].price: Expected to decode Int but found a string instead.`
    public func decode<T: Decodable>(_ type: T.Type = T.self) throws(PageJSONError) -> T {
        if T.self == PageJSON.self, let same = self as? T { return same }
        // The text is written from this value's dictionaries, so it holds each key once: `JSONDecoder`, which
        // would keep one value of a duplicate key, never meets one here.
        let data: Data
        do {
            data = try JSONEncoder().encode(self)
        } catch {
            throw PageJSONError(encoding: error)
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw PageJSONError(decoding: error)
        }
    }
}
