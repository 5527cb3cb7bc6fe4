import Foundation

/// A Swift type that converts to and from a ``ComponentValue``, so it can be the type of a ``ComponentKey``.
///
/// The standard scalar types, arrays, dictionaries, optionals and ``ComponentValue`` itself conform.
/// A `Codable` type conforms by declaring conformance to ``ComponentCodable``.
public protocol ComponentValueConvertible: Sendable {
    /// The type declared in schemas for values of this Swift type.
    static var componentValueType: ComponentValueType { get }

    /// Reads a value, or explains why `componentValue` is not one.
    init(componentValue: ComponentValue) throws(ComponentValueCodingError)

    /// This value as a ``ComponentValue``, or why it has none (a non-finite number in a `Codable` type).
    var componentValue: ComponentValue { get throws(ComponentValueCodingError) }

    /// The value to use when a key of this type is absent, or `nil` when the key is required.
    ///
    /// Only `Optional` answers a value (`.some(nil)`), which makes optional keys optional.
    static var valueWhenAbsent: Self? { get }
}

extension ComponentValueConvertible {
    /// Keys of this type are required: `nil`.
    public static var valueWhenAbsent: Self? { nil }
}

extension ComponentValue: ComponentValueConvertible {
    /// ``ComponentValueType/any``.
    public static var componentValueType: ComponentValueType { .any }
    /// Wraps any value.
    public init(componentValue: ComponentValue) { self = componentValue }
    /// The value itself.
    public var componentValue: ComponentValue { self }
}

extension Bool: ComponentValueConvertible {
    /// ``ComponentValueType/bool``.
    public static var componentValueType: ComponentValueType { .bool }
    /// Reads ``ComponentValue/bool(_:)``.
    public init(componentValue: ComponentValue) throws(ComponentValueCodingError) {
        guard let value = componentValue.boolValue else {
            throw .typeMismatch(expected: Self.componentValueType, found: componentValue)
        }
        self = value
    }
    /// ``ComponentValue/bool(_:)``.
    public var componentValue: ComponentValue { .bool(self) }
}

extension Int: ComponentValueConvertible {
    /// ``ComponentValueType/int``.
    public static var componentValueType: ComponentValueType { .int }
    /// Reads ``ComponentValue/int(_:)``.
    public init(componentValue: ComponentValue) throws(ComponentValueCodingError) {
        guard let value = componentValue.intValue else {
            throw .typeMismatch(expected: Self.componentValueType, found: componentValue)
        }
        self = value
    }
    /// ``ComponentValue/int(_:)``.
    public var componentValue: ComponentValue { .int(self) }
}

extension Double: ComponentValueConvertible {
    /// ``ComponentValueType/double``.
    public static var componentValueType: ComponentValueType { .double }
    /// Reads ``ComponentValue/double(_:)``, or ``ComponentValue/int(_:)`` when the `Double` holds it exactly.
    public init(componentValue: ComponentValue) throws(ComponentValueCodingError) {
        switch componentValue {
        case .double(let value): self = value
        case .int(let value):
            guard let exact = Double(exactly: value) else {
                throw ComponentValueCodingError(
                    .numberOutOfRange, message: "\(componentValue.codingSummary) has no exact Double")
            }
            self = exact
        default: throw .typeMismatch(expected: Self.componentValueType, found: componentValue)
        }
    }
    /// ``ComponentValue/double(_:)``; an infinite or NaN value has no value form, as it has no JSON form.
    public var componentValue: ComponentValue {
        get throws(ComponentValueCodingError) {
            guard isFinite else {
                throw ComponentValueCodingError(
                    .nonFiniteNumber, message: ComponentValueCodingError.nonFiniteMessage(self))
            }
            return .double(self)
        }
    }
}

extension String: ComponentValueConvertible {
    /// ``ComponentValueType/string``.
    public static var componentValueType: ComponentValueType { .string }
    /// Reads ``ComponentValue/string(_:)``.
    public init(componentValue: ComponentValue) throws(ComponentValueCodingError) {
        guard let value = componentValue.stringValue else {
            throw .typeMismatch(expected: Self.componentValueType, found: componentValue)
        }
        self = value
    }
    /// ``ComponentValue/string(_:)``.
    public var componentValue: ComponentValue { .string(self) }
}

extension ComponentOpaqueValue: ComponentValueConvertible {
    /// ``ComponentValueType/opaque``.
    public static var componentValueType: ComponentValueType { .opaque }
    /// Reads ``ComponentValue/opaque(_:)``.
    public init(componentValue: ComponentValue) throws(ComponentValueCodingError) {
        guard let value = componentValue.opaqueValue else {
            throw .typeMismatch(expected: Self.componentValueType, found: componentValue)
        }
        self = value
    }
    /// ``ComponentValue/opaque(_:)``.
    public var componentValue: ComponentValue { .opaque(self) }
}

extension Array: ComponentValueConvertible where Element: ComponentValueConvertible {
    /// ``ComponentValueType/array(_:nullableElements:)`` of the element type, its elements nullable when
    /// `Element` is an `Optional`.
    public static var componentValueType: ComponentValueType {
        .array(Element.componentValueType, nullableElements: Element.valueWhenAbsent != nil)
    }
    /// Reads an array whose elements all read as `Element`.
    public init(componentValue: ComponentValue) throws(ComponentValueCodingError) {
        guard let elements = componentValue.arrayValue else {
            throw .typeMismatch(expected: Self.componentValueType, found: componentValue)
        }
        var result: [Element] = []
        result.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            do {
                result.append(try Element(componentValue: element))
            } catch {
                throw error.nested(underIndex: index)
            }
        }
        self = result
    }
    /// ``ComponentValue/array(_:)``.
    public var componentValue: ComponentValue {
        get throws(ComponentValueCodingError) {
            var elements: [ComponentValue] = []
            elements.reserveCapacity(count)
            for (index, element) in enumerated() {
                do {
                    elements.append(try element.componentValue)
                } catch {
                    throw error.nested(underIndex: index)
                }
            }
            return .array(elements)
        }
    }
}

extension Dictionary: ComponentValueConvertible where Key == String, Value: ComponentValueConvertible {
    /// ``ComponentValueType/object``.
    public static var componentValueType: ComponentValueType { .object }
    /// Reads an object whose members all read as `Value`.
    public init(componentValue: ComponentValue) throws(ComponentValueCodingError) {
        guard let members = componentValue.objectValue else {
            throw .typeMismatch(expected: Self.componentValueType, found: componentValue)
        }
        var result: [String: Value] = [:]
        result.reserveCapacity(members.count)
        for (key, member) in members {
            do {
                result[key] = try Value(componentValue: member)
            } catch {
                throw error.nested(underKey: key)
            }
        }
        self = result
    }
    /// ``ComponentValue/object(_:)``.
    public var componentValue: ComponentValue {
        get throws(ComponentValueCodingError) {
            var members: ComponentPayload = [:]
            members.reserveCapacity(count)
            for (key, member) in self {
                do {
                    members[key] = try member.componentValue
                } catch {
                    throw error.nested(underKey: key)
                }
            }
            return .object(members)
        }
    }
}

extension ComponentPayload: ComponentValueConvertible {
    /// ``ComponentValueType/object``.
    public static var componentValueType: ComponentValueType { .object }
    /// Reads ``ComponentValue/object(_:)``.
    public init(componentValue: ComponentValue) throws(ComponentValueCodingError) {
        guard let members = componentValue.objectValue else {
            throw .typeMismatch(expected: Self.componentValueType, found: componentValue)
        }
        self = members
    }
    /// ``ComponentValue/object(_:)``.
    public var componentValue: ComponentValue { .object(self) }
}

extension Optional: ComponentValueConvertible where Wrapped: ComponentValueConvertible {
    /// The wrapped type: `null` and absence both read as `nil`.
    public static var componentValueType: ComponentValueType { Wrapped.componentValueType }
    /// Reads `null` as `nil`, anything else as `Wrapped`.
    public init(componentValue: ComponentValue) throws(ComponentValueCodingError) {
        self = componentValue.isNull ? .none : .some(try Wrapped(componentValue: componentValue))
    }
    /// `null` for `nil`, else the wrapped value.
    public var componentValue: ComponentValue {
        get throws(ComponentValueCodingError) {
            guard let wrapped = self else { return .null }
            return try wrapped.componentValue
        }
    }
    /// An absent optional key reads as `nil`.
    public static var valueWhenAbsent: Self? { .some(.none) }
}
