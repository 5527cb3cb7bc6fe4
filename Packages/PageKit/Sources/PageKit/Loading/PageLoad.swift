/// Shows a page as its sections arrive: every section loads concurrently, after its delay and within its
/// timeout (``SectionLoading``), and the page is complete at once with a placeholder for each section still
/// loading (``LoadingSection``). Each section that ends replaces its placeholder by its items, or by its
/// error state (``FailedSection``), whose selection retries that section alone.
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
    private var continuation: AsyncStream<PageLoadStage>.Continuation?
    /// The stage given last.
    public private(set) var stage: PageLoadStage

    /// A load of `configuration` by `builder`'s registry; nothing loads before ``stages()``.
    public init(_ configuration: PageConfiguration, builder: PageBuilder) {
        self.configuration = configuration
        self.builder = builder
        let count = configuration.sections.count
        sections = configuration.sections.map {
            SectionSnapshot(id: $0.id, kind: $0.kind, section: LoadingSection(sectionID: $0.id))
        }
        diagnostics = Array(repeating: nil, count: count)
        reports = configuration.sections.map {
            SectionLoadReport(id: $0.id, kind: $0.kind, state: .loading, duration: nil)
        }
        generations = Array(repeating: 0, count: count)
        tasks = Array(repeating: nil, count: count)
        let page = PageBuilder.page(configuration, sections: sections, diagnostics: [])
        stage = PageLoadStage(page: page, change: .started, sections: reports)
    }

    deinit {
        tasks.forEach { $0?.cancel() }
        continuation?.finish()
    }

    /// Starts loading every section and gives the page's stages: first the page with every section loading,
    /// then one stage each time a section ends or starts loading again. The stream ends when the load is
    /// cancelled (``cancel()``, or the consumer stops iterating); it stays open after the page is complete,
    /// for retries and refreshes. A consumer slower than the stages gets the newest: each stage is the whole
    /// page. Asking again starts the load over and ends the stream given before.
    public func stages() -> AsyncStream<PageLoadStage> {
        cancel()
        let (stream, continuation) = AsyncStream.makeStream(
            of: PageLoadStage.self, bufferingPolicy: .bufferingNewest(1))
        continuation.onTermination = { [weak self] _ in
            Task { await self?.cancel() }
        }
        self.continuation = continuation
        for index in configuration.sections.indices { restart(index) }
        publish(.started)
        return stream
    }

    /// Loads section `id` again, showing its placeholder meanwhile: a retry from its error state, or a
    /// refresh. `false` when the page has no such section or the load is not running.
    @discardableResult
    public func reload(section id: SectionID) -> Bool {
        guard continuation != nil, let index = configuration.sections.firstIndex(where: { $0.id == id }) else {
            return false
        }
        restart(index)
        publish(.reloading(id))
        return true
    }

    /// Stops every section's load and ends the stream; what has arrived stays in ``stage``.
    public func cancel() {
        for index in tasks.indices {
            tasks[index]?.cancel()
            tasks[index] = nil
            generations[index] += 1
        }
        continuation?.finish()
        continuation = nil
    }

    /// Shows section `index` loading and starts its load.
    private func restart(_ index: Int) {
        tasks[index]?.cancel()
        generations[index] += 1
        let generation = generations[index]
        let section = configuration.sections[index]
        sections[index] = SectionSnapshot(
            id: section.id, kind: section.kind, section: LoadingSection(sectionID: section.id))
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
            await self?.reload(section: id) ?? false
        }
        sections[index] = SectionSnapshot(id: id, kind: section.kind, section: made)
        diagnostics[index] = diagnostic
        reports[index] = SectionLoadReport(id: id, kind: section.kind, state: state, duration: duration)
        publish(.finished(id))
    }

    private func publish(_ change: PageLoadStage.Change) {
        let page = PageBuilder.page(configuration, sections: sections, diagnostics: diagnostics.compactMap { $0 })
        stage = PageLoadStage(page: page, change: change, sections: reports)
        continuation?.yield(stage)
    }
}
