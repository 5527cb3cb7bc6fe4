internal import JSONParsing

/// The wire names of a page configuration, spelled once.
enum PageConfigurationKey: String {
    case id, title, sections, kind, data, delay, timeout, layout, style, budget
    // The members of `budget`.
    case size, diff, apply
    // The members of `layout`.
    case type, columns, stickyHeader
    // The values of `layout.type`.
    case list, grid, carousel
    // The members of `style`.
    case insets, spacing, background, separators, cornerRadius

    /// The name as a quoted string for messages: `"kind"`.
    var quoted: String { JSONPath.quoted(rawValue) }

    /// The members a page defines.
    static let pageMembers: Set<String> = [id.rawValue, title.rawValue, sections.rawValue]
    /// The members a section defines.
    static let sectionMembers: Set<String> = [
        id.rawValue, kind.rawValue, data.rawValue, delay.rawValue, timeout.rawValue, layout.rawValue, style.rawValue,
        budget.rawValue,
    ]
    /// The members a section's `budget` defines.
    static let budgetMembers: Set<String> = [size.rawValue, diff.rawValue, apply.rawValue]
    /// The members a section's `layout` defines.
    static let layoutMembers: Set<String> = [type.rawValue, columns.rawValue, stickyHeader.rawValue]
    /// The members a section's `style` defines.
    static let styleMembers: Set<String> = [
        insets.rawValue, spacing.rawValue, background.rawValue, separators.rawValue, cornerRadius.rawValue,
    ]

    /// A warning for each member of `members` outside `known`, in key order, at its path under `path`: the
    /// member is ignored, and said to be.
    static func unknownMembers(
        of members: [String: PageJSON], known: Set<String>, at path: String
    ) -> [PageDiagnostic] {
        members.keys.filter { !known.contains($0) }.sorted().map { key in
            PageDiagnostic(
                severity: .warning, code: .unknownMember, path: JSONPath.member(key, of: path),
                message: "ignored: a page configuration defines no member \(JSONPath.quoted(key)) here")
        }
    }
}

extension Dictionary where Key == String, Value == PageJSON {
    /// The member named by a page configuration key.
    subscript(key: PageConfigurationKey) -> PageJSON? {
        self[key.rawValue]
    }
}
