/// The headless page controller: it owns the displayed snapshot and takes a page from one snapshot to the
/// next (the update pipeline), keeps its layout and viewport, and tracks exposure. It draws nothing: a
/// host follows its updates (``appliedUpdates()``) and draws the snapshot each leads to, sizes in the
/// host's own unit (a terminal's rows and columns, a screen's points) come from the host's ``ItemSizer``
/// or the sections.
///
/// An update first matches the new snapshot's sections with the displayed ones: a section that kept its
/// items keeps its sizes and is skipped by the diff. When what is left to diff and size is small (see
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
    /// The width, in the host's unit, within ``PageLimits/widths``.
    public private(set) var width: Double
    /// The size cache (shared with other engines if given).
    public nonisolated let sizeCache: SizeCache
    /// The share of changed items above which an update asks for a full reload.
    public let fullReloadThreshold: Double
    /// The most items an update may diff one by one and size (look up in the size cache, and measure on a
    /// miss) on the engine itself instead of on other threads; an item both diffed and sized counts twice.
    /// At 0, every update is sized and diffed on other threads.
    public let inlineItemLimit: Int

    private var sizes: PageSizes
    /// The size cache's removal count when ``sizes`` were measured: the next update measures again the
    /// sections that hold an identity whose sizes were removed since (by the host, or another engine sharing
    /// the cache), and the whole page after a ``SizeCache/clear()``.
    private var sizesRemovalCount: Int
    private var exposure: ExposureTracker
    /// Whether exposure follows the items the host reports visible (``exposure(visible:cause:)``) rather than
    /// the engine's viewport: set by that call, cleared when the engine's viewport moves or changes. While it
    /// is set, an update leaves exposure to the host, which reports what it shows once it shows it.
    private var exposureFollowsHost = false
    private let sizer: any ItemSizer
    private let now: @Sendable () -> ContinuousClock.Instant
    /// How many updates were submitted: each update's number.
    private var submitted = 0
    /// The number of the newest update that may still apply: an older one still computing gives way to it.
    private var newest = 0
    private var applied = 0
    /// The items that updates which did not apply were asked to reload: the next update reloads them too, so
    /// that a newer update replacing a ``reload(_:)`` does not lose it.
    private var owedReloads: Set<ItemID> = []
    /// The page of the newest update still to apply, which ``reload(_:)`` and ``resize(width:)`` take the page
    /// to, so that they do not replace it by the page displayed before it.
    private var pendingSnapshot: PageSnapshot?
    private var inFlight: Task<(PageSizer.Result, PageChangeSet), any Error>?
    /// Where applied updates go for the host that asked for them (``appliedUpdates()``).
    private var appliedContinuation: AsyncStream<PageUpdateReport>.Continuation?

    /// An engine showing nothing yet.
    ///
    /// - Parameters:
    ///   - width: in the host's unit, clamped to ``PageLimits/widths`` (NaN counts as the smallest).
    ///   - viewportHeight: in the host's unit, clamped to ``PageLimits/viewportHeights``.
    ///   - sizer: how the host measures items (self-sizing views); by default the sections size them.
    ///   - sizeCache: where measured sizes are kept; pass one cache to several engines to share their sizes.
    ///   - fullReloadThreshold: the share of changed items (inserted, deleted, reloaded and moved, those of
    ///     inserted, deleted and reloaded sections included, of the larger of the two pages) above which an
    ///     update asks for a full reload instead of a batch update.
    ///   - inlineItemLimit: the most items an update may diff and size on the engine itself (see the
    ///     property). Below about a thousand cheaply measured items, handing the work to other threads costs
    ///     more than the work (waking a thread takes about as long as comparing 10,000 unchanged items).
    ///     Lower it if measuring an item is slow; 0 sends every update to other threads.
    ///   - exposure: the thresholds for exposure events.
    ///   - now: the clock for exposure durations (tests pass their own).
    public init(
        width: Double, viewportHeight: Double, sizer: any ItemSizer = SectionSizing(),
        sizeCache: SizeCache = SizeCache(),
        fullReloadThreshold: Double = 0.5, inlineItemLimit: Int = 1_024, exposure: ExposureTracker = ExposureTracker(),
        now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
    ) {
        let empty = PageSnapshot.empty()
        self.snapshot = empty
        let width = width.clampedFinite(to: PageLimits.widths)
        self.width = width
        self.sizer = sizer
        self.viewport = Viewport(offset: 0, height: viewportHeight)
        self.sizeCache = sizeCache
        self.fullReloadThreshold = fullReloadThreshold
        self.inlineItemLimit = inlineItemLimit
        self.sizes = PageSizes(width: width, headerSizes: [], itemSizes: [])
        self.sizesRemovalCount = sizeCache.removalCount
        self.layout = PageLayout(snapshot: empty, sizes: sizes)
        // Nothing is exposed before the page appears (``appear()``), as a preloaded page is not seen.
        var exposure = exposure
        _ = exposure.disappear(at: now())
        self.exposure = exposure
        self.now = now
    }

    deinit {
        appliedContinuation?.finish()
    }

    /// Takes the page to `newSnapshot`.
    ///
    /// An update from a task already cancelled is not submitted: it answers ``PageUpdateReport/Outcome/cancelled``
    /// and leaves the update in flight, if any, to finish. Otherwise it replaces any older update not yet
    /// applied, and takes over the items that one was asked to reload. Once submitted, an update is stopped
    /// only by a newer one, not by its caller's cancellation: the page always ends at the newest update
    /// submitted.
    ///
    /// - Parameters:
    ///   - newSnapshot: the page to show.
    ///   - forceReload: items to reload even if their content version did not change (their cached sizes are
    ///     dropped).
    ///   - fullReloadThreshold: for this update, the share of changed items above which it asks for a full
    ///     reload; the engine's ``fullReloadThreshold`` when `nil`. `.infinity` keeps it a batch update however
    ///     much changes, as when a section's data replaces its placeholder (``PageLoad``).
    public func update(
        to newSnapshot: PageSnapshot, forceReload: Set<ItemID> = [], fullReloadThreshold: Double? = nil
    ) async -> PageUpdateReport {
        await update(to: newSnapshot, width: width, forceReload: forceReload, fullReloadThreshold: fullReloadThreshold)
    }

    /// ``update(to:forceReload:fullReloadThreshold:)`` at `newWidth`, which becomes the engine's width only if
    /// the update is submitted.
    private func update(
        to newSnapshot: PageSnapshot, width newWidth: Double, forceReload: Set<ItemID>, fullReloadThreshold: Double?
    ) async -> PageUpdateReport {
        let start = ContinuousClock.now
        submitted += 1
        let sequence = submitted
        guard !Task.isCancelled else { return cancelledReport(sequence, since: start) }
        width = newWidth
        newest = sequence
        pendingSnapshot = newSnapshot
        // An older update still in flight can no longer apply: it is of no use to finish it.
        inFlight?.cancel()
        inFlight = nil
        owedReloads.formUnion(forceReload)
        let forceReload = owedReloads
        let (removedElsewhere, removals) = sizeCache.invalidate(forceReload, since: sizesRemovalCount)
        // The displayed snapshot is read where it is needed, not kept in a local, so that the replaced page's
        // last reference is the one handed to the background release.
        guard
            let matching = Self.asSubmitted({ () throws(CancellationError) in
                try SectionMatching(from: snapshot, to: newSnapshot)
            })
        else {
            return givenUp(sequence, since: start)
        }
        let plan = PageSizer.plan(
            newSnapshot, measurer: ItemMeasurer(sizer: sizer, width: width), cache: sizeCache,
            displayed: removedElsewhere == nil ? nil : sizes, matching: matching,
            forceReload: forceReload.union(removedElsewhere ?? []))
        let sized: PageSizer.Result
        let changes: PageChangeSet
        let onEngine = inlineItemLimit > 0 && matching.unkeptItemCount + plan.itemsToMeasure <= inlineItemLimit
        if onEngine {
            // Less work than handing it to other threads costs.
            guard
                let diffed = Self.asSubmitted({ () throws(CancellationError) in
                    try PageDiff.compute(from: snapshot, to: newSnapshot, matching: matching, forceReload: forceReload)
                })
            else { return givenUp(sequence, since: start) }
            (sized, changes) = (PageSizer.measure(plan, of: newSnapshot, cache: sizeCache), diffed)
        } else {
            let result = await sizeAndDiffElsewhere(
                newSnapshot, matching: matching, plan: plan, forceReload: forceReload)
            // A newer update was submitted meanwhile: it is diffed against what is displayed now, so this one
            // must not apply.
            guard sequence == newest, case .success(let done) = result else {
                return givenUp(sequence, since: start)
            }
            inFlight = nil
            (sized, changes) = done
        }
        // Another page (another page id) shares no section with the one it replaces, whatever their ids.
        let isAnotherPage = snapshot.pageID != newSnapshot.pageID
        let leavers = Self.sections(of: snapshot, notIn: isAnotherPage ? nil : newSnapshot)
        let newcomers = isOnScreen ? Self.sections(of: newSnapshot, notIn: isAnotherPage ? nil : snapshot) : []
        owedReloads = []
        pendingSnapshot = nil
        sizesRemovalCount = removals
        let report = apply(
            newSnapshot, isAnotherPage: isAnotherPage, sized: sized, changes: changes, computedOnEngine: onEngine,
            fullReloadThreshold: fullReloadThreshold ?? self.fullReloadThreshold, sequence: sequence, since: start)
        let removed = selection.flatMap {
            isAnotherPage || newSnapshot.item($0.itemID, in: $0.sectionID) == nil ? $0 : nil
        }
        if removed != nil { selection = nil }
        let leaveScreen = isOnScreen
        if !newcomers.isEmpty || removed != nil || (leaveScreen && !leavers.isEmpty) {
            await deliverInOrder {
                // A section that leaves hears last what holds for it: nothing of its page is selected or shown.
                for leaver in leavers {
                    if let removed { await leaver.handle(.deselected(removed)) }
                    if leaveScreen { await leaver.handle(.disappeared) }
                }
                for newcomer in newcomers { await newcomer.handle(.appeared) }
                if let removed, !isAnotherPage { await newSnapshot.send(PageLifecycle.deselected(removed)) }
            }
        }
        return report
    }

    /// The sections of `page` that `other` does not have, by id and type (all of them when there is no
    /// other), which hear lifecycle messages: those of the new page that join the screen (a section whose
    /// data replaced its placeholder, or one that joined the page) hear ``PageLifecycle/appeared``, and those
    /// of the page replaced that leave it hear ``PageLifecycle/disappeared``, so that what every section heard
    /// last is what holds.
    private static func sections(
        of page: PageSnapshot, notIn other: PageSnapshot?
    ) -> [any PageMessageHandler<PageLifecycle>] {
        page.sections.compactMap { section in
            if let kept = other?.section(section.id), type(of: kept.section) == type(of: section.section) {
                return nil
            }
            return section.section as? any PageMessageHandler<PageLifecycle>
        }
    }

    /// What `work`, comparisons or a diff on the engine for an update already submitted, answers: they do not
    /// stop when the caller's task is cancelled (``PageDiffer/isSubmittedOnEngine``), as only a newer update
    /// may stop an update, and none can come in meanwhile; `nil` if they stopped all the same.
    private static func asSubmitted<Result>(_ work: () throws(CancellationError) -> Result) -> Result? {
        try? PageDiffer.$isSubmittedOnEngine.withValue(true, operation: work)
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
        // Only a newer update cancels it: its caller's cancellation does not, so that the page ends at the
        // newest update submitted, whichever callers stopped waiting.
        return await work.result
    }

    /// Shows `newSnapshot`, sized and diffed from the snapshot on display.
    private func apply(
        _ newSnapshot: PageSnapshot, isAnotherPage: Bool, sized: PageSizer.Result, changes: PageChangeSet,
        computedOnEngine: Bool,
        fullReloadThreshold: Double, sequence: Int, since start: ContinuousClock.Instant
    ) -> PageUpdateReport {
        let fullReload = fullReloadReason(
            from: snapshot, to: newSnapshot, changes: changes, threshold: fullReloadThreshold)
        let replaced = ReplacedLayout(layout)
        // At another width a carousel keeps the item at its start, not its offset, which would cut that item.
        let isAnotherWidth = layout.width != sized.sizes.width
        let carouselPositions = isAnotherWidth ? layout.carouselPositions(in: viewport) : [:]
        snapshot = newSnapshot
        sizes = sized.sizes
        layout = PageLayout(snapshot: newSnapshot, sizes: sized.sizes)
        viewport.offset = layout.clampedOffset(viewport.offset, viewportHeight: viewport.height)
        if isAnotherWidth {
            viewport.carouselOffsets = layout.carouselOffsets(scrolledBy: carouselPositions)
        }
        applied = sequence
        let time = now()
        // The items of another page are other impressions, whatever their ids.
        var exposed = isAnotherPage ? exposure.replacePage(at: time) : .none
        if !exposureFollowsHost {
            let events = exposure.update(layout: layout, viewport: viewport, at: time, cause: .reload)
            exposed.appeared += events.appeared
            exposed.disappeared += events.disappeared
        }
        Self.release(replaced)
        let report = PageUpdateReport(
            sequence: sequence, outcome: .applied, snapshot: newSnapshot, sizes: sized.sizes, changes: changes,
            fullReload: fullReload,
            sizeTime: sized.timeByKind, diffTime: changes.diffTimeByKind, sizeCacheHits: sized.hits,
            sizeCacheMisses: sized.misses,
            diagnostics: sized.diagnostics + KindBudget.overruns(of: .size, sized.timeByKind, budgets: budgets)
                + KindBudget.overruns(of: .diff, changes.diffTimeByKind, budgets: budgets),
            computedOnEngine: computedOnEngine,
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

    /// Reloads one item by identity: the same snapshot, with the item's size measured again; the page of an
    /// update still to apply, if there is one.
    public func reload(_ item: ItemID) async -> PageUpdateReport {
        await update(to: pendingSnapshot ?? snapshot, forceReload: [item])
    }

    /// Moves the viewport to start at `offset` (clamped to the page) and reports which items appeared and
    /// disappeared, by the engine's layout.
    public func scroll(to offset: Double) -> ExposureEvents {
        exposureFollowsHost = false
        viewport.offset = layout.clampedOffset(
            offset.clampedFinite(to: PageLimits.offsets), viewportHeight: viewport.height)
        return exposure.update(layout: layout, viewport: viewport, at: now(), cause: .scroll)
    }

    /// Moves the viewport by `distance` (negative scrolls up), clamped to ``PageLimits/offsets`` either way.
    public func scroll(by distance: Double) -> ExposureEvents {
        let limit = PageLimits.offsets.upperBound
        return scroll(to: viewport.offset + distance.clampedFinite(to: -limit...limit))
    }

    /// Scrolls carousel section `id` sideways to `offset`, clamped to its range
    /// (``PageLayout/carouselScrollRange(of:)``), and reports which items appeared and disappeared; a section
    /// that is not a carousel stays as it is.
    public func scrollCarousel(_ id: SectionID, to offset: Double) -> ExposureEvents {
        guard let range = layout.carouselScrollRange(of: id) else { return .none }
        exposureFollowsHost = false
        viewport.carouselOffsets[id] = offset.clampedFinite(to: range)
        return exposure.update(layout: layout, viewport: viewport, at: now(), cause: .scroll)
    }

    /// Reports which items appeared and disappeared by the items the host says are visible, each with the
    /// share of it on screen, in the order it shows them: what a UI host calls from its scroll callback,
    /// where its own layout knows its visible cells. The engine's own viewport does not move.
    ///
    /// From then on exposure follows the host: an update reports none (``PageUpdateReport/exposure`` is
    /// empty, but for the items of a page another one replaced), as the host reports what it shows once it
    /// shows it (cause ``ExposureCause/reload``), until the engine's own viewport is used again
    /// (``scroll(to:)``, ``scroll(by:)``, ``setViewportHeight(_:)``). Like the engine's own, the host's
    /// reports expose nothing while the page is off screen, before ``appear()`` and after ``disappear()``.
    public func exposure(
        visible items: [(item: ExposedItem, visibleFraction: Double)], cause: ExposureCause = .scroll
    ) -> ExposureEvents {
        exposureFollowsHost = true
        // Whatever the host's cause: only appear() puts the page on screen.
        guard isOnScreen else { return .none }
        return exposure.update(visible: items, at: now(), cause: cause)
    }

    /// Whether the page is on screen, between ``appear()`` and ``disappear()``: a section that joins it then
    /// hears ``PageLifecycle/appeared`` when the update that brings it applies.
    public private(set) var isOnScreen = false

    /// The delivery of lifecycle messages still running, if any: the next call's messages wait for it.
    private var lastDelivery: Task<Void, Never>?

    /// A delivery of lifecycle messages, known to the tasks its handlers run and start while it runs.
    private final class Delivery: Sendable {
        let engine: ObjectIdentifier
        let isRunning = Protected(true)

        init(engine: ObjectIdentifier) {
            self.engine = engine
        }
    }

    /// The deliveries the current task is part of, in the tasks a handler runs and starts: a call such a task
    /// makes on the delivering engine while the delivery runs cannot wait for its own messages, which go out
    /// after the message being handled.
    @TaskLocal private static var deliveries: [Delivery] = []

    /// Whether the calling task is part of a delivery of this engine's messages that is still running.
    private var isCalledDuringOwnDelivery: Bool {
        Self.deliveries.contains { $0.engine == ObjectIdentifier(self) && $0.isRunning.withLock { $0 } }
    }

    /// Runs `deliver`, which sends lifecycle messages, after the messages of every call before, and returns
    /// once it has run. A handler may suspend, and another call change the state meanwhile: each call's
    /// messages still go out in the order the state changed, so that what a section heard last is the state.
    ///
    /// A call that a handler makes on this engine while it handles a message (a section that selects an item
    /// as its page appears), from its task or one it starts, returns without waiting: its messages go out
    /// once the handler returns. A call from elsewhere, such as a detached task or a callback the handler
    /// waits for, waits for the handler, which waits for it: a handler must not wait for such work.
    private func deliverInOrder(_ deliver: @escaping @Sendable () async -> Void) async {
        let earlier = lastDelivery
        let token = Delivery(engine: ObjectIdentifier(self))
        let deliveries = Self.deliveries.filter { $0.isRunning.withLock { $0 } } + [token]
        let delivery = Task {
            await earlier?.value
            await Self.$deliveries.withValue(deliveries) { await deliver() }
            token.isRunning.withLock { $0 = false }
        }
        lastDelivery = delivery
        guard !isCalledDuringOwnDelivery else {
            // Waiting here would wait for the handler that made this call, which waits for it.
            Task {
                await delivery.value
                forget(delivery)
            }
            return
        }
        await delivery.value
        forget(delivery)
    }

    /// Drops `delivery` once it has run, if no call came after it: the engine keeps no finished delivery, nor
    /// what it held.
    private func forget(_ delivery: Task<Void, Never>) {
        if lastDelivery == delivery { lastDelivery = nil }
    }

    /// The page appears: its sections hear ``PageLifecycle/appeared``, and visible items are exposed, by the
    /// engine's viewport. Nothing is exposed before the first call: a page loaded before it shows is not seen.
    /// While exposure follows the host (``exposure(visible:cause:)``), the engine reports none here: the host's
    /// next report of what it shows, whatever its cause, exposes them. On a page already on screen, the
    /// sections hear nothing again.
    public func appear() async -> ExposureEvents {
        let wasOnScreen = isOnScreen
        isOnScreen = true
        let events: ExposureEvents
        if exposureFollowsHost {
            exposure.appear()
            events = .none
        } else {
            events = exposure.update(layout: layout, viewport: viewport, at: now(), cause: .appear)
        }
        if !wasOnScreen { await deliverInOrder { [snapshot] in await snapshot.send(PageLifecycle.appeared) } }
        return events
    }

    /// The page disappears: every exposed item stops being exposed, and its sections hear
    /// ``PageLifecycle/disappeared``. Until the next ``appear()``, updates and scrolling expose nothing. On a
    /// page not on screen (before any ``appear()``, or after another call), the sections hear nothing again.
    public func disappear() async -> ExposureEvents {
        let wasOnScreen = isOnScreen
        isOnScreen = false
        let events = exposure.disappear(at: now())
        if wasOnScreen { await deliverInOrder { [snapshot] in await snapshot.send(PageLifecycle.disappeared) } }
        return events
    }

    /// What each section kind may cost in an update (``KindBudget``); an update whose sizing or diffing of a
    /// kind is over its budget reports a warning in its diagnostics.
    public private(set) var budgets: [String: KindBudget] = [:]

    /// Sets the budgets by kind, replacing those before: from a page's configuration
    /// (``PageConfiguration/budgets``), from code, or both merged as the host sees fit.
    public func setBudgets(_ budgets: [String: KindBudget]) {
        self.budgets = budgets
    }

    /// A warning for each kind whose drawing by the host, `applyTime` (per kind, as the host timed it), is over
    /// its budget.
    public func budgetDiagnostics(applyTime: [String: Duration]) -> [PageDiagnostic] {
        KindBudget.overruns(of: .apply, applyTime, budgets: budgets)
    }

    /// The item the host shows as selected, if any (``select(_:in:)``).
    public private(set) var selection: ExposedItem?

    /// Makes `item` of section `section` the selected one: the page's sections hear
    /// ``PageLifecycle/deselected(_:)`` for the one selected before, if another, then
    /// ``PageLifecycle/selected(_:)``. An item the page does not show is not selected, and an update that
    /// removes the selected item clears the selection: the sections that leave and the new page's hear
    /// ``PageLifecycle/deselected(_:)`` for it. An update to another page id clears it too, and only the
    /// sections of the page replaced hear it.
    ///
    /// - Returns: whether the selection changed.
    @discardableResult
    public func select(_ item: ItemID, in section: SectionID) async -> Bool {
        let selected = ExposedItem(sectionID: section, itemID: item)
        guard selected != selection, snapshot.item(item, in: section) != nil else { return false }
        // The state changes before the messages go out: a call that comes in meanwhile sees it, and its
        // messages go out after these.
        let (shown, previous) = (snapshot, selection)
        selection = selected
        await deliverInOrder {
            if let previous { await shown.send(PageLifecycle.deselected(previous)) }
            await shown.send(PageLifecycle.selected(selected))
        }
        return true
    }

    /// Clears the selection: the page's sections hear ``PageLifecycle/deselected(_:)`` for it.
    public func deselect() async {
        guard let previous = selection else { return }
        selection = nil
        await deliverInOrder { [snapshot] in await snapshot.send(PageLifecycle.deselected(previous)) }
    }

    /// Changes the viewport height, clamped to ``PageLimits/viewportHeights``, and reports which items
    /// appeared and disappeared; the width changes through ``resize(width:)``.
    public func setViewportHeight(_ height: Double) -> ExposureEvents {
        exposureFollowsHost = false
        let height = height.clampedFinite(to: PageLimits.viewportHeights)
        viewport = Viewport(offset: layout.clampedOffset(viewport.offset, viewportHeight: height), height: height)
        return exposure.update(layout: layout, viewport: viewport, at: now(), cause: .scroll)
    }

    /// Changes the width, clamped to ``PageLimits/widths``: every size is measured again (cached per width),
    /// and each carousel keeps the item at its start, scrolled by as many items as before.
    public func resize(width newWidth: Double) async -> PageUpdateReport {
        // A caller already cancelled submits nothing, the width included.
        await update(
            to: pendingSnapshot ?? snapshot, width: newWidth.clampedFinite(to: PageLimits.widths), forceReload: [],
            fullReloadThreshold: nil)
    }

    /// What a host draws now, read together: the layout (which holds the snapshot) and the viewport.
    public var display: (layout: PageLayout, viewport: Viewport) { (layout, viewport) }

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

    private func fullReloadReason(
        from base: PageSnapshot, to new: PageSnapshot, changes: PageChangeSet, threshold: Double
    ) -> PageUpdateReport.FullReloadReason? {
        if base.sections.isEmpty && applied == 0 { return .initialLoad }
        if sizes.width != width { return .widthChanged(from: sizes.width, to: width) }
        let batch = changes.batchUpdate
        // The items of inserted, deleted and reloaded sections changed too, though the batch names only the
        // sections.
        let sectionItems =
            batch.insertedSections.reduce(0) { $0 + new.sections[$1].items.count }
            + batch.deletedSections.reduce(0) { $0 + base.sections[$1].items.count }
            + batch.reloadedSections.reduce(0) { total, index in
                let section = base.sections[index]
                return total + max(section.items.count, new.section(section.id)?.items.count ?? 0)
            }
        let changed =
            changes.insertedItems + changes.deletedItems + changes.reloadedItems + changes.movedItems + sectionItems
        let total = max(base.itemCount, new.itemCount)
        if total > 0, Double(changed) > threshold * Double(total) {
            return .tooManyChanges(changed: changed, of: total)
        }
        return nil
    }

    /// The report of update `sequence`, which gave up (its caller was cancelled, or a newer one replaced it);
    /// if it was the newest, no page is pending any more.
    private func givenUp(_ sequence: Int, since start: ContinuousClock.Instant) -> PageUpdateReport {
        if sequence == newest { pendingSnapshot = nil }
        return cancelledReport(sequence, since: start)
    }

    private func cancelledReport(_ sequence: Int, since start: ContinuousClock.Instant) -> PageUpdateReport {
        PageUpdateReport(
            sequence: sequence, outcome: .cancelled, snapshot: nil, sizes: nil, changes: nil, fullReload: nil,
            sizeTime: [:],
            diffTime: [:], sizeCacheHits: 0, sizeCacheMisses: 0, diagnostics: [], computedOnEngine: false,
            totalTime: ContinuousClock.now - start, exposure: .none)
    }
}
