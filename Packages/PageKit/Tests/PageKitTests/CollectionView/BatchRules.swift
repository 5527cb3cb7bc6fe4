import PageKit

/// UIKit's rules for one batch update of a collection view, from the counts and cells before it (`old`) and
/// after it (`new`, the data source's), and what applying it, then configuring the header views the host
/// names again, shows.
struct BatchRules {
    typealias Cell = SimulatedCollectionView.Cell
    typealias Section = SimulatedCollectionView.Section
    typealias Violation = SimulatedCollectionView.Violation

    let old: [Section]
    let new: [Section]
    let update: BatchUpdate
    /// The sections, by new index, whose header views the host configures again after the batch.
    let headerReloads: [Int]
    /// Where each old section is after the update, or `nil` when it is deleted; and which new sections are
    /// inserted. Moved sections go where they are moved; the others keep their order in the places left.
    let sectionMap: (oldToNew: [Int?], inserted: Set<Int>)

    init(old: [Section], new: [Section], update: BatchUpdate, headerReloads: [Int] = []) {
        self.old = old
        self.new = new
        self.update = update
        self.headerReloads = headerReloads
        sectionMap = Self.sectionMap(old: old, new: new, update: update)
    }

    /// Throws the first rule the batch breaks.
    func check() throws(Violation) {
        try checkSections()
        try checkItems()
        try checkReloadPlacement()
        try checkCounts()
        try checkHeaders()
    }

    // MARK: Sections

    private func checkSections() throws(Violation) {
        let oldNamed = update.deletedSections + update.reloadedSections + update.movedSections.map(\.from)
        let newNamed = update.insertedSections + update.movedSections.map(\.to)
        for section in oldNamed where !old.indices.contains(section) {
            throw Violation(
                message:
                    "attempt to delete, reload or move section \(section), but there are only \(old.count) sections before the update"
            )
        }
        for section in newNamed where !new.indices.contains(section) {
            throw Violation(
                message:
                    "attempt to insert or move to section \(section), but there are only \(new.count) sections after the update"
            )
        }
        if let twice = firstRepeated(oldNamed) {
            throw Violation(message: "section \(twice) is deleted, reloaded or moved more than once")
        }
        if let twice = firstRepeated(newNamed) {
            throw Violation(message: "section \(twice) is inserted or moved to more than once")
        }
        let expected = old.count - update.deletedSections.count + update.insertedSections.count
        guard new.count == expected else {
            throw Violation(
                message:
                    "invalid number of sections: after the update (\(new.count)) must equal the number before (\(old.count)), plus or minus the sections inserted or deleted (\(update.insertedSections.count) inserted, \(update.deletedSections.count) deleted)"
            )
        }
    }

    private static func sectionMap(
        old: [Section], new: [Section], update: BatchUpdate
    ) -> (oldToNew: [Int?], inserted: Set<Int>) {
        let deleted = Set(update.deletedSections)
        let moved = Dictionary(update.movedSections.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        var taken = Set(update.insertedSections)
        taken.formUnion(moved.values)
        var free = (0..<new.count).filter { !taken.contains($0) }.makeIterator()
        let oldToNew: [Int?] = old.indices.map { section in
            if deleted.contains(section) { return nil }
            if let destination = moved[section] { return destination }
            return free.next()
        }
        return (oldToNew, Set(update.insertedSections))
    }

    // MARK: Items

    private func checkItems() throws(Violation) {
        let wholeOld = Set(update.deletedSections + update.reloadedSections)
        let movedOld = Set(update.movedSections.map(\.from))
        let movedNew = Set(update.movedSections.map(\.to))
        let oldNamed = update.deletedItems + update.reloadedItems + update.movedItems.map(\.from)
        let newNamed = update.insertedItems + update.movedItems.map(\.to)
        for path in oldNamed {
            guard old.indices.contains(path.section), old[path.section].cells.indices.contains(path.item) else {
                throw Violation(
                    message: "attempt to delete, reload or move item \(path), which does not exist before the update")
            }
            if wholeOld.contains(path.section) {
                throw Violation(
                    message: "attempt to delete, reload or move item \(path) of a section that is deleted or reloaded")
            }
            // UIKit miscounts the items of a moving section that changes (openradar 27041784: a row reloaded in
            // a moved section, "invalid number of rows"); IGListKit deletes and inserts such a section instead.
            if movedOld.contains(path.section) {
                throw Violation(message: "attempt to delete, reload or move item \(path) of a section that moves")
            }
        }
        let reloadedNew = Set(update.reloadedSections.compactMap { sectionMap.oldToNew[$0] })
        for path in newNamed {
            guard new.indices.contains(path.section), new[path.section].cells.indices.contains(path.item) else {
                throw Violation(
                    message: "attempt to insert or move to item \(path), which does not exist after the update")
            }
            if sectionMap.inserted.contains(path.section) || reloadedNew.contains(path.section) {
                throw Violation(
                    message: "attempt to insert or move item \(path) into a section that is inserted or reloaded")
            }
            if movedNew.contains(path.section) {
                throw Violation(message: "attempt to insert or move item \(path) into a section that moves")
            }
        }
        if let twice = firstRepeated(oldNamed) {
            throw Violation(message: "attempt to perform more than one of delete, reload and move on item \(twice)")
        }
        if let twice = firstRepeated(newNamed) {
            throw Violation(message: "attempt to insert or move more than one item to \(twice)")
        }
    }

    // MARK: Reloads

    /// UIKit performs a reload as a delete and an insert (WWDC 2018, "A Tour of UICollectionView"), and places
    /// the insert by the batch's deletes and inserts alone, as if the batch moved nothing: a reload that the
    /// batch's moves displace is inserted where another change goes ("attempt to perform an insert and a move
    /// to the same section", IGListKit issue 690) or shows in the wrong place.
    private func checkReloadPlacement() throws(Violation) {
        for section in update.reloadedSections {
            let placed = Self.placed(section, deleted: update.deletedSections, inserted: update.insertedSections)
            if placed != sectionMap.oldToNew[section] {
                throw Violation(
                    message:
                        "section \(section) is reloaded, which UIKit inserts at section \(placed) as if nothing moved, but it ends at \(sectionMap.oldToNew[section].map(String.init) ?? "none")"
                )
            }
        }
        for path in update.reloadedItems {
            guard let newSection = sectionMap.oldToNew[path.section] else { continue }
            let placedSection = Self.placed(
                path.section, deleted: update.deletedSections, inserted: update.insertedSections)
            if placedSection != newSection {
                throw Violation(
                    message:
                        "item \(path) is reloaded, which UIKit inserts in section \(placedSection) as if nothing moved, but its section ends at \(newSection)"
                )
            }
            let deleted = update.deletedItems.filter { $0.section == path.section }.map(\.item)
            let inserted = update.insertedItems.filter { $0.section == newSection }.map(\.item)
            let movedOut = update.movedItems.filter { $0.from.section == path.section }.map(\.from.item)
            let movedIn = update.movedItems.filter { $0.to.section == newSection }.map(\.to.item)
            let placed = Self.placed(path.item, deleted: deleted, inserted: inserted)
            let ends = Self.placed(path.item, deleted: deleted + movedOut, inserted: inserted + movedIn)
            if placed != ends {
                throw Violation(
                    message:
                        "item \(path) is reloaded, which UIKit inserts at item \(placed) of section \(newSection) as if nothing moved, but it ends at item \(ends)"
                )
            }
        }
    }

    /// Where the element at old position `index` ends when those at `deleted` (old positions) leave and new
    /// ones come in at `inserted` (new positions): past the deleted ones before it, then past each inserted
    /// one at or before where it lands.
    private static func placed(_ index: Int, deleted: [Int], inserted: [Int]) -> Int {
        var position = index - deleted.count { $0 < index }
        for slot in inserted.sorted() where slot <= position { position += 1 }
        return position
    }

    private func checkCounts() throws(Violation) {
        let reloaded = Set(update.reloadedSections)
        for (oldSection, newSection) in sectionMap.oldToNew.enumerated() {
            guard let newSection, !reloaded.contains(oldSection) else { continue }
            let deleted = update.deletedItems.count { $0.section == oldSection }
            let inserted = update.insertedItems.count { $0.section == newSection }
            let movedOut = update.movedItems.count { $0.from.section == oldSection }
            let movedIn = update.movedItems.count { $0.to.section == newSection }
            let before = old[oldSection].cells.count
            let after = new[newSection].cells.count
            guard after == before - deleted - movedOut + inserted + movedIn else {
                throw Violation(
                    message:
                        "invalid number of items in section \(newSection): after the update (\(after)) must equal the number before (\(before)), plus or minus the items inserted or deleted (\(inserted) inserted, \(deleted) deleted) and moved in or out (\(movedIn) moved in, \(movedOut) moved out)"
                )
            }
        }
    }

    // MARK: Headers

    /// A header is configured again only in a section that exists before and after the batch, by its new
    /// index, and once.
    private func checkHeaders() throws(Violation) {
        let reloadedNew = Set(update.reloadedSections.compactMap { sectionMap.oldToNew[$0] })
        for section in headerReloads {
            guard new.indices.contains(section) else {
                throw Violation(
                    message:
                        "attempt to configure the header of section \(section) again, but there are only \(new.count) sections after the update"
                )
            }
            if sectionMap.inserted.contains(section) || reloadedNew.contains(section) {
                throw Violation(
                    message:
                        "attempt to configure the header of section \(section) again, but the section is inserted or reloaded: its header view is new"
                )
            }
        }
        if let twice = firstRepeated(headerReloads) {
            throw Violation(message: "the header of section \(twice) is configured again more than once")
        }
    }

    // MARK: Applying

    /// What the view shows after the batch, with UIKit's semantics: deletes and moves out leave old
    /// positions, inserts and moves in take new ones, the remaining items keep their order in the places
    /// left; a reloaded item or section, and an inserted one, show the data source's current content. A kept
    /// section keeps its header view, which shows the data source's header only once configured again.
    func applied() throws(Violation) -> [Section] {
        let reloadedSections = Set(update.reloadedSections)
        var fromOld: [Int: Int] = [:]  // new section -> old section, for sections kept
        for (oldSection, newSection) in sectionMap.oldToNew.enumerated() {
            if let newSection, !reloadedSections.contains(oldSection) { fromOld[newSection] = oldSection }
        }
        var result: [Section] = []
        for newSection in new.indices {
            // An inserted or reloaded section shows the data source's header and cells.
            guard let oldSection = fromOld[newSection] else {
                result.append(new[newSection])
                continue
            }
            let cells = try keptCells(from: oldSection, to: newSection)
            if headerReloads.contains(newSection), let shown = old[oldSection].header,
                let next = new[newSection].header, shown.kind != next.kind
            {
                throw Violation(
                    message:
                        "the header view of section \(newSection) was dequeued for kind \(shown.kind) and cannot show \(next): a header that changes kind needs its section reloaded"
                )
            }
            let header = headerReloads.contains(newSection) ? new[newSection].header : old[oldSection].header
            result.append(
                Section(id: old[oldSection].id, kind: old[oldSection].kind, header: header, cells: cells))
        }
        try compare(result)
        return result
    }

    /// The cells of old section `oldSection`, kept as section `newSection`, after the batch.
    private func keptCells(from oldSection: Int, to newSection: Int) throws(Violation) -> [Cell] {
        let oldCells = old[oldSection].cells
        let leaving = Set(
            update.deletedItems.filter { $0.section == oldSection }.map(\.item)
                + update.movedItems.filter { $0.from.section == oldSection }.map(\.from.item))
        let reloaded = Set(update.reloadedItems.filter { $0.section == oldSection }.map(\.item))
        var staying = oldCells.indices.filter { !leaving.contains($0) }.makeIterator()
        var arriving: [Int: Cell?] = [:]  // new item -> the moved cell, or nil for an insert
        for path in update.insertedItems where path.section == newSection { arriving[path.item] = .some(nil) }
        for move in update.movedItems where move.to.section == newSection {
            arriving[move.to.item] = old[move.from.section].cells[move.from.item]
        }
        var cells: [Cell] = []
        for item in new[newSection].cells.indices {
            if let arrival = arriving[item] {
                cells.append(arrival ?? new[newSection].cells[item])
            } else if let index = staying.next() {
                cells.append(reloaded.contains(index) ? new[newSection].cells[item] : oldCells[index])
            } else {
                throw Violation(message: "item [\(newSection), \(item)] has nothing to show after the update")
            }
        }
        return cells
    }

    /// Throws when what the view shows is not what the data source holds.
    private func compare(_ shown: [Section]) throws(Violation) {
        for (index, section) in shown.enumerated() {
            let expected = new[index]
            if section.id != expected.id || section.kind != expected.kind {
                throw Violation(
                    message:
                        "section \(index) shows \(section.id)(\(section.kind)), the data source holds \(expected.id)(\(expected.kind)) there: a section that moves must be moved, one that changes kind must be reloaded"
                )
            }
            if section.header != expected.header {
                throw Violation(
                    message:
                        "the header view of section \(index) shows \(section.header.map(\.description) ?? "nothing"), the data source holds \(expected.header.map(\.description) ?? "none"): a changed header must be configured again"
                )
            }
            for (item, cell) in section.cells.enumerated() {
                let holds = expected.cells[item]
                if cell.id != holds.id || cell.kind != holds.kind {
                    throw Violation(
                        message: "item [\(index), \(item)] shows \(cell), but the data source holds \(holds) there")
                }
                if cell.contentVersion != holds.contentVersion {
                    throw Violation(
                        message:
                            "item [\(index), \(item)] shows stale content \(cell), the data source holds \(holds): a changed item must be reloaded or inserted"
                    )
                }
            }
        }
    }

    private func firstRepeated<Element: Hashable>(_ elements: [Element]) -> Element? {
        var seen = Set<Element>()
        return elements.first { !seen.insert($0).inserted }
    }
}
