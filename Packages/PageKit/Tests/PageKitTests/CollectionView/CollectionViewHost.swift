import PageKit

/// A host that shows a ``PageEngine``'s updates in a ``SimulatedCollectionView``, as a UIKit binding does:
/// on the main actor, in submission order, each applied update's batch with its snapshot set as the data
/// inside the batch and the header views of its ``BatchUpdate/reloadedHeaders`` configured again, a full
/// reload when the engine asks for one, and nothing for a cancelled update.
///
/// It measures in points, as a collection view's self-sizing cells do (``PointSizer``), and lays its
/// sections out in one column of its own, so that tests can hold the engine's layout and exposure against
/// what such a host computes.
@MainActor
final class CollectionViewHost {
    struct OutOfOrder: Error, CustomStringConvertible {
        let description: String
    }

    /// How the host's views size themselves, in points, by kind: a title header 28.25 points high; a test
    /// item 44.5, 11.25 more per content version, and a line more (20.5) below 340 points of width; a row 44.5
    /// a line. Another kind has no view here: its section sizes it.
    struct PointSizer: ItemSizer {
        func size(of item: PageItem, width: Double) -> Double? {
            switch item.kind {
            case SectionTitle.kind: 28.25
            case "test": 44.5 + 11.25 * Double(item.contentVersion) + (width < 340 ? 20.5 : 0)
            case "row": item.value(as: Row.self).map { 44.5 * Double($0.lines) }
            default: nil
            }
        }
    }

    /// A phone's width, in points.
    nonisolated static let width = 375.0

    let view = SimulatedCollectionView()
    let sizer = PointSizer()
    /// The snapshot the view shows.
    private(set) var snapshot = PageSnapshot.empty()
    /// The sequence numbers of the updates shown, in order.
    private(set) var shown: [Int] = []
    /// How many updates were shown by reloading everything.
    private(set) var fullReloads = 0
    /// How many header views were configured again after a batch.
    private(set) var headerReloads = 0

    /// An engine that measures with this host's sizer, at `width` points, with nothing of its own visible:
    /// the host reports what it shows (``PageEngine/exposure(visible:cause:)``).
    nonisolated func makeEngine(
        width: Double = CollectionViewHost.width, fullReloadThreshold: Double = 0.5, inlineItemLimit: Int = 1_024,
        exposure: ExposureTracker = ExposureTracker()
    ) -> PageEngine {
        PageEngine(
            width: width, viewportHeight: 0, sizer: PointSizer(), fullReloadThreshold: fullReloadThreshold,
            inlineItemLimit: inlineItemLimit, exposure: exposure)
    }

    /// Shows one update's report.
    func show(_ report: PageUpdateReport) throws {
        guard report.outcome == .applied, let next = report.snapshot, let changes = report.changes else { return }
        if let last = shown.last, report.sequence <= last {
            throw OutOfOrder(description: "update \(report.sequence) came after update \(last)")
        }
        let data = Self.data(next)
        if report.fullReload != nil {
            snapshot = next
            view.reloadData(data)
            fullReloads += 1
        } else {
            let update = changes.batchUpdate
            try view.performBatchUpdates {
                snapshot = next
                view.setData(data)
                view.apply(update)
                // Not a batch operation: the kept sections' header views show their new headers.
                view.reloadHeaders(at: update.reloadedHeaders)
            }
            headerReloads += update.reloadedHeaders.count
        }
        shown.append(report.sequence)
    }

    /// What a collection view shows for `snapshot`: each section's id, kind and header, each item's identity,
    /// kind and content version.
    nonisolated static func data(_ snapshot: PageSnapshot) -> SimulatedCollectionView.Data {
        snapshot.sections.map { section in
            SimulatedCollectionView.Section(
                id: section.id, kind: section.kind, header: section.header.map(cell),
                cells: section.items.map(cell))
        }
    }

    private nonisolated static func cell(_ item: PageItem) -> SimulatedCollectionView.Cell {
        .init(id: item.id, kind: item.kind, contentVersion: item.contentVersion)
    }

    /// The host's own layout of what it shows at `width`: each header and item's frame, in points, in page
    /// order; a size the host has no view for is the section's, as the engine's is.
    func frames(
        width: Double = CollectionViewHost.width
    ) -> [(item: ExposedItem?, section: SectionID, frame: Range<Double>)] {
        var top = 0.0
        var frames: [(item: ExposedItem?, section: SectionID, frame: Range<Double>)] = []
        for section in snapshot.sections {
            func size(_ item: PageItem) -> Double {
                sizer.size(of: item, width: width) ?? section.section.size(of: item, width: width) ?? 0
            }
            if let header = section.header, size(header) > 0 {
                frames.append((nil, section.id, top..<(top + size(header))))
                top += size(header)
            }
            for item in section.items {
                frames.append(
                    (ExposedItem(sectionID: section.id, itemID: item.id), section.id, top..<(top + size(item))))
                top += size(item)
            }
        }
        return frames
    }

    /// The items the host shows in `bounds`, in points, each with the share of it on screen: what it reports
    /// to the engine from its visible index paths.
    func visibleItems(in bounds: Range<Double>) -> [(item: ExposedItem, visibleFraction: Double)] {
        frames().compactMap { entry in
            guard let item = entry.item, !entry.frame.isEmpty, entry.frame.overlaps(bounds) else { return nil }
            let shown = min(entry.frame.upperBound, bounds.upperBound) - max(entry.frame.lowerBound, bounds.lowerBound)
            return (item, shown / (entry.frame.upperBound - entry.frame.lowerBound))
        }
    }
}
