import Foundation

// The few UIKit types the UIKit binding article uses, for compiling and running its code on Linux. The
// collection view lays items out in one column of `itemHeight` points, and checks each batch update as
// UIKit does by counts: positions that exist, and section and item counts that reconcile. What breaks a
// rule is recorded in `violations`, where UIKit would raise an exception.

/// A view.
@MainActor open class UIView: NSObject {
    /// The visible rectangle, in the view's own coordinates.
    public var bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
}

/// A view that scrolls.
@MainActor open class UIScrollView: UIView {}

/// A cell of a collection view.
@MainActor open class UICollectionViewCell: UIView {
    /// The reuse identifier it was registered under.
    public internal(set) var reuseIdentifier: String?

    public required override init() {}
}

/// An item's geometry.
@MainActor public final class UICollectionViewLayoutAttributes {
    /// The item's frame in the collection view's content.
    public let frame: CGRect

    init(frame: CGRect) { self.frame = frame }
}

/// What a collection view asks for its content.
@MainActor public protocol UICollectionViewDataSource: AnyObject {
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

/// What a collection view tells about interaction.
@MainActor public protocol UICollectionViewDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension IndexPath {
    /// The item `item` of section `section`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The section index.
    public var section: Int { self[0] }
    /// The item index within the section.
    public var item: Int { self[1] }
}

/// A collection view: one column of items, each `itemHeight` points high.
@MainActor open class UICollectionView: UIScrollView {
    /// What the view asks for its content.
    public weak var dataSource: (any UICollectionViewDataSource)?
    /// What the view tells about interaction.
    public weak var delegate: (any UICollectionViewDelegate)?
    /// The rules a batch update broke, in UIKit's words.
    public private(set) var violations: [String] = []
    /// Each item's height in points.
    public var itemHeight: CGFloat = 44
    private var registered: [String: UICollectionViewCell.Type] = [:]
    private var counts: [Int] = []
    private var batch: Batch?

    /// The operations of the batch update under way.
    private struct Batch {
        var deletedSections = IndexSet()
        var insertedSections = IndexSet()
        var reloadedSections = IndexSet()
        var movedSections: [Int: Int] = [:]
        var deleted: [IndexPath] = []
        var inserted: [IndexPath] = []
    }

    /// Registers the cell class dequeued for `identifier`.
    public func register(_ cellClass: UICollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }

    /// A cell of the class registered for `identifier`; a violation when none is.
    public func dequeueReusableCell(
        withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionViewCell {
        guard let cellClass = registered[identifier] else {
            violations.append(
                "could not dequeue a view of kind UICollectionElementKindCell with identifier \(identifier)")
            return UICollectionViewCell()
        }
        let cell = cellClass.init()
        cell.reuseIdentifier = identifier
        return cell
    }

    /// Reads the data source's counts afresh.
    public func reloadData() { counts = currentCounts() }

    /// Runs `updates`, which changes the data source and records the operations, then checks the counts.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let old = counts
        batch = Batch()
        updates?()
        let new = currentCounts()
        if let batch { check(old: old, new: new, batch) }
        batch = nil
        counts = new
        completion?(true)
    }

    /// Records sections deleted, by old index.
    public func deleteSections(_ sections: IndexSet) { batch?.deletedSections.formUnion(sections) }
    /// Records sections inserted, by new index.
    public func insertSections(_ sections: IndexSet) { batch?.insertedSections.formUnion(sections) }
    /// Records sections reloaded, by old index.
    public func reloadSections(_ sections: IndexSet) { batch?.reloadedSections.formUnion(sections) }
    /// Records a section moved from an old index to a new one.
    public func moveSection(_ section: Int, toSection newSection: Int) { batch?.movedSections[section] = newSection }
    /// Records items deleted, by old index path.
    public func deleteItems(at indexPaths: [IndexPath]) { batch?.deleted += indexPaths }
    /// Records items inserted, by new index path.
    public func insertItems(at indexPaths: [IndexPath]) { batch?.inserted += indexPaths }
    /// Records items reloaded, by old index path.
    public func reloadItems(at indexPaths: [IndexPath]) {}
    /// Records an item moved from an old index path to a new one.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        batch?.deleted.append(indexPath)
        batch?.inserted.append(newIndexPath)
    }

    /// The items whose frames meet `bounds`.
    public var indexPathsForVisibleItems: [IndexPath] {
        counts.indices.flatMap { section in (0..<counts[section]).map { IndexPath(item: $0, section: section) } }
            .filter { layoutAttributesForItem(at: $0).map { $0.frame.intersects(bounds) } ?? false }
    }

    /// The item's frame, in one column of `itemHeight` points.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard counts.indices.contains(indexPath.section), indexPath.item < counts[indexPath.section] else { return nil }
        let before = counts[..<indexPath.section].reduce(0, +) + indexPath.item
        return UICollectionViewLayoutAttributes(
            frame: CGRect(x: 0, y: CGFloat(before) * itemHeight, width: bounds.width, height: itemHeight))
    }

    private func currentCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<dataSource.numberOfSections(in: self)).map {
            dataSource.collectionView(self, numberOfItemsInSection: $0)
        }
    }

    private func check(old: [Int], new: [Int], _ batch: Batch) {
        guard new.count == old.count - batch.deletedSections.count + batch.insertedSections.count else {
            violations.append("invalid number of sections: \(new.count) after the update, \(old.count) before")
            return
        }
        // Where each kept old section goes: where it is moved, or else the next place left, in order.
        let taken = batch.insertedSections.union(IndexSet(batch.movedSections.values))
        var free = new.indices.filter { !taken.contains($0) }.makeIterator()
        for oldSection in old.indices where !batch.deletedSections.contains(oldSection) {
            guard let section = batch.movedSections[oldSection] ?? free.next(), new.indices.contains(section) else {
                violations.append("section \(oldSection) has no place after the update")
                return
            }
            // A reloaded section is replaced whole: its items are not counted one by one.
            if batch.reloadedSections.contains(oldSection) { continue }
            let deleted = batch.deleted.count { $0.section == oldSection }
            let inserted = batch.inserted.count { $0.section == section }
            if new[section] != old[oldSection] - deleted + inserted {
                violations.append(
                    "invalid number of items in section \(section): \(new[section]) after the update, \(old[oldSection]) before, \(inserted) inserted or moved in, \(deleted) deleted or moved out"
                )
            }
        }
    }
}
