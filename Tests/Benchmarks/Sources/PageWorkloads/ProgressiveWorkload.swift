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

/// A feed of `items` texts in one section that pages, 20 texts a page, shown through its load in a 60 × 60
/// terminal page, and paged as a user scrolling to its end pages it.
public struct PagingWorkload {
    /// A step that paged nothing.
    public struct NoPage: Error {
        /// A step that paged nothing.
        public init() {}
    }

    /// The page on screen.
    public let page: TerminalPage
    /// Its load, running.
    public let load: PageLoad
    private var stages: AsyncStream<PageLoadStage>.Iterator

    /// The feed's page, complete on screen.
    public init(items: Int, registry: SectionRegistry, cells: TerminalCells) async throws {
        let data = TextPage.feedJSON(count: items)
        load = PageLoad(try PageConfiguration.decode(data: data), builder: PageBuilder(registry: registry))
        page = TerminalPage(cells: cells, columns: 60, rows: 60)
        stages = await load.stages().makeAsyncIterator()
        while let stage = await stages.next() {
            _ = await page.update(to: stage.page.snapshot, fullReloadThreshold: .infinity)
            if stage.isComplete { break }
        }
    }

    /// Scrolls to the feed's end, as a user does before a page loads; the frame is rendered.
    public func scrollToEnd() async {
        _ = await page.scroll(to: Int(PageLimits.offsets.upperBound))
    }

    /// One paging step, with the viewport near the feed's end: the host reports it to the load, which asks
    /// the section for its next page, within its timeout, and the page shows the stage that brings it
    /// (diffed, sized, laid out, rendered). The update's report; `nil` when nothing paged.
    public mutating func step() async -> PageUpdateReport? {
        let (layout, viewport) = await page.engine.display
        guard !(await load.viewportMoved(layout: layout, viewport: viewport)).isEmpty,
            let stage = await stages.next()
        else { return nil }
        return await page.update(to: stage.page.snapshot, fullReloadThreshold: .infinity)
    }
}
