/// The headless page controller: it owns the displayed snapshot and takes a page from one snapshot to the
/// next (seed 001's update pipeline), keeps its layout and viewport, renders the visible part, and tracks
/// exposure.
///
/// An update measures heights and diffs off the caller's thread, in parallel; a newer update cancels any
/// older one not yet applied, so updates apply in submission order and each diff is computed against the
/// snapshot it is applied to.
public actor PageEngine {
    /// The snapshot on display.
    public private(set) var snapshot: PageSnapshot
    /// Its layout at the current width.
    public private(set) var layout: PageLayout
    /// The visible window.
    public private(set) var viewport: Viewport
    /// The width in columns.
    public private(set) var width: Int
    /// The last rendered frame.
    public private(set) var frame: PageRenderer.Frame?
    /// The size cache (shared with other engines if given).
    public nonisolated let sizeCache: SizeCache
    /// The share of changed items above which an update asks for a full reload.
    public let fullReloadThreshold: Double

    private var sizes: PageSizes
    private var exposure: ExposureTracker
    private let renderer = PageRenderer()
    private let now: @Sendable () -> ContinuousClock.Instant
    private var submitted = 0
    private var applied = 0
    private var inFlight: Task<(PageSizer.Result, PageChangeSet), any Error>?

    /// An engine showing nothing yet.
    ///
    /// - Parameters:
    ///   - exposure: the thresholds for exposure events.
    ///   - now: the clock for exposure durations (tests pass their own).
    public init(
        width: Int, viewportHeight: Int, sizeCache: SizeCache = SizeCache(), fullReloadThreshold: Double = 0.5,
        exposure: ExposureTracker = ExposureTracker(),
        now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
    ) {
        let empty = PageSnapshot.empty()
        self.snapshot = empty
        self.width = max(width, 1)
        self.viewport = Viewport(offset: 0, height: viewportHeight)
        self.sizeCache = sizeCache
        self.fullReloadThreshold = fullReloadThreshold
        self.sizes = PageSizes(width: max(width, 1), headerHeights: [], itemHeights: [])
        self.layout = PageLayout(snapshot: empty, sizes: sizes)
        self.exposure = exposure
        self.now = now
    }

    /// Takes the page to `newSnapshot`, reloading the items in `forceReload` even if their content version
    /// did not change (their cached heights are dropped).
    public func update(to newSnapshot: PageSnapshot, forceReload: Set<ItemID> = []) async -> PageUpdateReport {
        let clock = ContinuousClock()
        let start = clock.now
        submitted += 1
        let sequence = submitted
        let base = snapshot
        let displayed = (snapshot: snapshot, sizes: sizes)
        let width = width
        let cache = sizeCache
        sizeCache.invalidate(forceReload)

        let work = Task.detached {
            async let sized = PageSizer.measure(
                newSnapshot, width: width, cache: cache, displayed: displayed, forceReload: forceReload)
            async let diffed = PageDiff.compute(from: base, to: newSnapshot, forceReload: forceReload)
            return try await (sized, diffed)
        }
        inFlight?.cancel()
        inFlight = work
        let result = await withTaskCancellationHandler {
            await work.result
        } onCancel: {
            work.cancel()
        }
        guard sequence == submitted, case .success(let (sized, changes)) = result else {
            return cancelledReport(sequence, since: start)
        }
        inFlight = nil

        let fullReload = fullReloadReason(from: base, to: newSnapshot, changes: changes)
        let replacedLayout = layout
        snapshot = newSnapshot
        sizes = sized.sizes
        layout = PageLayout(snapshot: newSnapshot, sizes: sized.sizes)
        viewport.offset = layout.clampedOffset(viewport.offset, viewportHeight: viewport.height)
        applied = sequence
        let rendered = render()
        let exposed = exposure.update(layout: layout, viewport: viewport, at: now(), cause: .reload)
        Self.release(replacedLayout)
        return PageUpdateReport(
            sequence: sequence, outcome: .applied, changes: changes, fullReload: fullReload,
            sizeTime: sized.timeByKind, diffTime: changes.diffTimeByKind, renderTime: rendered.timeByKind,
            sizeCacheHits: sized.hits, sizeCacheMisses: sized.misses, totalTime: clock.now - start, exposure: exposed)
    }

    /// Frees a replaced page on a background task, once the update that replaced it returns and its other
    /// references (which share the layout's snapshot) are gone: freeing a page's items costs about as much
    /// as the rest of an update that changes a few of them (10,000 items: some 0.7 ms), and nothing on the
    /// engine waits for it.
    private nonisolated static func release(_ replaced: PageLayout) {
        Task.detached(priority: .utility) { withExtendedLifetime(replaced) {} }
    }

    /// Reloads one item by identity: the same snapshot, with the item's height measured again.
    public func reload(_ item: ItemID) async -> PageUpdateReport {
        await update(to: snapshot, forceReload: [item])
    }

    /// Moves the viewport to start at row `offset` (clamped to the page), renders it, and reports which
    /// items appeared and disappeared.
    public func scroll(to offset: Int) -> (frame: PageRenderer.Frame, exposure: ExposureEvents) {
        viewport.offset = layout.clampedOffset(offset, viewportHeight: viewport.height)
        let rendered = render()
        return (rendered, exposure.update(layout: layout, viewport: viewport, at: now(), cause: .scroll))
    }

    /// Moves the viewport by `rows` (negative scrolls up).
    public func scroll(by rows: Int) -> (frame: PageRenderer.Frame, exposure: ExposureEvents) {
        scroll(to: viewport.offset + rows)
    }

    /// The page appears: visible items are exposed again.
    public func appear() -> ExposureEvents {
        exposure.update(layout: layout, viewport: viewport, at: now(), cause: .appear)
    }

    /// The page disappears: every exposed item stops being exposed.
    public func disappear() -> ExposureEvents {
        exposure.disappear(at: now())
    }

    /// Changes the viewport height; the width changes through ``resize(width:)``.
    public func setViewportHeight(_ height: Int) -> PageRenderer.Frame {
        viewport = Viewport(offset: layout.clampedOffset(viewport.offset, viewportHeight: height), height: height)
        return render()
    }

    /// Changes the width: every height is measured again (cached per width), then the page is rendered.
    public func resize(width newWidth: Int) async -> PageUpdateReport {
        width = max(newWidth, 1)
        return await update(to: snapshot)
    }

    /// Raises `event` from an item, up the chain section → `page` → `app`.
    public func raise(
        _ event: PageEvent, from item: ItemID, in section: SectionID, page: (any PageResponder)? = nil,
        app: (any PageResponder)? = nil
    ) async -> PageEventOutcome? {
        await ResponderChain.raise(event, from: item, in: section, of: snapshot, page: page, app: app)
    }

    /// Cells made and reused by the renderer so far.
    public var cellStatistics: (created: Int, reused: Int) { (renderer.pool.created, renderer.pool.reused) }

    @discardableResult
    private func render() -> PageRenderer.Frame {
        let rendered = renderer.render(snapshot, layout: layout, viewport: viewport, width: width)
        frame = rendered
        return rendered
    }

    private func fullReloadReason(
        from base: PageSnapshot, to new: PageSnapshot, changes: PageChangeSet
    ) -> PageUpdateReport.FullReloadReason? {
        if base.sections.isEmpty && applied == 0 { return .initialLoad }
        if sizes.width != width { return .widthChanged(from: sizes.width, to: width) }
        let changed = changes.insertedItems + changes.deletedItems + changes.reloadedItems + changes.movedItems
        let total = max(base.itemCount, new.itemCount)
        if total > 0, Double(changed) > fullReloadThreshold * Double(total) {
            return .tooManyChanges(changed: changed, of: total)
        }
        return nil
    }

    private func cancelledReport(_ sequence: Int, since start: ContinuousClock.Instant) -> PageUpdateReport {
        PageUpdateReport(
            sequence: sequence, outcome: .cancelled, changes: nil, fullReload: nil, sizeTime: [:], diffTime: [:],
            renderTime: [:], sizeCacheHits: 0, sizeCacheMisses: 0, totalTime: ContinuousClock.now - start,
            exposure: .none)
    }
}
