/// Turns a page configuration into a snapshot with a ``SectionRegistry``: the rest of the page always renders.
///
/// An unknown kind becomes an empty ``PlaceholderSection`` with a diagnostic; so does a section whose factory
/// throws, and every section from the one whose items would take the page past ``PageLimits/itemsPerPage``.
/// Sections are built concurrently and kept in configured order.
public struct PageBuilder: Sendable {
    /// A built page: its snapshot and everything worth telling about its configuration.
    public struct Page: Sendable {
        /// The sections, in configured order.
        public let snapshot: PageSnapshot
        /// The configuration's diagnostics, then the builder's.
        public let diagnostics: [PageDiagnostic]
    }

    private let registry: SectionRegistry

    /// A builder that makes sections with `registry`.
    public init(registry: SectionRegistry) {
        self.registry = registry
    }

    /// Builds every configured section.
    public func build(_ configuration: PageConfiguration) async -> Page {
        let built = await withTaskGroup(of: (Int, SectionSnapshot, PageDiagnostic?).self) { group in
            for (index, section) in configuration.sections.enumerated() {
                group.addTask {
                    let (made, diagnostic) = await make(section)
                    return (index, SectionSnapshot(id: section.id, kind: section.kind, section: made), diagnostic)
                }
            }
            return await group.reduce(into: [(Int, SectionSnapshot, PageDiagnostic?)]()) { $0.append($1) }
                .sorted { $0.0 < $1.0 }
        }
        let (sections, overLimit) = Self.limitingItems(built.map(\.1), configuration: configuration)
        return Page(
            snapshot: PageSnapshot(pageID: configuration.id, sections: sections),
            diagnostics: configuration.diagnostics + built.compactMap(\.2) + (overLimit.map { [$0] } ?? []))
    }

    /// `sections` up to the one whose items would take the page past ``PageLimits/itemsPerPage``, which and
    /// every section after it become empty placeholders, under one diagnostic.
    private static func limitingItems(
        _ sections: [SectionSnapshot], configuration: PageConfiguration
    ) -> ([SectionSnapshot], PageDiagnostic?) {
        let limit = PageLimits.itemsPerPage
        var total = 0
        guard
            let first = sections.firstIndex(where: {
                total += $0.items.count; return total > limit
            })
        else {
            return (sections, nil)
        }
        let message =
            "section \(EchoedText.quoted(sections[first].id.rawValue)) and the \(sections.count - first - 1) after it would take the page "
            + "past the limit of \(limit) items; shown as empty placeholders"
        var limited = sections
        for index in first..<sections.count {
            let section = sections[index]
            limited[index] = SectionSnapshot(
                id: section.id, kind: section.kind, section: PlaceholderSection(reason: message))
        }
        let path = configuration.sections.indices.contains(first) ? configuration.sections[first].path : "$.sections"
        return (limited, PageDiagnostic(severity: .error, code: .tooManyItems, path: path, message: message))
    }

    private func make(_ section: SectionConfiguration) async -> (any PageSection, PageDiagnostic?) {
        guard let factory = registry.factory(for: section.kind) else {
            let message = "unknown section kind \(EchoedText.quoted(section.kind)); shown as an empty placeholder"
            return (
                PlaceholderSection(reason: message),
                PageDiagnostic(severity: .warning, code: .unknownKind, path: section.path, message: message)
            )
        }
        do {
            return (try await factory(section), nil)
        } catch {
            let message =
                "section \(EchoedText.quoted(section.id.rawValue)) (\(EchoedText.bare(section.kind))) failed: "
                + "\(error); shown as an empty placeholder"
            return (
                PlaceholderSection(reason: message),
                PageDiagnostic(severity: .error, code: .sectionFailed, path: section.path, message: message)
            )
        }
    }
}
