/// The vertical layout of a page at one width: where each section header and each item sits, in the host's
/// unit.
///
/// The page is a single column of entries: for each section, its header (only if its size is above 0),
/// then its items. Offsets are prefix sums over the entries' sizes, built in one pass, so
/// ``totalHeight`` and a frame are O(1) lookups, and ``visibleEntries(in:)`` is a binary search plus, for
/// each visible entry, a binary search over the sections.
///
/// Sizes are expected to parallel the snapshot (``PageSizes`` measured for this snapshot). If they do
/// not, the layout does not trap: a missing header or item size counts as 0 (the entry takes no space
/// and is never visible), extra sizes are ignored, and sizes outside ``PageLimits/entrySizes`` (NaN
/// included) are clamped to it, so every offset is finite.
///
/// ```swift
/// let layout = PageLayout(snapshot: snapshot, sizes: sizes)
/// for entry in layout.visibleEntries(in: Viewport(offset: 40, height: 20)) { … }
/// ```
public struct PageLayout: Sendable {
    /// The snapshot laid out.
    public let snapshot: PageSnapshot
    /// The width the layout is for (the width of the sizes).
    public let width: Double
    /// `offsets[i]` is where entry `i` starts, and `offsets[entryCount]` the total height. Entries are in
    /// page order, zero-height items included and zero-height headers left out; an entry's section and
    /// item follow from ``sectionFirstEntries``, so the layout keeps one word per entry.
    let offsets: [Double]
    /// The position among the entries of each section's first entry (its header if it has one). A section
    /// without entries shares it with the next section.
    let sectionFirstEntries: [Int]
    /// Whether each section has a header entry.
    private let sectionHasHeader: [Bool]

    /// Lays out `snapshot` with `sizes`; missing sizes count as 0, see the type's discussion.
    public init(snapshot: PageSnapshot, sizes: PageSizes) {
        self.snapshot = snapshot
        width = sizes.width
        var offsets: [Double] = [0]
        var firstEntries: [Int] = []
        var hasHeader: [Bool] = []
        offsets.reserveCapacity(snapshot.itemCount + snapshot.sections.count + 1)
        firstEntries.reserveCapacity(snapshot.sections.count)
        hasHeader.reserveCapacity(snapshot.sections.count)
        var total = 0.0

        func append(size: Double) {
            total += size.clampedFinite(to: PageLimits.entrySizes)
            offsets.append(total)
        }

        for (sectionIndex, section) in snapshot.sections.enumerated() {
            firstEntries.append(offsets.count - 1)
            let headerSize = sizes.headerSizes.indices.contains(sectionIndex) ? sizes.headerSizes[sectionIndex] : 0
            hasHeader.append(headerSize > 0)
            if headerSize > 0 {
                append(size: headerSize)
            }
            let itemSizes = sizes.itemSizes.indices.contains(sectionIndex) ? sizes.itemSizes[sectionIndex] : []
            for itemIndex in 0..<section.items.count {
                append(size: itemIndex < itemSizes.count ? itemSizes[itemIndex] : 0)
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

    /// The height of the whole page.
    public var totalHeight: Double {
        offsets.last ?? 0
    }

    /// The span of the item `item` in section `sectionID`, or `nil` if the page has no such item.
    ///
    /// A zero-height item has an empty frame at its position. Finding the item scans its section
    /// (O(items in the section)), as ``SectionSnapshot/index(of:)`` does.
    public func frame(of item: ItemID, in sectionID: SectionID) -> Range<Double>? {
        guard let sectionIndex = snapshot.sectionIndex(of: sectionID),
            let itemIndex = snapshot.sections[sectionIndex].index(of: item)
        else { return nil }
        return frame(ofItemAt: itemIndex, inSectionAt: sectionIndex)
    }

    /// The span of the item at `itemIndex` in the section at `sectionIndex`, or `nil` if there is none.
    func frame(ofItemAt itemIndex: Int, inSectionAt sectionIndex: Int) -> Range<Double>? {
        guard snapshot.sections.indices.contains(sectionIndex),
            snapshot.sections[sectionIndex].items.indices.contains(itemIndex)
        else { return nil }
        let header = sectionHasHeader[sectionIndex] ? 1 : 0
        return frame(ofEntry: sectionFirstEntries[sectionIndex] + header + itemIndex)
    }

    /// The span of the header of section `sectionID`, or `nil` if the page has no such section or the
    /// section has no header (size 0).
    public func headerFrame(of sectionID: SectionID) -> Range<Double>? {
        guard let sectionIndex = snapshot.sectionIndex(of: sectionID), sectionHasHeader[sectionIndex] else {
            return nil
        }
        return frame(ofEntry: sectionFirstEntries[sectionIndex])
    }

    /// The span of section `sectionID`, from its header's start to its last item's end; `nil` if the page has
    /// no such section.
    public func frame(ofSection sectionID: SectionID) -> Range<Double>? {
        guard let sectionIndex = snapshot.sectionIndex(of: sectionID),
            sectionFirstEntries.indices.contains(sectionIndex)
        else { return nil }
        let end = sectionIndex + 1 < sectionFirstEntries.count ? sectionFirstEntries[sectionIndex + 1] : entryCount
        return offsets[sectionFirstEntries[sectionIndex]]..<offsets[end]
    }

    /// The offset nearest to `offset` that keeps a viewport of `viewportHeight` inside the page:
    /// `0 ... max(totalHeight - viewportHeight, 0)`; NaN counts as 0.
    public func clampedOffset(_ offset: Double, viewportHeight: Double) -> Double {
        guard !offset.isNaN else { return 0 }
        let lastOffset = max(totalHeight - max(viewportHeight, 0), 0)
        return min(max(offset, 0), lastOffset)
    }

    /// The span of entry `entry`.
    func frame(ofEntry entry: Int) -> Range<Double> {
        offsets[entry]..<offsets[entry + 1]
    }
}
