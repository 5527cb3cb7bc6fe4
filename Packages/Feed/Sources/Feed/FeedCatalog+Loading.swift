import ComponentService
import FeedInterface
import Foundation

extension FeedCatalog {
    /// Loads the feed from JSON `data`: an array of records `{id, type, common, content}`.
    ///
    /// A record without a usable id, type or common data is left out with a diagnostic; so is a record
    /// whose id repeats an earlier one. Every other record becomes an item, flagged by ``FeedContentCheck``.
    ///
    /// - Throws: ``ComponentError/Code/componentFailure`` when the data is not JSON, not within
    ///   ``limits``, or not an array.
    init(data: Data) throws(ComponentError) {
        let root: ComponentValue
        do {
            root = try ComponentValue(jsonBytes: data, limits: Self.limits)
        } catch {
            throw .failure("The feed data is not valid JSON: \(error)")
        }
        guard let records = root.arrayValue else {
            throw .failure("The feed data must be a JSON array of items, found \(root.kindName)")
        }
        self.init(records: records)
    }

    /// The bus's JSON limits, less one level of nesting: `list` answers the records inside one more object,
    /// which must still fit the limits a caller writes the answer back to JSON within.
    static let limits = ComponentJSONLimits(maxDepth: ComponentJSONLimits.default.maxDepth - 1)

    /// Turns records into items, leaving out (with a diagnostic) those that cannot be items.
    init(records: [ComponentValue]) {
        var items: [FeedItem] = []
        var diagnostics: [String] = []
        var firstIndexByID: [String: Int] = [:]
        items.reserveCapacity(records.count)
        for (index, value) in records.enumerated() {
            let path = "$[\(index)]"
            let record: FeedFileRecord
            do {
                record = try ComponentValueDecoder().decode(FeedFileRecord.self, from: value)
            } catch {
                diagnostics.append("\(path)\(error.path.dropFirst()): \(error.message)")
                continue
            }
            if let problem = record.identityProblem {
                diagnostics.append("\(path): \(problem)")
                continue
            }
            if let first = firstIndexByID[record.id] {
                let id = EchoedText.quoted(record.id, by: "\"")
                diagnostics.append("\(path): duplicate id \(id), first at $[\(first)]")
                continue
            }
            firstIndexByID[record.id] = index
            items.append(record.item)
        }
        self.init(items: items, diagnostics: diagnostics)
    }
}

/// One record of the feed data, before its content is checked.
private struct FeedFileRecord: Decodable {
    let id: String
    let type: String
    let common: FeedCommon
    let content: ComponentValue?

    /// Why the id or type cannot identify an item, if they cannot.
    var identityProblem: String? {
        if id.isEmpty { return "the id is empty" }
        if type.isEmpty { return "the type is empty" }
        return nil
    }

    /// The item, with its content untouched and flagged by ``FeedContentCheck``.
    var item: FeedItem {
        let content = content ?? .null
        let verdict = FeedContentCheck.verdict(type: type, content: content)
        return FeedItem(
            id: id, type: type, common: common, content: content, known: verdict.known, problem: verdict.problem)
    }
}
