/// What one update cost and changed, per section kind.
public struct PageUpdateReport: Sendable {
    /// Why an update redrew everything instead of applying a batch update.
    public enum FullReloadReason: Sendable, Hashable, CustomStringConvertible {
        /// The engine showed nothing before.
        case initialLoad
        /// The width changed, so every size is new.
        case widthChanged(from: Double, to: Double)
        /// More than the threshold of the items changed; a batch update would animate noise.
        case tooManyChanges(changed: Int, of: Int)

        /// A sentence for the status line.
        public var description: String {
            switch self {
            case .initialLoad: "initial load"
            case .widthChanged(let old, let new): "width changed from \(old) to \(new)"
            case .tooManyChanges(let changed, let total): "\(changed) of \(total) items changed"
            }
        }
    }

    /// Whether the update was applied or a newer one cancelled it.
    public enum Outcome: Sendable, Hashable {
        /// The update is what the engine now shows.
        case applied
        /// A newer update arrived before this one was applied, or its caller's task was cancelled; nothing of
        /// it was applied.
        case cancelled
    }

    /// The update's number, in submission order.
    public let sequence: Int
    /// Applied or cancelled.
    public let outcome: Outcome
    /// The snapshot the update leads to, which a host sets as its data inside the batch update (or before
    /// reloading everything); `nil` when cancelled.
    public let snapshot: PageSnapshot?
    /// The sizes of that snapshot, as the engine measured and repaired them, in the host's unit at the engine's
    /// width: what a host's layout answers for each item and header; `nil` when cancelled.
    public let sizes: PageSizes?
    /// The changes, with the batch update a table view consumes; `nil` when cancelled.
    public let changes: PageChangeSet?
    /// Set when the update should be shown by reloading everything.
    public let fullReload: FullReloadReason?
    /// Time spent measuring sizes, per section kind (summed over parallel work).
    public let sizeTime: [String: Duration]
    /// Time spent diffing, per section kind.
    public let diffTime: [String: Duration]
    /// Sizes not measured: kept from the displayed layout for sections shown unchanged, or found in
    /// the size cache.
    public let sizeCacheHits: Int
    /// Sizes that had to be measured.
    public let sizeCacheMisses: Int
    /// What measuring found wrong: sizes that were not usable, items of undeclared kinds, items nobody sized
    /// (``PageDiagnostic/Code/invalidSize``, ``PageDiagnostic/Code/undeclaredKind``,
    /// ``PageDiagnostic/Code/unsizedItem``), each shown with a repaired size; then the kinds whose sizing or
    /// diffing was over their budget (``PageDiagnostic/Code/overBudget``, see ``PageEngine/budgets``).
    public let diagnostics: [PageDiagnostic]
    /// Whether the sizes and the diff were computed on the engine itself rather than on other threads (see
    /// ``PageEngine/inlineItemLimit``); `false` when cancelled.
    public let computedOnEngine: Bool
    /// Wall time from submission to applied (or cancelled).
    public let totalTime: Duration
    /// Items that appeared in or left the viewport because of the update (an item that stays visible
    /// through it is not reported again); none while the page is off screen (before ``PageEngine/appear()``
    /// and after ``PageEngine/disappear()``). An update to another page (another ``PageSnapshot/pageID``)
    /// reports the items of the page it replaced as disappeared and its own visible ones as appeared, whatever
    /// their ids. While exposure follows the items the host reports visible
    /// (``PageEngine/exposure(visible:cause:)``), only the replaced page's items.
    public let exposure: ExposureEvents

    /// `applied: +2 −1 ~3 ↕0 items, sizes 10 hit / 2 measured`.
    public var summary: String {
        guard outcome == .applied, let changes else { return "cancelled: nothing applied" }
        var text =
            "+\(changes.insertedItems) −\(changes.deletedItems) ~\(changes.reloadedItems) ↕\(changes.movedItems) items"
        text += ", sections +\(changes.insertedSections) −\(changes.deletedSections)"
        text += ", sizes \(sizeCacheHits) cached / \(sizeCacheMisses) measured"
        if let fullReload { text += ", full reload: \(fullReload)" }
        return text
    }
}
