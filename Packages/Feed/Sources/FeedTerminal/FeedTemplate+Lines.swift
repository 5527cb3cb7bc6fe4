import Feed
import FeedInterface
import PageTerminal

extension FeedTemplate {
    /// The lines that show `card` in the terminal, published as `common` says, at `width` columns; each at
    /// most `width` columns.
    static func lines(of card: FeedCard, common: FeedCommon, width: Int) -> [String] {
        switch card {
        case .article(let article):
            return FeedText.block(article.title, first: titleMark, width: width)
                + (article.summary.isEmpty ? [] : FeedText.block(article.summary, first: indent, width: width))
                + [FeedText.line(indent + "\(common.source) · \(FeedTime.short(common.time))", width: width)]
        case .gallery(let gallery):
            let count = gallery.images.count
            return FeedText.block(gallery.title, first: titleMark, width: width)
                + [FeedText.line(indent + "▦ \(count) \(count == 1 ? "photo" : "photos")", width: width)]
                + FeedText.optionalBlock(gallery.caption, first: indent, width: width)
        case .video(let video):
            return FeedText.block(video.title, first: titleMark, width: width)
                + [FeedText.line(indent + "▶ \(duration(video.durationSeconds)) · \(common.source)", width: width)]
        case .ad(let ad):
            return [FeedText.line("Sponsored · \(ad.advertiser)", width: width)]
                + FeedText.optionalBlock(ad.text, first: indent, width: width)
        case .unsupported(let type, let problem):
            return TextWrapping.wrap("(unsupported item: \(type))", width: width)
                + FeedText.optionalBlock(problem, first: indent, width: width)
        }
    }

    /// The mark before a title's first line.
    private static let titleMark = "▌ "
    /// The indentation of the lines under a title.
    private static let indent = "  "

    /// `seconds` as a clip length: `4:05`, or `1:02:03` from an hour on; a negative length is `0:00`.
    static func duration(_ seconds: Int) -> String {
        let seconds = max(seconds, 0)
        let (hours, minutes, rest) = (seconds / 3600, seconds % 3600 / 60, seconds % 60)
        guard hours > 0 else { return "\(minutes):\(twoDigits(rest))" }
        return "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))"
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
