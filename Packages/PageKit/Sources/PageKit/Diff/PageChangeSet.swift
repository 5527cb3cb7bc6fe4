/// What changed from one snapshot to the next: the batch update a table view applies, how much changed,
/// which items must be measured again, and what the diff cost per section kind.
public struct PageChangeSet: Sendable {
    /// The changes as a table view's batch update.
    public let batchUpdate: BatchUpdate
    /// Sections found unchanged (the same item ids, cell kinds and content versions, in order) and skipped.
    public let skippedSections: Int
    /// Every item whose content changed or that was reloaded by force, including items moved with a content
    /// change (a delete plus an insert) and the items of sections whose kind changed. Cached sizes of these
    /// items are stale.
    public let reloadedItemIDs: Set<ItemID>
    /// Time spent diffing the items of sections kept from the old snapshot, per section kind.
    public let diffTimeByKind: [String: Duration]

    /// A change set made of its parts.
    public init(
        batchUpdate: BatchUpdate, skippedSections: Int = 0, reloadedItemIDs: Set<ItemID> = [],
        diffTimeByKind: [String: Duration] = [:]
    ) {
        self.batchUpdate = batchUpdate
        self.skippedSections = skippedSections
        self.reloadedItemIDs = reloadedItemIDs
        self.diffTimeByKind = diffTimeByKind
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { batchUpdate.isEmpty }

    /// How many sections are inserted.
    public var insertedSections: Int { batchUpdate.insertedSections.count }
    /// How many sections are deleted.
    public var deletedSections: Int { batchUpdate.deletedSections.count }
    /// How many sections move.
    public var movedSections: Int { batchUpdate.movedSections.count }
    /// How many sections are reloaded.
    public var reloadedSections: Int { batchUpdate.reloadedSections.count }
    /// How many items are inserted (not counting the items of inserted sections).
    public var insertedItems: Int { batchUpdate.insertedItems.count }
    /// How many items are deleted (not counting the items of deleted sections).
    public var deletedItems: Int { batchUpdate.deletedItems.count }
    /// How many items move.
    public var movedItems: Int { batchUpdate.movedItems.count }
    /// How many items are reloaded.
    public var reloadedItems: Int { batchUpdate.reloadedItems.count }
}
