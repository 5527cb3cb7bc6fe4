extension ComponentValueDecoding {
    /// The error for a value of the wrong kind: `valueNotFound` for `null`, else `typeMismatch`; each carries
    /// a ``ComponentValueCodingError`` as its underlying error.
    func mismatch(_ type: Any.Type, expected: String) -> DecodingError {
        let found = value.codingSummary
        if value.isNull {
            let error = ComponentValueCodingError(
                .valueNotFound, "expected \(expected), found \(found)", codingPath: codingPath)
            return .valueNotFound(type, context(error))
        }
        let error = ComponentValueCodingError(
            .typeMismatch, "expected \(expected), found \(found)", codingPath: codingPath)
        return .typeMismatch(type, context(error))
    }

    /// The error for a number that does not fit in `type`.
    func outOfRange(_ type: Any.Type, _ message: String) -> DecodingError {
        .dataCorrupted(context(ComponentValueCodingError(.numberOutOfRange, message, codingPath: codingPath)))
    }

    /// The error for a value of the right kind whose content is unusable, such as invalid base64.
    func corrupted(_ message: String) -> DecodingError {
        .dataCorrupted(context(ComponentValueCodingError(.dataCorrupted, message, codingPath: codingPath)))
    }

    /// A context with the message and path of `error`, and `error` as its underlying error.
    func context(_ error: ComponentValueCodingError) -> DecodingError.Context {
        DecodingError.Context(codingPath: codingPath, debugDescription: error.message, underlyingError: error)
    }
}
