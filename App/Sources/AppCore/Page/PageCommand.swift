import ComponentService
import PageKit
import PageTerminal

/// `app page`: shows a page once every section has its data or its error state, optionally scrolled,
/// optionally with a selection, then its diagnostics.
struct PageCommand {
    let service: ComponentService
    let sections: SectionRegistry
    let cells: TerminalCells
    let console: any Console
    let environment: [String: String]

    func run(_ request: PageRequest) async -> AppExitStatus {
        if request.interactive {
            return await InteractivePageView(service: service, sections: sections, cells: cells, console: console)
                .run(request)
        }
        let width = request.width ?? TerminalSize.defaultWidth(environment: environment)
        var session = PageSession(
            request: request, service: service, sections: sections, cells: cells, columns: width,
            rows: request.height ?? 0)
        do {
            try await session.loadCompletely()
        } catch {
            return report(error)
        }
        let page = session.page
        if request.height == nil {
            _ = await page.setRows(await page.totalRows)
        }
        if let offset = request.scroll {
            _ = await page.engine.appear()
            let exposure = await page.scroll(to: offset)
            (await page.frame?.lines ?? []).forEach(console.out)
            console.out("")
            console.out("Exposure (offset 0 → \(await page.viewport.offset)):")
            let references = await session.itemReferences()
            console.out("  appeared:    \(Self.describe(exposure.appeared.lazy.map(references.reference(to:))))")
            console.out("  disappeared: \(Self.describe(exposure.disappeared.lazy.map(references.reference(to:))))")
        } else {
            (await page.frame?.lines ?? []).forEach(console.out)
            let total = await page.totalRows
            let shown = await page.viewport.rows
            if request.height == nil, total > shown {
                console.out("… \(total - shown) more rows: a page shows at most \(shown) rows at once")
            }
        }
        await session.checkDrawing()
        if let reference = request.select {
            let item: ItemID
            let section: SectionID
            switch await session.item(reference) {
            case .success(let found): (item, section) = found
            case .failure(let error):
                printDiagnostics(session.diagnostics, quiet: request.quiet)
                console.err("app: \(error.message)")
                return .usageError
            }
            let outcome = await page.engine.raise(
                PageEvent(name: PageEvent.select), from: item, in: section, app: AppLevelResponder())
            console.out("")
            console.out(
                "Selected \(echo: reference.description) (\(echo: outcome?.consumedBy ?? "nobody") handled it):")
            (outcome?.event.output ?? []).forEach { console.out("  " + $0) }
            if let route = outcome?.event.route {
                let command = route.commandLine.map { ": app page \($0)" } ?? ""
                console.out("Opens page \(echo: route.description)\(echo: command)")
            }
        }
        printDiagnostics(session.diagnostics, quiet: request.quiet)
        return .success
    }

    private func printDiagnostics(_ diagnostics: [PageDiagnostic], quiet: Bool) {
        guard !diagnostics.isEmpty else { return }
        let lines = diagnostics.map { "  \($0.severity): \($0)" }
        if quiet {
            (["Diagnostics:"] + lines).forEach(console.err)
        } else {
            console.out("")
            (["Diagnostics:"] + lines).forEach(console.out)
        }
    }

    private func report(_ failure: PageLoadFailure) -> AppExitStatus {
        console.err("app: \(failure.message)")
        return failure.exitStatus
    }

    /// The items' references: the first of them, each cut, then `and N more`.
    static func describe(_ references: some Collection<String>) -> String {
        references.isEmpty ? "none" : "\(names: references)"
    }
}
