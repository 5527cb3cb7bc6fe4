import Foundation
internal import JSONParsing

extension JSONValueReader {
    /// What `JSONDecoder` reads by strategies of its own, with its default strategies: a `URL` from a string,
    /// `Data` from a base64 string and a `Decimal` from a number, each with `JSONDecoder`'s errors.
    static let foundation: [JSONValueReader] = [url, data, decimal]

    private static let url = JSONValueReader(URL.self) { _, decoder in
        guard let url = URL(string: try decoder.singleValueContainer().decode(String.self)) else {
            throw corrupted(decoder, "Invalid URL string.")
        }
        return url
    }

    private static let data = JSONValueReader(Data.self) { _, decoder in
        guard let data = Data(base64Encoded: try decoder.singleValueContainer().decode(String.self)) else {
            throw corrupted(decoder, "Encountered Data is not valid Base64.")
        }
        return data
    }

    /// A `Decimal` from the number's shortest decimal form, so that `0.1` is exactly one tenth.
    private static let decimal = JSONValueReader(Decimal.self) { value, decoder in
        switch value {
        case .int(let integer):
            return Decimal(integer)
        case .double(let double) where double.isFinite:
            guard let decimal = Decimal(string: "\(double)", locale: Locale(identifier: "en_US_POSIX")), !decimal.isNaN
            else {
                throw corrupted(decoder, "The number \(double) does not fit in Decimal.")
            }
            return decimal
        default:
            // The standard type's error for anything else: a mismatch, or a number with no JSON form.
            _ = try decoder.singleValueContainer().decode(Double.self)
            throw corrupted(decoder, "Expected to decode Decimal but found \(value) instead.")
        }
    }

    private static func corrupted(_ decoder: any Decoder, _ message: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: message))
    }
}
