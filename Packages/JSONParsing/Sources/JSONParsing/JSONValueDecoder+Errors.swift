/// The errors of ``JSONValueDecoder``, worded as `JSONDecoder` words them.
extension JSONValueDecoding {
    /// The error for a value of the wrong kind: `valueNotFound` for `null`, else `typeMismatch`.
    func mismatch(_ type: Any.Type) -> DecodingError {
        guard value != .null else {
            return .valueNotFound(type, context("Cannot get value of type \(type) -- found null value instead"))
        }
        return typeMismatch(type)
    }

    /// `typeMismatch`, even for `null`: `Expected to decode Int but found a string instead.`
    func typeMismatch(_ type: Any.Type) -> DecodingError {
        .typeMismatch(type, context("Expected to decode \(type) but found \(kindDescription) instead."))
    }

    /// The error for a value that is not the `keyed` or `unkeyed` container asked for, as `type`.
    func containerMismatch(_ type: Any.Type, container: String) -> DecodingError {
        guard value != .null else {
            return .valueNotFound(
                type, context("Cannot get \(container) decoding container -- found null value instead"))
        }
        return typeMismatch(type)
    }

    /// The error for a number that `type` cannot hold: a fraction for an integer, or one beyond its range.
    func numberDoesNotFit(_ type: Any.Type) -> DecodingError {
        .dataCorrupted(context("The number \(value) does not fit in \(type)."))
    }

    /// The error for a whole number of 2^53 or more, held as a `Double`, read as an integer: the `Double` stands
    /// for many integers, so the one the text spelled is not known.
    func numberTooLargeToReadExactly(_ type: Any.Type) -> DecodingError {
        .dataCorrupted(
            context(
                "The number \(value) is too large to read exactly as \(type): a JSON value keeps a whole number beyond Int as a Double, which holds integers exactly only below 2^53."
            ))
    }

    /// The error for an infinite or NaN number, which no JSON text holds.
    func numberHasNoJSONForm() -> DecodingError {
        .dataCorrupted(context("The number \(value) has no JSON form."))
    }

    private func context(_ message: String) -> DecodingError.Context {
        DecodingError.Context(codingPath: codingPath, debugDescription: message)
    }

    /// The value's kind as `JSONDecoder`'s messages name it.
    private var kindDescription: String {
        switch value {
        case .null: "null"
        case .bool: "bool"
        case .int, .double: "number"
        case .string: "a string"
        case .array: "an array"
        case .object: "a dictionary"
        }
    }
}

/// The coding keys ``JSONValueDecoder`` adds to a path: an array's elements as `JSONDecoder` names them
/// (`Index 2`, with the index as its `intValue`), and `super` for `superDecoder()`.
struct JSONValueCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        self.init(index: intValue)
    }

    /// The key of the element at `index`.
    init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
    }

    /// The key `superDecoder()` reads.
    static let superKey = JSONValueCodingKey(stringValue: "super")
}
