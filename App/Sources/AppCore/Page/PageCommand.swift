import ComponentService
import PageKit

/// `app page`: shows a page, optionally scrolled, optionally with a selection, then its diagnostics.
struct PageCommand {
    let service: ComponentService
    let sections: SectionRegistry
    let console: any Console
    let environment: [String: String]

    func run(_ request: PageRequest) async -> AppExitStatus {
        if request.interactive {
            return await InteractivePageView(service: service, sections: sections, console: console).run(request)
        }
        let width = request.width ?? TerminalSize.defaultWidth(environment: environment)
        var session = PageSession(
            request: request, service: service, sections: sections, width: width, viewportHeight: request.height ?? 0)
        do {
            _ = try await session.load()
        } catch {
            return report(error)
        }
        let engine = session.engine
        if request.height == nil {
            _ = await engine.setViewportHeight(await engine.layout.totalHeight)
        }
        if let offset = request.scroll {
            _ = await engine.appear()
            let (frame, exposure) = await engine.scroll(to: offset)
            frame.lines.forEach(console.out)
            console.out("")
            console.out("Exposure (offset 0 → \(await engine.viewport.offset)):")
            console.out("  appeared:    \(Self.describe(exposure.appeared))")
            console.out("  disappeared: \(Self.describe(exposure.disappeared))")
        } else {
            (await engine.frame?.lines ?? []).forEach(console.out)
            let total = await engine.layout.totalHeight
            let shown = await engine.viewport.height
            if request.height == nil, total > shown {
                console.out("… \(total - shown) more rows: a page shows at most \(shown) rows at once")
            }
        }
        if let reference = request.select {
            let item: ItemID
            let section: SectionID
            switch await session.item(reference) {
            case .success(let found): (item, section) = found
            case .failure(let error):
                console.err("app: \(error.message)")
                return .usageError
            }
            let outcome = await engine.raise(
                PageEvent(name: PageEvent.select), from: item, in: section, app: AppLevelResponder())
            console.out("")
            console.out(
                "Selected \(echo: reference.description) (\(echo: outcome?.consumedBy ?? "nobody") handled it):")
            (outcome?.event.output ?? []).forEach { console.out("  " + $0) }
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
        switch failure {
        case .usage(let error):
            console.err("app: \(error.message)")
            return .usageError
        case .component(let error):
            console.err("app: \(error)")
            return .componentError
        }
    }

    /// Every item, each named as `--select` names it, a long name cut.
    static func describe(_ items: [ExposedItem]) -> String {
        items.isEmpty ? "none" : items.map { "\(echo: "\($0.sectionID)/\($0.itemID)")" }.joined(separator: ", ")
    }
}
