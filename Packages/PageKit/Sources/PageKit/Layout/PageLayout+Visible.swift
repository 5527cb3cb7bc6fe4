extension PageLayout {
    /// The headers and items that `viewport` shows, in page order, each with its full and visible span down
    /// and across the page; a sticky header held at the top comes before its section's items.
    ///
    /// Found by binary search over the rows, and each row's section by binary search over the sections:
    /// O(log r + k log s) for k visible entries of a page of r rows in s sections. A carousel's visible items
    /// come from its sideways offset by arithmetic, however many it has. Entries of height 0 never appear,
    /// and an empty viewport or one beyond the end of the page shows nothing.
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
        // Only the section at the top of the viewport can hold its header there, and it does even when the
        // viewport shows nothing of it but its insets or spacing.
        var pinnedSection = -1
        let topSection = firstSection(endingAfter: top, steps: &steps)
        if topSection < sectionBottoms.count, let header = pinnedHeader(of: topSection, top: top, bottom: bottom) {
            entries.append(header)
            pinnedSection = topSection
        }
        var row = firstRow(endingAfter: top, from: 0, steps: &steps)
        // Each row found here ends after the one before it.
        while row < rowCount, rowTops[row] < bottom {
            steps += 1
            if rowBottoms[row] > rowTops[row] {
                let section = self.section(ofRow: row, steps: &steps)
                appendEntries(
                    ofRow: row, in: section, skippingHeader: section == pinnedSection, viewport: viewport,
                    to: &entries)
            }
            row = firstRow(endingAfter: rowBottoms[row], from: row + 1, steps: &steps)
        }
        return entries
    }

    /// The first section that ends after `position` (the one that holds it), or the section count if none does.
    private func firstSection(endingAfter position: Double, steps: inout Int) -> Int {
        sectionBottoms.partitioningIndex(in: sectionBottoms.indices) { bottom in
            steps += 1
            return bottom > position
        }
    }

    /// The first row at or after `start` that ends after `position`, or `rowCount` if none does.
    ///
    /// Row ends never decrease, so this gallops from `start` (1, 2, 4, … rows ahead) and then bisects:
    /// O(log d) for an answer d rows after `start`, O(1) when it is the next row.
    private func firstRow(endingAfter position: Double, from start: Int, steps: inout Int) -> Int {
        var low = start  // Every row before `low` (from `start`) ends at or before `position`.
        var high = start  // `high` is the answer or a row after it.
        var span = 1
        while high < rowCount, rowBottoms[high] <= position {
            steps += 1
            low = high + 1
            high = span < rowCount - high ? high + span : rowCount
            span *= 2
        }
        return rowBottoms.partitioningIndex(in: low..<high) { bottom in
            steps += 1
            return bottom > position
        }
    }

    /// The header of section `sectionIndex` held at the top of the viewport `top ..< bottom`, when the section
    /// has a sticky header that the viewport scrolled past while some of the section is on screen; it rises
    /// with the section's end.
    private func pinnedHeader(of sectionIndex: Int, top: Double, bottom: Double) -> LayoutEntry? {
        let section = snapshot.sections[sectionIndex]
        guard section.layout.stickyHeader, sectionHasHeader[sectionIndex], section.header != nil else { return nil }
        let row = sectionFirstRows[sectionIndex]
        let height = rowBottoms[row] - rowTops[row]
        let pinnedTop = max(rowTops[row], min(top, sectionBottoms[sectionIndex] - height))
        guard pinnedTop > rowTops[row] else { return nil }
        let frame = pinnedTop..<(pinnedTop + height)
        let visible = max(frame.lowerBound, top)..<min(frame.upperBound, bottom)
        guard !visible.isEmpty else { return nil }
        return LayoutEntry(
            sectionID: section.id, sectionIndex: sectionIndex, kind: .header, itemIndex: nil, frame: frame,
            visibleFrame: visible, horizontalFrame: 0..<width, isPinned: true)
    }

    /// Appends the entries of row `row`, of section `sectionIndex`, that the viewport shows: the header (unless
    /// it is held at the top instead), or the row's items, only those of a carousel scrolled into view.
    private func appendEntries(
        ofRow row: Int, in sectionIndex: Int, skippingHeader: Bool, viewport: Viewport,
        to entries: inout [LayoutEntry]
    ) {
        let section = snapshot.sections[sectionIndex]
        let frame = rowTops[row]..<rowBottoms[row]
        let top = max(viewport.offset, 0)
        let visible = max(frame.lowerBound, top)..<min(frame.upperBound, top + max(viewport.height, 0))
        let hasHeader = sectionHasHeader[sectionIndex]
        if hasHeader, row == sectionFirstRows[sectionIndex] {
            guard !skippingHeader else { return }
            entries.append(
                LayoutEntry(
                    sectionID: section.id, sectionIndex: sectionIndex, kind: .header, itemIndex: nil, frame: frame,
                    visibleFrame: visible, horizontalFrame: 0..<width))
            return
        }
        let geometry = geometries[sectionIndex]
        let perRow = itemsPerRow(ofSectionAt: sectionIndex)
        let firstItem = (row - firstItemRow(ofSectionAt: sectionIndex)) * perRow
        let endItem = min(firstItem + perRow, section.items.count)
        var shift = 0.0
        var items = firstItem..<endItem
        if geometry.isCarousel {
            shift = viewport.carouselOffset(
                of: section.id, range: geometry.scrollRange(items: section.items.count, width: width))
            items = carouselItems(items, geometry: geometry, shift: shift)
        }
        for itemIndex in items where section.items.indices.contains(itemIndex) {
            // Its place on the unscrolled row, moved by the scroll.
            let span = geometry.span(ofItem: itemIndex)
            let horizontal = (span.lowerBound - shift)..<(span.upperBound - shift)
            let shown: Range<Double>
            if geometry.isCarousel {
                let left = max(horizontal.lowerBound, 0)
                shown = left..<max(min(horizontal.upperBound, width), left)
                guard !shown.isEmpty else { continue }
            } else {
                // A grid's or a list's item fits the width by construction, but for rounding: it is shown whole.
                shown = horizontal
            }
            entries.append(
                LayoutEntry(
                    sectionID: section.id, sectionIndex: sectionIndex, kind: .item(section.items[itemIndex].id),
                    itemIndex: itemIndex, frame: frame, visibleFrame: visible, horizontalFrame: horizontal,
                    visibleHorizontalFrame: shown, sizingWidth: geometry.sizingWidth))
        }
    }

    /// The items of a carousel's row `items` that are on screen when it is scrolled `shift` sideways: those
    /// that start before the page's width and end after 0, found by arithmetic.
    private func carouselItems(_ items: Range<Int>, geometry: SectionGeometry, shift: Double) -> Range<Int> {
        let stride = geometry.stride
        guard stride > 0, !items.isEmpty else { return items }
        let count = Double(items.count)
        // Item i spans insets + i·stride … + itemWidth, less the shift.
        let first = ((shift - geometry.insets - geometry.itemWidth) / stride).rounded(.down) + 1
        let last = ((shift + width - geometry.insets) / stride).rounded(.up)
        // One more on each side, which the caller drops if it is not on screen: the arithmetic here and the
        // frames there may round apart by an ulp.
        let lower = items.lowerBound + Int((first - 1).clampedFinite(to: 0...count))
        let upper = items.lowerBound + Int((last + 1).clampedFinite(to: 0...count))
        return lower..<max(upper, lower)
    }
}
