/// Turns a page configuration into a snapshot with a ``SectionRegistry``: the rest of the page always renders.
///
/// An unknown kind becomes an empty ``PlaceholderSection`` with a diagnostic; so does a section whose factory
/// throws. Sections are built concurrently and kept in configured order.
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
        return Page(
            snapshot: PageSnapshot(pageID: configuration.id, sections: built.map(\.1)),
            diagnostics: configuration.diagnostics + built.compactMap(\.2))
    }

    private func make(_ section: SectionConfiguration) async -> (any PageSection, PageDiagnostic?) {
        guard let factory = registry.factory(for: section.kind) else {
            let message = "unknown section kind '\(section.kind)'; shown as an empty placeholder"
            return (
                PlaceholderSection(reason: message),
                PageDiagnostic(severity: .warning, code: .unknownKind, path: section.path, message: message)
            )
        }
        do {
            return (try await factory(section), nil)
        } catch {
            let message = "section '\(section.id)' (\(section.kind)) failed: \(error); shown as an empty placeholder"
            return (
                PlaceholderSection(reason: message),
                PageDiagnostic(severity: .error, code: .sectionFailed, path: section.path, message: message)
            )
        }
    }
}
