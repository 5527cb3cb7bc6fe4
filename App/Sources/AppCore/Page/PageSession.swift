import ComponentService
import PageKit
import PageTerminal

/// One page on screen: loaded, built into a terminal page, and able to reload itself.
///
/// Used by `app page` and by the interactive view.
struct PageSession {
    let request: PageRequest
    let loader: PageLoader
    let builder: PageBuilder
    /// The page in the terminal: its engine, its items sized and drawn by the terminal cells, its last frame.
    let page: TerminalPage
    /// The diagnostics of the last build, then those of its update (items no cell sized, kinds a section
    /// did not declare).
    private(set) var diagnostics: [PageDiagnostic] = []
    /// The report of the last update.
    private(set) var lastReport: PageUpdateReport?

    init(
        request: PageRequest, service: ComponentService, sections: SectionRegistry, cells: TerminalCells, columns: Int,
        rows: Int
    ) {
        self.request = request
        loader = PageLoader(service: service)
        builder = PageBuilder(registry: sections)
        page = TerminalPage(cells: cells, columns: columns, rows: rows)
    }

    /// Loads the configuration again, builds it and updates the page, which renders it.
    mutating func load() async throws(PageLoadFailure) -> PageUpdateReport {
        let json = try loader.load(request)
        let built = await builder.build(PageConfiguration.decode(json))
        let report = await page.update(to: built.snapshot)
        diagnostics = built.diagnostics + report.diagnostics
        lastReport = report
        return report
    }

    /// The item `reference` names on the page, or why there is none.
    func item(_ reference: ItemReference) async -> Result<(ItemID, SectionID), UsageError> {
        let snapshot = await page.engine.snapshot
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
