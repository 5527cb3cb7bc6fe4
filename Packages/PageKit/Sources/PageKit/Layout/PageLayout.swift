/// The vertical layout of a page at one width: where each section header and each item sits, in rows.
///
/// The page is a single column of entries: for each section, its header (only if its height is above 0),
/// then its items. Offsets are prefix sums over the entries' heights, built in one pass, so
/// ``totalHeight`` and a frame are O(1) lookups, and ``visibleEntries(in:)`` is a binary search plus, for
/// each visible entry, a binary search over the sections.
///
/// Heights are expected to parallel the snapshot (``PageSizes`` measured for this snapshot). If they do
/// not, the layout does not trap: a missing header or item height counts as 0 (the entry takes no rows
/// and is never visible), extra heights are ignored, and negative heights count as 0.
///
/// ```swift
/// let layout = PageLayout(snapshot: snapshot, sizes: sizes)
/// for entry in layout.visibleEntries(in: Viewport(offset: 40, height: 20)) { … }
/// ```
public struct PageLayout: Sendable {
    /// The snapshot laid out.
    public let snapshot: PageSnapshot
    /// The width the layout is for, in columns (the width of the sizes).
    public let width: Int
    /// `offsets[i]` is the first row of entry `i`, and `offsets[entryCount]` the total height. Entries are in
    /// page order, zero-height items included and zero-height headers left out; an entry's section and
    /// item follow from ``sectionFirstEntries``, so the layout keeps one word per entry.
    let offsets: [Int]
    /// The position among the entries of each section's first entry (its header if it has one). A section
    /// without entries shares it with the next section.
    let sectionFirstEntries: [Int]
    /// Whether each section has a header entry.
    private let sectionHasHeader: [Bool]

    /// Lays out `snapshot` with `sizes`; missing heights count as 0, see the type's discussion.
    public init(snapshot: PageSnapshot, sizes: PageSizes) {
        self.snapshot = snapshot
        width = sizes.width
        var offsets: [Int] = [0]
        var firstEntries: [Int] = []
        var hasHeader: [Bool] = []
        offsets.reserveCapacity(snapshot.itemCount + snapshot.sections.count + 1)
        firstEntries.reserveCapacity(snapshot.sections.count)
        hasHeader.reserveCapacity(snapshot.sections.count)
        var total = 0

        func append(height: Int) {
            let (sum, overflow) = total.addingReportingOverflow(max(height, 0))
            total = overflow ? Int.max : sum
            offsets.append(total)
        }

        for (sectionIndex, section) in snapshot.sections.enumerated() {
            firstEntries.append(offsets.count - 1)
            let headerHeight =
                sizes.headerHeights.indices.contains(sectionIndex) ? sizes.headerHeights[sectionIndex] : 0
            hasHeader.append(headerHeight > 0)
            if headerHeight > 0 {
                append(height: headerHeight)
            }
            let heights = sizes.itemHeights.indices.contains(sectionIndex) ? sizes.itemHeights[sectionIndex] : []
            for itemIndex in 0..<section.items.count {
                append(height: itemIndex < heights.count ? heights[itemIndex] : 0)
            }
        }
        self.offsets = offsets
        sectionFirstEntries = firstEntries
        sectionHasHeader = hasHeader
    }

    /// How many entries the page's column has.
    var entryCount: Int {
        offsets.count - 1
    }

    /// The section and the item (`nil` for the header) of entry `entry`, found by binary search over the
    /// sections, adding one to `steps` per section probed.
    func position(ofEntry entry: Int, steps: inout Int) -> (sectionIndex: Int, itemIndex: Int?) {
        // The last section whose first entry is at or before `entry`: one without entries shares its first
        // entry with the next section, which then holds `entry`.
        var low = 0
        var high = sectionFirstEntries.count
        while low < high {
            steps += 1
            let middle = low + (high - low) / 2
            if sectionFirstEntries[middle] <= entry {
                low = middle + 1
            } else {
                high = middle
            }
        }
        let sectionIndex = max(low - 1, 0)
        let offset = entry - sectionFirstEntries[sectionIndex]
        guard sectionHasHeader[sectionIndex] else { return (sectionIndex, offset) }
        return (sectionIndex, offset == 0 ? nil : offset - 1)
    }

    /// The height of the whole page, in rows.
    public var totalHeight: Int {
        offsets.last ?? 0
    }

    /// The rows of the item `item` in section `sectionID`, or `nil` if the page has no such item.
    ///
    /// A zero-height item has an empty frame at its position. Finding the item scans its section
    /// (O(items in the section)), as ``SectionSnapshot/index(of:)`` does.
    public func frame(of item: ItemID, in sectionID: SectionID) -> Range<Int>? {
        guard let sectionIndex = snapshot.sectionIndex(of: sectionID),
            let itemIndex = snapshot.sections[sectionIndex].index(of: item)
        else { return nil }
        return frame(ofItemAt: itemIndex, inSectionAt: sectionIndex)
    }

    /// The rows of the item at `itemIndex` in the section at `sectionIndex`, or `nil` if there is none.
    func frame(ofItemAt itemIndex: Int, inSectionAt sectionIndex: Int) -> Range<Int>? {
        guard snapshot.sections.indices.contains(sectionIndex),
            snapshot.sections[sectionIndex].items.indices.contains(itemIndex)
        else { return nil }
        let header = sectionHasHeader[sectionIndex] ? 1 : 0
        return frame(ofEntry: sectionFirstEntries[sectionIndex] + header + itemIndex)
    }

    /// The rows of the header of section `sectionID`, or `nil` if the page has no such section or the
    /// section has no header (height 0).
    public func headerFrame(of sectionID: SectionID) -> Range<Int>? {
        guard let sectionIndex = snapshot.sectionIndex(of: sectionID), sectionHasHeader[sectionIndex] else {
            return nil
        }
        return frame(ofEntry: sectionFirstEntries[sectionIndex])
    }

    /// The offset nearest to `offset` that keeps a viewport of `viewportHeight` rows inside the page:
    /// `0 ... max(totalHeight - viewportHeight, 0)`.
    public func clampedOffset(_ offset: Int, viewportHeight: Int) -> Int {
        let lastOffset = max(totalHeight - max(viewportHeight, 0), 0)
        return min(max(offset, 0), lastOffset)
    }

    /// The rows of entry `entry`.
    func frame(ofEntry entry: Int) -> Range<Int> {
        offsets[entry]..<offsets[entry + 1]
    }
}
