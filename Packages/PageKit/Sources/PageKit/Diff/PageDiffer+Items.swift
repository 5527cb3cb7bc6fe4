/// Buffers for matching the items of one section, kept across sections so that a diff allocates them once
/// (at the size of its largest section) instead of once per section.
struct ItemDiffBuffers {
    /// The old items by id hash.
    var index = ItemOccurrenceIndex()
    /// For each old offset, the new offset it matched, or -1.
    var oldToNew: [Int] = []
    /// For each new offset, the old offset it matched, or -1.
    var newToOld: [Int] = []
    /// For each old offset, whether the walk over the new items has reached it.
    var visited: [Bool] = []
    /// For each old offset, whether its item moves: moves are listed in old order, as the update sorts them.
    var moved: [Bool] = []

    mutating func reset(oldCount: Int, newCount: Int) {
        index.reset(count: oldCount)
        oldToNew.removeAll(keepingCapacity: true)
        oldToNew.append(contentsOf: repeatElement(-1, count: oldCount))
        newToOld.removeAll(keepingCapacity: true)
        newToOld.append(contentsOf: repeatElement(-1, count: newCount))
        resetWalk(oldCount: oldCount)
    }

    /// Forgets a walk over the new items, keeping the matches.
    mutating func resetWalk(oldCount: Int) {
        visited.removeAll(keepingCapacity: true)
        visited.append(contentsOf: repeatElement(false, count: oldCount))
        moved.removeAll(keepingCapacity: true)
        moved.append(contentsOf: repeatElement(false, count: oldCount))
    }
}

extension PageDiffer {
    /// Skips a section that kept its items, listing only the items reloaded by force.
    mutating func skip(_ section: SectionSnapshot, at sectionIndex: Int) {
        skippedSections += 1
        guard !forceReload.isEmpty else { return }
        for index in section.items.indices where forceReload.contains(section.items[index].id) {
            update.reloadedItems.append(PageIndexPath(section: sectionIndex, item: index))
            reloadedItemIDs.insert(section.items[index].id)
        }
    }

    /// Lists the item changes of a section kept under the same id and kind but with changed items, at
    /// `oldSection` in the old snapshot and `newSection` in the new one.
    mutating func diffItems(
        of old: SectionSnapshot, at oldSection: Int, with new: SectionSnapshot, at newSection: Int
    ) throws(CancellationError) {
        // As arrays, read in place: a section that paged has its pages copied into one here, on this rarer
        // path of items that changed otherwise than by a page at the end.
        let oldItems = old.items.array
        let newItems = new.items.array
        var start = 0
        let shorterCount = min(oldItems.count, newItems.count)
        while start < shorterCount, oldItems[start].id == newItems[start].id {
            try Self.checkCancellation(every: start)
            reloadIfChanged(oldItems, start, newItems, start, at: PageIndexPath(section: oldSection, item: start))
            start += 1
        }
        var oldEnd = oldItems.count
        var newEnd = newItems.count
        while oldEnd > start, newEnd > start, oldItems[oldEnd - 1].id == newItems[newEnd - 1].id {
            try Self.checkCancellation(every: oldEnd)
            oldEnd -= 1
            newEnd -= 1
        }
        try diffMiddle(
            oldItems, start..<oldEnd, in: oldSection, with: newItems, start..<newEnd, in: newSection)
        for (oldIndex, newIndex) in zip(oldEnd..<oldItems.count, newEnd..<newItems.count) {
            let path = PageIndexPath(section: oldSection, item: oldIndex)
            reloadIfChanged(oldItems, oldIndex, newItems, newIndex, at: path)
        }
    }

    /// Whether an item matched by id must be reloaded: its content version or its cell kind changed, or it is
    /// reloaded by force.
    ///
    /// Reads the items where they lie: copying one would retain its value, identity and cell kind.
    private func isChanged(_ old: [PageItem], _ oldIndex: Int, _ new: [PageItem], _ newIndex: Int) -> Bool {
        old[oldIndex].contentVersion != new[newIndex].contentVersion || old[oldIndex].kind != new[newIndex].kind
            || (!forceReload.isEmpty && forceReload.contains(new[newIndex].id))
    }

    private mutating func reloadIfChanged(
        _ old: [PageItem], _ oldIndex: Int, _ new: [PageItem], _ newIndex: Int, at path: PageIndexPath
    ) {
        guard isChanged(old, oldIndex, new, newIndex) else { return }
        update.reloadedItems.append(path)
        reloadedItemIDs.insert(new[newIndex].id)
    }

    /// Diffs the items between the common prefix and the common suffix with an index of the old ids.
    private mutating func diffMiddle(
        _ oldItems: [PageItem], _ oldRange: Range<Int>, in oldSection: Int,
        with newItems: [PageItem], _ newRange: Range<Int>, in newSection: Int
    ) throws(CancellationError) {
        if oldRange.isEmpty || newRange.isEmpty {
            for index in oldRange { update.deletedItems.append(PageIndexPath(section: oldSection, item: index)) }
            for index in newRange { update.insertedItems.append(PageIndexPath(section: newSection, item: index)) }
            return
        }
        try matchOccurrences(oldItems, oldRange, with: newItems, newRange)
        let counts = ItemListCounts(update)
        let movedAny = walk(oldItems, oldRange, in: oldSection, with: newItems, newRange, in: newSection)
        guard movedAny, update.reloadedItems.count > counts.reloaded else { return }
        // UIKit places a reload as if nothing moved (``BatchUpdate/separateDisplacedReloads()``): where items
        // move, each changed item is deleted and inserted instead, and the moves are found again without it.
        counts.restore(&update)
        for newOffset in 0..<newRange.count {
            let oldOffset = buffers.newToOld[newOffset]
            guard oldOffset >= 0 else { continue }
            if isChanged(oldItems, oldRange.lowerBound + oldOffset, newItems, newRange.lowerBound + newOffset) {
                buffers.oldToNew[oldOffset] = -1
                buffers.newToOld[newOffset] = -1
            }
        }
        buffers.resetWalk(oldCount: oldRange.count)
        walk(oldItems, oldRange, in: oldSection, with: newItems, newRange, in: newSection)
    }

    /// Lists the changes of the matched items (`buffers`) of the middle ranges, walking the new order;
    /// returns whether an item moves.
    @discardableResult
    private mutating func walk(
        _ oldItems: [PageItem], _ oldRange: Range<Int>, in oldSection: Int,
        with newItems: [PageItem], _ newRange: Range<Int>, in newSection: Int
    ) -> Bool {
        let oldStart = oldRange.lowerBound
        let newStart = newRange.lowerBound
        var movedAny = false
        var nextInPlace = 0
        for newOffset in 0..<newRange.count {
            while nextInPlace < oldRange.count, buffers.oldToNew[nextInPlace] < 0 || buffers.visited[nextInPlace] {
                nextInPlace += 1
            }
            let newPath = PageIndexPath(section: newSection, item: newStart + newOffset)
            let oldOffset = buffers.newToOld[newOffset]
            guard oldOffset >= 0 else {
                update.insertedItems.append(newPath)
                continue
            }
            buffers.visited[oldOffset] = true
            let oldPath = PageIndexPath(section: oldSection, item: oldStart + oldOffset)
            let changed = isChanged(oldItems, oldStart + oldOffset, newItems, newStart + newOffset)
            if changed { reloadedItemIDs.insert(newItems[newStart + newOffset].id) }
            if oldOffset == nextInPlace {
                if changed { update.reloadedItems.append(oldPath) }
            } else if changed {
                // UIKit cannot move and reload one item: delete it (listed below) and insert it.
                buffers.oldToNew[oldOffset] = -1
                update.insertedItems.append(newPath)
            } else {
                buffers.moved[oldOffset] = true
                movedAny = true
            }
        }
        for oldOffset in 0..<oldRange.count {
            let oldPath = PageIndexPath(section: oldSection, item: oldStart + oldOffset)
            if buffers.oldToNew[oldOffset] < 0 {
                update.deletedItems.append(oldPath)
            } else if buffers.moved[oldOffset] {
                let newPath = PageIndexPath(section: newSection, item: newStart + buffers.oldToNew[oldOffset])
                update.movedItems.append(BatchUpdate.ItemMove(from: oldPath, to: newPath))
            }
        }
        return movedAny
    }

    /// Fills `buffers.oldToNew` and `buffers.newToOld`: the n-th occurrence of an id among the new items
    /// matches the n-th among the old ones.
    private mutating func matchOccurrences(
        _ oldItems: [PageItem], _ oldRange: Range<Int>, with newItems: [PageItem], _ newRange: Range<Int>
    ) throws(CancellationError) {
        buffers.reset(oldCount: oldRange.count, newCount: newRange.count)
        let oldStart = oldRange.lowerBound
        // Backwards, so each chain of occurrences runs forwards from the first one.
        for oldOffset in stride(from: oldRange.count - 1, through: 0, by: -1) {
            try Self.checkCancellation(every: oldOffset)
            buffers.index.push(oldOffset, hash: oldItems[oldStart + oldOffset].id.key.hash)
        }
        // Ids are compared where they lie: copying one would retain a boxed identity.
        for newOffset in 0..<newRange.count {
            try Self.checkCancellation(every: newOffset)
            let newIndex = newRange.lowerBound + newOffset
            let slot = buffers.index.slot(for: newItems[newIndex].id.key.hash)
            let head = buffers.index.head(of: slot)
            if head >= 0, oldItems[oldStart + head].id == newItems[newIndex].id {
                // The usual case: the first unmatched occurrence of the hash is the same id.
                match(head, newOffset)
                var next = buffers.index.nextWithSameHash[head]
                while next >= 0, buffers.oldToNew[next] >= 0 { next = buffers.index.nextWithSameHash[next] }
                buffers.index.setHead(of: slot, to: next)
                continue
            }
            // Another id has the same hash: look further down the chain for an unmatched occurrence.
            var candidate = head >= 0 ? buffers.index.nextWithSameHash[head] : -1
            while candidate >= 0 {
                if buffers.oldToNew[candidate] < 0, oldItems[oldStart + candidate].id == newItems[newIndex].id {
                    match(candidate, newOffset)
                    break
                }
                candidate = buffers.index.nextWithSameHash[candidate]
            }
        }
    }

    private mutating func match(_ oldOffset: Int, _ newOffset: Int) {
        buffers.oldToNew[oldOffset] = newOffset
        buffers.newToOld[newOffset] = oldOffset
    }
}
