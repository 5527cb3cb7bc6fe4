internal import JSONParsing
import PageKit

/// The wire names of a feed item, spelled once.
enum FeedRecordKey: String {
    case id, type, common, content

    /// The name as a quoted string for messages: `"type"`.
    var quoted: String { JSONParsePath.quoted(rawValue) }
}

extension Dictionary where Key == String, Value == PageJSON {
    /// The member named by a feed item key.
    subscript(feed key: FeedRecordKey) -> PageJSON? {
        self[key.rawValue]
    }
}
