import Foundation

extension ComponentValueDecoding {
    /// Decodes the types with a fixed form: `Date`, `URL`, `Data` and `Decimal` as ``ComponentValueEncoder``
    /// writes them, and an opaque value; `nil` for any other type. (A ``ComponentValue`` and a
    /// ``ComponentPayload`` take this decoder's value as it is in their own `init(from:)`, so that a type's
    /// `init(from:)` that forwards the decoder to them keeps it too.)
    func decodeSpecial<T: Decodable>(_ type: T.Type) throws -> T? {
        if type == ComponentOpaqueValue.self {
            guard case .opaque(let opaque) = value else { throw mismatch(type, expected: "opaque") }
            return opaque as? T
        }
        if type == Date.self {
            let seconds = try finiteNumber(type, expected: "number of seconds since 2001")
            return Date(timeIntervalSinceReferenceDate: seconds) as? T
        }
        if type == URL.self {
            guard case .string(let string) = value else { throw mismatch(type, expected: "URL string") }
            guard let url = URL(string: string) else {
                throw corrupted(
                    "invalid URL \(EchoedText.quoted(string, by: "\"", limit: EchoedText.maxNestedCharacters))")
            }
            return url as? T
        }
        if type == Data.self {
            guard case .string(let string) = value else { throw mismatch(type, expected: "base64 string") }
            guard let data = Data(base64Encoded: string) else {
                throw corrupted("invalid base64 \(value.codingSummary)")
            }
            return data as? T
        }
        if type == Decimal.self {
            return try decimal() as? T
        }
        return nil
    }

    /// A number that is neither infinite nor NaN: a date made from one of those traps when it is printed.
    private func finiteNumber(_ type: Any.Type, expected: String) throws -> Double {
        let number: Double
        switch value {
        case .double(let double): number = double
        case .int(let int): number = Double(int)
        default: throw mismatch(type, expected: expected)
        }
        guard number.isFinite else { throw outOfRange(type, "\(value.codingSummary) is not a finite number") }
        return number
    }

    /// A decimal from its shortest decimal form, so the double `0.1` reads as exactly `0.1`.
    ///
    /// A double whose shortest form `Decimal(string:)` does not read (an exponent past 127 or before -128),
    /// infinite or NaN does not fit (`Decimal(_:)` traps on the non-finite ones, answers NaN for some others
    /// and is not exact for the rest).
    private func decimal() throws -> Decimal {
        switch value {
        case .int(let int):
            return Decimal(int)
        case .double(let double):
            guard double.isFinite else {
                throw outOfRange(Decimal.self, "\(value.codingSummary) does not fit in Decimal")
            }
            // `Decimal(string:)` reads no exponent past 127; `Decimal(_:)` would not be exact there.
            guard let decimal = Decimal(string: String(double)), !decimal.isNaN else {
                throw outOfRange(Decimal.self, "\(value.codingSummary) does not fit in Decimal")
            }
            return decimal
        default:
            throw mismatch(Decimal.self, expected: "number")
        }
    }
}
