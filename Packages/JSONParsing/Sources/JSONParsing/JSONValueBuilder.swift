/// Makes the values ``JSONParser`` reads, one kind of JSON value per method.
///
/// Conform a small internal type to it and pass an instance to
/// ``JSONParser/parse(_:limits:building:)``; the parser calls it bottom up, so an array's or an object's
/// elements are made before it is.
///
/// ```swift
/// struct MyValueBuilder: JSONValueBuilder {
///     func null() -> MyValue { .null }
///     func bool(_ value: Bool) -> MyValue { .bool(value) }
///     func string(_ value: String) -> MyValue { .string(value) }
///     func integer(_ value: Int) -> MyValue { .int(value) }
///     func double(_ value: Double, hasFractionOrExponent: Bool) -> MyValue { .double(value) }
///     func array(_ elements: [MyValue]) -> MyValue { .array(elements) }
///     func object(_ members: JSONObjectMembers<MyValue>) -> MyValue { .object(members.dictionary()) }
/// }
/// ```
public protocol JSONValueBuilder {
    /// The type of the values made.
    associatedtype Value

    /// The value of `null`.
    func null() -> Value

    /// The value of `true` or `false`.
    func bool(_ value: Bool) -> Value

    /// The value of a string, with its escapes decoded.
    func string(_ value: String) -> Value

    /// The value of a number written without a fraction or an exponent whose value fits an `Int`,
    /// such as `42` or `-0`.
    func integer(_ value: Int) -> Value

    /// The value of any other number: one with a fraction or an exponent (`1.5`, `1e3`, `1.0`), or digits
    /// alone that do not fit an `Int`.
    ///
    /// - Parameters:
    ///   - value: The nearest `Double`; always finite.
    ///   - hasFractionOrExponent: Whether the number was written with a fraction or an exponent, so a
    ///     builder can tell `1.0` (`true`) from `9223372036854775808` (`false`).
    func double(_ value: Double, hasFractionOrExponent: Bool) -> Value

    /// The value of an array, from its elements in order.
    func array(_ elements: [Value]) -> Value

    /// The value of an object, from its members: each key of the text once, as an object that holds a key
    /// twice is a ``JSONParseError/Code/duplicateKey`` error before it reaches the builder. Gather them with
    /// ``JSONObjectMembers/dictionary()``, or with ``JSONObjectMembers/ordered()`` to keep the text's order.
    func object(_ members: JSONObjectMembers<Value>) -> Value
}
