/// `Codable` conformance, so a ``ComponentValue`` can sit inside any `Codable` type.
extension ComponentValue: Codable {
    /// Decodes the value by trying null, `Bool`, `Int`, `Double`, `String`, an array and an object in turn;
    /// from a ``ComponentValueDecoder``, it is the decoder's value as it is.
    ///
    /// Which case a number lands in depends on the decoder: Foundation's `JSONDecoder` decodes `1.0` and
    /// `1e3` as ``int(_:)``, unlike ``init(jsonText:limits:)``, which keeps them as ``double(_:)``.
    public init(from decoder: any Decoder) throws {
        if let decoding = decoder as? ComponentValueDecoding {
            self = decoding.value
            return
        }
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let int = try? container.decode(Int.self) {
            self = .int(int)
        } else if let double = try? container.decode(Double.self) {
            self = .double(double)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([ComponentValue].self) {
            self = .array(array)
        } else if let object = try? container.decode(ComponentPayload.self) {
            self = .object(object)
        } else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "expected null, a bool, a number, a string, an array or an object"
            )
        }
    }

    /// Encodes the value as the matching single value; an ``opaque(_:)`` value throws
    /// `EncodingError.invalidValue`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let bool): try container.encode(bool)
        case .int(let int): try container.encode(int)
        case .double(let double): try container.encode(double)
        case .string(let string): try container.encode(string)
        case .array(let elements): try container.encode(elements)
        case .object(let object): try container.encode(object)
        case .opaque(let opaque):
            throw EncodingError.invalidValue(
                self,
                EncodingError.Context(
                    codingPath: encoder.codingPath,
                    debugDescription: "\(opaque) is an in-process value with no serialized form and cannot be encoded"
                )
            )
        }
    }
}
