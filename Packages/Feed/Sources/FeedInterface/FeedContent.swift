/// The type-specific content of a known item type, decoded from ``FeedItem/content``.
public protocol FeedContent: Codable, Sendable {
    /// The item type whose content this is, such as `"article"`.
    static var feedType: String { get }
}

/// The content of an `article` item: a text story.
public struct FeedArticle: FeedContent, Hashable {
    /// ``FeedDefine/ItemType/article``.
    public static var feedType: String { FeedDefine.ItemType.article }
    /// The headline.
    public let title: String
    /// A sentence or two about the story.
    public let summary: String
    /// Who wrote it.
    public let author: String

    /// Creates an article.
    public init(title: String, summary: String, author: String) {
        self.title = title
        self.summary = summary
        self.author = author
    }
}

/// The content of a `gallery` item: a set of pictures.
public struct FeedGallery: FeedContent, Hashable {
    /// ``FeedDefine/ItemType/gallery``.
    public static var feedType: String { FeedDefine.ItemType.gallery }
    /// The gallery's title.
    public let title: String
    /// The pictures' URLs, in display order.
    public let images: [String]
    /// A line shown under the pictures, if any.
    public let caption: String?

    /// Creates a gallery.
    public init(title: String, images: [String], caption: String? = nil) {
        self.title = title
        self.images = images
        self.caption = caption
    }
}

/// The content of a `video` item: a clip to play.
public struct FeedVideo: FeedContent, Hashable {
    /// ``FeedDefine/ItemType/video``.
    public static var feedType: String { FeedDefine.ItemType.video }
    /// The clip's title.
    public let title: String
    /// How long the clip runs, in whole seconds.
    public let durationSeconds: Int
    /// Where the clip plays from.
    public let url: String

    /// Creates a video.
    public init(title: String, durationSeconds: Int, url: String) {
        self.title = title
        self.durationSeconds = durationSeconds
        self.url = url
    }
}

/// The content of an `ad` item: a sponsored message.
public struct FeedAd: FeedContent, Hashable {
    /// ``FeedDefine/ItemType/ad``.
    public static var feedType: String { FeedDefine.ItemType.ad }
    /// Who pays for the message.
    public let advertiser: String
    /// The message.
    public let text: String
    /// Where a tap leads.
    public let link: String

    /// Creates an ad.
    public init(advertiser: String, text: String, link: String) {
        self.advertiser = advertiser
        self.text = text
        self.link = link
    }
}
