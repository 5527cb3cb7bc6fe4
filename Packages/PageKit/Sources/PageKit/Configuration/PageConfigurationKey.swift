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
    /// member is ignored, and said to be. Past ``PageLimits/unknownMembersNamed`` of them, one more warning
    /// at `path` counts the rest.
    static func unknownMembers(
        of members: [String: PageJSON], known: Set<String>, at path: String
    ) -> [PageDiagnostic] {
        let limit = PageLimits.unknownMembersNamed
        // The first keys in order, kept as they come: an object of a million members is not sorted whole.
        var named: [String] = []
        var unknownCount = 0
        for key in members.keys where !known.contains(key) {
            unknownCount += 1
            if named.count == limit, let last = named.last, key >= last { continue }
            named.insert(key, at: named.firstIndex { $0 > key } ?? named.endIndex)
            if named.count > limit { named.removeLast() }
        }
        var warnings = named.map { key in
            PageDiagnostic(
                severity: .warning, code: .unknownMember, path: JSONPath.member(key, of: path),
                message: "ignored: a page configuration defines no member \(JSONPath.quoted(key)) here")
        }
        if unknownCount > limit {
            warnings.append(
                PageDiagnostic(
                    severity: .warning, code: .unknownMember, path: path,
                    message: "ignored: \(unknownCount - limit) more members that a page configuration does not "
                        + "define here, after the \(limit) named"))
        }
        return warnings
    }
}

extension Dictionary where Key == String, Value == PageJSON {
    /// The member named by a page configuration key.
    subscript(key: PageConfigurationKey) -> PageJSON? {
        self[key.rawValue]
    }
}
