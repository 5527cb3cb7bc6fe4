import PageKit

/// What a `template.list` section's data configures:
/// `{"title": string?, "empty": string?, "rows": [{"id": string, "title": string, "detail": string?}]?}`.
struct TemplateListSectionData: Sendable, Hashable {
    /// The data keys, spelled once.
    enum Key: String, CaseIterable {
        case title, empty, rows
    }

    /// The keys of one row, spelled once.
    enum RowKey: String, CaseIterable {
        case id, title, detail
    }

    /// The most rows a section shows; the data may list no more.
    static let maxRows = 1_000

    /// The header's title; empty for no header.
    var title = ""
    /// What the section says when it has no rows.
    var emptyMessage = "Nothing here yet"
    /// The rows, in order, each id once.
    var rows: [TemplateListRow] = []

    /// Reads `data`; a key that is absent or `null` keeps its default, other keys are ignored.
    ///
    /// - Throws: ``SectionBuildError`` with code `invalidData` naming the key that is wrong and what it held.
    init(_ data: PageJSON) throws(SectionBuildError) {
        guard let members = data.objectValue else {
            throw SectionBuildError(
                .invalidData,
                message:
                    "the data must be an object with the optional keys \(Self.listed(Key.self)), got \(SectionBuildError.shown(data))"
            )
        }
        if let value = Self.present(members[Key.title.rawValue]) {
            guard let title = value.stringValue else { throw Self.invalid(Key.title.rawValue, "a string", got: value) }
            self.title = title
        }
        if let value = Self.present(members[Key.empty.rawValue]) {
            guard let message = value.stringValue else {
                throw Self.invalid(Key.empty.rawValue, "a string", got: value)
            }
            emptyMessage = message
        }
        if let value = Self.present(members[Key.rows.rawValue]) {
            guard let list = value.arrayValue, list.count <= Self.maxRows else {
                throw Self.invalid(Key.rows.rawValue, "an array of at most \(Self.maxRows) rows", got: value)
            }
            rows = try Self.rows(list)
        }
    }

    /// The rows of `list`, each an object with a unique id.
    private static func rows(_ list: [PageJSON]) throws(SectionBuildError) -> [TemplateListRow] {
        var rows: [TemplateListRow] = []
        var ids: Set<String> = []
        rows.reserveCapacity(list.count)
        for (index, value) in list.enumerated() {
            let path = "\(Key.rows.rawValue)[\(index)]"
            guard let row = value.objectValue else {
                throw invalid(path, "an object with the keys \(listed(RowKey.self))", got: value)
            }
            guard let id = present(row[RowKey.id.rawValue])?.stringValue, !id.isEmpty else {
                throw invalid(
                    "\(path).\(RowKey.id.rawValue)", "a string that is not empty", got: row[RowKey.id.rawValue])
            }
            guard ids.insert(id).inserted else {
                throw invalid("\(path).\(RowKey.id.rawValue)", "an id no other row has", got: row[RowKey.id.rawValue])
            }
            guard let title = present(row[RowKey.title.rawValue])?.stringValue else {
                throw invalid("\(path).\(RowKey.title.rawValue)", "a string", got: row[RowKey.title.rawValue])
            }
            var detail = ""
            if let value = present(row[RowKey.detail.rawValue]) {
                guard let text = value.stringValue else {
                    throw invalid("\(path).\(RowKey.detail.rawValue)", "a string", got: value)
                }
                detail = text
            }
            rows.append(TemplateListRow(id: id, title: title, detail: detail))
        }
        return rows
    }

    /// `value` unless it is absent or `null`.
    private static func present(_ value: PageJSON?) -> PageJSON? {
        guard let value, !value.isNull else { return nil }
        return value
    }

    private static func invalid(_ key: String, _ expected: String, got value: PageJSON?) -> SectionBuildError {
        .invalidData(key: key, expected: expected, got: value)
    }

    /// The keys of `keys`, quoted, for a message.
    private static func listed<Keys: CaseIterable & RawRepresentable<String>>(_ keys: Keys.Type) -> String {
        keys.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    }
}
