import Foundation
import JSONParsing

/// What a decode came to, in a form two decoders' results compare in: the value read, or the error's kind,
/// coding path, message and type.
enum DecodingOutcome: Equatable, CustomStringConvertible {
    /// The kinds of `DecodingError`, and any other error.
    enum Kind: String, Sendable {
        case typeMismatch, valueNotFound, keyNotFound, dataCorrupted, other
    }

    /// An error: its kind; its coding path, a key as its string value and an index as `Index 2#2`; its
    /// debug description; and the type it names (or the missing key).
    struct Failure: Equatable {
        var kind: Kind
        var path: [String]
        var message: String
        var subject: String
    }

    case value(Decoded)
    case failure(Failure)

    /// The outcome of `body`.
    init(_ body: () throws -> Decoded) {
        do {
            self = .value(try body())
        } catch {
            self = .failure(Self.failure(error))
        }
    }

    /// `JSONValueDecoder`'s outcome for `shape` from `value`.
    static func direct(_ shape: Shape, from value: JSONValue) -> DecodingOutcome {
        DecodingOutcome {
            try ShapeReader.decode(shape) { try JSONValueDecoder().decode(Shaped.self, from: value) }
        }
    }

    /// `JSONDecoder`'s outcome for `shape` from the JSON text `JSONEncoder` writes for `value`.
    static func throughText(_ shape: Shape, from value: JSONValue) -> DecodingOutcome {
        DecodingOutcome {
            let text = try JSONEncoder().encode(value)
            return try ShapeReader.decode(shape) { try JSONDecoder().decode(Shaped.self, from: text) }
        }
    }

    var failure: Failure? {
        guard case .failure(let failure) = self else { return nil }
        return failure
    }

    var description: String {
        switch self {
        case .value(let decoded): "\(decoded)"
        case .failure(let failure): "\(failure.kind) at \(failure.path): \(failure.message) (\(failure.subject))"
        }
    }

    /// A coding path as the outcomes write it.
    static func path(_ codingPath: [any CodingKey]) -> [String] {
        codingPath.map { key in key.intValue.map { "\(key.stringValue)#\($0)" } ?? key.stringValue }
    }

    private static func failure(_ error: any Error) -> Failure {
        switch error as? DecodingError {
        case .typeMismatch(let type, let context):
            Failure(
                kind: .typeMismatch, path: path(context.codingPath), message: context.debugDescription,
                subject: "\(type)")
        case .valueNotFound(let type, let context):
            Failure(
                kind: .valueNotFound, path: path(context.codingPath), message: context.debugDescription,
                subject: "\(type)")
        case .keyNotFound(let key, let context):
            Failure(
                kind: .keyNotFound, path: path(context.codingPath), message: context.debugDescription,
                subject: key.stringValue)
        case .dataCorrupted(let context):
            Failure(
                kind: .dataCorrupted, path: path(context.codingPath), message: context.debugDescription, subject: "")
        default:
            Failure(kind: .other, path: [], message: "\(error)", subject: "")
        }
    }
}
