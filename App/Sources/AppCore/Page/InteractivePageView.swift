import ComponentService
import PageKit
import PageTerminal

/// `app page ID --interactive`: the page full-screen. Arrow keys or j/k scroll, Tab moves the selection
/// marker, Enter selects, r reloads through the update pipeline, q quits, Ctrl-C quits with exit status 130.
/// The page is laid out again at the new size when the window is resized. The last line is a status line
/// with the page id, the visible rows and the last exposure events or update summary.
struct InteractivePageView {
    let service: ComponentService
    let sections: SectionRegistry
    let cells: TerminalCells
    let console: any Console

    func run(_ request: PageRequest) async -> AppExitStatus {
        guard RawTerminal.isAvailable else {
            console.err("app: --interactive needs a terminal on standard input and output")
            return .usageError
        }
        guard RawTerminal.ownsTerminal else {
            console.err("app: --interactive needs the terminal to itself: run it in the foreground, not with &")
            return .usageError
        }
        let size = TerminalSize.current() ?? TerminalSize(columns: 80, rows: 24)
        var session = PageSession(
            request: request, service: service, sections: sections, cells: cells,
            columns: request.width ?? size.columns,
            rows: Self.viewportHeight(request.height ?? size.rows))
        do {
            _ = try await session.load()
        } catch {
            switch error {
            case .usage(let usage): console.err("app: \(usage.message)")
            case .component(let component): console.err("app: \(component)")
            }
            return error.isUsage ? .usageError : .componentError
        }
        guard RawTerminal.enter() else {
            console.err("app: could not switch the terminal to full-screen mode")
            return .usageError
        }
        defer { RawTerminal.restore() }
        var screen = InteractiveScreen(session: session, pageID: request.pageID ?? request.configFile ?? "page")
        screen.status = "\(await session.page.engine.appear().summary) · \(session.diagnostics.count) diagnostics"
        // Listening starts before the first frame, and that frame is of the window's size by then, so that no
        // resize goes unseen.
        let events = TerminalInput.stream()
        await fit(screen, to: request)
        await screen.draw()
        for await event in events {
            switch event {
            case .key(.interrupt):
                return .interrupted
            case .key(let key):
                guard await screen.handle(key) else { return .success }
            case .resize:
                await fit(screen, to: request)
            }
            await screen.draw()
        }
        return .success
    }

    /// Lays the screen out for the window's size now; a size given on the command line stays.
    private func fit(_ screen: InteractiveScreen, to request: PageRequest) async {
        guard let size = TerminalSize.current() else { return }
        await screen.resize(
            columns: request.width ?? size.columns, rows: Self.viewportHeight(request.height ?? size.rows))
    }

    /// The page's rows on a screen of `rows`: all but the status line.
    private static func viewportHeight(_ rows: Int) -> Int {
        max(rows - 1, 1)
    }
}

extension PageLoadFailure {
    var isUsage: Bool {
        if case .usage = self { return true }
        return false
    }
}

extension ExposureEvents {
    /// `+banner/shop-demo −nearby/3`, or `no exposure change`.
    var summary: String {
        let appeared = appeared.map { "+\($0.sectionID)/\($0.itemID)" }
        let disappeared = disappeared.map { "−\($0.sectionID)/\($0.itemID)" }
        let all = appeared + disappeared
        return all.isEmpty ? "no exposure change" : all.joined(separator: " ")
    }
}
