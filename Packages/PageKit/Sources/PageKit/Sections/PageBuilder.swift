/// Turns a page configuration into a snapshot with a ``SectionRegistry``: the rest of the page always renders.
///
/// An unknown kind becomes an empty ``PlaceholderSection`` with a diagnostic; so does every section from the
/// one whose items would take the page past ``PageLimits/itemsPerPage``. A section whose factory throws, or
/// that does not arrive within its timeout, shows its error state (``FailedSection``) with a diagnostic.
/// Sections are built concurrently and kept in configured order; ``PageLoad`` shows them as they arrive.
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

    /// Builds every configured section and waits for all of them: each loads after its delay, and one that
    /// does not arrive within its timeout shows its error state (``FailedSection``, without a retry: use
    /// ``PageLoad`` to show a page as its sections arrive, and to retry one).
    public func build(_ configuration: PageConfiguration) async -> Page {
        let built = await withTaskGroup(of: (Int, SectionSnapshot, PageDiagnostic?).self) { group in
            for (index, section) in configuration.sections.enumerated() {
                group.addTask {
                    let (made, diagnostic, _) = await load(section).shown(for: section, retry: nil)
                    return (index, section.snapshot(of: made), diagnostic)
                }
            }
            return await group.reduce(into: [(Int, SectionSnapshot, PageDiagnostic?)]()) { $0.append($1) }
                .sorted { $0.0 < $1.0 }
        }
        return Self.page(configuration, sections: built.map(\.1), diagnostics: built.compactMap(\.2))
    }

    /// The page of `sections`, the configuration's sections as built so far, with their `diagnostics`:
    /// limited to ``PageLimits/itemsPerPage``.
    static func page(
        _ configuration: PageConfiguration, sections: [SectionSnapshot], diagnostics: [PageDiagnostic]
    ) -> Page {
        let (sections, overLimit) = limitingItems(sections, configuration: configuration)
        return Page(
            snapshot: PageSnapshot(pageID: configuration.id, sections: sections),
            diagnostics: configuration.diagnostics + diagnostics + (overLimit.map { [$0] } ?? []))
    }

    /// Loads one configured section: after its delay, by its kind's factory, within its timeout.
    func load(_ section: SectionConfiguration) async -> SectionLoadOutcome {
        guard let factory = registry.factory(for: section.kind) else { return .unknownKind }
        let delay = section.loading.delay
        return await SectionDeadline.race(within: section.loading.timeout) {
            if delay > .zero { try await Task.sleep(for: delay) }
            return try await factory(section)
        }
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
            limited[index] = section.replacing(with: PlaceholderSection(reason: message))
        }
        let path = configuration.sections.indices.contains(first) ? configuration.sections[first].path : "$.sections"
        return (limited, PageDiagnostic(severity: .error, code: .tooManyItems, path: path, message: message))
    }
}
