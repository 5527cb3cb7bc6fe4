extension PageLayout {
    /// How far each carousel of `viewport` is scrolled sideways, in items (its offset over its items'
    /// stride), by section: what stays when the page is laid out at another width.
    func carouselPositions(in viewport: Viewport) -> [SectionID: Double] {
        var positions: [SectionID: Double] = [:]
        for id in viewport.carouselOffsets.keys {
            guard let index = snapshot.sectionIndex(of: id), let range = carouselScrollRange(of: id) else { continue }
            let stride = carouselItemStride(ofSectionAt: index)
            if stride > 0 { positions[id] = viewport.carouselOffset(of: id, range: range) / stride }
        }
        return positions
    }

    /// `offsets` with each carousel of `positions` scrolled by that many items here, within its range: the
    /// same item at its start as before, whatever the width.
    func carouselOffsets(
        scrolledBy positions: [SectionID: Double], from offsets: [SectionID: Double]
    ) -> [SectionID: Double] {
        var scrolled = offsets
        for (id, items) in positions {
            guard let index = snapshot.sectionIndex(of: id), let range = carouselScrollRange(of: id) else { continue }
            scrolled[id] = (items * carouselItemStride(ofSectionAt: index)).clampedFinite(to: range)
        }
        return scrolled
    }
}
