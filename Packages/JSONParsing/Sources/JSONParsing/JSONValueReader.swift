/// Reads one type from a JSON value in a way of its own, in place of the type's `Decodable` form: how a
/// ``JSONValueDecoder`` learns what `JSONDecoder` does for Foundation's types, such as a `URL` from a string.
///
/// ```swift
/// let url = JSONValueReader(URL.self) { _, decoder in
///     let text = try decoder.singleValueContainer().decode(String.self)
///     guard let url = URL(string: text) else {
///         throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "Invalid URL string."))
///     }
///     return url
/// }
/// let page = try JSONValueDecoder(readers: [url]).decode(Page.self, from: value)
/// ```
public struct JSONValueReader: Sendable {
    /// The type the reader makes.
    let type: ObjectIdentifier
    /// Reads a value of that type.
    let read: @Sendable (JSONValue, any Decoder) throws -> Any

    /// A reader of `type` wherever a decoded type holds one: at the top, as a member, as an element, or
    /// inside an optional.
    ///
    /// - Parameters:
    ///   - type: the type it reads.
    ///   - read: reads one from the value, given also the decoder at the value's coding path, whose single
    ///     value container reads the value as a standard type with the decoder's own errors.
    public init<T>(_ type: T.Type, read: @escaping @Sendable (_ value: JSONValue, _ decoder: any Decoder) throws -> T) {
        self.type = ObjectIdentifier(type)
        self.read = read
    }
}
