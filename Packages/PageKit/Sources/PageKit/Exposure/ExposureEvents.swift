/// An item whose exposure is tracked, keyed by data: its section's id and its identity, not its position.
public struct ExposedItem: Sendable, Hashable, CustomStringConvertible {
    /// The section that shows the item.
    public let sectionID: SectionID
    /// The item's identity.
    public let itemID: ItemID

    /// The item `itemID` of section `sectionID`.
    public init(sectionID: SectionID, itemID: ItemID) {
        self.sectionID = sectionID
        self.itemID = itemID
    }

    /// `section/item`.
    public var description: String { "\(sectionID)/\(itemID)" }
}

/// Why the exposure is checked: the moments a page's exposure can change.
public enum ExposureCause: Sendable, Hashable {
    /// The page scrolled.
    case scroll
    /// The page's data was reloaded (a new snapshot or layout).
    case reload
    /// The page came on screen, the first time or again after ``ExposureTracker/disappear(at:)``.
    case appear
}

/// What changed in one exposure check: the items that became visible and those that stopped being.
public struct ExposureEvents: Sendable, Hashable {
    /// The items that became visible, in layout order: with a minimum duration, those it counted in the
    /// layout before (one may be leaving as it is reported) come first, in that layout's order.
    public var appeared: [ExposedItem]
    /// The items that stopped being visible, in the order they were last laid out.
    public var disappeared: [ExposedItem]

    /// Events with these lists.
    public init(appeared: [ExposedItem] = [], disappeared: [ExposedItem] = []) {
        self.appeared = appeared
        self.disappeared = disappeared
    }

    /// No change.
    public static let none = ExposureEvents()

    /// Whether nothing appeared or disappeared.
    public var isEmpty: Bool { appeared.isEmpty && disappeared.isEmpty }
}
