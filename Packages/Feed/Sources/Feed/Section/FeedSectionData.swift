import ComponentService
import FeedInterface
import PageKit

/// The data of a `feed.list` section, read and checked: `{"title": string = "Feed", "page": int = 1,
/// "pageSize": int = 10}`. Other members are ignored; `null` is the same as absent.
struct FeedSectionData: Sendable, Hashable {
    /// The data keys, types and defaults, for error messages.
    static let expected = #"{"title": string = "Feed", "page": int >= 1 = 1, "pageSize": int 1...50 = 10}"#

    /// The title of the header's rule.
    let title: String
    /// The 1-based page of the feed to show.
    let page: Int
    /// How many items the page holds.
    let pageSize: Int

    /// Reads `json`, naming the first key that does not fit.
    ///
    /// - Throws: ``SectionBuildError/Code/invalidData`` with the key, what was expected and what came.
    init(_ json: PageJSON) throws(SectionBuildError) {
        guard let members = json.objectValue else {
            throw Self.invalid("$ must be an object, got \(EchoedText.bare(json.description))")
        }
        title = try Self.member("title", in: members, default: "Feed") { $0.stringValue }
        page = try Self.member("page", in: members, default: 1) { $0.intValue }
        pageSize = try Self.member("pageSize", in: members, default: 10) { $0.intValue }
        guard page >= 1 else { throw Self.invalid("$.page must be 1 or more, got \(page)") }
        guard (1...FeedDefine.maxPageSize).contains(pageSize) else {
            throw Self.invalid("$.pageSize must be from 1 to \(FeedDefine.maxPageSize), got \(pageSize)")
        }
    }

    /// The member `key` read by `read`, or `fallback` when it is absent or `null`.
    private static func member<Value>(
        _ key: String, in members: [String: PageJSON], default fallback: Value, read: (PageJSON) -> Value?
    ) throws(SectionBuildError) -> Value {
        guard let json = members[key], !json.isNull else { return fallback }
        guard let value = read(json) else {
            let type = Value.self == String.self ? "a string" : "an integer"
            throw invalid("$.\(key) must be \(type), got \(EchoedText.bare(json.description))")
        }
        return value
    }

    /// An invalid-data error about `problem`, with the expected shape.
    static func invalid(_ problem: String) -> SectionBuildError {
        SectionBuildError(.invalidData, message: "invalid data: \(problem) (expected \(expected))")
    }
}
