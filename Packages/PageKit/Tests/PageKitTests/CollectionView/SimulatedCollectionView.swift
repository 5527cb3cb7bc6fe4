import PageKit

/// A model of a UICollectionView's batch updates, written from UIKit's documented rules and not from
/// PageKit's own replay (`BatchUpdate.applying`), so that it can catch what that replay gets wrong.
///
/// It keeps what the view shows (each item's identity and the content version its cell was configured
/// with) and asks its data source for counts and items as UIKit does. `performBatchUpdates` checks, as UIKit
/// does, that:
/// - the data source changed inside the batch, not before it;
/// - deletes, reloads and the sources of moves name old positions that exist, and inserts and move
///   destinations new positions that exist; each position is named once, so an item is never both moved
///   and reloaded, nor deleted and moved;
/// - items are not listed one by one in a section that is deleted, reloaded or inserted;
/// - section and item counts reconcile: after the batch, a section holds its old count, minus deletes and
///   moves out, plus inserts and moves in, and the view as many sections as before, minus deletes, plus
///   inserts.
///
/// It then applies the batch with UIKit's semantics and checks what UIKit cannot: that every position now
/// shows the data source's item, with its current content (a changed item that was neither reloaded nor
/// inserted would show stale content), and every header its section's (a section that moved without
/// being moved, or changed kind without being reloaded, would show another's header).
final class SimulatedCollectionView {
    /// What one cell shows.
    struct Cell: Equatable, CustomStringConvertible {
        let id: ItemID
        let contentVersion: Int

        var description: String { "\(id)@\(contentVersion)" }
    }

    /// What a section's header shows: the section's identity and kind.
    struct Header: Equatable, CustomStringConvertible {
        let id: SectionID
        let kind: String

        var description: String { "\(id.rawValue)(\(kind))" }
    }

    /// One section as the view shows it: its header and its cells.
    struct Section: Equatable, CustomStringConvertible {
        let header: Header
        var cells: [Cell]

        var description: String { "\(header): \(cells.map(\.description).joined(separator: " "))" }
    }

    /// The data a host sets: its sections.
    typealias Data = [Section]

    /// Why a batch was refused, in UIKit's terms.
    struct Violation: Error, Equatable, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// The host's data, which the view reads as UIKit reads its data source.
    private(set) var data: Data = []
    /// What the view shows.
    private(set) var shown: Data = []
    private var pending: BatchUpdate?

    /// Shows `data` without animation (`reloadData`).
    func reloadData(_ data: Data) {
        self.data = data
        shown = data
    }

    /// Sets the host's data; call it inside ``performBatchUpdates(_:)`` only.
    func setData(_ data: Data) {
        self.data = data
    }

    /// Records the batch's operations, as `deleteItems(at:)` and its siblings do inside the block.
    func apply(_ update: BatchUpdate) {
        pending = update
    }

    /// Runs `updates`, which sets the data and records the operations, then checks and applies them.
    func performBatchUpdates(_ updates: () -> Void) throws(Violation) {
        guard data == shown else {
            throw Violation(
                message: "the data source changed before performBatchUpdates: set it inside the updates block")
        }
        let old = shown
        pending = nil
        updates()
        let update = pending ?? BatchUpdate()
        let rules = BatchRules(old: old, new: data, update: update)
        try rules.check()
        shown = try rules.applied()
    }
}
