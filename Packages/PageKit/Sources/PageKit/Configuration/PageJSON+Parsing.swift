import Foundation
public import JSONParsing

extension PageJSON {
    /// Parses JSON text (any value, not only an object or array), strictly as RFC 8259 says: no comments,
    /// no trailing commas, no leading zeros, no numbers beyond `Double`'s range.
    ///
    /// The text is read straight into the value, with no intermediate tree. It must be UTF-8 without a byte
    /// order mark, as JSON exchanged between systems is: JSONParsing's parser refuses a byte order mark, or
    /// text that its first bytes show to be UTF-16 or UTF-32, with an error that says which, such as
    /// `invalid JSON: the text looks like UTF-16 (little-endian) from its first bytes; write it as UTF-8`. An
    /// object that holds a key twice is an error, as keeping one value would drop the other: keys are the same
    /// when they are equal as Swift `String`s once escapes are decoded (`"a"` and `"\u0061"`, or a precomposed
    /// `"é"` and `"e\u0301"`). Arrays and objects nest up to 512 deep.
    ///
    /// - Throws: ``PageJSONError`` with code ``PageJSONError/Code/invalidJSON`` saying what is wrong and
    ///   where, such as `invalid JSON at line 1, column 6: expected ':' after object key, found '1'`; for a
    ///   duplicate key, its ``PageJSONError/path`` names the key, as in `invalid JSON at line 3, column 5:
    ///   duplicate key "title" at $.sections[2].data.title, first at line 2, column 5`.
    public init(data: Data) throws(PageJSONError) {
        let parsed = data.withUnsafeBytes { raw in Self.parse(raw.bindMemory(to: UInt8.self)) }
        self = try parsed.get()
    }

    /// Parses the UTF-8 text that fills all of `bytes` with the shared strict parser.
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<PageJSON, PageJSONError> {
        do {
            return .success(
                try JSONParser.parse(bytes, limits: JSONParseLimits(maxDepth: maxDepth), building: PageJSONBuilder()))
        } catch {
            return .failure(PageJSONError(parsing: error))
        }
    }
}

/// Makes ``PageJSON`` values for the shared parser: `.int` for digits alone that fit an `Int` and for a whole
/// number below 2^53 written another way (`1.0`, `1e3`), `.double` for any other finite number.
struct PageJSONBuilder: JSONValueBuilder {
    func null() -> PageJSON { .null }
    func bool(_ value: Bool) -> PageJSON { .bool(value) }
    func string(_ value: String) -> PageJSON { .string(value) }
    func integer(_ value: Int) -> PageJSON { .int(value) }
    func array(_ elements: [PageJSON]) -> PageJSON { .array(elements) }
    func object(_ members: JSONObjectMembers<PageJSON>) -> PageJSON { .object(members.dictionary()) }

    func double(_ value: Double, hasFractionOrExponent: Bool) -> PageJSON {
        // Digits alone that overflow `Int` stay a `Double`, even when rounding brings them to `Int.min`.
        hasFractionOrExponent ? PageJSON.exactInt(value).map(PageJSON.int) ?? .double(value) : .double(value)
    }
}
