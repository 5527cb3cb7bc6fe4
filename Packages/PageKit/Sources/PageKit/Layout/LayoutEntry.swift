/// A section header or an item that a viewport shows, with its frame and how much of it is visible.
public struct LayoutEntry: Sendable, Hashable {
    /// What an entry shows.
    public enum Kind: Sendable, Hashable {
        /// The section's header.
        case header
        /// The item with this identity.
        case item(ItemID)
    }

    /// The section the entry belongs to.
    public let sectionID: SectionID
    /// The position of that section in the snapshot, to find its ``SectionSnapshot`` quickly.
    public let sectionIndex: Int
    /// A header or an item.
    public let kind: Kind
    /// The item's position inside its section; `nil` for a header.
    public let itemIndex: Int?
    /// The entry's full span on the page, in the host's unit.
    public let frame: Range<Double>
    /// The part of ``frame`` inside the viewport; never empty for a visible entry.
    public let visibleFrame: Range<Double>
    /// The entry's span across the width, in the host's unit, a carousel's sideways scroll applied: the whole
    /// width for a header, the width less the section's insets for a list's item, a column for a grid's.
    public let horizontalFrame: Range<Double>
    /// The part of ``horizontalFrame`` inside the page's width; never empty for a visible entry.
    public let visibleHorizontalFrame: Range<Double>
    /// The width the entry was sized at: the page's width for a header, its section's item width for an
    /// item. A host lays the entry's cell out at this width, which the span of ``horizontalFrame``, computed
    /// from the item's neighbours, may miss by a rounding error.
    public let sizingWidth: Double
    /// Whether the entry is a sticky header held at the top of the viewport, away from its place on the page.
    public let isPinned: Bool

    /// Describes an entry; across the width it takes `horizontalFrame`, all of it visible unless
    /// `visibleHorizontalFrame` says otherwise, and it was sized at `sizingWidth`, by default the span of
    /// `horizontalFrame`.
    public init(
        sectionID: SectionID, sectionIndex: Int, kind: Kind, itemIndex: Int?, frame: Range<Double>,
        visibleFrame: Range<Double>, horizontalFrame: Range<Double> = 0..<0,
        visibleHorizontalFrame: Range<Double>? = nil, sizingWidth: Double? = nil, isPinned: Bool = false
    ) {
        self.sectionID = sectionID
        self.sectionIndex = sectionIndex
        self.kind = kind
        self.itemIndex = itemIndex
        self.frame = frame
        self.visibleFrame = visibleFrame
        self.horizontalFrame = horizontalFrame
        self.visibleHorizontalFrame = visibleHorizontalFrame ?? horizontalFrame
        self.sizingWidth = sizingWidth ?? (horizontalFrame.upperBound - horizontalFrame.lowerBound)
        self.isPinned = isPinned
    }

    /// The share of the entry inside the viewport, from 0 to 1 (0 for an empty frame): of its height, and of
    /// its width for an entry partly scrolled out of a carousel.
    public var visibleFraction: Double {
        visibleFraction(below: visibleFrame.lowerBound)
    }

    /// ``visibleFraction`` of the part of the entry below `edge`, where something drawn over the top of the
    /// viewport, such as a sticky header held there, ends; 0 for an entry wholly above it.
    func visibleFraction(below edge: Double) -> Double {
        let size = frame.upperBound - frame.lowerBound
        let shown = visibleFrame.upperBound - max(visibleFrame.lowerBound, edge)
        let vertical = size > 0 ? max(shown, 0) / size : 0
        let width = horizontalFrame.upperBound - horizontalFrame.lowerBound
        guard width > 0 else { return vertical }
        return vertical * (visibleHorizontalFrame.upperBound - visibleHorizontalFrame.lowerBound) / width
    }

    /// The item's identity, or `nil` for a header.
    public var itemID: ItemID? {
        if case .item(let id) = kind { id } else { nil }
    }
}
