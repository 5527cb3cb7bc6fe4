public import JSONParsing
import PageKit

/// One feed item: its type, common data and raw content, with the typed content decoded lazily —
/// once, on first access, from any thread — and kept.
///
/// A decoding failure is kept too: the error comes back on every access without decoding again. Per-type
/// accessors are extensions:
///
/// ```swift
/// extension FeedRecord {
///     var article: Article? { content(as: Article.self) }
/// }
/// let (records, diagnostics) = FeedRecord.records(from: items, types: FeedContentTypes([Article.self]))
/// records[0].article?.title
/// ```
public final class FeedRecord: Sendable {
    /// The item's id, if it has one.
    public let id: String?
    /// The item's type, such as `"article"`; possibly one no content type is registered for.
    public let type: String
    /// The data every item has, whatever its type: an object.
    public let common: PageJSON
    /// The type-specific content, exactly as it came.
    public let rawContent: PageJSON
    private let decoded: DecodeOnce<FeedDecodedContent>

    /// A record whose content decodes with `type`'s decoder in `types`.
    public init(
        id: String? = nil, type: String, common: PageJSON = [:], rawContent: PageJSON, types: FeedContentTypes
    ) {
        self.id = id
        self.type = type
        self.common = common
        self.rawContent = rawContent
        let decode = types.decoder(for: type)
        decoded = DecodeOnce { [id, type, rawContent] in
            guard let decode else { return .unknownType }
            do throws(PageJSONError) {
                return .typed(try decode(rawContent))
            } catch {
                return .invalid(FeedRecordError(.invalidContent, recordID: id, type: type, message: error.message))
            }
        }
    }

    /// The typed content: decoded on the first access, then the same answer every time.
    public var content: FeedDecodedContent {
        decoded.get()
    }

    /// The typed content as `T`, if the record's content decoded as a `T`.
    ///
    /// `T` must be registered in the record's ``FeedContentTypes``; a record of another type gives `nil`.
    public func content<T: FeedRecordContent>(as contentType: T.Type = T.self) -> T? {
        content.value as? T
    }
}
