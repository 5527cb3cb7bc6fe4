import FeedInterface
import PageKit

// The interface's content structs are the typed content of the feed records: a record decodes its raw content
// into one of them once, on first access.
extension FeedArticle: FeedRecordContent {}
extension FeedGallery: FeedRecordContent {}
extension FeedVideo: FeedRecordContent {}
extension FeedAd: FeedRecordContent {}

extension FeedContentTypes {
    /// The content types the feed section shows with their own templates.
    static let feedSection = FeedContentTypes([FeedArticle.self, FeedGallery.self, FeedVideo.self, FeedAd.self])
}

// Seed 002's per-type extensions: each reads the record's content, decoded once and cached by the record.
extension FeedRecord {
    /// The content of an `article` record, if it decoded as one.
    var article: FeedArticle? { content(as: FeedArticle.self) }

    /// The content of a `gallery` record, if it decoded as one.
    var gallery: FeedGallery? { content(as: FeedGallery.self) }

    /// The content of a `video` record, if it decoded as one.
    var video: FeedVideo? { content(as: FeedVideo.self) }

    /// The content of an `ad` record, if it decoded as one.
    var ad: FeedAd? { content(as: FeedAd.self) }
}
