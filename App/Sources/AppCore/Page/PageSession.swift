import ComponentService
import PageKit

/// One page on screen: loaded, built into an engine, and able to reload itself.
///
/// Used by `app page` and by the interactive view.
struct PageSession {
    let request: PageRequest
    let loader: PageLoader
    let builder: PageBuilder
    let engine: PageEngine
    /// The diagnostics of the last build.
    private(set) var diagnostics: [PageDiagnostic] = []
    /// The report of the last update.
    private(set) var lastReport: PageUpdateReport?

    init(request: PageRequest, service: ComponentService, sections: SectionRegistry, width: Int, viewportHeight: Int) {
        self.request = request
        loader = PageLoader(service: service)
        builder = PageBuilder(registry: sections)
        engine = PageEngine(width: width, viewportHeight: viewportHeight)
    }

    /// Loads the configuration again, builds it and updates the engine.
    mutating func load() async throws(PageLoadFailure) -> PageUpdateReport {
        let json = try loader.load(request)
        let page = await builder.build(PageConfiguration.decode(json))
        diagnostics = page.diagnostics
        let report = await engine.update(to: page.snapshot)
        lastReport = report
        return report
    }

    /// The item `reference` names on the page, or why there is none.
    func item(_ reference: ItemReference) async -> Result<(ItemID, SectionID), UsageError> {
        let snapshot = await engine.snapshot
        let sectionID = SectionID(reference.section)
        guard let section = snapshot.section(sectionID) else {
            let ids = snapshot.sections.lazy.map(\.id.rawValue)
            return .failure(
                UsageError("No section \(quoted: reference.section) on the page; sections: \(names: ids)", topic: .page)
            )
        }
        let found: PageItem?
        switch reference.item {
        case .identity(let text): found = section.items.first { $0.id.description == text }
        case .position(let position):
            found = section.items.indices.contains(position - 1) ? section.items[position - 1] : nil
        }
        guard let found else {
            let ids = section.items.lazy.map(\.id.description)
            return .failure(
                UsageError(
                    "No item \(quoted: reference.description) on the page; items of \(quoted: reference.section): "
                        + "\(names: ids)", topic: .page))
        }
        return .success((found.id, sectionID))
    }
}
