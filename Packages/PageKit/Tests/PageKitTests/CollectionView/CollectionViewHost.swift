import PageKit

/// A host that shows a ``PageEngine``'s updates in a ``SimulatedCollectionView``, as a UIKit binding does:
/// on the main actor, in submission order, each applied update's batch with its snapshot set as the data
/// inside the batch, a full reload when the engine asks for one, and nothing for a cancelled update.
@MainActor
final class CollectionViewHost {
    struct OutOfOrder: Error, CustomStringConvertible {
        let description: String
    }

    let view = SimulatedCollectionView()
    /// The sequence numbers of the updates shown, in order.
    private(set) var shown: [Int] = []
    /// How many updates were shown by reloading everything.
    private(set) var fullReloads = 0

    /// Shows one update's report.
    func show(_ report: PageUpdateReport) throws {
        guard report.outcome == .applied, let snapshot = report.snapshot, let changes = report.changes else { return }
        if let last = shown.last, report.sequence <= last {
            throw OutOfOrder(description: "update \(report.sequence) came after update \(last)")
        }
        let data = Self.data(snapshot)
        if report.fullReload != nil {
            view.reloadData(data)
            fullReloads += 1
        } else {
            try view.performBatchUpdates {
                view.setData(data)
                view.apply(changes.batchUpdate)
            }
        }
        shown.append(report.sequence)
    }

    /// What a collection view shows for `snapshot`: each section's id and kind, each item's identity and
    /// content version.
    nonisolated static func data(_ snapshot: PageSnapshot) -> SimulatedCollectionView.Data {
        snapshot.sections.map { section in
            SimulatedCollectionView.Section(
                header: .init(id: section.id, kind: section.kind),
                cells: section.items.map { .init(id: $0.id, contentVersion: $0.contentVersion) })
        }
    }
}
