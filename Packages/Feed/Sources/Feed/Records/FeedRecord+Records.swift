public import JSONParsing
import PageKit

extension FeedRecord {
    /// Reads a feed: an array of items `{"id", "type", "common": {…}, "content": …}`.
    ///
    /// `type` is required (a non-empty string, or an integer); `id` is optional (a non-empty
    /// string or an integer); `common` is an object (empty when absent or `null`); `content` is any value
    /// (an empty object when absent). Other members, such as the Feed component's `known`, are ignored.
    /// A malformed item is skipped with an error naming its path; the others are kept in order.
    ///
    /// - Parameter path: the path of `json` in its document, for diagnostics, such as `$.items`.
    public static func records(
        from json: PageJSON, types: FeedContentTypes, path: String = "$"
    ) -> (records: [FeedRecord], diagnostics: [PageDiagnostic]) {
        guard case .array(let items) = json else {
            let diagnostic = PageDiagnostic(
                severity: .error, code: .malformedFeed, path: path,
                message: "no records: the feed is not an array (found \(json.kindDescription))")
            return ([], [diagnostic])
        }
        var records: [FeedRecord] = []
        var diagnostics: [PageDiagnostic] = []
        records.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let itemPath = JSONParsePath.element(index, of: path)
            switch record(from: item, types: types) {
            case .success(let record):
                records.append(record)
            case .failure(let problem):
                diagnostics.append(
                    PageDiagnostic(
                        severity: .error, code: .malformedFeedItem, path: itemPath,
                        message: "skipped: \(problem.text)"))
            }
        }
        return (records, diagnostics)
    }

    private struct Problem: Error {
        let text: String
    }

    private static func record(from item: PageJSON, types: FeedContentTypes) -> Result<FeedRecord, Problem> {
        guard case .object(let members) = item else {
            return .failure(Problem(text: "the item is not an object (found \(item.kindDescription))"))
        }
        var problems: [String] = []
        let type = identifier(.type, in: members, problems: &problems)
        let id = members[feed: .id] == nil ? nil : identifier(.id, in: members, problems: &problems)
        var common: PageJSON = [:]
        switch members[feed: .common] {
        case nil, .null?:
            break
        case .object(let object)?:
            common = .object(object)
        case let other?:
            problems.append("\(FeedRecordKey.common.quoted) is not an object (found \(other.kindDescription))")
        }
        guard problems.isEmpty, let type else {
            return .failure(Problem(text: problems.joined(separator: "; ")))
        }
        let content = members[feed: .content] ?? [:]
        return .success(FeedRecord(id: id, type: type, common: common, rawContent: content, types: types))
    }

    /// A non-empty string or an integer, as text; a problem otherwise.
    private static func identifier(
        _ key: FeedRecordKey, in members: [String: PageJSON], problems: inout [String]
    ) -> String? {
        switch members[feed: key] {
        case nil:
            problems.append("\(key.quoted) is missing")
        case .string(let value)?:
            if !value.isEmpty { return value }
            problems.append("\(key.quoted) is empty")
        case .int(let value)?:
            return String(value)
        case let other?:
            problems.append("\(key.quoted) is not a string (found \(other.kindDescription))")
        }
        return nil
    }
}
