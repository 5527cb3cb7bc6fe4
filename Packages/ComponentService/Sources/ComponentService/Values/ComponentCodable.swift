/// A `Codable` type that travels through the bus as an object, converted by
/// ``ComponentValueEncoder`` and ``ComponentValueDecoder`` without JSON text in between.
///
/// Declare the conformance and nothing else: `struct Store: ComponentCodable { … }`.
public protocol ComponentCodable: Codable, ComponentValueConvertible {}

extension ComponentCodable {
    /// ``ComponentValueType/object``.
    public static var componentValueType: ComponentValueType { .object }

    /// Decodes the value with ``ComponentValueDecoder``.
    public init(componentValue: ComponentValue) throws(ComponentValueCodingError) {
        self = try ComponentValueDecoder().decode(Self.self, from: componentValue)
    }

    /// Encodes the value with ``ComponentValueEncoder``.
    public var componentValue: ComponentValue {
        get throws(ComponentValueCodingError) { try ComponentValueEncoder().encode(self) }
    }
}

extension ComponentValueConvertible where Self: RawRepresentable, RawValue: ComponentValueConvertible {
    /// The raw value's type.
    public static var componentValueType: ComponentValueType { RawValue.componentValueType }

    /// Reads the raw value and then the case it names.
    public init(componentValue: ComponentValue) throws(ComponentValueCodingError) {
        let rawValue = try RawValue(componentValue: componentValue)
        guard let value = Self(rawValue: rawValue) else {
            throw .unknownRawValue(componentValue, of: Self.self)
        }
        self = value
    }

    /// The raw value.
    public var componentValue: ComponentValue {
        get throws(ComponentValueCodingError) { try rawValue.componentValue }
    }
}
