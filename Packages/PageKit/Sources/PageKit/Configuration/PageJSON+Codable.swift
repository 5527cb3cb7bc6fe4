import Foundation
public import JSONParsing

extension PageJSON {
    /// Decodes a `T` from this value, as `JSONDecoder` would from its JSON text; how a section's factory
    /// reads its typed data.
    ///
    /// ```swift
    /// let banner = try configuration.data.decode(Banner.self)
    /// ```
    ///
    /// - Throws: ``PageJSONError`` naming the path that does not fit, such as
    ///   `$.items[1].price: Expected to decode Int but found a string instead.`
    public func decode<T: Decodable>(_ type: T.Type = T.self) throws(PageJSONError) -> T {
        if T.self == PageJSON.self, let same = self as? T { return same }
        // The text is written from this value's dictionaries, so it holds each key once: `JSONDecoder`, which
        // would keep one value of a duplicate key, never meets one here.
        let data: Data
        do {
            data = try JSONEncoder().encode(self)
        } catch {
            throw PageJSONError(encoding: error)
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw PageJSONError(decoding: error)
        }
    }
}
