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
                    "--delay: no section \(quoted: unknown) on the page; \(Self.listing(names))", topic: .page))
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

    /// The item `reference` names on the page, or why there is none: the one section of the page whose id
    /// and a `/` begin the reference, and whose item the rest names; two such are ambiguous.
    func item(_ reference: ItemReference) async -> Result<(ItemID, SectionID), UsageError> {
        let snapshot = await page.engine.snapshot
        let references = ItemReferences(snapshot)
        let (found, longest) = references.resolve(reference)
        if found.count > 1 {
            let choices = found.prefix(2).map {
                "item \(quoted: $0.item.id.description) of section \(quoted: $0.section.id.rawValue)"
            }
            let more = found.count > 2 ? ", and \(found.count - 2) more" : ""
            return .failure(
                UsageError(
                    "\(quoted: reference.text) is ambiguous on this page: \(choices.joined(separator: ", or "))\(more)",
                    topic: .page))
        }
        if let match = found.first { return .success((match.item.id, match.section.id)) }
        guard let section = longest else {
            let ids = snapshot.sections.lazy.map(\.id.rawValue)
            return .failure(
                UsageError(
                    "No section \(quoted: reference.firstSection) on the page; \(Self.listing(ids))", topic: .page))
        }
        let names = section.items.indices.lazy.map {
            references.name(ofItemAt: $0, in: section) ?? "(item \($0 + 1))"
        }
        return .failure(
            UsageError(
                "No item \(quoted: reference.text) on the page; "
                    + (names.isEmpty
                        ? "section \(quoted: section.id.rawValue) has no items"
                        : "items of \(quoted: section.id.rawValue): \(names: names)"),
                topic: .page))
    }

    /// `sections: a, b`, the first of them, or that the page has none.
    private static func listing(_ ids: some Collection<String>) -> String {
        ids.isEmpty ? "the page has no sections" : "sections: \(names: ids)"
    }

    /// The references of the page as it is now, which name its items as `--select` takes them.
    func itemReferences() async -> ItemReferences {
        ItemReferences(await page.engine.snapshot)
    }
}
