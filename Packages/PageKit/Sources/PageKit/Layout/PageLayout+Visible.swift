extension PageLayout {
    /// The headers and items that `viewport` shows, in page order, each with its full and visible rows.
    ///
    /// Found by binary search over the offsets: O(log n + k) for k visible entries. Entries of height 0
    /// never appear, and an empty viewport or one beyond the end of the page shows nothing.
    public func visibleEntries(in viewport: Viewport) -> [LayoutEntry] {
        var steps = 0
        return visibleEntries(in: viewport, steps: &steps)
    }

    /// ``visibleEntries(in:)``, adding to `steps` one per offset probed and per entry made, so tests can
    /// check that the work depends on the visible entries and not on the size of the page.
    func visibleEntries(in viewport: Viewport, steps: inout Int) -> [LayoutEntry] {
        let top = max(viewport.offset, 0)
        let (sum, overflow) = top.addingReportingOverflow(max(viewport.height, 0))
        let bottom = overflow ? Int.max : sum
        guard top < bottom else { return [] }

        var entries: [LayoutEntry] = []
        var row = firstRow(endingAfter: top, from: 0, steps: &steps)
        // Each `row` found here is not empty: the one before it ends at or before its start.
        while row < rows.count, offsets[row] < bottom {
            steps += 1
            let frame = frame(ofRow: row)
            entries.append(
                entry(at: row, frame: frame, visibleRows: max(frame.lowerBound, top)..<min(frame.upperBound, bottom)))
            row = firstRow(endingAfter: frame.upperBound, from: row + 1, steps: &steps)
        }
        return entries
    }

    /// The first entry at or after `start` whose frame ends after `row`, or `rows.count` if none does.
    ///
    /// Frame ends never decrease, so this gallops from `start` (1, 2, 4, … entries ahead) and then
    /// bisects: O(log d) for an answer d entries after `start`, O(1) when it is the next entry.
    private func firstRow(endingAfter row: Int, from start: Int, steps: inout Int) -> Int {
        var low = start  // Every entry before `low` (from `start`) ends at or before `row`.
        var high = start  // `high` is the answer or an entry after it.
        var span = 1
        while high < rows.count, offsets[high + 1] <= row {
            steps += 1
            low = high + 1
            high = span < rows.count - high ? high + span : rows.count
            span *= 2
        }
        while low < high {
            steps += 1
            let middle = low + (high - low) / 2
            if offsets[middle + 1] > row {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return low
    }

    /// The entry for `row`.
    private func entry(at row: Int, frame: Range<Int>, visibleRows: Range<Int>) -> LayoutEntry {
        let position = rows[row]
        let section = snapshot.sections[position.sectionIndex]
        let kind: LayoutEntry.Kind = position.itemIndex.map { .item(section.items[$0].id) } ?? .header
        return LayoutEntry(
            sectionID: section.id, sectionIndex: position.sectionIndex, kind: kind, itemIndex: position.itemIndex,
            rows: frame, visibleRows: visibleRows)
    }
}
