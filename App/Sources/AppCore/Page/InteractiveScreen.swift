import PageKit
import PageTerminal
import TerminalText

/// The state of the interactive view between keys: the session, the selection marker and the status line.
struct InteractiveScreen {
    private(set) var session: PageSession
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

    /// Acts on a key; `false` to quit.
    mutating func handle(_ key: Key) async -> Bool {
        overlay = []
        let page = session.page
        let height = await page.viewport.rows
        switch key {
        case .quit, .interrupt: return false
        case .up: status = await page.scroll(by: -1).summary
        case .down: status = await page.scroll(by: 1).summary
        case .pageUp: status = await page.scroll(by: -max(height - 1, 1)).summary
        case .pageDown: status = await page.scroll(by: max(height - 1, 1)).summary
        case .nextItem: marker += 1
        case .previousItem: marker = max(marker - 1, 0)
        case .enter: await select()
        case .reload: await reload()
        case .other: break
        }
        return true
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
        let statusLine = "\(pageID) │ rows \(viewport.offset + 1)–\(last) of \(total) │ \(status)"
        let help = " │ j/k ↑↓ scroll · Tab mark · Enter select · r reload · q quit"
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

    private mutating func select() async {
        guard let frame = await session.page.frame, let (entry, item) = markedEntry(frame) else {
            status = "nothing to select"
            return
        }
        let outcome = await session.page.engine.raise(
            PageEvent(name: PageEvent.select), from: item, in: entry.sectionID, app: AppLevelResponder())
        overlay = ["── selected \(entry.sectionID)/\(item) ──"] + (outcome?.event.output ?? [])
        status = "selected \(entry.sectionID)/\(item)"
    }

    private mutating func reload() async {
        do {
            let report = try await session.load()
            status = "reloaded: \(report.summary)"
        } catch {
            status = "reload failed: \(error)"
        }
    }
}
