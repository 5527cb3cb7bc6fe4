/// The measured heights of a snapshot at one width: one header height per section and one height per item,
/// parallel to the snapshot's sections and items.
public struct PageSizes: Sendable, Hashable {
    /// The width the heights are for, in columns.
    public let width: Int
    /// The header height of each section, by section position.
    public let headerHeights: [Int]
    /// The height of each item, by section position and item position.
    public let itemHeights: [[Int]]

    /// Heights measured elsewhere; the arrays must parallel the snapshot's sections and items.
    public init(width: Int, headerHeights: [Int], itemHeights: [[Int]]) {
        self.width = width
        self.headerHeights = headerHeights
        self.itemHeights = itemHeights
    }
}
