/// A `Codable` type that travels through the bus as an object, converted by
/// ``ComponentValueEncoder`` and ``ComponentValueDecoder`` without JSON text in between.
///
/// Declare the conformance and nothing else: `struct Store: ComponentCodable { … }`. Its keys are declared
/// `object`, which the bus checks values against. A type that encodes as something else declares what:
/// a single-value type, such as a wrapped number, says so with
/// `static var componentValueType: ComponentValueType { .double }`; an enum with raw values travels as its
/// raw value and needs nothing more.
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
        self = try Self.case(of: componentValue)
    }

    /// The raw value.
    public var componentValue: ComponentValue {
        get throws(ComponentValueCodingError) { try rawValue.componentValue }
    }
}

// A `ComponentCodable` enum with raw values has two sets of defaults, `ComponentCodable`'s and the raw value's
// above, neither more specific than the other. These, more specific than both, pick the raw value's; each
// body is the one above.
extension ComponentCodable where Self: RawRepresentable, RawValue: ComponentValueConvertible {
    /// The raw value's type: an enum with raw values travels as its raw value, as it encodes.
    public static var componentValueType: ComponentValueType { RawValue.componentValueType }

    /// Reads the raw value and then the case it names.
    public init(componentValue: ComponentValue) throws(ComponentValueCodingError) {
        self = try Self.case(of: componentValue)
    }

    /// The raw value.
    public var componentValue: ComponentValue {
        get throws(ComponentValueCodingError) { try rawValue.componentValue }
    }
}

extension RawRepresentable where RawValue: ComponentValueConvertible {
    /// The case whose raw value `componentValue` holds.
    static func `case`(of componentValue: ComponentValue) throws(ComponentValueCodingError) -> Self {
        guard let value = Self(rawValue: try RawValue(componentValue: componentValue)) else {
            throw .unknownRawValue(componentValue, of: Self.self)
        }
        return value
    }
}
