extension BatchUpdate {
    /// Replays the update on `old` the way a table view does, and returns the outline it would then show.
    ///
    /// Like a table view, which asks its data source for the rows it inserts or reloads, the replay takes
    /// those contents from `new`: an inserted section or item is copied from `new` at its new position; a
    /// reloaded section keeps its id and takes its kind and items from `new` where it ends up; a reloaded
    /// item keeps its id and takes its content version from `new` where it ends up. Everything else is
    /// carried over from `old`, so the result equals `new` only if the update is right.
    ///
    /// The replay follows UIKit's rules: deletes, reloads and move sources are old positions, inserts and
    /// move destinations new ones; the surviving sections and items keep their order and fill the positions
    /// nothing was inserted or moved to. Items may move between sections, as UIKit allows.
    /// - Throws: ``BatchUpdateError`` where UIKit would raise an inconsistency: an index out of range or
    ///   listed twice, a count that does not come out as `new`'s, an item change in a replaced section.
    public func applying(to old: PageOutline, using new: PageOutline) throws(BatchUpdateError) -> PageOutline {
        let sections = try SectionReplay(self, old: old, new: new)
        var items = try ItemReplay(self, old: old, new: new, sections: sections)
        var result: [PageOutline.Section] = []
        result.reserveCapacity(new.sections.count)
        for (newIndex, origin) in sections.origins.enumerated() {
            let newSection = new.sections[newIndex]
            switch origin {
            case .inserted:
                result.append(newSection)
            case .reloaded(let oldIndex):
                result.append(
                    PageOutline.Section(id: old.sections[oldIndex].id, kind: newSection.kind, items: newSection.items))
            case .kept(let oldIndex):
                let oldSection = old.sections[oldIndex]
                let replayed = try items.replay(oldSection: oldIndex, newSection: newIndex)
                result.append(PageOutline.Section(id: oldSection.id, kind: oldSection.kind, items: replayed))
            }
        }
        return PageOutline(sections: result)
    }
}

/// The section half of a replay: what happens to each old section and where each new one comes from.
struct SectionReplay {
    enum OldFate: Equatable { case kept, deleted, reloaded, moved }
    enum Origin: Equatable { case inserted, reloaded(Int), kept(Int) }
    private enum Slot { case open, inserted, moved(from: Int) }

    private(set) var fates: [OldFate]
    private(set) var origins: [Origin] = []

    init(_ update: BatchUpdate, old: PageOutline, new: PageOutline) throws(BatchUpdateError) {
        fates = Array(repeating: .kept, count: old.sections.count)
        var slots = [Slot](repeating: .open, count: new.sections.count)
        try mark(update.deletedSections, as: .deleted, list: "deleted")
        try mark(update.reloadedSections, as: .reloaded, list: "reloaded")
        try mark(update.movedSections.map(\.from), as: .moved, list: "moved")
        for (index, slot) in update.insertedSections.map({ ($0, Slot.inserted) })
            + update.movedSections.map({ ($0.to, Slot.moved(from: $0.from)) })
        {
            guard slots.indices.contains(index) else {
                throw .indexOutOfRange("new section \(index) of \(slots.count)")
            }
            guard case .open = slots[index] else { throw .indexListedTwice("new section \(index)") }
            slots[index] = slot
        }
        let kept = fates.indices.filter { fates[$0] == .kept || fates[$0] == .reloaded }
        var survivors = kept.makeIterator()
        origins.reserveCapacity(slots.count)
        for slot in slots {
            switch slot {
            case .inserted: origins.append(.inserted)
            case .moved(let oldIndex): origins.append(.kept(oldIndex))
            case .open:
                guard let oldIndex = survivors.next() else {
                    throw .countMismatch("more new sections than the update accounts for (\(slots.count))")
                }
                origins.append(fates[oldIndex] == .reloaded ? .reloaded(oldIndex) : .kept(oldIndex))
            }
        }
        if survivors.next() != nil {
            throw .countMismatch("fewer new sections (\(slots.count)) than the update accounts for")
        }
    }

    private mutating func mark(_ indexes: [Int], as fate: OldFate, list: String) throws(BatchUpdateError) {
        for index in indexes {
            guard fates.indices.contains(index) else {
                throw .indexOutOfRange("\(list) section \(index) of \(fates.count) old sections")
            }
            guard fates[index] == .kept else { throw .indexListedTwice("old section \(index) (\(list))") }
            fates[index] = fate
        }
    }
}

/// The item half of a replay: the item changes grouped by section and checked against both outlines.
struct ItemReplay {
    private enum OldFate: Equatable { case kept, deleted, reloaded, moved }
    private enum Slot { case inserted, moved(from: PageIndexPath) }

    private let old: PageOutline
    private let new: PageOutline
    private var oldChanges: [Int: [(item: Int, fate: OldFate)]] = [:]
    private var newChanges: [Int: [(item: Int, slot: Slot)]] = [:]

    init(_ update: BatchUpdate, old: PageOutline, new: PageOutline, sections: SectionReplay) throws(BatchUpdateError) {
        self.old = old
        self.new = new
        let oldSide =
            update.deletedItems.map { ($0, OldFate.deleted, "deleted") }
            + update.reloadedItems.map { ($0, OldFate.reloaded, "reloaded") }
            + update.movedItems.map { ($0.from, OldFate.moved, "moved") }
        var seen = Set<PageIndexPath>()
        for (path, fate, list) in oldSide {
            guard sections.fates.indices.contains(path.section) else {
                throw .indexOutOfRange("\(list) item \(path): no such old section")
            }
            guard sections.fates[path.section] == .kept || sections.fates[path.section] == .moved else {
                throw .itemInReplacedSection("\(list) item \(path)")
            }
            guard old.sections[path.section].items.indices.contains(path.item) else {
                throw .indexOutOfRange("\(list) item \(path): no such old item")
            }
            guard seen.insert(path).inserted else { throw .indexListedTwice("old item \(path)") }
            oldChanges[path.section, default: []].append((path.item, fate))
        }
        let newSide =
            update.insertedItems.map { ($0, Slot.inserted, "inserted") }
            + update.movedItems.map { ($0.to, Slot.moved(from: $0.from), "moved") }
        seen.removeAll()
        for (path, slot, list) in newSide {
            guard sections.origins.indices.contains(path.section) else {
                throw .indexOutOfRange("\(list) item \(path): no such new section")
            }
            guard case .kept = sections.origins[path.section] else {
                throw .itemInReplacedSection("\(list) item \(path)")
            }
            guard seen.insert(path).inserted else { throw .indexListedTwice("new item \(path)") }
            newChanges[path.section, default: []].append((path.item, slot))
        }
    }

    /// The items of new section `newSection`, kept from old section `oldSection`, after the update.
    mutating func replay(oldSection: Int, newSection: Int) throws(BatchUpdateError) -> [PageOutline.Item] {
        let oldItems = old.sections[oldSection].items
        let newItems = new.sections[newSection].items
        var fates = [OldFate](repeating: .kept, count: oldItems.count)
        for (item, fate) in oldChanges.removeValue(forKey: oldSection) ?? [] { fates[item] = fate }
        let survivors = oldItems.indices.filter { fates[$0] == .kept || fates[$0] == .reloaded }
        let incoming = newChanges.removeValue(forKey: newSection) ?? []
        guard survivors.count + incoming.count == newItems.count else {
            throw .countMismatch(
                "section \(newSection) would hold \(survivors.count + incoming.count) items, "
                    + "the new outline has \(newItems.count)")
        }
        var slots = [Slot?](repeating: nil, count: newItems.count)
        for (item, slot) in incoming {
            guard slots.indices.contains(item) else {
                throw .indexOutOfRange("item \(PageIndexPath(section: newSection, item: item)) of \(slots.count)")
            }
            slots[item] = slot
        }
        var nextSurvivor = survivors.makeIterator()
        var result: [PageOutline.Item] = []
        result.reserveCapacity(newItems.count)
        for (newIndex, slot) in slots.enumerated() {
            switch slot {
            case .inserted:
                result.append(newItems[newIndex])
            case .moved(let from):
                result.append(old.sections[from.section].items[from.item])
            case nil:
                // The counts match, so there is a survivor for every open slot.
                guard let oldIndex = nextSurvivor.next() else { throw .countMismatch("section \(newSection)") }
                let kept = oldItems[oldIndex]
                result.append(
                    fates[oldIndex] == .reloaded
                        ? PageOutline.Item(id: kept.id, contentVersion: newItems[newIndex].contentVersion) : kept)
            }
        }
        return result
    }
}
