/// The measured sizes of a snapshot at one width, in the host's unit: one header size per section and one
/// size per item, parallel to the snapshot's sections and items.
public struct PageSizes: Sendable, Hashable {
    /// The width the sizes are for.
    public let width: Double
    /// The size of each section's header, by section position; 0 for a section without one.
    public let headerSizes: [Double]
    /// The size of each item, by section position and item position.
    public let itemSizes: [[Double]]

    /// Sizes measured elsewhere; the arrays must parallel the snapshot's sections and items.
    public init(width: Double, headerSizes: [Double], itemSizes: [[Double]]) {
        self.width = width
        self.headerSizes = headerSizes
        self.itemSizes = itemSizes
    }
}
