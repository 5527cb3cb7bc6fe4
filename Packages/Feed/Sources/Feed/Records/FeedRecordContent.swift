internal import JSONParsing
import PageKit

/// The typed content of one feed item type, decoded from a record's
/// raw content on first access.
///
/// ```swift
/// struct Article: FeedRecordContent {
///     static var feedType: String { "article" }
///     let title: String
/// }
/// ```
public protocol FeedRecordContent: Decodable, Sendable {
    /// The item type whose content this is, such as `"article"`.
    static var feedType: String { get }
}

/// A record's content after its one decoding.
public enum FeedDecodedContent: Sendable {
    /// The content, decoded as its type's ``FeedRecordContent``.
    case typed(any FeedRecordContent)
    /// No content type is registered for the record's type; the raw content is all there is.
    case unknownType
    /// The content does not have its type's shape.
    case invalid(FeedRecordError)

    /// The typed content, if it decoded.
    public var value: (any FeedRecordContent)? {
        guard case .typed(let content) = self else { return nil }
        return content
    }

    /// The decoding error, if the content is invalid.
    public var error: FeedRecordError? {
        guard case .invalid(let error) = self else { return nil }
        return error
    }
}

/// Why a feed record's content could not be decoded.
public struct FeedRecordError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure; new codes may be added.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private enum Value: String {
            case invalidContent
        }

        private let value: Value

        private init(_ value: Value) {
            self.value = value
        }

        /// The content does not have the shape of its type's ``FeedRecordContent``.
        public static let invalidContent = Code(.invalidContent)

        /// The code's name, such as `invalidContent`.
        public var description: String { value.rawValue }
    }

    /// What kind of failure.
    public let code: Code
    /// The record's id, if it has one.
    public let recordID: String?
    /// The record's type.
    public let type: String
    /// What is wrong, such as `$.durationSeconds: Expected to decode Int but found a string instead.`
    public let message: String

    /// An error about the record with `recordID` and `type`.
    public init(_ code: Code, recordID: String?, type: String, message: String) {
        self.code = code
        self.recordID = recordID
        self.type = type
        self.message = message
    }

    /// The record and the message: `"f3" (video): $.durationSeconds: …`.
    public var description: String {
        let record = recordID.map { "\(JSONParsePath.quoted($0)) " } ?? ""
        return "\(record)(\(type)): \(message)"
    }
}
