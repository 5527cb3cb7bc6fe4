extension BatchUpdate {
    /// Lists as a delete and an insert each item reload that UIKit would put in the wrong section.
    ///
    /// UIKit performs a reload as a delete and an insert (WWDC 2018, "A Tour of UICollectionView"), and
    /// places that insert by the batch's deletes and inserts alone, as if the batch moved nothing: a section
    /// or item that moves displace is inserted where another change goes ("attempt to perform an insert and a
    /// move to the same section") or where it does not belong. The diff reloads no section where sections
    /// move, and no item where the items of its section move; this takes the item reloads of a kept section
    /// that section moves displace, whose section UIKit would reckon wrongly. Expects every list sorted, and
    /// leaves them sorted.
    mutating func separateDisplacedReloads() {
        guard !movedSections.isEmpty, !reloadedItems.isEmpty else { return }
        let sectionsOut = (deletedSections + movedSections.map(\.from)).sorted()
        let sectionsIn = (insertedSections + movedSections.map(\.to)).sorted()
        let sections = reloadedItems.map(\.section)
        let placed = Self.destinations(of: sections, removed: deletedSections, arrived: insertedSections)
        let actual = Self.destinations(of: sections, removed: sectionsOut, arrived: sectionsIn)
        var displaced: [Int: Int] = [:]
        for index in sections.indices where placed[index] != actual[index] {
            displaced[sections[index]] = actual[index]
        }
        guard !displaced.isEmpty else { return }
        var start = 0
        while start < reloadedItems.count {
            let section = reloadedItems[start].section
            var end = start
            while end < reloadedItems.count, reloadedItems[end].section == section { end += 1 }
            if let destination = displaced[section] {
                let items = reloadedItems[start..<end].map(\.item)
                let ends = newItemIndexes(of: items, from: section, to: destination)
                deletedItems += reloadedItems[start..<end]
                insertedItems += ends.map { PageIndexPath(section: destination, item: $0) }
            }
            start = end
        }
        reloadedItems.removeAll { displaced[$0.section] != nil }
        sortAll()
    }

    /// Where the items at `items` (ascending) of old section `oldSection`, which neither move nor are deleted,
    /// are in the section, `newSection` after the update.
    private func newItemIndexes(of items: [Int], from oldSection: Int, to newSection: Int) -> [Int] {
        let moves = movedItems.filter { $0.from.section == oldSection }
        let removed = deletedItems.filter { $0.section == oldSection }.map(\.item) + moves.map(\.from.item)
        let arrived = insertedItems.filter { $0.section == newSection }.map(\.item) + moves.map(\.to.item)
        return Self.destinations(of: items, removed: removed.sorted(), arrived: arrived.sorted())
    }

    /// Where the elements at the old positions `indexes` (ascending, none of them removed) end, when those at
    /// `removed` (old positions, ascending) leave and others arrive at `arrived` (new positions, ascending):
    /// the elements that stay keep their order and fill the positions nothing arrives at.
    static func destinations(of indexes: [Int], removed: [Int], arrived: [Int]) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(indexes.count)
        var removedBefore = 0
        var arrivedBefore = 0
        for index in indexes {
            while removedBefore < removed.count, removed[removedBefore] < index { removedBefore += 1 }
            let rank = index - removedBefore
            while arrivedBefore < arrived.count, arrived[arrivedBefore] <= rank + arrivedBefore { arrivedBefore += 1 }
            result.append(rank + arrivedBefore)
        }
        return result
    }
}
