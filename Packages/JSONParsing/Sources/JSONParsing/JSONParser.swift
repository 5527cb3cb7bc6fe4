/// A strict RFC 8259 parser from UTF-8 bytes to a value type of the caller's choosing.
///
/// The parser reads exactly one JSON value (any value, not only an object or an array) that fills the
/// whole input, with optional whitespace around it, and rejects everything RFC 8259 does not allow:
/// comments, trailing commas, leading zeros, bare control characters and invalid escapes in strings,
/// invalid UTF-8; and by choice what RFC 8259 leaves to each reader: lone surrogate escapes, numbers beyond
/// `Double`'s range and a key written twice in one object (below). The text must be UTF-8 without a byte
/// order mark, as JSON exchanged between systems is (RFC 8259, section 8.1): text that begins with a byte
/// order mark, or whose first bytes show UTF-16 or UTF-32, is refused with an error that names its encoding,
/// such as "the text looks like UTF-16 (little-endian) from its first bytes; write it as UTF-8". A U+FEFF
/// inside a string is an ordinary character.
///
/// An object that holds a key twice is an error too (RFC 8259 leaves its meaning open, and keeping one
/// value would drop the other without a word): keys are the same when they are equal as Swift `String`s
/// once escapes are decoded, so `"a"` and `"\u0061"` are, and so are canonically equivalent spellings such
/// as a precomposed `"é"` and `"e\u0301"`. The error names the key's path, such as
/// `$.sections[2].data.title`, and is found when its object closes, so a syntax error before that `}` is
/// reported first; of several duplicate keys, the first in the text is reported.
///
/// Values are made by a ``JSONValueBuilder``, bottom up: each array and object once, at its exact size,
/// when it closes. The parser is iterative, so nesting costs heap rather than stack, and
/// ``JSONParseLimits/maxDepth`` is checked before a container is opened.
///
/// ```swift
/// let value = try bytes.withUnsafeBufferPointer { buffer throws(JSONParseError) in
///     try JSONParser.parse(buffer, limits: JSONParseLimits(maxDepth: 128), building: MyValueBuilder())
/// }
/// ```
///
/// The parser is generic and `@inlinable`, so it is specialized for each builder in the caller's module.
public enum JSONParser {
    /// Parses the one JSON value that fills all of `bytes`, building it with `builder`.
    ///
    /// - Parameters:
    ///   - bytes: The JSON text as UTF-8, without a byte order mark. It must stay valid during the call.
    ///   - limits: The bounds to enforce; by default a nesting depth of 512.
    ///   - builder: What makes the values.
    /// - Returns: The value, made by `builder`.
    /// - Throws: ``JSONParseError`` saying what is wrong and where: a ``JSONParseError/Code/syntax`` error
    ///   for text that is not JSON, a ``JSONParseError/Code/depthLimit`` error for nesting deeper than
    ///   `limits` allow, a ``JSONParseError/Code/duplicateKey`` error with the key's
    ///   ``JSONParseError/path`` for an object that holds a key twice, a ``JSONParseError/Code/encoding`` error
    ///   for text that begins with a byte order mark or is UTF-16 or UTF-32.
    @inlinable
    public static func parse<Builder: JSONValueBuilder>(
        _ bytes: UnsafeBufferPointer<UInt8>,
        limits: JSONParseLimits = JSONParseLimits(),
        building builder: Builder
    ) throws(JSONParseError) -> Builder.Value {
        if let refusal = JSONTextEncoding.refusal(of: bytes) {
            throw refusal
        }
        var parser = JSONTreeParser(bytes: bytes, maxDepth: limits.maxDepth, builder: builder)
        return try parser.parseDocument()
    }
}
