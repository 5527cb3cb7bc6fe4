import ComponentService
import FeedInterface

/// Which item types the component knows, and whether an item's content has its type's shape.
enum FeedContentCheck {
    /// The content types of the known item types, in the order the `types` command lists them.
    static var knownContentTypes: [any FeedContent.Type] {
        [FeedArticle.self, FeedGallery.self, FeedVideo.self, FeedAd.self]
    }

    /// The known item types, such as `["article", "gallery", "video", "ad"]`.
    static var knownTypes: [String] { knownContentTypes.map { $0.feedType } }

    /// Whether an item of `type` with `content` is known, and what is wrong with the content if the type is
    /// known but the content does not have its shape.
    ///
    /// An unknown type is not known and has no problem: its content is passed on untouched.
    static func verdict(type: String, content: ComponentValue) -> (known: Bool, problem: String?) {
        guard let contentType = knownContentTypes.first(where: { $0.feedType == type }) else {
            return (false, nil)
        }
        guard let problem = problem(decoding: content, as: contentType) else { return (true, nil) }
        return (false, "\(type) content: \(problem)")
    }

    /// Why `content` does not decode as `T`, such as `missing key "title"`, or `nil` when it does.
    private static func problem<T: FeedContent>(decoding content: ComponentValue, as type: T.Type) -> String? {
        do {
            _ = try ComponentValueDecoder().decode(T.self, from: content)
            return nil
        } catch {
            return error.path == "$" ? error.message : error.description
        }
    }
}
