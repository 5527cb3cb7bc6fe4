import FeedInterface
import PageKit

extension FeedSection {
    /// Shows the details of a selected feed item in the event's output and consumes the selection; passes
    /// any other event, and selections of items that are not this section's.
    ///
    /// An article shows its title, full summary and author; a video its title and URL; a gallery its title
    /// and image URLs; an ad its advertiser and link; an unsupported item its raw content as compact JSON.
    public func respond(to event: inout PageEvent) async -> PageEventDisposition {
        guard event.name == PageEvent.select, let entry = event.sender?.value(as: FeedEntry.self),
            pagedItems.contains(where: { $0.value(as: FeedEntry.self)?.id == entry.id })
        else { return .pass }
        event.output += Self.details(of: entry)
        return .consumed
    }

    /// The lines a selection of `entry` shows.
    static func details(of entry: FeedEntry) -> [String] {
        switch entry.card {
        case .article(let article):
            return [article.title, article.summary, "by \(article.author)"]
        case .video(let video):
            return [video.title, video.url]
        case .gallery(let gallery):
            return [gallery.title] + gallery.images
        case .ad(let ad):
            return ["\(ad.advertiser): \(ad.link)"]
        case .unsupported:
            return [entry.record.rawContent.description]
        }
    }
}
