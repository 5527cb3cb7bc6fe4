import Foundation

// The few UIKit types the UIKit binding article uses, for compiling and running its code on Linux. The
// collection view lays its sections out in one column, each its header and then its items, at the heights its
// flow layout delegate answers in points, and checks each batch update as UIKit does by counts: positions
// that exist on their side of the update, each named once there and not inside a section replaced whole, and
// section and item counts that reconcile. What breaks a rule is recorded in `violations`, where UIKit would
// raise an exception; the operations of each batch update are kept in `performedBatches`. Like UIKit, it
// keeps a section's header view through a batch update that keeps the section, and asks its data source for
// one only for a section that has none.

/// A view.
@MainActor open class UIView: NSObject {
    /// The visible rectangle, in the view's own coordinates.
    public var bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
}

/// A view that scrolls.
@MainActor open class UIScrollView: UIView {}

/// A view a collection view reuses: a header, or a cell.
@MainActor open class UICollectionReusableView: UIView {
    /// The reuse identifier it was registered under.
    public internal(set) var reuseIdentifier: String?

    public required override init() {}
}

/// A cell of a collection view.
@MainActor open class UICollectionViewCell: UICollectionReusableView {}

/// An item's geometry.
@MainActor public final class UICollectionViewLayoutAttributes {
    /// The item's frame in the collection view's content.
    public let frame: CGRect

    init(frame: CGRect) { self.frame = frame }
}

/// How a collection view lays out its content; the stand-in's is one column.
@MainActor open class UICollectionViewLayout: NSObject {}

/// What a collection view asks for its content.
@MainActor public protocol UICollectionViewDataSource: AnyObject {
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
}

/// What a collection view tells about interaction.
@MainActor public protocol UICollectionViewDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

/// What a flow layout asks its delegate: the size of each item and header, in points.
@MainActor public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
}

extension IndexPath {
    /// The item `item` of section `section`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The section index.
    public var section: Int { self[0] }
    /// The item index within the section.
    public var item: Int { self[1] }
}

/// A collection view: one column of sections, each its header and then its items, at the heights its flow layout
/// delegate answers (`itemHeight` points an item, no header, without one).
@MainActor open class UICollectionView: UIScrollView {
    /// The kind of a section header's supplementary view.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

    /// What the view asks for its content.
    public weak var dataSource: (any UICollectionViewDataSource)?
    /// What the view tells about interaction, and asks for sizes when it is a flow layout delegate.
    public weak var delegate: (any UICollectionViewDelegate)?
    /// The layout.
    public let collectionViewLayout = UICollectionViewLayout()
    /// The rules a batch update broke, in UIKit's words.
    public private(set) var violations: [String] = []
    /// Each item's height in points without a flow layout delegate.
    public var itemHeight: CGFloat = 44
    private var registered: [String: UICollectionViewCell.Type] = [:]
    private var registeredHeaders: [String: UICollectionReusableView.Type] = [:]
    private var counts: [Int] = []
    /// The header view shown for each section whose header is higher than 0.
    private var headerViews: [Int: UICollectionReusableView] = [:]
    private var batch: Batch?
    /// The operations of every batch update performed, in order: not UIKit's API, but what a test reads to see
    /// that a binding passes on each of its engine's operations.
    public private(set) var performedBatches: [Batch] = []

    /// The operations of one batch update, as they were called.
    public struct Batch: Equatable, Sendable {
        /// Sections deleted, by old index.
        public var deletedSections = IndexSet()
        /// Sections inserted, by new index.
        public var insertedSections = IndexSet()
        /// Sections reloaded, by old index.
        public var reloadedSections = IndexSet()
        /// Sections moved, from old index to new.
        public var movedSections: [Int: Int] = [:]
        /// Items deleted, by old index path.
        public var deletedItems: [IndexPath] = []
        /// Items inserted, by new index path.
        public var insertedItems: [IndexPath] = []
        /// Items reloaded, by old index path.
        public var reloadedItems: [IndexPath] = []
        /// Items moved, from old index path to new.
        public var movedItems: [IndexPath: IndexPath] = [:]

        /// A batch of no operations.
        public init() {}

        /// Items deleted or moved out, by old index path, as the counts see them.
        var deleted: [IndexPath] { deletedItems + movedItems.keys }
        /// Items inserted or moved in, by new index path, as the counts see them.
        var inserted: [IndexPath] { insertedItems + movedItems.values }
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

    /// Registers the view class dequeued for headers (`elementKindSectionHeader`) with `identifier`.
    public func register(
        _ viewClass: UICollectionReusableView.Type, forSupplementaryViewOfKind kind: String,
        withReuseIdentifier identifier: String
    ) {
        if kind == Self.elementKindSectionHeader { registeredHeaders[identifier] = viewClass }
    }

    /// A header view of the class registered for `identifier`; a violation when none is.
    public func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard kind == Self.elementKindSectionHeader, let viewClass = registeredHeaders[identifier] else {
            violations.append("could not dequeue a view of kind \(kind) with identifier \(identifier)")
            return UICollectionReusableView()
        }
        let view = viewClass.init()
        view.reuseIdentifier = identifier
        return view
    }

    /// The header view the view shows for the section of `indexPath`, if it shows one.
    public func supplementaryView(
        forElementKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView? {
        kind == Self.elementKindSectionHeader ? headerViews[indexPath.section] : nil
    }

    /// Reads the data source's counts and header views afresh.
    public func reloadData() {
        counts = currentCounts()
        headerViews = [:]
        layOutHeaders()
    }

    /// Runs `updates`, which changes the data source and records the operations, then checks the counts.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let old = counts
        batch = Batch()
        updates?()
        let new = currentCounts()
        var kept: [Int: UICollectionReusableView] = [:]
        if let batch, checkPositions(old: old, new: new, batch), check(old: old, new: new, batch) {
            // A kept section keeps its header view where it goes; a reloaded one gets a new one.
            for (oldSection, newSection) in sectionMap(old: old, new: new, batch)
            where !batch.reloadedSections.contains(oldSection) {
                kept[newSection] = headerViews[oldSection]
            }
        }
        if let batch { performedBatches.append(batch) }
        batch = nil
        counts = new
        headerViews = kept
        layOutHeaders()
        completion?(true)
    }

    /// Records sections deleted, by old index.
    public func deleteSections(_ sections: IndexSet) { batch?.deletedSections.formUnion(sections) }
    /// Records sections inserted, by new index.
    public func insertSections(_ sections: IndexSet) { batch?.insertedSections.formUnion(sections) }
    /// Records sections reloaded, by old index.
    public func reloadSections(_ sections: IndexSet) { batch?.reloadedSections.formUnion(sections) }
    /// Records a section moved from an old index to a new one.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        guard batch?.movedSections.updateValue(newSection, forKey: section) == nil else {
            return violations.append("attempt to move section \(section) twice in one update")
        }
    }
    /// Records items deleted, by old index path.
    public func deleteItems(at indexPaths: [IndexPath]) { batch?.deletedItems += indexPaths }
    /// Records items inserted, by new index path.
    public func insertItems(at indexPaths: [IndexPath]) { batch?.insertedItems += indexPaths }
    /// Records items reloaded, by old index path.
    public func reloadItems(at indexPaths: [IndexPath]) { batch?.reloadedItems += indexPaths }
    /// Records an item moved from an old index path to a new one.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        guard batch?.movedItems.updateValue(newIndexPath, forKey: indexPath) == nil else {
            return violations.append("attempt to move item at \(indexPath) twice in one update")
        }
    }

    /// The items whose frames meet `bounds`.
    public var indexPathsForVisibleItems: [IndexPath] {
        counts.indices.flatMap { section in (0..<counts[section]).map { IndexPath(item: $0, section: section) } }
            .filter { layoutAttributesForItem(at: $0).map { $0.frame.intersects(bounds) } ?? false }
    }

    /// The item's frame, in the one column.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard counts.indices.contains(indexPath.section), indexPath.item < counts[indexPath.section] else { return nil }
        var top: CGFloat = 0
        for section in 0..<indexPath.section {
            top += headerHeight(section) + (0..<counts[section]).reduce(0) { $0 + itemHeight(section, $1) }
        }
        top += headerHeight(indexPath.section)
        top += (0..<indexPath.item).reduce(0) { $0 + itemHeight(indexPath.section, $1) }
        let height = itemHeight(indexPath.section, indexPath.item)
        return UICollectionViewLayoutAttributes(frame: CGRect(x: 0, y: top, width: bounds.width, height: height))
    }

    private var flowLayout: (any UICollectionViewDelegateFlowLayout)? {
        delegate as? any UICollectionViewDelegateFlowLayout
    }

    private func itemHeight(_ section: Int, _ item: Int) -> CGFloat {
        let path = IndexPath(item: item, section: section)
        return flowLayout?.collectionView(self, layout: collectionViewLayout, sizeForItemAt: path).height ?? itemHeight
    }

    private func headerHeight(_ section: Int) -> CGFloat {
        flowLayout?.collectionView(self, layout: collectionViewLayout, referenceSizeForHeaderInSection: section)
            .height ?? 0
    }

    /// Drops the header views of sections whose header is 0 high, and asks the data source for one for each
    /// section with a header and no view.
    private func layOutHeaders() {
        guard let dataSource else { return }
        for section in counts.indices {
            if headerHeight(section) <= 0 {
                headerViews[section] = nil
            } else if headerViews[section] == nil {
                headerViews[section] = dataSource.collectionView(
                    self, viewForSupplementaryElementOfKind: Self.elementKindSectionHeader,
                    at: IndexPath(item: 0, section: section))
            }
        }
        headerViews = headerViews.filter { counts.indices.contains($0.key) }
    }

    private func currentCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<dataSource.numberOfSections(in: self)).map {
            dataSource.collectionView(self, numberOfItemsInSection: $0)
        }
    }

    /// Where each kept old section goes: where it is moved, or else the next place left, in order; -1 for one
    /// that has no place.
    private func sectionMap(old: [Int], new: [Int], _ batch: Batch) -> [(Int, Int)] {
        let taken = batch.insertedSections.union(IndexSet(batch.movedSections.values))
        var free = new.indices.filter { !taken.contains($0) }.makeIterator()
        return old.indices.filter { !batch.deletedSections.contains($0) }.map { oldSection in
            (oldSection, batch.movedSections[oldSection] ?? free.next() ?? -1)
        }
    }

    /// Whether every position the batch names exists on its side of the update, is named once there, and is
    /// not an item of a section replaced whole; records each violation when one is not.
    private func checkPositions(old: [Int], new: [Int], _ batch: Batch) -> Bool {
        var problems: [String] = []
        let sectionsBefore = Array(batch.deletedSections) + Array(batch.reloadedSections) + batch.movedSections.keys
        let sectionsAfter = Array(batch.insertedSections) + batch.movedSections.values
        for section in sectionsBefore where !old.indices.contains(section) {
            problems.append("attempt to delete, reload or move section \(section), but there are \(old.count) before")
        }
        for section in sectionsAfter where !new.indices.contains(section) {
            problems.append("attempt to insert or move to section \(section), but there are \(new.count) after")
        }
        for section in Self.repeated(sectionsBefore) {
            problems.append("section \(section) is deleted, reloaded or moved more than once")
        }
        for section in Self.repeated(sectionsAfter) {
            problems.append("section \(section) is inserted or moved to more than once")
        }
        let itemsBefore = batch.deletedItems + batch.reloadedItems + batch.movedItems.keys
        let itemsAfter = batch.insertedItems + batch.movedItems.values
        let replacedBefore = batch.deletedSections.union(batch.reloadedSections)
        for path in itemsBefore {
            if !Self.exists(path, in: old) {
                problems.append("attempt to delete, reload or move item \(path), which does not exist before")
            } else if replacedBefore.contains(path.section) {
                problems.append("attempt to delete, reload or move item \(path) of a section deleted or reloaded")
            } else if batch.movedSections[path.section] != nil {
                // UIKit miscounts a moving section's changed items (openradar 27041784).
                problems.append("attempt to delete, reload or move item \(path) of a section that moves")
            }
        }
        for path in itemsAfter {
            if !Self.exists(path, in: new) {
                problems.append("attempt to insert or move to item \(path), which does not exist after")
            } else if batch.insertedSections.contains(path.section) {
                problems.append("attempt to insert or move to item \(path) of a section inserted")
            } else if batch.movedSections.values.contains(path.section) {
                problems.append("attempt to insert or move to item \(path) of a section that moves")
            }
        }
        for path in Self.repeated(itemsBefore) {
            problems.append("item \(path) is deleted, reloaded or moved more than once")
        }
        for path in Self.repeated(itemsAfter) {
            problems.append("item \(path) is inserted or moved to more than once")
        }
        violations += problems
        return problems.isEmpty
    }

    private static func exists(_ path: IndexPath, in counts: [Int]) -> Bool {
        counts.indices.contains(path.section) && (0..<counts[path.section]).contains(path.item)
    }

    /// The elements named more than once in `list`, each once, in the order of their second naming.
    private static func repeated<Element: Hashable>(_ list: [Element]) -> [Element] {
        var seen: Set<Element> = []
        var repeats: [Element] = []
        for element in list where !seen.insert(element).inserted && !repeats.contains(element) {
            repeats.append(element)
        }
        return repeats
    }

    /// Whether the batch is consistent; records each violation when it is not.
    private func check(old: [Int], new: [Int], _ batch: Batch) -> Bool {
        var consistent = true
        guard new.count == old.count - batch.deletedSections.count + batch.insertedSections.count else {
            violations.append("invalid number of sections: \(new.count) after the update, \(old.count) before")
            return false
        }
        for (oldSection, section) in sectionMap(old: old, new: new, batch) {
            guard new.indices.contains(section) else {
                violations.append("section \(oldSection) has no place after the update")
                return false
            }
            // A reloaded section is replaced whole: its items are not counted one by one.
            if batch.reloadedSections.contains(oldSection) { continue }
            let deleted = batch.deleted.count { $0.section == oldSection }
            let inserted = batch.inserted.count { $0.section == section }
            if new[section] != old[oldSection] - deleted + inserted {
                violations.append(
                    "invalid number of items in section \(section): \(new[section]) after the update, \(old[oldSection]) before, \(inserted) inserted or moved in, \(deleted) deleted or moved out"
                )
                consistent = false
            }
        }
        return consistent
    }
}
