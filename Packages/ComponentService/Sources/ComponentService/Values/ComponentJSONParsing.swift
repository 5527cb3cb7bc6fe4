internal import JSONParsing

/// Parses JSON text into ``ComponentValue`` with the shared strict parser, within ``ComponentJSONLimits``.
///
/// On top of the parser's grammar (which refuses a byte order mark, UTF-16 and UTF-32, naming which) it rejects
/// text longer than ``ComponentJSONLimits/maxBytes``, and it reports errors as ``ComponentJSONError``.
enum ComponentJSONParsing {
    /// Parses one JSON text that fills all of `bytes`.
    static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>,
        limits: ComponentJSONLimits
    ) -> Result<ComponentValue, ComponentJSONError> {
        guard bytes.count <= limits.maxBytes else {
            return .failure(.sizeLimit(byteCount: bytes.count, maxBytes: limits.maxBytes))
        }
        do {
            return .success(
                try JSONParser.parse(
                    bytes, limits: JSONParseLimits(maxDepth: limits.maxDepth), building: ComponentValueJSONBuilder()))
        } catch {
            return .failure(ComponentJSONError(parsing: error))
        }
    }
}

/// Makes ``ComponentValue``s for the shared parser: a number without a fraction or exponent that fits an
/// `Int` is ``ComponentValue/int(_:)``, any other number ``ComponentValue/double(_:)``; an object keeps the
/// order of its members in the text.
struct ComponentValueJSONBuilder: JSONValueBuilder {
    func null() -> ComponentValue { .null }
    func bool(_ value: Bool) -> ComponentValue { .bool(value) }
    func string(_ value: String) -> ComponentValue { .string(value) }
    func integer(_ value: Int) -> ComponentValue { .int(value) }
    func double(_ value: Double, hasFractionOrExponent: Bool) -> ComponentValue { .double(value) }
    func array(_ elements: [ComponentValue]) -> ComponentValue { .array(elements) }
    func object(_ members: JSONObjectMembers<ComponentValue>) -> ComponentValue {
        .object(ComponentPayload(uniqueMembers: members.ordered()))
    }
}

extension ComponentJSONError {
    /// The parser's error as a syntax, depth-limit or duplicate-key error, with the same message and place; text
    /// in another encoding than UTF-8, or with a byte order mark, is a syntax error at line 1, column 1.
    init(parsing error: JSONParseError) {
        if error.code == .depthLimit {
            self = .depthLimit(error.message, line: error.line, column: error.column, offset: error.offset)
        } else if error.code == .duplicateKey {
            self = .duplicateKey(
                error.message, path: error.path, line: error.line, column: error.column, offset: error.offset)
        } else {
            self = .syntax(error.message, line: error.line, column: error.column, offset: error.offset)
        }
    }
}
