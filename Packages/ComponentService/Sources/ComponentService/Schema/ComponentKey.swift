/// A typed argument or result key: the wire name spelled once, bound to the Swift type of its value.
///
/// Declare keys in a component's Define file and use them everywhere else:
///
/// ```swift
/// public enum StoreDefine {
///     public static let id = ComponentKey<Int>("id", "The store's identifier.")
///     public static let limit = ComponentKey<Int>("limit", "How many stores at most.", default: 10)
///     public static let note = ComponentKey<String?>("note", "An optional remark.")
/// }
/// ```
///
/// A key is required unless it has a default or its type is optional.
///
/// `Value` is constrained to ``ComponentValueConvertible`` by the key's initializers and methods, not by the
/// type: the runtime checks a type's constraint by looking the conformance up, the first time for each
/// `Value`, through every conformance of the app, and an app declares keys of hundreds of types at launch.
public struct ComponentKey<Value>: Sendable, ComponentKeyDeclaration {
    /// The declaration, held by reference: a call copies a few keys, and a copy then costs one retain, not
    /// one for each string of the schema.
    @usableFromInline let storage: ComponentKeyStorage

    /// The key's declaration, as validated by the bus and shown by introspection.
    @inlinable public var schema: ComponentKeySchema { storage.schema }

    /// The key as spelled in payloads.
    @inlinable public var name: String { storage.schema.name }

    @usableFromInline
    func readError(found: ComponentValue, reason: ComponentValueCodingError) -> ComponentKeyReadError {
        ComponentKeyReadError(key: schema, found: found, reason: reason)
    }
}

extension ComponentKey where Value: ComponentValueConvertible {
    /// Declares a key that is required, or optional when `Value` is an `Optional`.
    public init(_ name: String, _ summary: String) {
        let isOptional = Value.valueWhenAbsent != nil
        let schema = ComponentKeySchema(
            name: name, type: Value.componentValueType, isRequired: !isOptional, isNullable: isOptional,
            summary: summary)
        storage = ComponentKeyStorage(schema: schema, declaredDefault: nil)
    }

    /// Declares an optional key that reads as `defaultValue` when absent.
    ///
    /// A default that has no value form (its conversion throws) still applies, but is left out of the schema.
    public init(_ name: String, _ summary: String, default defaultValue: Value) {
        let converted = try? defaultValue.componentValue
        let schema = ComponentKeySchema(
            name: name, type: Value.componentValueType, isRequired: false,
            isNullable: Value.valueWhenAbsent != nil, defaultValue: converted, summary: summary)
        storage = ComponentKeyStorage(schema: schema, declaredDefault: ComponentOpaqueValue(defaultValue))
    }

    /// Reads the key from `payload`: the default (or `nil`) when absent, else the converted value.
    ///
    /// Inlinable, so a caller reads a key of a concrete type without generic dispatch; the rare paths stay
    /// out of line.
    ///
    /// - Throws: ``ComponentKeyReadError`` saying whether the key was missing or had the wrong type.
    @inlinable
    public func read(from payload: ComponentPayload) throws(ComponentKeyReadError) -> Value {
        guard let position = payload.position(of: schema.name) else { return try valueWhenAbsent() }
        return try read(from: payload, at: position)
    }

    /// Converts the value at `position` of `payload`, where the key is.
    @inlinable
    func read(from payload: ComponentPayload, at position: Int) throws(ComponentKeyReadError) -> Value {
        // The value is converted where it lies in the payload, not copied out of it first.
        return try payload.members.withUnsafeBufferPointer { members throws(ComponentKeyReadError) in
            do throws(ComponentValueCodingError) {
                return try Value(componentValue: members[position].1)
            } catch {
                throw readError(found: members[position].1, reason: error)
            }
        }
    }

    /// The value of an absent key: its default, `nil` for an optional type, or the error of a missing key.
    @usableFromInline
    func valueWhenAbsent() throws(ComponentKeyReadError) -> Value {
        if let value = storage.declaredDefault?.value(as: Value.self) { return value }
        if let absent = Value.valueWhenAbsent { return absent }
        throw ComponentKeyReadError(key: schema, found: nil, reason: nil)
    }

    /// Writes `value` under this key into `payload`; `nil` optionals remove the key.
    @inlinable
    public func write(_ value: Value, into payload: inout ComponentPayload) throws(ComponentValueCodingError) {
        let converted = try value.componentValue
        // `ComponentValue?.none` spelled out: a bare `nil` there would be the value `null`, stored.
        payload[schema.name] = converted.isNull && schema.isNullable ? ComponentValue?.none : converted
    }
}

/// What a ``ComponentKey`` declares, apart from its Swift type.
@usableFromInline
final class ComponentKeyStorage: Sendable {
    @usableFromInline let schema: ComponentKeySchema
    /// The default, as it was declared, which an absent key reads as. Held opaquely, not as a `Value?`, which
    /// would make the declaration generic.
    let declaredDefault: ComponentOpaqueValue?

    init(schema: ComponentKeySchema, declaredDefault: ComponentOpaqueValue?) {
        self.schema = schema
        self.declaredDefault = declaredDefault
    }
}

/// Anything that declares a key: lets a command list keys of different value types together.
public protocol ComponentKeyDeclaration: Sendable {
    /// The key's declaration.
    var schema: ComponentKeySchema { get }
}

/// Why a ``ComponentKey`` could not be read from a payload.
public struct ComponentKeyReadError: Error, Sendable, CustomStringConvertible {
    /// The key that was read.
    public let key: ComponentKeySchema
    /// The value found, or `nil` when the key was missing.
    public let found: ComponentValue?
    /// Why the value did not convert, when it was present.
    public let reason: ComponentValueCodingError?

    /// Describes the problem, such as `'limit' expects int, got string "ten"`, `'spot' expects object: missing
    /// key "name"` or `'list' expects [int]: at $[1]: expected int, found string "2"`.
    public var description: String {
        let name = EchoedText.quoted(key.name)
        guard let found else { return "\(name) is missing (expects \(key.type))" }
        guard let reason, reason.path != "$" || reason.code != .typeMismatch else {
            return "\(name) expects \(key.type), got \(found.foundDescription())"
        }
        // Of the whole value, the reason says what is wrong with it: a missing member, a number with no exact
        // form, a type's own check.
        let problem = reason.path == "$" ? EchoedText.bare(reason.message) : reason.echoed
        return "\(name) expects \(key.type): \(problem)"
    }
}
