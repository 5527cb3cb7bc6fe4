import Foundation
import PageKit
import PageTerminal
import TerminalText

/// The state of one page of the interactive view between events: the session, the selection marker and the
/// status line.
struct InteractiveScreen {
    /// What the view does after a key.
    enum Action {
        /// Stays on this page.
        case stay
        /// Quits.
        case quit
        /// Opens another page over this one.
        case open(PageRoute)
    }

    private(set) var session: PageSession
    /// Where the page is: its id after those of the pages under it, `home › store`.
    let pageID: String
    /// The status line's message part.
    var status = ""
    /// Lines shown over the bottom of the page until the next key (a selection's outcome).
    private var overlay: [String] = []
    /// The item the marker is on, by position among the visible items.
    private var marker = 0

    init(session: PageSession, pageID: String) {
        self.session = session
        self.pageID = pageID
    }

    /// Shows a stage of the page's load, and says on the status line what it brought.
    mutating func show(_ stage: PageLoadStage) async {
        await session.show(stage)
        status = Self.news(of: stage, diagnostics: session.diagnostics.count)
    }

    /// `feed loaded in 2.00 s · 1 loading`, or once the page is complete
    /// `feed loaded in 2.00 s · complete, slowest feed 2.00 s, 0 diagnostics`.
    static func news(of stage: PageLoadStage, diagnostics: Int) -> String {
        let loading = stage.sections.count { $0.state == .loading }
        let what: String
        switch stage.change {
        case .started: what = "loading \(stage.sections.count) sections"
        case .reloading(let id): what = "retrying \(id)"
        case .paged(let id):
            what = "\(id) paged: \(stage.page.snapshot.section(id)?.items.count ?? 0) items"
        case .pagingFailed(let id): what = "\(id): its next page failed"
        case .finished(let id):
            what = stage.sections.first { $0.id == id }.map(describe) ?? "\(id) ended"
        }
        guard stage.isComplete else { return "\(what) · \(loading) loading" }
        let slowest = stage.slowest.map { " slowest \($0.id) \(seconds($0.duration))," } ?? ""
        return "\(what) · complete,\(slowest) \(diagnostics) diagnostics"
    }

    /// `feed loaded in 2.00 s`, `feed timed out after 5.00 s`.
    private static func describe(_ report: SectionLoadReport) -> String {
        switch report.state {
        case .loading: "\(report.id) loading"
        case .loaded: "\(report.id) loaded in \(seconds(report.duration))"
        case .failed: "\(report.id) failed after \(seconds(report.duration))"
        case .timedOut: "\(report.id) timed out after \(seconds(report.duration))"
        }
    }

    private static func seconds(_ duration: Duration?) -> String {
        let duration = duration ?? .zero
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
        return String(format: "%.2f s", seconds)
    }

    /// `events` as the status line says them, each item named as `--select` names it.
    func summary(of events: ExposureEvents) async -> String {
        events.summary(naming: await session.itemReferences())
    }

    /// Takes the overlay away: any key does, those the view handles itself too.
    mutating func clearOverlay() {
        overlay = []
    }

    /// Acts on a key. The view itself loads the page again (r) and goes back (Backspace, Esc).
    mutating func handle(_ key: Key) async -> Action {
        overlay = []
        let page = session.page
        let height = await page.viewport.rows
        switch key {
        case .quit, .interrupt: return .quit
        case .up: status = await summary(of: page.scroll(by: -1))
        case .down: status = await summary(of: page.scroll(by: 1))
        case .pageUp: status = await summary(of: page.scroll(by: -max(height - 1, 1)))
        case .pageDown: status = await summary(of: page.scroll(by: max(height - 1, 1)))
        case .nextItem:
            // No further than the last item on screen, so that Shift-Tab moves back at once.
            let visible = await page.frame.map { $0.entries.count { $0.itemID != nil } } ?? 0
            marker = min(marker + 1, max(visible - 1, 0))
            await selectMarked()
        case .previousItem:
            marker = max(marker - 1, 0)
            await selectMarked()
        case .left: await scrollCarousel(by: -1)
        case .right: await scrollCarousel(by: 1)
        case .enter: return await select()
        case .reload, .back, .other: break
        }
        return .stay
    }

    /// Tells the page which item the marker is on now: its sections hear it selected, and the one before
    /// deselected.
    private func selectMarked() async {
        guard let frame = await session.page.frame, let (entry, item) = markedEntry(frame) else { return }
        await session.page.engine.select(item, in: entry.sectionID)
    }

    /// Lays the page out again for a new window size, `columns` wide with `rows` for the page, keeping what
    /// the status line says.
    func resize(columns: Int, rows: Int) async {
        let page = session.page
        if await page.columns != columns {
            _ = await page.resize(columns: columns)
        }
        if await page.viewport.rows != rows {
            _ = await page.setRows(rows)
        }
    }

    /// Redraws the whole screen. Every piece of text is data: the frame's lines come sanitized from the
    /// renderer, the overlay's lines and the status line are sanitized and cut to the width here.
    func draw() async {
        let page = session.page
        guard let frame = await page.frame else { return }
        let viewport = await page.viewport
        let total = await page.totalRows
        let width = await page.columns
        var lines = frame.lines
        if let (entry, _) = markedEntry(frame) {
            // Rounding keeps the order of a visible entry's ends, so the range is never reversed.
            let top = TerminalPage.rows(entry.visibleFrame.lowerBound)
            for row in top..<max(TerminalPage.rows(entry.visibleFrame.upperBound), top) {
                let index = row - viewport.offset
                if lines.indices.contains(index) { lines[index] = "\u{1B}[7m" + lines[index] + "\u{1B}[0m" }
            }
        }
        if !overlay.isEmpty {
            let shown = overlay.suffix(max(lines.count - 1, 1)).map { TerminalText.fitted($0, columns: width) }
            lines.replaceSubrange(max(lines.count - shown.count, 0)..<lines.count, with: shown)
        }
        let last = min(viewport.offset + viewport.rows, total)
        let rows = total == 0 ? "no rows" : "rows \(viewport.offset + 1)–\(last) of \(total)"
        let statusLine = "\(pageID) │ \(rows) │ \(status)"
        let help =
            " │ j/k ↑↓ scroll · h/l ←→ carousel · Tab mark · Enter open/select/retry · ⌫ back · r reload · q quit"
        var screen = "\u{1B}[H\u{1B}[2J"
        screen += lines.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n")
        screen += "\r\n\u{1B}[7m" + TextWrapping.truncate(statusLine + help, width: width) + "\u{1B}[0m"
        RawTerminal.write(screen)
    }

    private func markedEntry(_ frame: PageRenderer.Frame) -> (LayoutEntry, ItemID)? {
        let items = frame.entries.compactMap { entry in entry.itemID.map { (entry, $0) } }
        guard !items.isEmpty else { return nil }
        return items[min(marker, items.count - 1)]
    }

    /// Scrolls the carousel the marker is in sideways by `items`; the marker stays on the same place on screen.
    private mutating func scrollCarousel(by items: Int) async {
        guard let frame = await session.page.frame, let (entry, _) = markedEntry(frame) else {
            status = "no carousel marked"
            return
        }
        guard await session.page.engine.layout.carouselScrollRange(of: entry.sectionID) != nil else {
            status = "\(entry.sectionID) is not a carousel: h/l and ←→ scroll a marked carousel"
            return
        }
        status = await summary(of: session.page.scrollCarousel(entry.sectionID, byItems: items))
    }

    /// Raises a selection on the marked item; the page to open, when the selection leads to one.
    private mutating func select() async -> Action {
        guard let frame = await session.page.frame, let (entry, item) = markedEntry(frame) else {
            status = "nothing to select"
            return .stay
        }
        await session.page.engine.select(item, in: entry.sectionID)
        let outcome = await session.page.engine.raise(
            PageEvent(name: PageEvent.select), from: item, in: entry.sectionID, app: AppLevelResponder())
        let name = await session.itemReferences().reference(to: ExposedItem(sectionID: entry.sectionID, itemID: item))
        status = "selected \(name)"
        if let route = outcome?.event.route { return .open(route) }
        overlay = ["── selected \(name) ──"] + (outcome?.event.output ?? [])
        return .stay
    }
}
