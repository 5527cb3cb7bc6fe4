/// The diff of two page snapshots: a linear-time, Heckel-style comparison (as in IGListKit and
/// DifferenceKit) that yields a ``PageChangeSet`` whose ``BatchUpdate`` a table view accepts.
///
/// Sections are matched by ``SectionID``; items only within the section of the same id, by ``ItemID``.
/// When ids repeat, occurrences match in order (the n-th to the n-th), after the items both sections
/// start and end with have been matched in place. An item changed when its id matched but its content
/// version or its cell kind differs, or when its id is in `forceReload`. A section whose item ids, cell
/// kinds and content versions are all unchanged, in order, is skipped without building any index: its
/// items' compact stamps are compared as memory.
///
/// Moves are those of a walk over the new order that takes every matched element not at the next
/// untouched old position as moved: valid, not always minimal. A pure insertion or deletion moves nothing,
/// unless ids repeat: occurrences match in order, so removing an early one can show as a move.
public enum PageDiff {
    /// The changes that take `old` to `new`.
    ///
    /// Cheap to cancel: checks for cancellation every few thousand items and throws `CancellationError`.
    ///
    /// - Parameters:
    ///   - old: the snapshot the host shows now.
    ///   - new: the snapshot to show next.
    ///   - forceReload: items to reload even if their content version did not change.
    public static func compute(
        from old: PageSnapshot, to new: PageSnapshot, forceReload: Set<ItemID> = []
    ) throws(CancellationError) -> PageChangeSet {
        try compute(from: old, to: new, matching: SectionMatching(from: old, to: new), forceReload: forceReload)
    }

    /// The changes that take `old` to `new`, whose sections `matching` matched.
    static func compute(
        from old: PageSnapshot, to new: PageSnapshot, matching: SectionMatching, forceReload: Set<ItemID>
    ) throws(CancellationError) -> PageChangeSet {
        var differ = PageDiffer(forceReload: forceReload)
        differ.timeByKind = matching.timeByKind
        try differ.diffSections(from: old, to: new, matching: matching)
        if !differ.update.movedSections.isEmpty, !differ.update.reloadedSections.isEmpty {
            // UIKit places a reload as if nothing moved (``BatchUpdate/separateDisplacedReloads()``): where
            // sections move, each section whose presentation changed is deleted and inserted instead, and the
            // moves are found again without it.
            differ = PageDiffer(forceReload: forceReload)
            differ.timeByKind = matching.timeByKind
            differ.replacesChangedSections = true
            try differ.diffSections(from: old, to: new, matching: matching)
        }
        differ.update.sortAll()
        differ.update.separateDisplacedReloads()
        return PageChangeSet(
            batchUpdate: differ.update, skippedSections: differ.skippedSections,
            reloadedItemIDs: differ.reloadedItemIDs, diffTimeByKind: differ.timeByKind)
    }
}

/// The state of one diff: the lists being built and buffers reused from section to section.
struct PageDiffer {
    let forceReload: Set<ItemID>
    /// Whether a section whose presentation changed is deleted and inserted even where it keeps its place.
    var replacesChangedSections = false
    var update = BatchUpdate()
    var skippedSections = 0
    var reloadedItemIDs: Set<ItemID> = []
    var timeByKind: [String: Duration] = [:]
    var buffers = ItemDiffBuffers()

    init(forceReload: Set<ItemID>) {
        self.forceReload = forceReload
    }

    /// Whether the comparisons and the diff run for an update the engine already submitted, on its own
    /// executor: only a newer update may stop it, and none can come in meanwhile, so they do not stop when
    /// the caller's task is cancelled.
    @TaskLocal static var isSubmittedOnEngine = false

    /// Whether the work should stop: its task is cancelled, and it is not an update submitted on the engine.
    static var isCancelled: Bool {
        Task.isCancelled && !isSubmittedOnEngine
    }

    /// Throws if the work should stop (``isCancelled``), once every 4,096 values of `counter`.
    @inline(__always)
    static func checkCancellation(every counter: Int) throws(CancellationError) {
        if counter & 0xFFF == 0, isCancelled { throw CancellationError() }
    }

    /// Lists section changes and diffs the items of every kept section, with the sections `matching`
    /// matched.
    mutating func diffSections(
        from old: PageSnapshot, to new: PageSnapshot, matching: SectionMatching
    ) throws(CancellationError) {
        let oldSections = old.sections
        let newSections = new.sections
        var oldToNew = matching.oldToNew
        var newToOld = matching.newToOld
        if replacesChangedSections {
            for (newIndex, oldIndex) in newToOld.enumerated()
            where oldIndex >= 0 && !oldSections[oldIndex].isPresented(like: newSections[newIndex]) {
                (oldToNew[oldIndex], newToOld[newIndex]) = (-1, -1)
                for item in newSections[newIndex].items { reloadedItemIDs.insert(item.id) }
            }
        }

        var visited = [Bool](repeating: false, count: oldSections.count)
        var nextInPlace = 0
        for newIndex in newSections.indices {
            while nextInPlace < oldSections.count && (oldToNew[nextInPlace] < 0 || visited[nextInPlace]) {
                nextInPlace += 1
            }
            let oldIndex = newToOld[newIndex]
            guard oldIndex >= 0 else {
                update.insertedSections.append(newIndex)
                continue
            }
            visited[oldIndex] = true
            let isMoved = oldIndex != nextInPlace
            let oldSection = oldSections[oldIndex]
            let newSection = newSections[newIndex]
            if !oldSection.isPresented(like: newSection) {
                if isMoved {
                    update.deletedSections.append(oldIndex)
                    update.insertedSections.append(newIndex)
                } else {
                    update.reloadedSections.append(oldIndex)
                }
                for item in newSection.items { reloadedItemIDs.insert(item.id) }
                continue
            }
            let headers = update.reloadedHeaders.count
            if !matching.keptHeaders[newIndex]
                || (!forceReload.isEmpty && newSection.header.map({ forceReload.contains($0.id) }) == true)
            {
                update.reloadedHeaders.append(newIndex)
            }
            let items = ItemListCounts(update)
            try diffKeptItems(of: oldSection, at: oldIndex, with: newSection, at: newIndex, matching: matching)
            guard isMoved else { continue }
            if ItemListCounts(update) == items {
                update.movedSections.append(.init(from: oldIndex, to: newIndex))
            } else {
                // UIKit takes no item change in a section that moves (it throws, or shows other counts:
                // openradar 27041784; IGListKit splits such a move too): the section is deleted and inserted.
                items.restore(&update)
                update.reloadedHeaders.removeSubrange(headers...)
                update.deletedSections.append(oldIndex)
                update.insertedSections.append(newIndex)
            }
        }
        for oldIndex in oldSections.indices where oldToNew[oldIndex] < 0 {
            update.deletedSections.append(oldIndex)
        }
    }

    /// Lists the item changes of a section kept under the same id and kind.
    private mutating func diffKeptItems(
        of oldSection: SectionSnapshot, at oldIndex: Int, with newSection: SectionSnapshot, at newIndex: Int,
        matching: SectionMatching
    ) throws(CancellationError) {
        if matching.keptItems[newIndex] {
            skip(oldSection, at: oldIndex)
            return
        }
        let prefix = matching.keptPrefix[newIndex]
        if prefix > 0, forceReload.isEmpty {
            // Only items after the old ones: they are inserted, and the old ones stay as they are.
            for item in prefix..<newSection.items.count {
                update.insertedItems.append(PageIndexPath(section: newIndex, item: item))
            }
            return
        }
        let clock = ContinuousClock()
        let start = clock.now
        try diffItems(of: oldSection, at: oldIndex, with: newSection, at: newIndex)
        timeByKind[newSection.kind, default: .zero] += clock.now - start
    }
}

/// How long the item lists of an update are, to take back the items of one section.
struct ItemListCounts: Equatable {
    let deleted: Int
    let inserted: Int
    let moved: Int
    let reloaded: Int

    init(_ update: BatchUpdate) {
        (deleted, inserted, moved, reloaded) =
            (update.deletedItems.count, update.insertedItems.count, update.movedItems.count, update.reloadedItems.count)
    }

    /// Drops what `update` listed of items since these counts were taken.
    func restore(_ update: inout BatchUpdate) {
        update.deletedItems.removeSubrange(deleted...)
        update.insertedItems.removeSubrange(inserted...)
        update.movedItems.removeSubrange(moved...)
        update.reloadedItems.removeSubrange(reloaded...)
    }
}
