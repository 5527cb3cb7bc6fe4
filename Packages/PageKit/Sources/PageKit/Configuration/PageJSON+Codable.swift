public import JSONParsing

extension PageJSON {
    /// Decodes a `T` from this value directly, with no JSON text in between, as `JSONDecoder` would from its
    /// JSON text; how a section's factory reads its typed data.
    ///
    /// ```swift
    /// let banner = try configuration.data.decode(Banner.self)
    /// ```
    ///
    /// It reads as JSONParsing's `JSONValueDecoder` does: integers from whole numbers within their range, and
    /// a ``PageJSON`` member as it is. Foundation's types read as `JSONDecoder` reads them by default: a `URL`
    /// from a string, `Data` from a base64 string, a `Decimal` from a number, a `Date` from seconds since 2001.
    ///
    /// - Throws: ``PageJSONError`` naming the path that does not fit, such as
    ///   `$.items[1].price: Expected to decode Int but found a string instead.`, or
    ///   `$.items[1].count: The number 300 does not fit in Int8.`; for an infinite or NaN number where the type
    ///   reads a number, which has no JSON form, its code is ``PageJSONError/Code/notEncodable``.
    public func decode<T: Decodable>(_ type: T.Type = T.self) throws(PageJSONError) -> T {
        do {
            return try JSONValueDecoder(readers: JSONValueReader.foundation).decode(type, from: self)
        } catch {
            throw PageJSONError(decoding: error, from: self)
        }
    }

    /// The value at `codingPath` inside this one, as a decoder's error names it, if there is one.
    func value(atCodingPath codingPath: [any CodingKey]) -> PageJSON? {
        var value = self
        for key in codingPath {
            switch value {
            case .array:
                guard let index = key.intValue, let element = value[index] else { return nil }
                value = element
            case .object:
                guard let member = value[key.stringValue] else { return nil }
                value = member
            default:
                return nil
            }
        }
        return value
    }
}
