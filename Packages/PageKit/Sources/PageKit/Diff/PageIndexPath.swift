/// A position in a table or collection view: a section index and an item index within it.
///
/// Index paths appear only in ``BatchUpdate``, the output a table view consumes; every other PageKit API
/// takes items and section ids.
public struct PageIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section's index.
    public var section: Int
    /// The item's index within the section.
    public var item: Int

    /// The item at `item` in section `section`.
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// Orders by section, then by item.
    public static func < (lhs: PageIndexPath, rhs: PageIndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// `[2, 5]`.
    public var description: String { "[\(section), \(item)]" }
}

extension BatchUpdate {
    /// A section moved from an index of the old snapshot to an index of the new one.
    public struct SectionMove: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The section's index in the old snapshot.
        public var from: Int
        /// The section's index in the new snapshot.
        public var to: Int

        /// The section at old index `from` goes to new index `to`.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }

        /// Orders by old index, then by new index.
        public static func < (lhs: SectionMove, rhs: SectionMove) -> Bool {
            (lhs.from, lhs.to) < (rhs.from, rhs.to)
        }

        /// `3→1`.
        public var description: String { "\(from)→\(to)" }
    }

    /// An item moved from an index path of the old snapshot to an index path of the new one.
    public struct ItemMove: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The item's index path in the old snapshot.
        public var from: PageIndexPath
        /// The item's index path in the new snapshot.
        public var to: PageIndexPath

        /// The item at old index path `from` goes to new index path `to`.
        public init(from: PageIndexPath, to: PageIndexPath) {
            self.from = from
            self.to = to
        }

        /// Orders by old index path, then by new index path.
        public static func < (lhs: ItemMove, rhs: ItemMove) -> Bool {
            lhs.from == rhs.from ? lhs.to < rhs.to : lhs.from < rhs.from
        }

        /// `[0, 3]→[1, 0]`.
        public var description: String { "\(from)→\(to)" }
    }
}
