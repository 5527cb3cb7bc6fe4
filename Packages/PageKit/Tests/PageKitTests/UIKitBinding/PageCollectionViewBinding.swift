import Foundation
import PageKit
import UIKitStub

/// Shows a page engine's pages in a collection view: the engine computes, the view draws. Sizes are in points,
/// as the engine measured them with its sizer at the view's width.
@MainActor
final class PageCollectionViewBinding: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    private static let header = UICollectionView.elementKindSectionHeader
    private let engine: PageEngine
    private let collectionView: UICollectionView
    private let configure: (UICollectionReusableView, PageItem) -> Void
    /// The data the view shows and its sizes: set only inside a batch update, or before a full reload.
    private var snapshot = PageSnapshot.empty()
    private var sizes = PageSizes(width: 0, headerSizes: [], itemSizes: [])
    /// The last exposure report, so that the next one goes to the engine after it.
    private var exposureReport: Task<Void, Never>?
    /// What exposure and selection report, for analytics and navigation.
    var onExposure: (ExposureEvents) -> Void = { _ in }
    var onEvent: (PageEventOutcome) -> Void = { _ in }

    /// Registers a cell class and a header view class for every item kind the registry's sections declare,
    /// before anything is dequeued.
    init(
        engine: PageEngine, collectionView: UICollectionView, registry: SectionRegistry,
        cells: (String) -> UICollectionViewCell.Type, headers: (String) -> UICollectionReusableView.Type,
        configure: @escaping (UICollectionReusableView, PageItem) -> Void
    ) {
        (self.engine, self.collectionView, self.configure) = (engine, collectionView, configure)
        super.init()
        for kind in registry.itemKinds {
            collectionView.register(cells(kind), forCellWithReuseIdentifier: kind)
            collectionView.register(headers(kind), forSupplementaryViewOfKind: Self.header, withReuseIdentifier: kind)
        }
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    /// Shows each update of `updates`, the engine's ``PageEngine/appliedUpdates()`` asked for before its
    /// first update, in order, until the engine goes away.
    func follow(_ updates: AsyncStream<PageUpdateReport>) async {
        for await report in updates { show(report) }
    }

    private func show(_ report: PageUpdateReport) {
        guard let next = report.snapshot, let nextSizes = report.sizes, let update = report.changes?.batchUpdate
        else { return }
        guard report.fullReload == nil else {
            (snapshot, sizes) = (next, nextSizes)
            collectionView.reloadData()
            return reportExposure(cause: .reload)
        }
        collectionView.performBatchUpdates { [self] in
            (snapshot, sizes) = (next, nextSizes)
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
        // A section kept through the batch keeps its header view: show its new header in it.
        for section in update.reloadedHeaders {
            let view = collectionView.supplementaryView(
                forElementKind: Self.header, at: IndexPath(item: 0, section: section))
            if let view, let header = snapshot.sections[section].header { configure(view, header) }
        }
        reportExposure(cause: .reload)
    }

    private static func indexPath(_ path: PageIndexPath) -> IndexPath { .init(item: path.item, section: path.section) }

    func numberOfSections(in collectionView: UICollectionView) -> Int { snapshot.sections.count }

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

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header = snapshot.sections[indexPath.section].header
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: header?.kind ?? SectionTitle.kind, for: indexPath)
        if let header { configure(view, header) }
        return view
    }

    func collectionView(
        _ collectionView: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: CGFloat(sizes.itemSizes[indexPath.section][indexPath.item]))
    }

    func collectionView(
        _ collectionView: UICollectionView, layout: UICollectionViewLayout, referenceSizeForHeaderInSection index: Int
    ) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: CGFloat(sizes.headerSizes[index]))
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

    func scrollViewDidScroll(_ scrollView: UIScrollView) { reportExposure(cause: .scroll) }

    /// The view controller's `viewDidAppear` and `viewDidDisappear`: the engine and the page's sections hear
    /// it, and what the view shows is exposed, or stops being.
    func appear() {
        exposureReport = Task { [engine, previous = exposureReport] in
            await previous?.value
            _ = await engine.appear()  // A UI host's engine has no viewport of its own: the view reports.
        }
        reportExposure(cause: .appear)
    }

    func disappear() {
        exposureReport = Task { [engine, previous = exposureReport] in
            await previous?.value
            onExposure(await engine.disappear())
        }
    }

    /// Tells the engine the visible items, each with the share of it on screen, and reports what it answers.
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
        exposureReport = Task { [engine, previous = exposureReport] in
            await previous?.value
            onExposure(await engine.exposure(visible: visible, cause: cause))
        }
    }
}
