import Foundation
import PageKit
import PageTerminal

/// A page shown as its sections arrive, as the app's interactive view shows it: decoded from JSON, loaded by
/// a ``PageLoad`` into a terminal page, each stage an ordinary update that renders a frame.
public enum ProgressiveWorkload {
    /// Decodes `data` and shows its load's stages in a new 60 × 60 terminal page until `enough` says the frame
    /// just rendered is the one wanted. The load keeps running: cancel it once the measurement is over.
    public static func show(
        _ data: Data, registry: SectionRegistry, cells: TerminalCells, until enough: (PageLoadStage) -> Bool
    ) async throws -> (TerminalPage, PageLoad) {
        let load = PageLoad(try PageConfiguration.decode(data: data), builder: PageBuilder(registry: registry))
        let page = TerminalPage(cells: cells, columns: 60, rows: 60)
        for await stage in await load.stages() {
            _ = await page.update(to: stage.page.snapshot, fullReloadThreshold: .infinity)
            if enough(stage) { break }
        }
        return (page, load)
    }

    /// Whether every section but `count` has its data.
    public static func loaded(allBut count: Int) -> @Sendable (PageLoadStage) -> Bool {
        { stage in stage.sections.count { $0.state != .loaded } <= count }
    }
}
