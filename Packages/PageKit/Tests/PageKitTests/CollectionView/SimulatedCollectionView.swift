import PageKit

/// A model of a UICollectionView's batch updates, written from UIKit's documented rules and not from
/// PageKit's own replay (`BatchUpdate.applying`), so that it can catch what that replay gets wrong.
///
/// It keeps what the view shows (each cell's item identity, kind and the content version it was configured
/// with, and each section's header view) and asks its data source for counts and items as UIKit does.
/// `performBatchUpdates` checks, as UIKit does, that:
/// - the data source changed inside the batch, not before it;
/// - deletes, reloads and the sources of moves name old positions that exist, and inserts and move
///   destinations new positions that exist; each position is named once, so an item is never both moved
///   and reloaded, nor deleted and moved;
/// - items are not listed one by one in a section that is deleted, reloaded or inserted;
/// - a reload ends where UIKit puts it: UIKit performs a reload as a delete and an insert, and places the
///   insert as if the batch moved nothing, so a reload that moves displace lands where another change goes
///   or where it does not belong;
/// - section and item counts reconcile: after the batch, a section holds its old count, minus deletes and
///   moves out, plus inserts and moves in, and the view as many sections as before, minus deletes, plus
///   inserts.
///
/// UIKit has no batch operation for a header: a section the batch keeps keeps its header view, which the
/// host configures again when the header changed (``reloadHeaders(at:)``, by the section's new index). So
/// a header reload must name a section that exists after the batch and existed before it: not one inserted
/// or reloaded, which shows a new header view anyway, and each once.
///
/// It then applies the batch with UIKit's semantics and checks what UIKit cannot: that every position now
/// shows the data source's item, with its current content (a changed item that was neither reloaded nor
/// inserted would show stale content), every section is the data source's (a section that moved without
/// being moved, or changed kind without being reloaded, would show another's), and every header view the
/// section's current header (a changed header that was not configured again would show a stale one).
final class SimulatedCollectionView {
    /// What one cell, or one header view, shows.
    struct Cell: Equatable, CustomStringConvertible {
        let id: ItemID
        let kind: String
        let contentVersion: Int

        var description: String { "\(id)@\(contentVersion)(\(kind))" }
    }

    /// One section as the view shows it: the section's identity and kind, its header view, and its cells.
    struct Section: Equatable, CustomStringConvertible {
        let id: SectionID
        let kind: String
        /// What the header view shows; `nil` when the section has no header.
        var header: Cell?
        var cells: [Cell]

        var description: String {
            let header = header.map { " [\($0)]" } ?? ""
            return "\(id.rawValue)(\(kind))\(header): \(cells.map(\.description).joined(separator: " "))"
        }
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
    private var pendingHeaders: [Int] = []

    /// Shows `data` without animation (`reloadData`).
    func reloadData(_ data: Data) {
        self.data = data
        shown = data
    }

    /// Sets the host's data; call it inside ``performBatchUpdates(_:)`` only.
    func setData(_ data: Data) {
        self.data = data
    }

    /// Records the batch's section and item operations, as `deleteItems(at:)` and its siblings do inside the
    /// block. Its header reloads are not batch operations: ``reloadHeaders(at:)`` records them.
    func apply(_ update: BatchUpdate) {
        var operations = update
        operations.reloadedHeaders = []
        pending = operations
    }

    /// Records that the host configures the header views of `sections`, by new index, once the batch is
    /// applied.
    func reloadHeaders(at sections: [Int]) {
        pendingHeaders += sections
    }

    /// Runs `updates`, which sets the data and records the operations, then checks and applies them.
    func performBatchUpdates(_ updates: () -> Void) throws(Violation) {
        guard data == shown else {
            throw Violation(
                message: "the data source changed before performBatchUpdates: set it inside the updates block")
        }
        let old = shown
        pending = nil
        pendingHeaders = []
        updates()
        let rules = BatchRules(old: old, new: data, update: pending ?? BatchUpdate(), headerReloads: pendingHeaders)
        try rules.check()
        shown = try rules.applied()
    }
}
