import Foundation

extension PageJSON {
    /// Parses JSON text (any value, not only an object or array), strictly as RFC 8259 says: no comments,
    /// no trailing commas, no leading zeros, no numbers beyond `Double`'s range.
    ///
    /// The text is read straight into the value, with no intermediate tree. It is UTF-8, with or without a
    /// byte order mark; UTF-16 and UTF-32 text is read too, told by its byte order mark or by the zero bytes
    /// around its first character, as `JSONSerialization` tells it. Of a key written twice in an object, the
    /// last value counts. Arrays and objects nest up to 512 deep.
    ///
    /// - Throws: ``PageJSONError`` with code ``PageJSONError/Code/invalidJSON`` saying what is wrong and
    ///   where, such as `invalid JSON at line 1, column 6: expected ':' after object key, found '1'`.
    public init(data: Data) throws(PageJSONError) {
        let text = JSONTextEncoding(of: data)
        let parsed: Result<PageJSON, PageJSONError>
        if text.isUTF8 {
            parsed = data.withUnsafeBytes { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                return PageJSONParser.parse(UnsafeBufferPointer(rebasing: bytes[text.byteOrderMarkLength...]))
            }
        } else if let transcoded = text.utf8Bytes(of: data) {
            parsed = transcoded.withUnsafeBufferPointer(PageJSONParser.parse)
        } else {
            throw PageJSONError(
                invalidJSONText: "the text looks like \(text.name) from its first bytes, but is not valid \(text.name)")
        }
        self = try parsed.get()
    }
}
