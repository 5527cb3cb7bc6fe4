extension PageLayout {
    /// How far each carousel of `viewport` is scrolled sideways, in items (its offset as set, over its items'
    /// stride), by section: what stays when the page is laid out at another width. An offset kept for a
    /// section that is not a carousel here, or not on the page, has no such measure and is left out.
    func carouselPositions(in viewport: Viewport) -> [SectionID: Double] {
        var positions: [SectionID: Double] = [:]
        for (id, offset) in viewport.carouselOffsets {
            guard let index = snapshot.sectionIndex(of: id), geometries[index].isCarousel else { continue }
            let stride = geometries[index].stride
            if stride > 0 { positions[id] = offset / stride }
        }
        return positions
    }

    /// The offsets that scroll each carousel of `positions` by that many items here: the same item at its
    /// start as before, whatever the width. Kept as set, as a viewport keeps an offset past a carousel's
    /// range while the carousel is short (its placeholder while it loads again).
    func carouselOffsets(scrolledBy positions: [SectionID: Double]) -> [SectionID: Double] {
        var offsets: [SectionID: Double] = [:]
        for (id, items) in positions {
            guard let index = snapshot.sectionIndex(of: id) else { continue }
            let offset = items * geometries[index].stride
            if offset.isFinite { offsets[id] = offset }
        }
        return offsets
    }
}
