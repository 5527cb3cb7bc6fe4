import ComponentService
import PageKit
import PageTerminal

/// `app page ID --interactive`: the page full-screen, shown at once and filled in as its sections arrive
/// (a placeholder for each section still loading); a section that pages, such as the feed, loads its next
/// page when the viewport nears its end. Arrow keys or j/k scroll, h/l or ←→ scroll the marked carousel, Tab
/// moves the selection marker, Enter selects (a store opens its page over this one; on a failed section's
/// error state: retries it), Backspace or Esc goes back to the page before, r loads the page again, q quits,
/// Ctrl-C quits with exit status 130. The page is laid out again at the new size when the window is resized.
/// The last line is a status line with where you are (`home › store`), the visible rows and the last load,
/// exposure or update news.
struct InteractivePageView {
    let service: ComponentService
    let sections: SectionRegistry
    let cells: TerminalCells
    let console: any Console

    /// What the view reacts to: the terminal, or a stage of a load, named by the number the view gave it
    /// (a page closed, or loaded again, leaves stages of its old load on the way, which then find no page).
    private enum ScreenEvent: Sendable {
        case input(TerminalEvent)
        case stage(PageLoadStage, load: Int)
    }

    /// One page of the stack: its screen, its load, the number the view gave that load, and the task that
    /// forwards the load's stages.
    private struct Level {
        var screen: InteractiveScreen
        var load: PageLoad
        var loadNumber: Int
        var following: Task<Void, Never>
        /// Whether its first stage has been shown, after which the page appears.
        var appeared = false
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
        let session = makeSession(request)
        let load: PageLoad
        do {
            load = try await session.start()
        } catch {
            console.err("app: \(error.message)")
            return error.exitStatus
        }
        guard RawTerminal.enter() else {
            console.err("app: could not switch the terminal to full-screen mode")
            return .usageError
        }
        defer { RawTerminal.restore() }
        // Keys, resizes and the loads' stages come through one stream, in the order they happen. Listening
        // starts before the first frame, and that frame is of the window's size by then, so that no resize
        // goes unseen.
        let (events, sink) = AsyncStream.makeStream(of: ScreenEvent.self)
        let input = Task {
            for await event in TerminalInput.stream() { sink.yield(.input(event)) }
        }
        let pageID = request.pageID ?? request.configFile ?? "page"
        var loads = 0
        var stack = [
            Level(
                screen: InteractiveScreen(session: session, pageID: pageID), load: load, loadNumber: loads,
                following: follow(load, loads, sink))
        ]
        defer {
            input.cancel()
            stack.forEach { $0.following.cancel() }
        }
        await fit(stack[0].screen, to: request)
        for await event in events {
            let top = stack.count - 1
            switch event {
            case .stage(let stage, let number):
                guard let level = stack.firstIndex(where: { $0.loadNumber == number }) else { continue }
                await stack[level].screen.show(stage)
                if !stack[level].appeared {
                    stack[level].appeared = true
                    let exposure = await stack[level].screen.session.page.engine.appear()
                    let summary = await stack[level].screen.summary(of: exposure)
                    stack[level].screen.status = "\(summary) · \(stack[level].screen.status)"
                }
                guard level == top else { continue }
            case .input(.key(.interrupt)):
                return .interrupted
            case .input(.key(.reload)):
                stack[top].screen.clearOverlay()
                do {
                    // The load running stays until a new one starts: a reload that fails leaves the page as it is.
                    let load = try await stack[top].screen.session.start()
                    stack[top].following.cancel()
                    stack[top].load = load
                    loads += 1
                    stack[top].loadNumber = loads
                    stack[top].following = follow(stack[top].load, loads, sink)
                    stack[top].screen.status = "loading the page again"
                } catch {
                    stack[top].screen.status = "reload failed: \(error.message)"
                }
            case .input(.key(.back)):
                stack[top].screen.clearOverlay()
                guard top > 0 else {
                    stack[top].screen.status = "this is the first page: q quits"
                    break
                }
                let closed = stack.removeLast()
                closed.following.cancel()
                _ = await closed.screen.session.page.engine.disappear()
                let exposure = await stack[top - 1].screen.session.page.engine.appear()
                await fit(stack[top - 1].screen, to: request)
                stack[top - 1].screen.status = "back · \(await stack[top - 1].screen.summary(of: exposure))"
            case .input(.key(let key)):
                switch await stack[top].screen.handle(key) {
                case .quit: return .success
                case .stay: break
                case .open(let route):
                    loads += 1
                    if let opened = await open(
                        route, over: stack[top].screen, request: request, sink: sink, number: loads)
                    {
                        _ = await stack[top].screen.session.page.engine.disappear()
                        stack.append(opened)
                        await fit(opened.screen, to: request)
                    } else {
                        stack[top].screen.status = "could not open page \(route.pageID)"
                    }
                }
            case .input(.resize):
                await fit(stack[top].screen, to: request)
            }
            let current = stack[stack.count - 1]
            let (layout, viewport) = await current.screen.session.page.engine.display
            if !(await current.load.viewportMoved(layout: layout, viewport: viewport)).isEmpty {
                stack[stack.count - 1].screen.status += " · loading the next page"
            }
            await stack[stack.count - 1].screen.draw()
        }
        return .success
    }

    /// A session for `request` at the window's size, or the size the command line sets.
    private func makeSession(_ request: PageRequest) -> PageSession {
        let size = TerminalSize.current() ?? TerminalSize(columns: 80, rows: 24)
        return PageSession(
            request: request, service: service, sections: sections, cells: cells,
            columns: request.width ?? size.columns, rows: Self.viewportHeight(request.height ?? size.rows))
    }

    /// The level that shows `route` over `screen`, its load started; `nil` when its configuration cannot be
    /// loaded (the CMS has no such page).
    private func open(
        _ route: PageRoute, over screen: InteractiveScreen, request: PageRequest,
        sink: AsyncStream<ScreenEvent>.Continuation, number: Int
    ) async -> Level? {
        let session = makeSession(request.opening(route))
        guard let load = try? await session.start() else { return nil }
        return Level(
            screen: InteractiveScreen(session: session, pageID: "\(screen.pageID) › \(route.pageID)"), load: load,
            loadNumber: number, following: follow(load, number, sink))
    }

    /// Forwards `load`'s stages, tagged with `number`, until cancelled, which cancels the load.
    private func follow(
        _ load: PageLoad, _ number: Int, _ sink: AsyncStream<ScreenEvent>.Continuation
    ) -> Task<Void, Never> {
        Task {
            for await stage in await load.stages() { sink.yield(.stage(stage, load: number)) }
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

extension ExposureEvents {
    /// `+banner/shop-demo −nearby/#3`, the first of them, each cut, then `and N more`; or `no exposure change`:
    /// each item named by `references`, as `--select` names it.
    func summary(naming references: ItemReferences) -> String {
        let appeared = appeared.map { "+" + references.reference(to: $0) }
        let disappeared = disappeared.map { "−" + references.reference(to: $0) }
        let all = appeared + disappeared
        return all.isEmpty ? "no exposure change" : "\(names: all, separator: " ")"
    }
}
