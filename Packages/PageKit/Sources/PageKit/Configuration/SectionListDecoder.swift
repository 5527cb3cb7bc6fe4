internal import JSONParsing

/// Decodes a page's `sections` array: checks each section, skips the malformed ones, then gives repeated
/// ids unique names. Diagnostics come out in document order. Only the first ``PageLimits/sectionsPerPage``
/// elements are read; a longer array gets one more diagnostic, first, so that the page's bound on its
/// diagnostics never drops it.
struct SectionListDecoder {
    private enum Checked {
        case section(SectionConfiguration, warnings: [PageDiagnostic])
        case skipped(PageDiagnostic)
    }

    /// The array's elements.
    let elements: [PageJSON]
    /// The array's path, such as `$.sections`.
    let path: String

    /// The well-formed sections with unique ids; what was skipped or renamed goes to `diagnostics`.
    func decode(into diagnostics: inout [PageDiagnostic]) -> [SectionConfiguration] {
        let limit = PageLimits.sectionsPerPage
        if elements.count > limit {
            diagnostics.append(
                PageDiagnostic(
                    severity: .error, code: .tooManySections, path: path,
                    message: "the page has \(elements.count) sections, more than the limit of \(limit): "
                        + "the first \(limit) are shown"))
        }
        let checked = elements.prefix(limit).enumerated().map { index, element in
            check(element, path: JSONPath.element(index, of: path))
        }
        var configuredIDs = Set<String>()
        for case .section(let section, _) in checked {
            configuredIDs.insert(section.id.rawValue)
        }
        var resolver = SectionIDResolver(configuredIDs: configuredIDs)
        var sections: [SectionConfiguration] = []
        sections.reserveCapacity(checked.count)
        for entry in checked {
            switch entry {
            case .skipped(let diagnostic):
                diagnostics.append(diagnostic)
            case .section(let section, let warnings):
                let (resolved, diagnostic) = resolver.resolve(section)
                sections.append(resolved)
                diagnostics += warnings
                if let diagnostic { diagnostics.append(diagnostic) }
            }
        }
        return sections
    }

    private func check(_ element: PageJSON, path: String) -> Checked {
        guard case .object(let members) = element else {
            return skipped(path, "the section is not an object (found \(element.kindDescription))")
        }
        var problems: [String] = []
        let id = nonEmptyString(.id, in: members, problems: &problems)
        let kind = nonEmptyString(.kind, in: members, problems: &problems)
        var data: PageJSON = [:]
        switch members[.data] {
        case nil, .null?:
            break
        case .object(let object)?:
            data = .object(object)
            let limit = PageLimits.valuesPerSectionData
            if data.exceedsValueCount(limit) {
                problems.append(
                    "\(PageConfigurationKey.data.quoted) holds more than \(limit) values, counting nested ones")
            }
        case let other?:
            problems.append("\(PageConfigurationKey.data.quoted) is not an object (found \(other.kindDescription))")
        }
        guard problems.isEmpty, let id, let kind else {
            return skipped(path, problems.joined(separator: "; "))
        }
        var settings = SectionSettingsReader(members, path: path)
        let section = SectionConfiguration(
            id: SectionID(id), kind: kind, data: data, path: path, loading: settings.loading(),
            layout: settings.layout(), style: settings.style(), budget: settings.budget())
        let unknown = PageConfigurationKey.unknownMembers(
            of: members, known: PageConfigurationKey.sectionMembers, at: path)
        return .section(section, warnings: unknown + settings.warnings)
    }

    private func nonEmptyString(
        _ key: PageConfigurationKey, in members: [String: PageJSON], problems: inout [String]
    ) -> String? {
        switch members[key] {
        case nil:
            problems.append("\(key.quoted) is missing")
        case .string(let value)?:
            if !value.isEmpty { return value }
            problems.append("\(key.quoted) is empty")
        case let other?:
            problems.append("\(key.quoted) is not a string (found \(other.kindDescription))")
        }
        return nil
    }

    private func skipped(_ path: String, _ problem: String) -> Checked {
        .skipped(
            PageDiagnostic(severity: .error, code: .malformedSection, path: path, message: "skipped: \(problem)"))
    }
}

/// Gives each section a unique id: the first section with an id keeps it; a later one becomes `<id>#2`,
/// `<id>#3`, …, skipping every id configured anywhere on the page and every name already given.
struct SectionIDResolver {
    private let configuredIDs: Set<String>
    private var holders: [String: String] = [:]
    private var nextSuffix: [String: Int] = [:]

    /// A resolver for a page whose well-formed sections have `configuredIDs`.
    init(configuredIDs: Set<String>) {
        self.configuredIDs = configuredIDs
    }

    /// `section` with a unique id, and the renaming's warning if it was renamed.
    mutating func resolve(_ section: SectionConfiguration) -> (SectionConfiguration, PageDiagnostic?) {
        let id = section.id.rawValue
        guard let holder = holders[id] else {
            holders[id] = section.path
            return (section, nil)
        }
        var suffix = nextSuffix[id, default: 2]
        var candidate = "\(id)#\(suffix)"
        while configuredIDs.contains(candidate) || holders[candidate] != nil {
            suffix += 1
            candidate = "\(id)#\(suffix)"
        }
        nextSuffix[id] = suffix + 1
        holders[candidate] = section.path
        var renamed = section
        renamed.id = SectionID(candidate)
        let diagnostic = PageDiagnostic(
            severity: .warning, code: .duplicateSectionID, path: section.path,
            message: "renamed to \(JSONPath.quoted(candidate)): id \(JSONPath.quoted(id)) is already used at \(holder)")
        return (renamed, diagnostic)
    }
}

extension PageJSON {
    /// Whether the value holds more than `limit` values, itself and nested ones counted; the count stops
    /// once past the limit, and walks without recursion, however deep the value.
    func exceedsValueCount(_ limit: Int) -> Bool {
        var count = 0
        var pending: [PageJSON] = [self]
        while let value = pending.popLast() {
            count += 1
            if count > limit { return true }
            switch value {
            case .array(let elements): pending += elements
            case .object(let members): pending += members.values
            default: break
            }
        }
        return false
    }
}
