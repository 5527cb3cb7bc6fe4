import PageKit

/// The content types a feed knows: item type string → how to decode that type's content.
///
/// Registered explicitly, never found by reflection:
///
/// ```swift
/// let types = FeedContentTypes([Article.self, Gallery.self])
/// ```
public struct FeedContentTypes: Sendable {
    typealias Decode = @Sendable (PageJSON) throws(PageJSONError) -> any FeedRecordContent

    private let decoders: [String: Decode]

    /// Knows `contentTypes`; of two with the same ``FeedRecordContent/feedType``, the first counts.
    public init(_ contentTypes: [any FeedRecordContent.Type]) {
        var decoders: [String: Decode] = [:]
        for contentType in contentTypes where decoders[contentType.feedType] == nil {
            decoders[contentType.feedType] = Self.decoder(of: contentType)
        }
        self.decoders = decoders
    }

    /// The known item types, sorted.
    public var types: [String] {
        decoders.keys.sorted()
    }

    /// Whether items of `type` have a known content type.
    public func contains(_ type: String) -> Bool {
        decoders[type] != nil
    }

    /// The decoder of `type`'s content, if it is known.
    func decoder(for type: String) -> Decode? {
        decoders[type]
    }

    private static func decoder<Content: FeedRecordContent>(of contentType: Content.Type) -> Decode {
        { json throws(PageJSONError) in try json.decode(Content.self) }
    }
}
