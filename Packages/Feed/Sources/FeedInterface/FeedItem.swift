import ComponentService

/// One item of the feed: its identity, type and common data, with its type-specific content kept raw.
///
/// The content is decoded on demand with ``content(as:)``:
///
/// ```swift
/// if item.type == FeedArticle.feedType {
///     let article = try item.content(as: FeedArticle.self)
/// }
/// ```
public struct FeedItem: ComponentCodable, Sendable, Hashable {
    /// The item's identifier, unique within the feed.
    public let id: String
    /// The item's type, such as `"article"`; possibly one this version does not know.
    public let type: String
    /// The data every item has, whatever its type.
    public let common: FeedCommon
    /// The type-specific content, exactly as it came.
    public let content: ComponentValue
    /// Whether the type is known and the content has that type's shape.
    public let known: Bool
    /// What is wrong with the content of a known type, when it does not have that type's shape.
    public let problem: String?

    /// Creates an item.
    public init(
        id: String, type: String, common: FeedCommon, content: ComponentValue, known: Bool, problem: String? = nil
    ) {
        self.id = id
        self.type = type
        self.common = common
        self.content = content
        self.known = known
        self.problem = problem
    }

    /// Decodes the content as `T`.
    ///
    /// - Throws: ``ComponentValueCodingError`` when the item's type is not `T.feedType`, or when the
    ///   content does not have `T`'s shape (the error names the path, such as `$.durationSeconds`).
    public func content<T: FeedContent>(as contentType: T.Type = T.self) throws(ComponentValueCodingError) -> T {
        guard type == T.feedType else {
            let found = EchoedText.quoted(type, by: "\"")
            let wanted = EchoedText.quoted(T.feedType, by: "\"")
            throw ComponentValueCodingError(.typeMismatch, message: "a \(found) item has no \(wanted) content")
        }
        return try ComponentValueDecoder().decode(T.self, from: content)
    }
}

/// The data every feed item has, whatever its type.
public struct FeedCommon: ComponentCodable, Sendable, Hashable {
    /// Who published the item, such as `"City Daily"`.
    public let source: String
    /// When it was published, as an ISO 8601 text such as `"2026-11-20T08:30:00Z"`.
    public let time: String

    /// Creates the common data.
    public init(source: String, time: String) {
        self.source = source
        self.time = time
    }
}
