import Foundation
import PageKit
import TestSupport
import Testing
import UIKitStub

/// A cell that keeps the item it shows.
final class ItemCell: UICollectionViewCell {
    var shown: PageItem?
}

/// A header view that keeps the header it shows.
final class HeaderView: UICollectionReusableView {
    var shown: PageItem?
}

/// The UIKit binding of the article, run against a collection view that checks batch updates as UIKit does.
@MainActor
@Suite struct UIKitBindingTests {
    /// The binding's code is the article's, but for the import of the stub.
    @Test("the article shows the binding's code as it is compiled here")
    func articleMatchesTheCode() throws {
        let here = URL(fileURLWithPath: #filePath)
        let packageRoot = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let article = try String(
            contentsOf: packageRoot.appendingPathComponent("Sources/PageKit/PageKit.docc/BindingToUIKit.md"),
            encoding: .utf8)
        let code = try String(
            contentsOf: here.deletingLastPathComponent().appendingPathComponent("PageCollectionViewBinding.swift"),
            encoding: .utf8)
        let block = try #require(
            article.components(separatedBy: "```swift\n").dropFirst().first?
                .components(separatedBy: "```").first)
        #expect(block == code.replacingOccurrences(of: "import UIKitStub", with: "import UIKit"))
        #expect(block.split(separator: "\n", omittingEmptySubsequences: false).count <= 160)
    }

    /// Waits until `condition` holds; records an issue if it still does not after `hangTimeout`.
    private func wait(
        until condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        if !(await waitUntil(condition)) {
            Issue.record("still not so after \(hangTimeout)", sourceLocation: sourceLocation)
        }
    }

    /// Checks that every cell the view shows and every header view is the snapshot's item or header at its
    /// position, of its kind.
    private func expectShows(
        _ snapshot: PageSnapshot, in view: UICollectionView, _ binding: PageCollectionViewBinding, step: Int
    ) {
        for path in view.indexPathsForVisibleItems {
            let item = snapshot.sections[path.section].items[path.item]
            let cell = binding.collectionView(view, cellForItemAt: path) as? ItemCell
            #expect(cell?.shown?.id == item.id && cell?.reuseIdentifier == item.kind, "step \(step) at \(path)")
        }
        for (index, section) in snapshot.sections.enumerated() {
            let headerView = view.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: index))
            let shown = (headerView as? HeaderView)?.shown
            #expect(shown?.id == section.header?.id, "step \(step): header of section \(index)")
            #expect(headerView?.reuseIdentifier == section.header?.kind, "step \(step): header of section \(index)")
        }
    }

    /// A collection view 375 × 300 points and the article's binding of it to `engine`, with a view class for
    /// items and one for headers that keep what they show.
    private static func bound(
        to engine: PageEngine, registry: SectionRegistry
    ) -> (UICollectionView, PageCollectionViewBinding) {
        let view = UICollectionView()
        view.bounds = CGRect(x: 0, y: 0, width: 375, height: 300)
        let binding = PageCollectionViewBinding(
            engine: engine, collectionView: view, registry: registry, cells: { _ in ItemCell.self },
            headers: { _ in HeaderView.self }
        ) { view, item in
            (view as? ItemCell)?.shown = item
            (view as? HeaderView)?.shown = item
        }
        return (view, binding)
    }

    @Test("updates of random pages are shown as UIKit accepts them, headers included; taps and scrolling report")
    func bindingRuns() async throws {
        let sizer = CollectionViewHost.PointSizer()
        // Every update after the first is a batch update, however much it changes, so that each one goes
        // through UIKit's rules.
        let engine = PageEngine(
            width: 375, viewportHeight: 0, sizer: sizer, fullReloadThreshold: .infinity,
            exposure: ExposureTracker(minimumVisibleFraction: 0.5))
        let registry = SectionRegistry()
        try registry.register(kind: "a") { _ in TestSection(items: []) }
        let (view, binding) = Self.bound(to: engine, registry: registry)
        var exposures: [ExposureEvents] = []
        var outcomes: [PageEventOutcome] = []
        binding.onExposure = { exposures.append($0) }
        binding.onEvent = { outcomes.append($0) }
        let updates = await engine.appliedUpdates()
        let following = Task { await binding.follow(updates) }
        defer { following.cancel() }
        // The view controller's viewDidAppear: nothing is exposed before.
        _ = await engine.appear()
        var pages = RandomPages(seed: DiffPropertyTests.seed ^ 0x0B1_4D, uniqueItems: true)
        var page = pages.page(maxSections: 4, maxItems: 20)
        var applied = 0
        var batches = 0
        var headerReloads = 0
        for step in 0..<40 {
            let report = await engine.update(to: page.snapshot)
            if report.outcome == .applied { applied += 1 }
            if report.fullReload == nil { headerReloads += report.changes?.batchUpdate.reloadedHeaders.count ?? 0 }
            // The binding reports exposure once for each update it shows: wait until it has shown this one.
            try await wait { exposures.count == applied }
            expectShows(report.snapshot ?? .empty(), in: view, binding, step: step)
            if report.outcome == .applied, report.fullReload == nil, let update = report.changes?.batchUpdate {
                // The view was given exactly the engine's operations, reloads and moves included.
                #expect(view.performedBatches.last == Self.batch(update), "step \(step)")
                batches += 1
            }
            page = pages.edited(page)
        }
        #expect(exposures.count == applied)
        #expect(batches > 20 && view.performedBatches.count == batches)
        #expect(view.performedBatches.contains { !$0.reloadedItems.isEmpty && !$0.movedItems.isEmpty })
        #expect(headerReloads > 3)
        #expect(view.violations.isEmpty, "\(view.violations)")

        // The view lays out in the engine's points: what it shows is what the engine's layout puts there.
        let layout = await engine.layout
        let expected = layout.visibleEntries(in: Viewport(offset: 0, height: 300)).compactMap(\.itemID)
        let visible = view.indexPathsForVisibleItems.sorted().map {
            layout.snapshot.sections[$0.section].items[$0.item].id
        }
        #expect(visible == expected)

        // Scrolling by a whole screen: what was on screen disappears, what comes on appears.
        let before = Set(exposures.flatMap(\.appeared)).subtracting(exposures.flatMap(\.disappeared))
        #expect(!before.isEmpty)
        view.bounds.origin.y += 300
        binding.scrollViewDidScroll(view)
        try await wait { exposures.count == applied + 1 }
        let scrolled = try #require(exposures.last)
        #expect(Set(scrolled.disappeared) == before)
        #expect(scrolled.appeared.allSatisfy { !before.contains($0) })

        // A tap travels up from the item at that position.
        let tapped = try #require(view.indexPathsForVisibleItems.first)
        binding.collectionView(view, didSelectItemAt: tapped)
        try await wait { !outcomes.isEmpty }
        #expect(outcomes.first?.event.sender?.id == layout.snapshot.sections[tapped.section].items[tapped.item].id)
        #expect(outcomes.first?.event.trail.first == "item")
    }

    /// The stub's record of the operations `update` names.
    private static func batch(_ update: BatchUpdate) -> UICollectionView.Batch {
        func path(_ path: PageIndexPath) -> IndexPath { IndexPath(item: path.item, section: path.section) }
        var batch = UICollectionView.Batch()
        batch.deletedSections = IndexSet(update.deletedSections)
        batch.insertedSections = IndexSet(update.insertedSections)
        batch.reloadedSections = IndexSet(update.reloadedSections)
        for move in update.movedSections where batch.movedSections.updateValue(move.to, forKey: move.from) != nil {
            Issue.record("the engine's batch moves section \(move.from) twice")
        }
        batch.deletedItems = update.deletedItems.map(path)
        batch.insertedItems = update.insertedItems.map(path)
        batch.reloadedItems = update.reloadedItems.map(path)
        for move in update.movedItems where batch.movedItems.updateValue(path(move.to), forKey: path(move.from)) != nil
        {
            Issue.record("the engine's batch moves the item at \(move.from) twice")
        }
        return batch
    }

    /// A data source of given counts.
    final class Counts: NSObject, UICollectionViewDataSource {
        var counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }
        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        )
            -> UICollectionViewCell
        { UICollectionViewCell() }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView { UICollectionReusableView() }
    }

    @Test("a page loaded before the view appears is exposed as it appears, and stops being as it disappears")
    func preloadedPage() async throws {
        let engine = PageEngine(width: 375, viewportHeight: 0)
        let registry = SectionRegistry()
        try registry.register(kind: "headered") { _ in HeaderedSection(rows: [], headerKind: "banner") }
        let (_, binding) = Self.bound(to: engine, registry: registry)
        var exposures: [ExposureEvents] = []
        binding.onExposure = { exposures.append($0) }
        let updates = await engine.appliedUpdates()
        let following = Task { await binding.follow(updates) }
        defer { following.cancel() }
        _ = await engine.update(to: HeaderedSection.page(headerKind: "banner"))
        try await wait { exposures.count == 1 }
        #expect(exposures == [.none])
        let rows = [1, 2].map { ExposedItem(sectionID: "s0", itemID: ItemID($0)) }
        binding.appear()
        try await wait { exposures.count == 2 }
        #expect(exposures.last?.appeared == rows)
        binding.disappear()
        try await wait { exposures.count == 3 }
        #expect(exposures.last?.disappeared == rows)
    }

    @Test("a header that changes kind is shown in a header view of that kind")
    func headerChangesKind() async throws {
        let engine = PageEngine(width: 375, viewportHeight: 0, fullReloadThreshold: .infinity)
        let registry = SectionRegistry()
        try registry.register(kind: "headered") { _ in HeaderedSection(rows: [], headerKind: "banner") }
        let (view, binding) = Self.bound(to: engine, registry: registry)
        var shown = 0
        binding.onExposure = { _ in shown += 1 }
        let updates = await engine.appliedUpdates()
        let following = Task { await binding.follow(updates) }
        defer { following.cancel() }
        _ = await engine.update(to: HeaderedSection.page(headerKind: "banner"))
        try await wait { shown == 1 }
        let report = await engine.update(to: HeaderedSection.page(headerKind: "search"))
        try await wait { shown == 2 }
        #expect(report.fullReload == nil)
        let header = view.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect((header as? HeaderView)?.shown?.kind == "search")
        #expect(header?.reuseIdentifier == "search")
        #expect(view.violations.isEmpty, "\(view.violations)")
    }

    @Test("the stand-in keeps a kept section's header view through a batch, and asks for a new section's")
    func standInKeepsHeaderViews() throws {
        final class Titled: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
            var titles: [String]
            var made = 0
            init(_ titles: [String]) { self.titles = titles }
            func numberOfSections(in collectionView: UICollectionView) -> Int { titles.count }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(
                _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
            )
                -> UICollectionViewCell
            { UICollectionViewCell() }
            func collectionView(
                _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                at indexPath: IndexPath
            ) -> UICollectionReusableView {
                made += 1
                let view = collectionView.dequeueReusableSupplementaryView(
                    ofKind: kind, withReuseIdentifier: "title", for: indexPath)
                (view as? HeaderView)?.shown = PageItem(titles[indexPath.section], kind: "title")
                return view
            }
            func collectionView(
                _ collectionView: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
            ) -> CGSize { CGSize(width: 10, height: 44.5) }
            func collectionView(
                _ collectionView: UICollectionView, layout: UICollectionViewLayout,
                referenceSizeForHeaderInSection section: Int
            ) -> CGSize { CGSize(width: 10, height: titles[section].isEmpty ? 0 : 28.25) }
            func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
            func scrollViewDidScroll(_ scrollView: UIScrollView) {}
        }
        func title(_ view: UICollectionView, _ section: Int) -> String? {
            let header = view.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
            return (header as? HeaderView)?.shown?.value(as: String.self)
        }
        let view = UICollectionView()
        let source = Titled(["a", "", "c"])
        view.register(
            HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "title")
        view.dataSource = source
        view.delegate = source
        view.reloadData()
        #expect(source.made == 2 && title(view, 0) == "a" && title(view, 1) == nil)
        let frame = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame)
        // Below a titled section (28.25 + 44.5), an untitled one (44.5) and its own title (28.25).
        #expect(frame.minY == 145.5 && frame.height == 44.5)
        view.performBatchUpdates {
            source.titles = ["c", "a2", "b"]
            view.moveSection(2, toSection: 0)
            view.deleteSections(IndexSet(integer: 1))
            view.insertSections(IndexSet(integer: 2))
        }
        #expect(view.violations.isEmpty)
        // "c" moved to 0 keeps its view, "a" kept at 1 keeps its stale one, the inserted section gets a new one.
        #expect([title(view, 0), title(view, 1), title(view, 2)] == ["c", "a", "b"])
        #expect(source.made == 3)
        view.performBatchUpdates {
            source.titles = ["c", "", "b"]
        }
        #expect(title(view, 1) == nil)
    }

    @Test("the stand-in collection view refuses batches whose counts do not reconcile, and accepts those that do")
    func standInChecksCounts() {
        let view = UICollectionView()
        let source = Counts([2, 3])
        view.dataSource = source
        view.reloadData()
        view.performBatchUpdates { source.counts = [2, 4] }
        view.performBatchUpdates {
            source.counts = [1, 4, 0]
            view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
        #expect(view.violations.count == 2)
        view.performBatchUpdates {
            source.counts = [4, 1, 0]
            view.moveSection(1, toSection: 0)
            view.moveSection(0, toSection: 1)
        }
        view.performBatchUpdates {
            source.counts = [4, 1, 0, 7]
            view.insertSections(IndexSet(integer: 3))
        }
        view.performBatchUpdates {
            source.counts = [4, 0, 5, 7]
            view.moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 4, section: 2))
            view.insertItems(at: (0..<4).map { IndexPath(item: $0, section: 2) })
        }
        #expect(view.violations.count == 2)
        view.performBatchUpdates { source.counts = [4, 0, 5, 8] }
        #expect(view.violations.count == 3)
        #expect(view.violations.first?.contains("invalid number of items in section 1") == true)
        #expect(view.violations.last?.contains("invalid number of items in section 3") == true)
    }

    @Test(
        "the stand-in refuses positions that do not exist on their side, are named twice or lie in a replaced section")
    func standInChecksPositions() {
        let view = UICollectionView()
        let source = Counts([2, 3])
        view.dataSource = source
        view.reloadData()
        func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }
        // Each batch's counts reconcile: only the positions it names are wrong.
        let wrong: [(counts: [Int], operations: () -> Void, says: String)] = [
            (
                [2, 3],
                {
                    view.deleteItems(at: [path(0, 7)]); view.insertItems(at: [path(0, 0)])
                }, "does not exist before"
            ),
            (
                [2, 3],
                {
                    view.deleteItems(at: [path(0, 0)]); view.insertItems(at: [path(0, 9)])
                }, "does not exist after"
            ),
            (
                [1, 3],
                {
                    view.deleteItems(at: [path(0, 0)]); view.reloadItems(at: [path(0, 0)])
                }, "more than once"
            ),
            (
                [2, 3],
                {
                    view.deleteItems(at: [path(1, 0)])
                    view.insertItems(at: [path(1, 0)])
                    view.reloadSections(IndexSet(integer: 1))
                }, "of a section deleted or reloaded"
            ),
            (
                [2, 3],
                {
                    view.moveSection(0, toSection: 1); view.moveSection(0, toSection: 0)
                }, "twice"
            ),
            ([2, 3], { view.reloadSections(IndexSet(integer: 5)) }, "there are 2 before"),
        ]
        for (index, batch) in wrong.enumerated() {
            let before = view.violations.count
            view.performBatchUpdates {
                source.counts = batch.counts
                batch.operations()
            }
            #expect(view.violations.count > before, "batch \(index)")
            #expect(view.violations.last?.contains(batch.says) == true, "batch \(index): \(view.violations.last ?? "")")
            view.reloadData()
            source.counts = [2, 3]
            view.reloadData()
        }
        let before = view.violations.count
        view.performBatchUpdates {
            source.counts = [3, 2]
            view.moveItem(at: path(1, 0), to: path(0, 2))
            view.reloadItems(at: [path(1, 1)])
        }
        #expect(view.violations.count == before)
    }
}
