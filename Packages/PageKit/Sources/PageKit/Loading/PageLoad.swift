/// Shows a page as its sections arrive: every section loads concurrently, after its delay and within its
/// timeout (``SectionLoading``), and the page is complete at once with a placeholder for each section still
/// loading (``LoadingSection``). Each section that ends replaces its placeholder by its items, or by its
/// error state (``FailedSection``), whose selection retries that section alone. A section that pages
/// (``PagingSection``) loads its next page when the host reports that the viewport came near its end
/// (``viewportMoved(layout:viewport:threshold:)``).
///
/// A host shows each stage as an ordinary update, so that the engine diffs the placeholder away:
///
/// ```swift
/// let load = PageLoad(configuration, builder: builder)
/// for await stage in await load.stages() {
///     _ = await page.update(to: stage.page.snapshot, fullReloadThreshold: .infinity)
///     if stage.isComplete { print("slowest:", stage.slowest?.id as Any) }
/// }
/// ```
public actor PageLoad {
    /// The page being loaded.
    public nonisolated let configuration: PageConfiguration
    private let builder: PageBuilder
    private var sections: [SectionSnapshot]
    private var diagnostics: [PageDiagnostic?]
    private var reports: [SectionLoadReport]
    /// Per section, the number of its latest load: the end of an older one is dropped.
    private var generations: [Int]
    private var tasks: [Task<Void, Never>?]
    /// Per section, the load of its next page, while one is in flight.
    private var pageTasks: [Task<Void, Never>?]
    /// Per section, whether its paging stopped (a page failed, would pass the item limit, or added nothing): it
    /// is asked for no more pages until it is reloaded.
    private var pagingStopped: [Bool]
    private var continuation: AsyncStream<PageLoadStage>.Continuation?
    /// The number of the stream given last: the end of an older one, which comes later, leaves it alone.
    private var streamNumber = 0
    /// The stage given last.
    public private(set) var stage: PageLoadStage

    /// A load of `configuration` by `builder`'s registry; nothing loads before ``stages()``.
    public init(_ configuration: PageConfiguration, builder: PageBuilder) {
        self.configuration = configuration
        self.builder = builder
        let count = configuration.sections.count
        sections = configuration.sections.map {
            $0.snapshot(of: LoadingSection(sectionID: $0.id))
        }
        diagnostics = Array(repeating: nil, count: count)
        reports = configuration.sections.map {
            SectionLoadReport(id: $0.id, kind: $0.kind, state: .loading, duration: nil)
        }
        generations = Array(repeating: 0, count: count)
        tasks = Array(repeating: nil, count: count)
        pageTasks = Array(repeating: nil, count: count)
        pagingStopped = Array(repeating: false, count: count)
        let page = PageBuilder.page(configuration, sections: sections, diagnostics: [])
        stage = PageLoadStage(page: page, change: .started, sections: reports)
    }

    deinit {
        tasks.forEach { $0?.cancel() }
        pageTasks.forEach { $0?.cancel() }
        continuation?.finish()
    }

    /// Starts loading every section and gives the page's stages: first the page with every section loading,
    /// then one stage each time a section ends or starts loading again. The stream ends when the load is
    /// cancelled (``cancel()``, or the consumer stops iterating); it stays open after the page is complete,
    /// for retries and refreshes. A consumer slower than the stages gets the newest: each stage is the whole
    /// page. Asking again starts the load over and ends the stream given before.
    public func stages() -> AsyncStream<PageLoadStage> {
        cancel()
        streamNumber += 1
        let number = streamNumber
        let (stream, continuation) = AsyncStream.makeStream(
            of: PageLoadStage.self, bufferingPolicy: .bufferingNewest(1))
        continuation.onTermination = { [weak self] _ in
            Task { await self?.streamEnded(number) }
        }
        self.continuation = continuation
        restartAll()
        return stream
    }

    /// Loads section `id` again, showing its placeholder meanwhile: a retry from its error state, or a
    /// refresh. `false` when the page has no such section or the load is not running.
    @discardableResult
    public func reload(section id: SectionID) -> Bool {
        guard continuation != nil, let index = configuration.sections.firstIndex(where: { $0.id == id }) else {
            return false
        }
        reload(at: index)
        return true
    }

    /// Loads section `index` again from the error state that its load `generation` showed: nothing when the
    /// section was loaded again since, so that an error item selected twice, or after the section's data
    /// came, does not start another load.
    private func retry(_ index: Int, failedIn generation: Int) -> SectionRetry {
        guard continuation != nil else { return .unavailable }
        guard generations[index] == generation else { return .superseded }
        reload(at: index)
        return .started
    }

    /// Starts section `index` loading again and says so, its placeholder shown meanwhile.
    private func reload(at index: Int) {
        restart(index)
        publish(.reloading(configuration.sections[index].id))
    }

    /// Loads every section again, each showing its placeholder meanwhile: a refresh of the whole page.
    /// `false` when the load is not running.
    @discardableResult
    public func reload() -> Bool {
        guard continuation != nil else { return false }
        restartAll()
        return true
    }

    /// Shows every section loading and starts every load.
    private func restartAll() {
        for index in configuration.sections.indices { restart(index) }
        publish(.started)
    }

    /// Starts the next page of each paging section (``PagingSection``) whose end is within `threshold` below
    /// the bottom of `viewport` in `layout` (the host's, of a stage of this load), and, for a carousel, whose
    /// sideways end is within `threshold` of the viewport's right edge too: once per section, never while its
    /// previous page is in flight, not after one failed until the section is reloaded, and not after a page
    /// that added no item (that held none the section did not show). The page arrives as a stage
    /// (``PageLoadStage/Change/paged(_:)``). A host calls this whenever its viewport or its page changes.
    ///
    /// - Parameters:
    ///   - layout: the host's layout, of the stage it shows.
    ///   - viewport: the host's viewport in that layout.
    ///   - threshold: how near, in the host's unit, clamped to ``PageLimits/offsets`` (NaN as 0); down the
    ///     page the viewport's height when `nil`, sideways the page's width.
    /// - Returns: the sections whose next page started.
    @discardableResult
    public func viewportMoved(layout: PageLayout, viewport: Viewport, threshold: Double? = nil) -> [SectionID] {
        guard continuation != nil else { return [] }
        let bottom = viewport.offset + viewport.height
        let reach = (threshold ?? viewport.height).clampedFinite(to: PageLimits.offsets)
        let sidewaysReach = (threshold ?? layout.width).clampedFinite(to: PageLimits.offsets)
        var started: [SectionID] = []
        for (index, shown) in sections.enumerated() where pageTasks[index] == nil && !pagingStopped[index] {
            // The host's layout must show the section as it is here: one that does not show the last page
            // yet would ask for the next too early.
            guard let pager = shown.section as? any PagingSection, pager.hasNextPage,
                layout.snapshot.section(shown.id)?.items.count == shown.items.count,
                let frame = layout.frame(ofSection: shown.id), frame.upperBound - bottom <= reach
            else { continue }
            // A carousel's items run sideways: its end is near once it is scrolled near its last item.
            if let range = layout.carouselScrollRange(of: shown.id),
                range.upperBound - viewport.carouselOffset(of: shown.id, range: range) > sidewaysReach
            {
                continue
            }
            startNextPage(index, of: pager)
            started.append(shown.id)
        }
        return started
    }

    /// Stops every section's load and ends the stream; what has arrived stays in ``stage``.
    public func cancel() {
        for index in tasks.indices {
            tasks[index]?.cancel()
            tasks[index] = nil
            pageTasks[index]?.cancel()
            pageTasks[index] = nil
            generations[index] += 1
        }
        continuation?.finish()
        continuation = nil
    }

    /// The consumer of stream `number` stopped: the load stops, unless a newer stream has replaced that one.
    private func streamEnded(_ number: Int) {
        if number == streamNumber { cancel() }
    }

    /// Shows section `index` loading and starts its load.
    private func restart(_ index: Int) {
        tasks[index]?.cancel()
        pageTasks[index]?.cancel()
        pageTasks[index] = nil
        pagingStopped[index] = false
        generations[index] += 1
        let generation = generations[index]
        let section = configuration.sections[index]
        sections[index] = section.snapshot(of: LoadingSection(sectionID: section.id))
        diagnostics[index] = nil
        reports[index] = SectionLoadReport(id: section.id, kind: section.kind, state: .loading, duration: nil)
        let builder = builder
        tasks[index] = Task { [weak self] in
            let start = ContinuousClock.now
            let outcome = await builder.load(section)
            await self?.finish(index, generation: generation, outcome, after: ContinuousClock.now - start)
        }
    }

    /// Shows how section `index`'s load ended, unless a newer load of it started meanwhile.
    private func finish(_ index: Int, generation: Int, _ outcome: SectionLoadOutcome, after duration: Duration) {
        guard generations[index] == generation, continuation != nil else { return }
        tasks[index] = nil
        let section = configuration.sections[index]
        let id = section.id
        let (made, diagnostic, state) = outcome.shown(for: section) { [weak self] in
            await self?.retry(index, failedIn: generation) ?? .unavailable
        }
        sections[index] = section.snapshot(of: made)
        diagnostics[index] = diagnostic
        reports[index] = SectionLoadReport(id: id, kind: section.kind, state: state, duration: duration)
        publish(.finished(id))
    }

    /// Loads the next page of section `index`, `pager`, within the section's timeout.
    private func startNextPage(_ index: Int, of pager: any PagingSection) {
        let generation = generations[index]
        let timeout = configuration.sections[index].loading.timeout
        pageTasks[index] = Task { [weak self] in
            let outcome = await SectionDeadline.race(within: timeout) { try await pager.nextPage() }
            await self?.finishPage(index, generation: generation, outcome)
        }
    }

    /// Shows section `index` with its next page, or says why there is none, unless it was reloaded meanwhile.
    private func finishPage(_ index: Int, generation: Int, _ outcome: SectionLoadOutcome) {
        guard generations[index] == generation, continuation != nil else { return }
        pageTasks[index] = nil
        let section = configuration.sections[index]
        let why: String
        switch outcome {
        case .built(let made):
            let paged = sections[index].paged(to: made)
            let total = sections.reduce(0) { $0 + $1.items.count } - sections[index].items.count + paged.items.count
            if total > PageLimits.itemsPerPage {
                why = "would take the page past the limit of \(PageLimits.itemsPerPage) items"
                break
            }
            // A page that adds no item, none the section did not show, ends the paging: asking again would bring
            // nothing either. One that replaces a placeholder row by as many items did add them.
            let shown = sections[index].items
            pagingStopped[index] =
                paged.items.count <= shown.count && Set(shown.lazy.map(\.id)).isSuperset(of: paged.items.lazy.map(\.id))
            sections[index] = paged
            diagnostics[index] = nil
            publish(.paged(section.id))
            return
        case .failed(let error): why = "failed: \(EchoedText.bare(String(describing: error)))"
        case .timedOut: why = "did not arrive within its timeout of \(section.loading.timeout)"
        case .unknownKind: why = "has no section kind"
        }
        pagingStopped[index] = true
        diagnostics[index] = PageDiagnostic(
            severity: .error, code: .pagingFailed, path: section.path,
            message: "section \(EchoedText.quoted(section.id.rawValue)) (\(EchoedText.bare(section.kind))): its next "
                + "page \(why); it keeps its items and is asked for no more pages until it is reloaded")
        publish(.pagingFailed(section.id))
    }

    private func publish(_ change: PageLoadStage.Change) {
        let page = PageBuilder.page(configuration, sections: sections, diagnostics: diagnostics.compactMap { $0 })
        stage = PageLoadStage(page: page, change: change, sections: reports)
        continuation?.yield(stage)
    }
}
