/// The headless page controller: it owns the displayed snapshot and takes a page from one snapshot to the
/// next (the update pipeline), keeps its layout and viewport, renders the visible part, and tracks
/// exposure.
///
/// An update first matches the new snapshot's sections with the displayed ones: a section that kept its
/// items keeps its heights and is skipped by the diff. When what is left to diff and size is small (see
/// ``inlineItemLimit``), the engine does it itself; otherwise other threads do it in parallel, and a newer
/// update cancels any older one not yet applied. Either way updates apply in submission order and each diff
/// is computed against the snapshot it is applied to.
public actor PageEngine {
    /// The snapshot on display.
    public private(set) var snapshot: PageSnapshot
    /// Its layout at the current width.
    public private(set) var layout: PageLayout
    /// The visible window.
    public private(set) var viewport: Viewport
    /// The width in columns, within ``PageLimits/widths``.
    public private(set) var width: Int
    /// The last rendered frame.
    public private(set) var frame: PageRenderer.Frame?
    /// The size cache (shared with other engines if given).
    public nonisolated let sizeCache: SizeCache
    /// The share of changed items above which an update asks for a full reload.
    public let fullReloadThreshold: Double
    /// The most items an update may diff one by one and size (look up in the size cache, and measure on a
    /// miss) on the engine itself instead of on other threads; an item both diffed and sized counts twice.
    /// At 0, every update is sized and diffed on other threads.
    public let inlineItemLimit: Int

    private var sizes: PageSizes
    private var exposure: ExposureTracker
    private let renderer = PageRenderer()
    private let now: @Sendable () -> ContinuousClock.Instant
    private var submitted = 0
    private var applied = 0
    private var inFlight: Task<(PageSizer.Result, PageChangeSet), any Error>?
    /// Where applied updates go for the host that asked for them (``appliedUpdates()``).
    private var appliedContinuation: AsyncStream<PageUpdateReport>.Continuation?

    /// An engine showing nothing yet.
    ///
    /// - Parameters:
    ///   - width: columns, clamped to ``PageLimits/widths``.
    ///   - viewportHeight: rows, clamped to ``PageLimits/viewportHeights``.
    ///   - inlineItemLimit: the most items an update may diff and size on the engine itself (see the
    ///     property). Below about a thousand cheaply measured items, handing the work to other threads costs
    ///     more than the work (waking a thread takes about as long as comparing 10,000 unchanged items).
    ///     Lower it if measuring an item is slow; 0 sends every update to other threads.
    ///   - exposure: the thresholds for exposure events.
    ///   - now: the clock for exposure durations (tests pass their own).
    public init(
        width: Int, viewportHeight: Int, sizeCache: SizeCache = SizeCache(), fullReloadThreshold: Double = 0.5,
        inlineItemLimit: Int = 1_024, exposure: ExposureTracker = ExposureTracker(),
        now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
    ) {
        let empty = PageSnapshot.empty()
        self.snapshot = empty
        let width = width.clamped(to: PageLimits.widths)
        self.width = width
        self.viewport = Viewport(offset: 0, height: viewportHeight)
        self.sizeCache = sizeCache
        self.fullReloadThreshold = fullReloadThreshold
        self.inlineItemLimit = inlineItemLimit
        self.sizes = PageSizes(width: width, headerHeights: [], itemHeights: [])
        self.layout = PageLayout(snapshot: empty, sizes: sizes)
        self.exposure = exposure
        self.now = now
    }

    deinit {
        appliedContinuation?.finish()
    }

    /// Takes the page to `newSnapshot`, reloading the items in `forceReload` even if their content version
    /// did not change (their cached heights are dropped).
    public func update(to newSnapshot: PageSnapshot, forceReload: Set<ItemID> = []) async -> PageUpdateReport {
        let start = ContinuousClock.now
        submitted += 1
        let sequence = submitted
        // An older update still in flight can no longer apply: it is of no use to finish it.
        inFlight?.cancel()
        inFlight = nil
        sizeCache.invalidate(forceReload)
        // The displayed snapshot is read where it is needed, not kept in a local, so that the replaced page's
        // last reference is the one handed to the background release.
        guard let matching = try? SectionMatching(from: snapshot, to: newSnapshot) else {
            return cancelledReport(sequence, since: start)
        }
        let plan = PageSizer.plan(
            newSnapshot, width: width, displayed: sizes, matching: matching, forceReload: forceReload)
        let sized: PageSizer.Result
        let changes: PageChangeSet
        let onEngine = inlineItemLimit > 0 && matching.unkeptItemCount + plan.itemsToMeasure <= inlineItemLimit
        if onEngine {
            // Less work than handing it to other threads costs.
            guard
                let diffed = try? PageDiff.compute(
                    from: snapshot, to: newSnapshot, matching: matching, forceReload: forceReload)
            else { return cancelledReport(sequence, since: start) }
            (sized, changes) = (PageSizer.measure(plan, of: newSnapshot, cache: sizeCache), diffed)
        } else {
            let result = await sizeAndDiffElsewhere(
                newSnapshot, matching: matching, plan: plan, forceReload: forceReload)
            // A newer update was submitted meanwhile: it is diffed against what is displayed now, so this one
            // must not apply.
            guard sequence == submitted, case .success(let done) = result else {
                return cancelledReport(sequence, since: start)
            }
            inFlight = nil
            (sized, changes) = done
        }
        return apply(
            newSnapshot, sized: sized, changes: changes, computedOnEngine: onEngine, sequence: sequence, since: start)
    }

    /// Sizes and diffs `newSnapshot` on other threads, in parallel, as the update in flight: a newer update
    /// cancels it.
    private func sizeAndDiffElsewhere(
        _ newSnapshot: PageSnapshot, matching: SectionMatching, plan: PageSizer.Plan, forceReload: Set<ItemID>
    ) async -> Result<(PageSizer.Result, PageChangeSet), any Error> {
        let work = Task.detached { [base = snapshot, cache = sizeCache] in
            async let sized = PageSizer.measureInParallel(plan, of: newSnapshot, cache: cache)
            async let diffed = PageDiff.compute(
                from: base, to: newSnapshot, matching: matching, forceReload: forceReload)
            return try await (sized, diffed)
        }
        inFlight = work
        return await withTaskCancellationHandler {
            await work.result
        } onCancel: {
            work.cancel()
        }
    }

    /// Shows `newSnapshot`, sized and diffed from the snapshot on display, and renders it.
    private func apply(
        _ newSnapshot: PageSnapshot, sized: PageSizer.Result, changes: PageChangeSet, computedOnEngine: Bool,
        sequence: Int, since start: ContinuousClock.Instant
    ) -> PageUpdateReport {
        let fullReload = fullReloadReason(from: snapshot, to: newSnapshot, changes: changes)
        let replaced = ReplacedLayout(layout)
        snapshot = newSnapshot
        sizes = sized.sizes
        layout = PageLayout(snapshot: newSnapshot, sizes: sized.sizes)
        viewport.offset = layout.clampedOffset(viewport.offset, viewportHeight: viewport.height)
        applied = sequence
        let rendered = render()
        let exposed = exposure.update(layout: layout, viewport: viewport, at: now(), cause: .reload)
        Self.release(replaced)
        let report = PageUpdateReport(
            sequence: sequence, outcome: .applied, snapshot: newSnapshot, changes: changes, fullReload: fullReload,
            sizeTime: sized.timeByKind, diffTime: changes.diffTimeByKind, renderTime: rendered.timeByKind,
            sizeCacheHits: sized.hits, sizeCacheMisses: sized.misses, computedOnEngine: computedOnEngine,
            totalTime: ContinuousClock.now - start, exposure: exposed)
        appliedContinuation?.yield(report)
        return report
    }

    /// Frees a replaced page on a background task: freeing a page's items costs more than the rest of an
    /// update that changes a few of them (10,000 items: 0.7–1.3 ms on a 2-core machine), and nothing on the
    /// engine waits for it.
    /// The engine keeps no other reference to the replaced snapshot, so the task frees it unless the caller
    /// still holds it.
    private nonisolated static func release(_ replaced: ReplacedLayout) {
        Task.detached(priority: .utility) { replaced.free() }
    }

    /// Reloads one item by identity: the same snapshot, with the item's height measured again.
    public func reload(_ item: ItemID) async -> PageUpdateReport {
        await update(to: snapshot, forceReload: [item])
    }

    /// Moves the viewport to start at row `offset` (clamped to the page), renders it, and reports which
    /// items appeared and disappeared.
    public func scroll(to offset: Int) -> (frame: PageRenderer.Frame, exposure: ExposureEvents) {
        viewport.offset = layout.clampedOffset(offset.clamped(to: PageLimits.rows), viewportHeight: viewport.height)
        let rendered = render()
        return (rendered, exposure.update(layout: layout, viewport: viewport, at: now(), cause: .scroll))
    }

    /// Moves the viewport by `rows` (negative scrolls up), a distance clamped to ``PageLimits/rows`` either
    /// way.
    public func scroll(by rows: Int) -> (frame: PageRenderer.Frame, exposure: ExposureEvents) {
        let limit = PageLimits.rows.upperBound
        return scroll(to: viewport.offset + rows.clamped(to: -limit...limit))
    }

    /// The page appears: visible items are exposed again.
    public func appear() -> ExposureEvents {
        exposure.update(layout: layout, viewport: viewport, at: now(), cause: .appear)
    }

    /// The page disappears: every exposed item stops being exposed.
    public func disappear() -> ExposureEvents {
        exposure.disappear(at: now())
    }

    /// Changes the viewport height, clamped to ``PageLimits/viewportHeights``; the width changes through
    /// ``resize(width:)``.
    public func setViewportHeight(_ height: Int) -> PageRenderer.Frame {
        let height = height.clamped(to: PageLimits.viewportHeights)
        viewport = Viewport(offset: layout.clampedOffset(viewport.offset, viewportHeight: height), height: height)
        return render()
    }

    /// Changes the width, clamped to ``PageLimits/widths``: every height is measured again (cached per width),
    /// then the page is rendered.
    public func resize(width newWidth: Int) async -> PageUpdateReport {
        width = newWidth.clamped(to: PageLimits.widths)
        return await update(to: snapshot)
    }

    /// The updates this engine applies from now on, in the order it applies them, which is the order they
    /// were submitted in; a cancelled update never comes. A UI host iterates it on its own executor and shows
    /// each as it comes: its batch update, with its snapshot set as the data inside the batch, or a full
    /// reload. One host at a time: asking again ends the stream given before.
    public func appliedUpdates() -> AsyncStream<PageUpdateReport> {
        appliedContinuation?.finish()
        let (stream, continuation) = AsyncStream.makeStream(of: PageUpdateReport.self)
        appliedContinuation = continuation
        return stream
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
            sequence: sequence, outcome: .cancelled, snapshot: nil, changes: nil, fullReload: nil, sizeTime: [:],
            diffTime: [:],
            renderTime: [:], sizeCacheHits: 0, sizeCacheMisses: 0, computedOnEngine: false,
            totalTime: ContinuousClock.now - start, exposure: .none)
    }
}
