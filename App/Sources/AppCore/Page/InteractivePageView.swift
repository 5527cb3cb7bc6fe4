import ComponentService
import PageKit
import PageTerminal

/// `app page ID --interactive`: the page full-screen, shown at once and filled in as its sections arrive
/// (a placeholder for each section still loading); a section that pages, such as the feed, loads its next
/// page when the viewport nears its end. Arrow keys or j/k scroll, Tab moves the selection marker,
/// Enter selects (on a failed section's error state: retries it), r loads the page again, q quits, Ctrl-C
/// quits with exit status 130. The page is laid out again at the new size when the window is resized. The
/// last line is a status line with the page id, the visible rows and the last load, exposure or update
/// news.
struct InteractivePageView {
    let service: ComponentService
    let sections: SectionRegistry
    let cells: TerminalCells
    let console: any Console

    /// What the screen reacts to: the terminal, or a stage of the page's load.
    private enum ScreenEvent: Sendable {
        case input(TerminalEvent)
        case stage(PageLoadStage)
    }

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
        let session = PageSession(
            request: request, service: service, sections: sections, cells: cells,
            columns: request.width ?? size.columns,
            rows: Self.viewportHeight(request.height ?? size.rows))
        var load: PageLoad
        do {
            load = try session.start()
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
        // Keys, resizes and the load's stages come through one stream, in the order they happen. Listening
        // starts before the first frame, and that frame is of the window's size by then, so that no resize
        // goes unseen.
        let (events, sink) = AsyncStream.makeStream(of: ScreenEvent.self)
        let input = Task {
            for await event in TerminalInput.stream() { sink.yield(.input(event)) }
        }
        var following = follow(load, into: sink)
        defer {
            input.cancel()
            following.cancel()
        }
        await fit(screen, to: request)
        var appeared = false
        for await event in events {
            switch event {
            case .stage(let stage):
                await screen.show(stage)
                if !appeared {
                    appeared = true
                    screen.status = "\(await screen.session.page.engine.appear().summary) · \(screen.status)"
                }
            case .input(.key(.interrupt)):
                return .interrupted
            case .input(.key(.reload)):
                following.cancel()
                do {
                    load = try screen.session.start()
                    following = follow(load, into: sink)
                    screen.status = "loading the page again"
                } catch {
                    screen.status = "reload failed: \(error)"
                }
            case .input(.key(let key)):
                guard await screen.handle(key) else { return .success }
            case .input(.resize):
                await fit(screen, to: request)
            }
            let (layout, viewport) = await screen.session.page.engine.display
            if !(await load.viewportMoved(layout: layout, viewport: viewport)).isEmpty {
                screen.status += " · loading the next page"
            }
            await screen.draw()
        }
        return .success
    }

    /// Forwards `load`'s stages to the screen until cancelled, which cancels the load.
    private func follow(_ load: PageLoad, into sink: AsyncStream<ScreenEvent>.Continuation) -> Task<Void, Never> {
        Task {
            for await stage in await load.stages() { sink.yield(.stage(stage)) }
        }
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
