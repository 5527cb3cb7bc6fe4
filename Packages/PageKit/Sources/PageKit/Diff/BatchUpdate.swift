/// The changes from one snapshot to the next in the form a table or collection view's batch update takes
/// (`performBatchUpdates`): the only place PageKit speaks in index paths.
///
/// The semantics are UIKit's:
/// - deletes and reloads name positions in the **old** snapshot, inserts name positions in the **new** one,
///   and moves go from an old position to a new one;
/// - the items of a deleted, inserted or reloaded section are not listed one by one;
/// - an item is never both moved and reloaded (a moved item whose content changed is a delete plus an
///   insert), and items only move within the section that has the same id in both snapshots (an item that
///   changes sections is a delete plus an insert);
/// - a section whose kind changed under the same id is reloaded if it kept its place among the sections
///   kept, and deleted and inserted if it moved (UIKit cannot reload a moving section); a section that moves
///   with changes among its items is deleted and inserted too (UIKit takes no item change in a moving
///   section), so a moved section's items are never listed;
/// - nothing is reloaded that the batch's moves displace: UIKit performs a reload as a delete and an insert,
///   and places the insert as if the batch moved nothing (WWDC 2018, "A Tour of UICollectionView"), so where
///   sections move a section that changes is deleted and inserted, where a section's items move an item of
///   it that changes is too, and so is a changed item of a kept section whose place section moves shift.
///
/// ``PageDiff`` sorts every list ascending. ``applying(to:using:)`` replays an update on a ``PageOutline``.
public struct BatchUpdate: Sendable, Hashable, CustomStringConvertible {
    /// Sections to delete, by old index.
    public var deletedSections: [Int]
    /// Sections to insert, by new index.
    public var insertedSections: [Int]
    /// Sections to move, from old index to new index.
    public var movedSections: [SectionMove]
    /// Sections to reload in place, by old index.
    public var reloadedSections: [Int]
    /// Items to delete, by old index path.
    public var deletedItems: [PageIndexPath]
    /// Items to insert, by new index path.
    public var insertedItems: [PageIndexPath]
    /// Items to move, from old index path to new index path.
    public var movedItems: [ItemMove]
    /// Items to reload in place, by old index path.
    public var reloadedItems: [PageIndexPath]
    /// Sections, by new index, that are neither inserted nor reloaded but whose header changed (identity or
    /// content version, or gained or lost): a host reconfigures their header views and invalidates the
    /// layout. Not a batch operation of its own. A header that changes kind reloads its section instead, as
    /// a header view is made for one kind.
    public var reloadedHeaders: [Int]

    /// An update made of the given lists; all empty by default.
    public init(
        deletedSections: [Int] = [], insertedSections: [Int] = [], movedSections: [SectionMove] = [],
        reloadedSections: [Int] = [], deletedItems: [PageIndexPath] = [], insertedItems: [PageIndexPath] = [],
        movedItems: [ItemMove] = [], reloadedItems: [PageIndexPath] = [], reloadedHeaders: [Int] = []
    ) {
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.movedSections = movedSections
        self.reloadedSections = reloadedSections
        self.deletedItems = deletedItems
        self.insertedItems = insertedItems
        self.movedItems = movedItems
        self.reloadedItems = reloadedItems
        self.reloadedHeaders = reloadedHeaders
    }

    /// Whether the update changes nothing.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
            && reloadedHeaders.isEmpty
    }

    /// The non-empty lists, such as `sections −[1] +[0]; items ~[[0, 2]]`, for diagnostics.
    public var description: String {
        var sectionParts: [String] = []
        if !deletedSections.isEmpty { sectionParts.append("−\(deletedSections)") }
        if !insertedSections.isEmpty { sectionParts.append("+\(insertedSections)") }
        if !movedSections.isEmpty { sectionParts.append("↕\(movedSections)") }
        if !reloadedSections.isEmpty { sectionParts.append("~\(reloadedSections)") }
        if !reloadedHeaders.isEmpty { sectionParts.append("headers ~\(reloadedHeaders)") }
        var itemParts: [String] = []
        if !deletedItems.isEmpty { itemParts.append("−\(deletedItems)") }
        if !insertedItems.isEmpty { itemParts.append("+\(insertedItems)") }
        if !movedItems.isEmpty { itemParts.append("↕\(movedItems)") }
        if !reloadedItems.isEmpty { itemParts.append("~\(reloadedItems)") }
        var parts: [String] = []
        if !sectionParts.isEmpty { parts.append("sections " + sectionParts.joined(separator: " ")) }
        if !itemParts.isEmpty { parts.append("items " + itemParts.joined(separator: " ")) }
        return parts.isEmpty ? "no changes" : parts.joined(separator: "; ")
    }

    /// Sorts every list ascending.
    mutating func sortAll() {
        deletedSections.sort()
        insertedSections.sort()
        movedSections.sort()
        reloadedSections.sort()
        deletedItems.sort()
        insertedItems.sort()
        movedItems.sort()
        reloadedItems.sort()
        reloadedHeaders.sort()
    }
}
