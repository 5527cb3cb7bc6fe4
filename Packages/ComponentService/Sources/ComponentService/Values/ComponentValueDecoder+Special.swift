import Foundation

extension ComponentValueDecoding {
    /// Decodes the types with a fixed form: ``ComponentValue`` itself as it is, and `Date`, `URL`, `Data` and
    /// `Decimal` as ``ComponentValueEncoder`` writes them; `nil` for any other type.
    func decodeSpecial<T: Decodable>(_ type: T.Type) throws -> T? {
        if type == ComponentValue.self {
            return value as? T
        }
        if type == ComponentOpaqueValue.self {
            guard case .opaque(let opaque) = value else { throw mismatch(type, expected: "opaque") }
            return opaque as? T
        }
        if type == Date.self {
            return try Date(timeIntervalSince1970: number(type, expected: "number of seconds since 1970")) as? T
        }
        if type == URL.self {
            guard case .string(let string) = value else { throw mismatch(type, expected: "URL string") }
            guard let url = URL(string: string) else { throw corrupted("invalid URL \(String(reflecting: string))") }
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

    private func number(_ type: Any.Type, expected: String) throws -> Double {
        switch value {
        case .double(let double): double
        case .int(let int): Double(int)
        default: throw mismatch(type, expected: expected)
        }
    }

    /// A decimal from its shortest decimal form, so the double `0.1` reads as exactly `0.1`.
    private func decimal() throws -> Decimal {
        switch value {
        case .int(let int):
            return Decimal(int)
        case .double(let double):
            return Decimal(string: String(double)) ?? Decimal(double)
        default:
            throw mismatch(Decimal.self, expected: "number")
        }
    }
}
