import Foundation

/// Turns numbers and the types `JSONEncoder` treats specially into component values.
enum ComponentValueBoxing {
    /// An integer of any width as ``ComponentValue/int(_:)``; throws if it does not fit in `Int`.
    static func integer<T: BinaryInteger & Encodable>(_ value: T, codingPath: [any CodingKey]) throws -> ComponentValue
    {
        guard let integer = Int(exactly: value) else {
            throw invalid(
                value, .numberOutOfRange, "\(T.self) \(value) does not fit in int (\(Int.min)...\(Int.max))",
                codingPath: codingPath)
        }
        return .int(integer)
    }

    /// A double as ``ComponentValue/double(_:)``; throws if it is infinite or NaN.
    static func double(_ value: Double, codingPath: [any CodingKey]) throws -> ComponentValue {
        guard value.isFinite else {
            throw invalid(
                value, .nonFiniteNumber, ComponentValueCodingError.nonFiniteMessage(value), codingPath: codingPath)
        }
        return .double(value)
    }

    /// A float as the double with the same shortest decimal form, so `0.1` stays `0.1` as in `JSONEncoder`.
    static func float(_ value: Float, codingPath: [any CodingKey]) throws -> ComponentValue {
        guard value.isFinite else {
            throw invalid(
                value, .nonFiniteNumber, ComponentValueCodingError.nonFiniteMessage(value), codingPath: codingPath)
        }
        return .double(Double(value.description) ?? Double(value))
    }

    /// The value of `value` if it is a ``ComponentValue``, a ``ComponentPayload`` (in its order) or of a type
    /// with a fixed encoding (`Date`, `URL`, `Data`, `Decimal` and common primitives); `nil` if it must be
    /// encoded through its `encode(to:)`.
    static func special(_ value: some Encodable, codingPath: [any CodingKey]) throws -> ComponentValue? {
        switch value {
        case let value as ComponentValue: value
        case let value as ComponentPayload: .object(value)
        case let value as ComponentOpaqueValue: .opaque(value)
        case let value as String: .string(value)
        case let value as Int: .int(value)
        case let value as Bool: .bool(value)
        case let value as Double: try double(value, codingPath: codingPath)
        case let value as Date: try double(value.timeIntervalSinceReferenceDate, codingPath: codingPath)
        case let value as URL: .string(value.absoluteString)
        case let value as Data: .string(value.base64EncodedString())
        case let value as Decimal: try decimal(value, codingPath: codingPath)
        default: nil
        }
    }

    /// A decimal as ``ComponentValue/int(_:)`` if it is a whole number that fits, otherwise as the nearest
    /// double to its digits, which keeps a double's precision only.
    private static func decimal(_ value: Decimal, codingPath: [any CodingKey]) throws -> ComponentValue {
        let text = value.description
        if let integer = Int(text) {
            return .int(integer)
        }
        guard let double = Double(text), double.isFinite else {
            throw invalid(value, .nonFiniteNumber, "Decimal \(text) cannot be encoded", codingPath: codingPath)
        }
        return .double(double)
    }

    private static func invalid(
        _ value: Any, _ code: ComponentValueCodingError.Code, _ message: String, codingPath: [any CodingKey]
    ) -> EncodingError {
        let error = ComponentValueCodingError(code, message, codingPath: codingPath)
        return .invalidValue(
            value, EncodingError.Context(codingPath: codingPath, debugDescription: message, underlyingError: error))
    }
}
