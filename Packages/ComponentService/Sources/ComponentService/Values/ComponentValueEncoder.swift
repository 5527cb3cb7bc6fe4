/// Converts `Encodable` values to ``ComponentValue`` directly, without JSON text in between.
///
/// Use it to pass your own `Codable` types through the bus:
///
/// ```swift
/// let value = try ComponentValueEncoder().encode(store)  // .object(["id": 7, "name": "Corner", ...])
/// ```
///
/// It follows `JSONEncoder`: integers become ``ComponentValue/int(_:)``, floating-point numbers
/// ``ComponentValue/double(_:)``, a `nil` optional property is left out, a `Date` becomes its
/// `timeIntervalSinceReferenceDate` (seconds since 2001, as `JSONEncoder` writes it by default, which the
/// decoder reads back to the same `Date`), a `URL` its `absoluteString` and `Data` a base64 string. A
/// `Decimal` becomes an int when it is a whole number that fits, otherwise the nearest double: a value has no
/// decimal form, so digits past a double's 15 to 17 significant ones are lost, where `JSONEncoder` keeps
/// them. A `UInt64` above `Int.max` and an infinite or NaN number are errors. A ``ComponentValue`` inside the encoded value,
/// including an ``ComponentValue/opaque(_:)`` one, is embedded as it is.
public struct ComponentValueEncoder: Sendable {
    /// Values handed to `encode(to:)` implementations as `Encoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable]

    /// Creates an encoder.
    public init(userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
        self.userInfo = userInfo
    }

    /// Encodes `value` as a component value.
    ///
    /// - Throws: ``ComponentValueCodingError`` when a number does not fit, is not finite, or the value's
    ///   own `encode(to:)` throws.
    public func encode(_ value: some Encodable) throws(ComponentValueCodingError) -> ComponentValue {
        let context = ComponentValueEncodingContext(userInfo: userInfo)
        let node: ComponentValueEncodingNode
        do {
            node = try context.box(value, codingPath: [])
        } catch {
            throw ComponentValueCodingError(converting: error)
        }
        if let misuse = context.misuse {
            throw misuse
        }
        guard let result = node.componentValue else {
            throw ComponentValueCodingError(
                .invalidValue, "top-level \(type(of: value)) did not encode any values", codingPath: [])
        }
        return result
    }
}

/// What all the encoders and containers of one ``ComponentValueEncoder/encode(_:)`` call share.
final class ComponentValueEncodingContext {
    let userInfo: [CodingUserInfoKey: Any]

    /// The first misuse of the `Encoder` API, such as asking for a keyed container where an unkeyed one
    /// was already made; reported once encoding is over since container requests cannot throw.
    private(set) var misuse: ComponentValueCodingError?

    init(userInfo: [CodingUserInfoKey: any Sendable]) {
        self.userInfo = userInfo
    }

    /// Records a misuse at `codingPath`, unless one was already recorded.
    func recordMisuse(_ message: String, codingPath: [any CodingKey]) {
        if misuse == nil {
            misuse = ComponentValueCodingError(.invalidValue, message, codingPath: codingPath)
        }
    }

    /// Encodes `value`, found at `codingPath`, into a new node.
    func box(_ value: some Encodable, codingPath: [any CodingKey]) throws -> ComponentValueEncodingNode {
        if let leaf = try ComponentValueBoxing.special(value, codingPath: codingPath) {
            return ComponentValueEncodingNode(leaf)
        }
        let encoder = ComponentValueEncoding(codingPath: codingPath, context: self)
        try value.encode(to: encoder)
        return encoder.node
    }
}
