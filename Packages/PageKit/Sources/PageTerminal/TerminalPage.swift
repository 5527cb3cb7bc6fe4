import PageKit

/// A page in the terminal: the terminal's binding of a ``PageEngine``. It drives the engine in rows and
/// columns, sizes items with the terminal cells (``TerminalSizer``), and renders the viewport after every
/// change, reusing cells by kind.
///
/// ```swift
/// let page = TerminalPage(cells: cells, columns: 60, rows: 20)
/// let report = await page.update(to: built.snapshot)
/// await page.frame?.lines.forEach { print($0) }
/// ```
public actor TerminalPage {
    /// The widths a terminal page takes, in columns: 1 to 1,000, so that no line it renders grows without
    /// bound, whatever width a host passes on.
    public static let widths = 1...1_000

    /// The engine this page drives; a host reads its snapshot, layout and viewport, and raises events on it.
    public nonisolated let engine: PageEngine
    /// The last rendered frame.
    public private(set) var frame: PageRenderer.Frame?
    private let renderer: PageRenderer

    /// A page of `columns` × `rows` (columns clamped to ``widths``, rows to `PageLimits.viewportHeights`)
    /// whose items the `cells` show and size.
    ///
    /// - Parameters:
    ///   - sizeCache, inlineItemLimit, exposure, now: as ``PageEngine/init(width:viewportHeight:sizer:sizeCache:fullReloadThreshold:inlineItemLimit:exposure:now:)``
    ///     takes them.
    public init(
        cells: TerminalCells, columns: Int, rows: Int, sizeCache: SizeCache = SizeCache(),
        inlineItemLimit: Int = 1_024, exposure: ExposureTracker = ExposureTracker(),
        now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
    ) {
        engine = PageEngine(
            width: Double(columns.clamped(to: Self.widths)), viewportHeight: Double(rows),
            sizer: TerminalSizer(cells: cells),
            sizeCache: sizeCache, inlineItemLimit: inlineItemLimit, exposure: exposure, now: now)
        renderer = PageRenderer(cells: cells)
    }

    /// Takes the page to `snapshot` and renders it; an update a newer one cancelled renders nothing.
    /// `fullReloadThreshold` is as ``PageEngine/update(to:forceReload:fullReloadThreshold:)`` takes it.
    public func update(
        to snapshot: PageSnapshot, forceReload: Set<ItemID> = [], fullReloadThreshold: Double? = nil
    ) async -> PageUpdateReport {
        let report = await engine.update(
            to: snapshot, forceReload: forceReload, fullReloadThreshold: fullReloadThreshold)
        if report.outcome == .applied { await render() }
        return report
    }

    /// Moves the viewport to start at `row`, renders it, and reports which items appeared and disappeared.
    public func scroll(to row: Int) async -> ExposureEvents {
        let exposure = await engine.scroll(to: Double(row))
        await render()
        return exposure
    }

    /// Moves the viewport by `rows` (negative scrolls up), renders it, and reports the exposure.
    public func scroll(by rows: Int) async -> ExposureEvents {
        let exposure = await engine.scroll(by: Double(rows))
        await render()
        return exposure
    }

    /// Scrolls carousel section `id` sideways by `items` of its items (negative to the left), renders it, and
    /// reports the exposure; a section that is not a carousel stays as it is.
    public func scrollCarousel(_ id: SectionID, byItems items: Int) async -> ExposureEvents {
        let (layout, viewport) = await engine.display
        guard let index = layout.snapshot.sectionIndex(of: id), let range = layout.carouselScrollRange(of: id) else {
            return .none
        }
        let step = layout.carouselItemStride(ofSectionAt: index)
        // From where the carousel shows now: an offset kept from before the page changed may be past its range.
        let current = viewport.carouselOffset(of: id, range: range)
        let offset = current + Double(items.clamped(to: -100_000...100_000)) * step
        let exposure = await engine.scrollCarousel(id, to: offset)
        await render()
        return exposure
    }

    /// Changes the width (clamped to ``widths``), measures again and renders.
    public func resize(columns: Int) async -> PageUpdateReport {
        let report = await engine.resize(width: Double(columns.clamped(to: Self.widths)))
        if report.outcome == .applied { await render() }
        return report
    }

    /// Changes the viewport's height, renders, and reports the exposure.
    public func setRows(_ rows: Int) async -> ExposureEvents {
        let exposure = await engine.setViewportHeight(Double(rows))
        await render()
        return exposure
    }

    /// The width in columns.
    public var columns: Int {
        get async { Self.columns(await engine.width) }
    }

    /// The viewport in rows: its first row and how many rows it shows.
    public var viewport: (offset: Int, rows: Int) {
        get async {
            let viewport = await engine.viewport
            return (Self.rows(viewport.offset), Self.rows(viewport.height))
        }
    }

    /// The page's height in rows.
    public var totalRows: Int {
        get async { Self.rows(await engine.layout.totalHeight) }
    }

    /// Cells made and reused by the renderer so far.
    public var cellStatistics: (created: Int, reused: Int) { (renderer.pool.created, renderer.pool.reused) }

    /// Renders what the engine shows now.
    @discardableResult
    public func render() async -> PageRenderer.Frame {
        let (layout, viewport) = await engine.display
        let rendered = renderer.render(layout, viewport: viewport)
        frame = rendered
        return rendered
    }

    /// A position or size from the engine (a ``LayoutEntry``'s frame, a viewport) as whole rows: the
    /// terminal's sizes are whole numbers, and the engine keeps them finite; anything not finite is 0.
    public static func rows(_ value: Double) -> Int {
        value.isFinite ? Int(value.rounded().clamped(to: -1e15...1e15)) : 0
    }

    /// Where an entry starts across the page, in whole columns: the engine's position rounded down, so that
    /// columns never overlap.
    public static func column(_ value: Double) -> Int {
        value.isFinite ? Int(value.rounded(.down).clamped(to: -1e15...1e15)) : 0
    }

    /// The whole columns an entry `value` wide is drawn in, within ``widths``: rounded down, so that a grid's
    /// columns fit the page; the terminal sizer measures at the same width.
    public static func cellColumns(_ value: Double) -> Int {
        column(value).clamped(to: widths)
    }

    /// A width from the engine as whole columns, within ``widths``.
    public static func columns(_ value: Double) -> Int {
        rows(value).clamped(to: widths)
    }
}

extension Comparable {
    fileprivate func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}
