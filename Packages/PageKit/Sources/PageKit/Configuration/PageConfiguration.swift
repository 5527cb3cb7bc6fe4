import Foundation
public import JSONParsing

/// A page as the server configures it: its id, title and sections in order, plus what was wrong with it.
///
/// Decoding never fails on a JSON value: malformed parts are skipped or repaired and reported in
/// ``diagnostics``, so the rest of the page always renders.
///
/// ```swift
/// let page = try PageConfiguration.decode(data: response)
/// for diagnostic in page.diagnostics { log(diagnostic) }   // $.sections[1]: skipped: "kind" is missing
/// ```
public struct PageConfiguration: Sendable, Hashable {
    /// The page's id, or `""` when the configuration has none.
    public let id: String
    /// The page's title, if it has one.
    public let title: String?
    /// The well-formed sections in configured order, with unique ids.
    public let sections: [SectionConfiguration]
    /// What was skipped or repaired, in document order.
    public let diagnostics: [PageDiagnostic]

    /// A configuration.
    public init(id: String, title: String? = nil, sections: [SectionConfiguration], diagnostics: [PageDiagnostic] = [])
    {
        self.id = id
        self.title = title
        self.sections = sections
        self.diagnostics = diagnostics
    }

    /// The budgets its sections set, by kind: for each kind, the first section's of that kind that sets one.
    public var budgets: [String: KindBudget] {
        var budgets: [String: KindBudget] = [:]
        for section in sections {
            if let budget = section.budget, budgets[section.kind] == nil { budgets[section.kind] = budget }
        }
        return budgets
    }

    /// The same page opened with `parameters`, which every section reads (``SectionConfiguration/parameters``).
    public func opened(with parameters: [String: String]) -> PageConfiguration {
        PageConfiguration(
            id: id, title: title, sections: sections.map { $0.parameters(parameters) }, diagnostics: diagnostics)
    }

    /// Decodes a page from JSON text.
    ///
    /// - Throws: ``PageJSONError`` only when `data` is not JSON; any JSON value gives a configuration.
    public static func decode(data: Data) throws(PageJSONError) -> PageConfiguration {
        decode(try PageJSON(data: data))
    }

    /// Decodes a page from a JSON value: `{"id": …, "title": …, "sections": [{"id", "kind", "data"}, …]}`.
    ///
    /// - A top level that is not an object, or has no `sections` array: no sections, an error.
    /// - A section that is not an object, lacks a non-empty string `id` or `kind`, or has `data` that is
    ///   not an object: skipped, an error naming its path. Absent or `null` data is an empty object.
    /// - A repeated section id: the first keeps it, later ones become `<id>#2`, `<id>#3`, … (never an id
    ///   the page already has), a warning naming both paths.
    /// - A missing `id` or a `title` that is not a string: a warning. A member of the page or of a section
    ///   that the configuration does not define is ignored, with a warning naming its path (the first
    ///   ``PageLimits/unknownMembersNamed`` of an object, then one counting the rest).
    /// - At most ``PageLimits/configurationDiagnostics`` diagnostics, then one that counts the rest.
    public static func decode(_ json: PageJSON) -> PageConfiguration {
        guard case .object(let page) = json else {
            let diagnostic = PageDiagnostic(
                severity: .error, code: .malformedPage, path: JSONPath.root,
                message: "no sections: the page is not an object (found \(json.kindDescription))")
            return PageConfiguration(id: "", sections: [], diagnostics: [diagnostic])
        }
        var diagnostics: [PageDiagnostic] = []
        let id = string(.id, of: page, required: true, diagnostics: &diagnostics) ?? ""
        diagnostics += PageConfigurationKey.unknownMembers(
            of: page, known: PageConfigurationKey.pageMembers, at: JSONPath.root)
        let title = string(.title, of: page, required: false, diagnostics: &diagnostics)
        let sectionsPath = JSONPath.member(PageConfigurationKey.sections.rawValue, of: JSONPath.root)
        guard case .array(let elements) = page[.sections] else {
            let problem =
                page[.sections].map { "is not an array (found \($0.kindDescription))" } ?? "is missing"
            diagnostics.append(
                PageDiagnostic(
                    severity: .error, code: .malformedPage, path: JSONPath.root,
                    message: "no sections: \(PageConfigurationKey.sections.quoted) \(problem)"))
            return PageConfiguration(id: id, title: title, sections: [], diagnostics: diagnostics)
        }
        let sections = SectionListDecoder(elements: elements, path: sectionsPath).decode(into: &diagnostics)
        return PageConfiguration(id: id, title: title, sections: sections, diagnostics: bounded(diagnostics))
    }

    /// The first ``PageLimits/configurationDiagnostics`` of `diagnostics`, then one that counts the rest.
    private static func bounded(_ diagnostics: [PageDiagnostic]) -> [PageDiagnostic] {
        let limit = PageLimits.configurationDiagnostics
        guard diagnostics.count > limit else { return diagnostics }
        let rest = diagnostics[limit...]
        let errors = rest.count { $0.severity == .error }
        return Array(diagnostics[..<limit]) + [
            PageDiagnostic(
                severity: errors > 0 ? .error : .warning, code: .tooManyDiagnostics, path: JSONPath.root,
                message: "\(rest.count) more diagnostics (\(errors) errors) after the first \(limit), not listed")
        ]
    }

    /// The page's string member `key`; a warning when it is missing (if `required`) or not a string.
    private static func string(
        _ key: PageConfigurationKey, of page: [String: PageJSON], required: Bool,
        diagnostics: inout [PageDiagnostic]
    ) -> String? {
        let problem: String
        switch page[key] {
        case .string(let value)?:
            return value
        case nil:
            guard required else { return nil }
            problem = "is missing"
        case .null? where !required:
            return nil
        case let other?:
            problem = "is not a string (found \(other.kindDescription))" + (required ? "" : "; ignored")
        }
        diagnostics.append(
            PageDiagnostic(
                severity: .warning, code: .malformedPage, path: JSONPath.root, message: "\(key.quoted) \(problem)"))
        return nil
    }
}
