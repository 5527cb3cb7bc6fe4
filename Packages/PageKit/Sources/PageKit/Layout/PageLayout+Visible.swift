extension PageLayout {
    /// The headers and items that `viewport` shows, in page order, each with its full and visible span.
    ///
    /// Found by binary search over the offsets, and each entry's section by binary search over the
    /// sections: O(log n + k log s) for k visible entries of a page of n entries in s sections. Entries of
    /// height 0 never appear, and an empty viewport or one beyond the end of the page shows nothing.
    public func visibleEntries(in viewport: Viewport) -> [LayoutEntry] {
        var steps = 0
        return visibleEntries(in: viewport, steps: &steps)
    }

    /// ``visibleEntries(in:)``, adding to `steps` one per offset probed and per entry made, so tests can
    /// check that the work depends on the visible entries and not on the size of the page.
    func visibleEntries(in viewport: Viewport, steps: inout Int) -> [LayoutEntry] {
        let top = max(viewport.offset, 0)
        let bottom = top + max(viewport.height, 0)
        guard top < bottom else { return [] }

        var entries: [LayoutEntry] = []
        var index = firstEntry(endingAfter: top, from: 0, steps: &steps)
        // Each entry found here is not empty: the one before it ends at or before its start.
        while index < entryCount, offsets[index] < bottom {
            steps += 1
            let frame = frame(ofEntry: index)
            let visibleFrame = max(frame.lowerBound, top)..<min(frame.upperBound, bottom)
            entries.append(entry(at: index, frame: frame, visibleFrame: visibleFrame, steps: &steps))
            index = firstEntry(endingAfter: frame.upperBound, from: index + 1, steps: &steps)
        }
        return entries
    }

    /// The first entry at or after `start` whose frame ends after `position`, or `entryCount` if none does.
    ///
    /// Frame ends never decrease, so this gallops from `start` (1, 2, 4, … entries ahead) and then
    /// bisects: O(log d) for an answer d entries after `start`, O(1) when it is the next entry.
    private func firstEntry(endingAfter position: Double, from start: Int, steps: inout Int) -> Int {
        var low = start  // Every entry before `low` (from `start`) ends at or before `position`.
        var high = start  // `high` is the answer or an entry after it.
        var span = 1
        while high < entryCount, offsets[high + 1] <= position {
            steps += 1
            low = high + 1
            high = span < entryCount - high ? high + span : entryCount
            span *= 2
        }
        while low < high {
            steps += 1
            let middle = low + (high - low) / 2
            if offsets[middle + 1] > position {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return low
    }

    /// The entry at `index`.
    private func entry(
        at index: Int, frame: Range<Double>, visibleFrame: Range<Double>, steps: inout Int
    ) -> LayoutEntry {
        let position = position(ofEntry: index, steps: &steps)
        let section = snapshot.sections[position.sectionIndex]
        let kind: LayoutEntry.Kind = position.itemIndex.map { .item(section.items[$0].id) } ?? .header
        return LayoutEntry(
            sectionID: section.id, sectionIndex: position.sectionIndex, kind: kind, itemIndex: position.itemIndex,
            frame: frame, visibleFrame: visibleFrame)
    }
}
