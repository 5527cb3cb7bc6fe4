/// Where a section's items go across the page's width: its insets and spacing, its columns and their width.
///
/// A grid's columns, and a carousel's items, share the width less the insets on both sides and the spacing
/// between them; a list's items take the width less the insets. When the insets and spacing leave less
/// than one unit per column, they are dropped, so that the columns always fit the width.
struct SectionGeometry: Sendable, Hashable {
    /// The space around the items.
    let insets: Double
    /// The space between rows and between the items of a row.
    let spacing: Double
    /// Items across the width: a grid's columns, a carousel's items per width, 1 for a list.
    let columns: Int
    /// The width of each item.
    let itemWidth: Double
    /// Whether the items form one row that scrolls sideways.
    let isCarousel: Bool

    /// The geometry of a section laid out as `layout`, styled as `style`, on a page `width` wide.
    init(layout: SectionLayout, style: SectionStyle, width: Double) {
        columns = layout.columns
        if case .carousel = layout.arrangement { isCarousel = true } else { isCarousel = false }
        let count = Double(columns)
        let fits = width - 2 * style.insets - style.spacing * (count - 1) >= count
        insets = fits ? style.insets : 0
        spacing = fits ? style.spacing : 0
        itemWidth = max((width - 2 * insets - spacing * (count - 1)) / count, 0)
    }

    /// The geometry of `section` on a page `width` wide.
    init(_ section: SectionSnapshot, width: Double) {
        self.init(layout: section.layout, style: section.style, width: width)
    }

    /// The width the section's items are sized at: ``itemWidth``, within ``PageLimits/widths``.
    var sizingWidth: Double { itemWidth.clampedFinite(to: PageLimits.widths) }

    /// How far apart the starts of neighbouring items are across the width: an item and the spacing after it.
    var stride: Double { itemWidth + spacing }

    /// The span across the width of the item at `index`, before any sideways scroll. Each end is computed the
    /// way the next item's start is, so that neighbours without spacing meet exactly and never overlap.
    func span(ofItem index: Int) -> Range<Double> {
        let column = isCarousel ? index : index % max(columns, 1)
        let start = insets + Double(column) * stride
        let end = insets + Double(column + 1) * stride - spacing
        return start..<max(end, start)
    }

    /// How far a carousel of `count` items scrolls sideways on a page `width` wide: 0 up to the width of its
    /// items and spacing, plus the insets, less the page's width.
    func scrollRange(items count: Int, width: Double) -> ClosedRange<Double> {
        guard isCarousel, count > 0 else { return 0...0 }
        let content = 2 * insets + Double(count) * itemWidth + Double(count - 1) * spacing
        return 0...max(content - width, 0)
    }
}
