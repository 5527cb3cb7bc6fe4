/// The layout of a page at one width: where each section header and each item sits, in the host's unit.
///
/// The page is a column of rows: for each section, its header's row (only if its size is above 0), then its
/// items' rows, inside the section's insets and apart by its spacing (``SectionStyle``). A list has a row per
/// item; a grid a row per `columns` items, as tall as its tallest, each item as tall as its row; a carousel
/// one row of all its items, which scrolls sideways (``SectionLayout``). Rows' tops and bottoms are prefix
/// sums built in one pass, so ``totalHeight`` is an O(1) lookup and ``visibleEntries(in:)`` a binary search
/// over the rows plus, for each visible entry, one over the sections; a carousel's visible items are found
/// by arithmetic, not by going through its row.
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
    /// The height of the whole page.
    public let totalHeight: Double
    /// Where each row starts and ends; both never decrease. A section's rows are its header's (if its size is
    /// above 0), then its items' in order, `itemsPerRow` items each, so a row's items follow from arithmetic and
    /// the layout keeps two numbers per row.
    let rowTops: [Double]
    let rowBottoms: [Double]
    /// The position among the rows of each section's first row, and the row count last.
    let sectionFirstRows: [Int]
    /// Where each section ends, its bottom insets included.
    let sectionBottoms: [Double]
    /// Whether each section has a header row.
    let sectionHasHeader: [Bool]
    /// Where each section's items go across the width.
    let geometries: [SectionGeometry]

    /// Lays out `snapshot` with `sizes`; missing sizes count as 0, see the type's discussion. The width is
    /// clamped to ``PageLimits/widths`` (NaN to the smallest).
    public init(snapshot: PageSnapshot, sizes: PageSizes) {
        self.snapshot = snapshot
        let width = sizes.width.clampedFinite(to: PageLimits.widths)
        self.width = width
        var builder = RowBuilder(capacity: snapshot.itemCount + snapshot.sections.count)
        var firstRows: [Int] = []
        var bottoms: [Double] = []
        var hasHeader: [Bool] = []
        var geometries: [SectionGeometry] = []
        firstRows.reserveCapacity(snapshot.sections.count + 1)
        for (sectionIndex, section) in snapshot.sections.enumerated() {
            firstRows.append(builder.rowCount)
            let geometry = SectionGeometry(section, width: width)
            geometries.append(geometry)
            let headerSize = sizes.headerSizes.indices.contains(sectionIndex) ? sizes.headerSizes[sectionIndex] : 0
            hasHeader.append(headerSize > 0)
            if headerSize > 0 { builder.addHeader(height: headerSize) }
            let itemSizes = sizes.itemSizes.indices.contains(sectionIndex) ? sizes.itemSizes[sectionIndex] : []
            builder.addItems(
                count: section.items.count, perRow: section.layout.itemsPerRow(itemCount: section.items.count),
                sizes: itemSizes, geometry: geometry)
            bottoms.append(builder.bottom)
        }
        firstRows.append(builder.rowCount)
        rowTops = builder.tops
        rowBottoms = builder.bottoms
        totalHeight = builder.bottom
        sectionFirstRows = firstRows
        sectionBottoms = bottoms
        sectionHasHeader = hasHeader
        self.geometries = geometries
    }

    /// How many rows the page has.
    var rowCount: Int {
        rowTops.count
    }

    /// The section of row `row`, found by binary search over the sections, adding one to `steps` per section
    /// probed. A section without rows shares its first row with the next, which then holds `row`.
    func section(ofRow row: Int, steps: inout Int) -> Int {
        // The last entry is the end of the rows, no section's start.
        let next = sectionFirstRows.partitioningIndex(in: 0..<max(sectionFirstRows.count - 1, 0)) { firstRow in
            steps += 1
            return firstRow > row
        }
        return max(next - 1, 0)
    }

    /// The first row of the items of the section at `sectionIndex`.
    func firstItemRow(ofSectionAt sectionIndex: Int) -> Int {
        sectionFirstRows[sectionIndex] + (sectionHasHeader[sectionIndex] ? 1 : 0)
    }

    /// How many items each row of the section at `sectionIndex` holds: all of a carousel's, a grid's columns,
    /// one of a list's.
    func itemsPerRow(ofSectionAt sectionIndex: Int) -> Int {
        let section = snapshot.sections[sectionIndex]
        return section.layout.itemsPerRow(itemCount: section.items.count)
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

    /// The span of the item at `itemIndex` in the section at `sectionIndex`, or `nil` if there is none: its
    /// row's.
    func frame(ofItemAt itemIndex: Int, inSectionAt sectionIndex: Int) -> Range<Double>? {
        guard snapshot.sections.indices.contains(sectionIndex),
            snapshot.sections[sectionIndex].items.indices.contains(itemIndex)
        else { return nil }
        return frame(
            ofRow: firstItemRow(ofSectionAt: sectionIndex) + itemIndex / itemsPerRow(ofSectionAt: sectionIndex))
    }

    /// The span across the width of the item at `itemIndex` in the section at `sectionIndex`, before any
    /// sideways scroll of a carousel; `nil` if there is none.
    public func horizontalFrame(ofItemAt itemIndex: Int, inSectionAt sectionIndex: Int) -> Range<Double>? {
        guard geometries.indices.contains(sectionIndex),
            snapshot.sections[sectionIndex].items.indices.contains(itemIndex)
        else { return nil }
        return geometries[sectionIndex].span(ofItem: itemIndex)
    }

    /// The width the items of the section at `sectionIndex` are sized at, and their cells are laid out at
    /// (``LayoutEntry/sizingWidth``); `nil` if there is no such section.
    public func itemWidth(ofSectionAt sectionIndex: Int) -> Double? {
        geometries.indices.contains(sectionIndex) ? geometries[sectionIndex].sizingWidth : nil
    }

    /// The span of the header of section `sectionID`, or `nil` if the page has no such section or the
    /// section has no header (size 0).
    public func headerFrame(of sectionID: SectionID) -> Range<Double>? {
        guard let sectionIndex = snapshot.sectionIndex(of: sectionID), sectionHasHeader[sectionIndex] else {
            return nil
        }
        return frame(ofRow: sectionFirstRows[sectionIndex])
    }

    /// The span of section `sectionID`, from its header's start to its last item's end and its bottom insets;
    /// `nil` if the page has no such section.
    public func frame(ofSection sectionID: SectionID) -> Range<Double>? {
        guard let sectionIndex = snapshot.sectionIndex(of: sectionID), sectionBottoms.indices.contains(sectionIndex)
        else { return nil }
        let top = sectionIndex == 0 ? 0 : sectionBottoms[sectionIndex - 1]
        return top..<sectionBottoms[sectionIndex]
    }

    /// How far the carousel section `sectionID` scrolls sideways: from 0 to the width of its items, spacing and
    /// insets less the page's width; `nil` if the page has no such section or it is not a carousel.
    public func carouselScrollRange(of sectionID: SectionID) -> ClosedRange<Double>? {
        guard let sectionIndex = snapshot.sectionIndex(of: sectionID), geometries[sectionIndex].isCarousel else {
            return nil
        }
        return geometries[sectionIndex].scrollRange(items: snapshot.sections[sectionIndex].items.count, width: width)
    }

    /// How far apart a carousel section's items start across the width (an item and the spacing after it): one
    /// item's scroll; 0 for a section that is not there.
    public func carouselItemStride(ofSectionAt sectionIndex: Int) -> Double {
        geometries.indices.contains(sectionIndex) ? geometries[sectionIndex].stride : 0
    }

    /// The offset nearest to `offset` that keeps a viewport of `viewportHeight` inside the page:
    /// `0 ... max(totalHeight - viewportHeight, 0)`; NaN counts as 0.
    public func clampedOffset(_ offset: Double, viewportHeight: Double) -> Double {
        guard !offset.isNaN else { return 0 }
        let lastOffset = max(totalHeight - max(viewportHeight, 0), 0)
        return min(max(offset, 0), lastOffset)
    }

    /// The span of row `row`.
    func frame(ofRow row: Int) -> Range<Double> {
        rowTops.indices.contains(row) ? rowTops[row]..<rowBottoms[row] : totalHeight..<totalHeight
    }
}

/// Builds the rows of a page, section after section: their tops and bottoms as running sums.
private struct RowBuilder {
    var tops: [Double] = []
    var bottoms: [Double] = []
    /// Where the page ends so far.
    private(set) var bottom = 0.0

    init(capacity: Int) {
        tops.reserveCapacity(capacity)
        bottoms.reserveCapacity(capacity)
    }

    var rowCount: Int { tops.count }

    /// A header's row, `height` tall.
    mutating func addHeader(height: Double) {
        tops.append(bottom)
        bottom += height.clampedFinite(to: PageLimits.entrySizes)
        bottoms.append(bottom)
    }

    /// The rows of a section's `count` items of `sizes` (a missing size counts as 0), `perRow` to a row, inside
    /// its insets and apart by its spacing: one per item in a list, the tallest of each row's items in a grid
    /// or a carousel.
    mutating func addItems(count: Int, perRow: Int, sizes: [Double], geometry: SectionGeometry) {
        guard count > 0 else { return }
        let limits = PageLimits.entrySizes
        bottom += geometry.insets
        sizes.withUnsafeBufferPointer { sizes in
            if perRow == 1 {
                // A list: a row per item, as tall as the item.
                for index in 0..<count {
                    let top = index == 0 ? bottom : bottom + geometry.spacing
                    tops.append(top)
                    bottom = top + (index < sizes.count ? sizes[index].clampedFinite(to: limits) : 0)
                    bottoms.append(bottom)
                }
                return
            }
            var start = 0
            while start < count {
                let end = min(start + perRow, count)
                var height = 0.0
                // Sizes past the ones given count as 0.
                for index in start..<max(min(end, sizes.count), start) {
                    height = max(height, sizes[index].clampedFinite(to: limits))
                }
                let top = start == 0 ? bottom : bottom + geometry.spacing
                tops.append(top)
                bottom = top + height
                bottoms.append(bottom)
                start = end
            }
        }
        bottom += geometry.insets
    }
}
