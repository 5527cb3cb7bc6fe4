import Foundation
import PageKit
import UIKitStub

/// Shows a page engine's pages in a collection view: the engine computes, the view draws.
@MainActor
final class PageCollectionViewBinding: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    private let engine: PageEngine
    private let collectionView: UICollectionView
    private let configure: (UICollectionViewCell, PageItem) -> Void
    /// The data the view shows: set only inside a batch update, or before a full reload.
    private var snapshot = PageSnapshot.empty()
    private var exposure = ExposureTracker(minimumVisibleFraction: 0.5)
    /// What exposure and selection report, for analytics and navigation.
    var onExposure: (ExposureEvents) -> Void = { _ in }
    var onEvent: (PageEventOutcome) -> Void = { _ in }

    /// Registers a cell class for each item kind the sections use, before anything is dequeued.
    init(
        engine: PageEngine, collectionView: UICollectionView, cells: [String: UICollectionViewCell.Type],
        configure: @escaping (UICollectionViewCell, PageItem) -> Void
    ) {
        self.engine = engine
        self.collectionView = collectionView
        self.configure = configure
        super.init()
        for (kind, cellClass) in cells { collectionView.register(cellClass, forCellWithReuseIdentifier: kind) }
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    /// Shows each update of `updates`, the engine's ``PageEngine/appliedUpdates()`` asked for before its
    /// first update, in order, until the engine goes away.
    func follow(_ updates: AsyncStream<PageUpdateReport>) async {
        for await report in updates { show(report) }
    }

    private func show(_ report: PageUpdateReport) {
        guard let next = report.snapshot, let changes = report.changes else { return }
        guard report.fullReload == nil else {
            snapshot = next
            collectionView.reloadData()
            reportExposure(cause: .reload)
            return
        }
        let update = changes.batchUpdate
        collectionView.performBatchUpdates { [self] in
            snapshot = next
            collectionView.deleteSections(IndexSet(update.deletedSections))
            collectionView.insertSections(IndexSet(update.insertedSections))
            for move in update.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
            collectionView.reloadSections(IndexSet(update.reloadedSections))
            collectionView.deleteItems(at: update.deletedItems.map(Self.indexPath))
            collectionView.insertItems(at: update.insertedItems.map(Self.indexPath))
            for move in update.movedItems {
                collectionView.moveItem(at: Self.indexPath(move.from), to: Self.indexPath(move.to))
            }
            collectionView.reloadItems(at: update.reloadedItems.map(Self.indexPath))
        }
        reportExposure(cause: .reload)
    }

    private static func indexPath(_ path: PageIndexPath) -> IndexPath {
        IndexPath(item: path.item, section: path.section)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        snapshot.sections.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        snapshot.sections[section].items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let item = snapshot.sections[indexPath.section].items[indexPath.item]
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: item.kind, for: indexPath)
        configure(cell, item)
        return cell
    }

    /// A tap raises a selection that travels item, section, page, app.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let section = snapshot.sections[indexPath.section]
        let item = section.items[indexPath.item]
        Task {
            let outcome = await engine.raise(PageEvent(name: PageEvent.select), from: item.id, in: section.id)
            if let outcome { onEvent(outcome) }
        }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        reportExposure(cause: .scroll)
    }

    /// The visible items, each with the share of it on screen, in points.
    private func reportExposure(cause: ExposureCause) {
        let bounds = collectionView.bounds
        let visible = collectionView.indexPathsForVisibleItems.sorted().compactMap {
            path -> (item: ExposedItem, visibleFraction: Double)? in
            guard let frame = collectionView.layoutAttributesForItem(at: path)?.frame, frame.height > 0 else {
                return nil
            }
            let section = snapshot.sections[path.section]
            let item = ExposedItem(sectionID: section.id, itemID: section.items[path.item].id)
            return (item, Double(frame.intersection(bounds).height / frame.height))
        }
        onExposure(exposure.update(visible: visible, at: .now, cause: cause))
    }
}
