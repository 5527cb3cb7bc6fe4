import ComponentService
import PageKit
import PageTerminal

/// One page on screen: its configuration loaded, its sections loading progressively into a terminal page,
/// and able to load itself again.
///
/// Used by `app page` and by the interactive view.
struct PageSession {
    let request: PageRequest
    let loader: PageLoader
    let builder: PageBuilder
    /// The page in the terminal: its engine, its items sized and drawn by the terminal cells, its last frame.
    let page: TerminalPage
    /// The diagnostics of the stage shown last, then those of its update (items no cell sized, kinds a
    /// section did not declare).
    private(set) var diagnostics: [PageDiagnostic] = []
    /// The report of the last update.
    private(set) var lastReport: PageUpdateReport?
    /// The stage shown last.
    private(set) var lastStage: PageLoadStage?

    init(
        request: PageRequest, service: ComponentService, sections: SectionRegistry, cells: TerminalCells, columns: Int,
        rows: Int
    ) {
        self.request = request
        loader = PageLoader(service: service)
        builder = PageBuilder(registry: sections)
        page = TerminalPage(cells: cells, columns: columns, rows: rows)
    }

    /// Loads the configuration again, with the delays the command line sets, and makes the load of its
    /// sections; they start loading when its stages are asked for. The page takes the budgets it sets.
    func start() async throws(PageLoadFailure) -> PageLoad {
        let configuration = try configuration()
        await page.engine.setBudgets(configuration.budgets)
        return PageLoad(configuration, builder: builder)
    }

    /// Shows `stage` as an ordinary update of the page, which renders it.
    @discardableResult
    mutating func show(_ stage: PageLoadStage) async -> PageUpdateReport {
        // A section's data replacing its placeholder is a batch update however much of the page it is.
        let report = await page.update(to: stage.page.snapshot, fullReloadThreshold: .infinity)
        diagnostics = stage.page.diagnostics + report.diagnostics + (await drawingOverBudget())
        lastReport = report
        lastStage = stage
        return report
    }

    /// Loads the page and shows it once every section has its data or its error state; a section's error
    /// state offers no retry, since the page is shown once.
    mutating func loadCompletely() async throws(PageLoadFailure) {
        let configuration = try configuration()
        await page.engine.setBudgets(configuration.budgets)
        let built = await builder.build(configuration)
        let report = await page.update(to: built.snapshot)
        diagnostics = built.diagnostics + report.diagnostics
        lastReport = report
    }

    /// Adds a warning for each kind whose cells took longer to draw in the frame shown now than its budget
    /// allows: for a host that draws its final frame after the update.
    mutating func checkDrawing() async {
        diagnostics += await drawingOverBudget()
    }

    /// A warning for each kind whose cells took longer to draw in the last frame than its budget allows.
    private func drawingOverBudget() async -> [PageDiagnostic] {
        await page.engine.budgetDiagnostics(applyTime: await page.frame?.timeByKind ?? [:])
    }

    /// The configuration, loaded again, opened with the request's parameters and with the delays the command
    /// line sets.
    private func configuration() throws(PageLoadFailure) -> PageConfiguration {
        try delayed(PageConfiguration.decode(try loader.load(request)).opened(with: request.parameters))
    }

    /// `configuration` with each section named by `--delay` delayed as it says.
    private func delayed(_ configuration: PageConfiguration) throws(PageLoadFailure) -> PageConfiguration {
        guard !request.delays.isEmpty else { return configuration }
        let ids = Set(configuration.sections.map(\.id.rawValue))
        if let unknown = request.delays.keys.sorted().first(where: { !ids.contains($0) }) {
            let names = configuration.sections.lazy.map(\.id.rawValue)
            throw .usage(
                UsageError(
                    "--delay: no section \(quoted: unknown) on the page; sections: \(names: names)", topic: .page))
        }
        let sections = configuration.sections.map { section in
            request.delays[section.id.rawValue].map {
                section.loading(SectionLoading(delay: .seconds($0), timeout: section.loading.timeout))
            } ?? section
        }
        return PageConfiguration(
            id: configuration.id, title: configuration.title, sections: sections, diagnostics: configuration.diagnostics
        )
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
