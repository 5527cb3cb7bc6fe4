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

    /// Describes an entry.
    public init(
        sectionID: SectionID, sectionIndex: Int, kind: Kind, itemIndex: Int?, frame: Range<Double>,
        visibleFrame: Range<Double>
    ) {
        self.sectionID = sectionID
        self.sectionIndex = sectionIndex
        self.kind = kind
        self.itemIndex = itemIndex
        self.frame = frame
        self.visibleFrame = visibleFrame
    }

    /// The share of the entry inside the viewport, from 0 to 1 (0 for an empty frame).
    public var visibleFraction: Double {
        let size = frame.upperBound - frame.lowerBound
        return size > 0 ? (visibleFrame.upperBound - visibleFrame.lowerBound) / size : 0
    }

    /// The item's identity, or `nil` for a header.
    public var itemID: ItemID? {
        if case .item(let id) = kind { id } else { nil }
    }
}
