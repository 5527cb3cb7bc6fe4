import Foundation
import PageKit
import Testing

/// Random old/new page pairs from a seeded generator. Replay a failure with the seed it prints:
/// `PAGEKIT_PROPERTY_SEED=1234 swift test --filter DiffPropertyTests`.
@Suite struct DiffPropertyTests {
    static let seed: UInt64 = {
        let text = ProcessInfo.processInfo.environment["PAGEKIT_PROPERTY_SEED"] ?? ""
        return UInt64(text) ?? 0x5EED_0D1F
    }()

    @Test("applying the update to the old outline gives the new one, for 800 random page pairs")
    func replay() throws {
        var pages = RandomPages(seed: Self.seed)
        for index in 0..<800 {
            pages.uniqueItems = index % 4 == 0
            let isLarge = index % 10 == 9
            let old = pages.page(maxSections: isLarge ? 4 : 6, maxItems: isLarge ? 300 : 12)
            let new = pages.edited(old)
            let forced = pages.forcedReloads(in: new)
            let changes = try PageDiff.compute(from: old.snapshot, to: new.snapshot, forceReload: forced)
            let problems = DiffAudit(old: old, new: new, forced: forced, changes: changes).problems()
            guard problems.isEmpty else {
                Issue.record(
                    """
                    case \(index) of seed \(Self.seed) (replay: PAGEKIT_PROPERTY_SEED=\(Self.seed)):
                    \(problems.joined(separator: "\n"))
                    old: \(old)
                    new: \(new)
                    forced: \(forced)
                    update: \(changes.batchUpdate)
                    """)
                return
            }
        }
    }

    @Test(
        "items appended at sections' ends are inserted and nothing else, also among changed sections and forced reloads",
        arguments: [false, true])
    func appends(changingOthers: Bool) async throws {
        var pages = RandomPages(seed: Self.seed)
        for index in 0..<400 {
            // Long synchronous work gives the shared threads back now and then, for the tests that await them.
            if index % 20 == 0 { await Task.yield() }
            pages.uniqueItems = index % 2 == 0
            let old = pages.page(maxSections: 5, maxItems: index % 10 == 9 ? 300 : 12)
            let new = pages.appended(old, changingOthers: changingOthers)
            let forced = index % 3 == 0 ? pages.forcedReloads(in: new) : []
            do {
                let changes = try PageDiff.compute(from: old.snapshot, to: new.snapshot, forceReload: forced)
                var problems = DiffAudit(old: old, new: new, forced: forced, changes: changes).problems()
                let appended = zip(old.sections, new.sections).map { $1.items.count - $0.items.count }
                if !changingOthers, forced.isEmpty,
                    changes.insertedItems != appended.reduce(0, +)
                        || changes.deletedItems + changes.movedItems + changes.reloadedItems > 0
                {
                    problems.append("not only the \(appended) appended items inserted: \(changes.batchUpdate)")
                }
                guard problems.isEmpty else {
                    Issue.record(
                        """
                        case \(index) of seed \(Self.seed): \(problems)
                        old: \(old)
                        new: \(new)
                        forced: \(forced)
                        """)
                    return
                }
            }
        }
    }

    @Test("only inserting, or only deleting, items and sections moves nothing", arguments: [true, false])
    func insertionsOrDeletionsMoveNothing(growing: Bool) throws {
        var pages = RandomPages(seed: Self.seed, uniqueItems: true)
        for index in 0..<200 {
            let old = pages.page()
            let new = pages.insertedOrDeleted(old, growing: growing)
            let changes = try PageDiff.compute(from: old.snapshot, to: new.snapshot)
            var problems = DiffAudit(old: old, new: new, forced: [], changes: changes).problems()
            if changes.movedItems + changes.movedSections + changes.reloadedItems + changes.reloadedSections > 0
                || !changes.batchUpdate.reloadedHeaders.isEmpty
            {
                problems.append("moves or reloads in \(changes.batchUpdate)")
            }
            if growing ? changes.deletedItems + changes.deletedSections > 0 : changes.insertedItems > 0 {
                problems.append("\(growing ? "deletes" : "inserts") in \(changes.batchUpdate)")
            }
            guard problems.isEmpty else {
                Issue.record("case \(index) of seed \(Self.seed): \(problems)\nold: \(old)\nnew: \(new)")
                return
            }
        }
    }

    @Test("ids whose hashes all collide give the same update as distinct hashes")
    func collidingHashes() throws {
        var pages = RandomPages(seed: Self.seed)
        for index in 0..<300 {
            let old = pages.page(maxSections: 3, maxItems: 20)
            let new = pages.edited(old)
            let expected = try PageDiff.compute(from: old.snapshot, to: new.snapshot).batchUpdate
            let colliding = try PageDiff.compute(
                from: old.snapshot(collidingHashes: true), to: new.snapshot(collidingHashes: true))
            guard colliding.batchUpdate == expected else {
                Issue.record("case \(index) of seed \(Self.seed): \(colliding.batchUpdate), not \(expected)")
                return
            }
        }
    }

    @Test("a page diffed with itself is empty and every section is skipped")
    func identity() throws {
        var pages = RandomPages(seed: Self.seed)
        for _ in 0..<100 {
            let page = pages.page()
            let changes = try PageDiff.compute(from: page.snapshot, to: page.snapshot)
            #expect(changes.isEmpty)
            #expect(changes.skippedSections == page.sections.count)
            #expect(changes.reloadedItemIDs.isEmpty)
        }
    }
}

/// Everything that must hold of a change set between two pages, as a list of what does not.
struct DiffAudit {
    let old: TestPage
    let new: TestPage
    let forced: Set<ItemID>
    let changes: PageChangeSet
    private var update: BatchUpdate { changes.batchUpdate }

    func problems() -> [String] {
        var problems: [String] = []
        do {
            let replayed = try update.applying(to: old.snapshot.outline, using: new.snapshot.outline)
            if replayed != new.snapshot.outline { problems.append("replay gives\n\(replayed)") }
        } catch {
            problems.append("replay failed: \(error)")
        }
        problems += indexProblems() + countProblems() + meaningProblems() + headerProblems()
        return problems
    }

    /// The header reloads are exactly the sections, by new index, kept under the same id and kind whose
    /// title changed (gained, lost or renamed), but those inserted again, which bring their header.
    private func headerProblems() -> [String] {
        let expected = new.sections.indices.filter { index in
            let section = new.sections[index]
            guard !update.insertedSections.contains(index) else { return false }
            guard let before = old.sections.first(where: { $0.id == section.id }) else { return false }
            return before.kind == section.kind && before.title != section.title
        }
        guard update.reloadedHeaders == expected else {
            return ["header reloads \(update.reloadedHeaders), expected \(expected)"]
        }
        return []
    }

    /// Old positions exist in the old page, new ones in the new page, none listed twice; lists sorted.
    private func indexProblems() -> [String] {
        var problems: [String] = []
        let oldSections = update.deletedSections + update.reloadedSections + update.movedSections.map(\.from)
        let newSections = update.insertedSections + update.movedSections.map(\.to)
        let oldItems = update.deletedItems + update.reloadedItems + update.movedItems.map(\.from)
        let newItems = update.insertedItems + update.movedItems.map(\.to)
        if !oldSections.allSatisfy(old.sections.indices.contains) { problems.append("old section out of range") }
        if !newSections.allSatisfy(new.sections.indices.contains) { problems.append("new section out of range") }
        if !oldItems.allSatisfy({ old.contains($0) }) { problems.append("old item out of range") }
        if !newItems.allSatisfy({ new.contains($0) }) { problems.append("new item out of range") }
        if Set(oldSections).count != oldSections.count { problems.append("old section listed twice") }
        if Set(newSections).count != newSections.count { problems.append("new section listed twice") }
        if Set(oldItems).count != oldItems.count { problems.append("old item listed twice") }
        if Set(newItems).count != newItems.count { problems.append("new item listed twice") }
        if !update.reloadedHeaders.allSatisfy(new.sections.indices.contains) {
            problems.append("header reload out of range")
        }
        let sorted =
            update.deletedSections == update.deletedSections.sorted()
            && update.insertedSections == update.insertedSections.sorted()
            && update.movedSections == update.movedSections.sorted()
            && update.reloadedSections == update.reloadedSections.sorted()
            && update.deletedItems == update.deletedItems.sorted()
            && update.insertedItems == update.insertedItems.sorted()
            && update.movedItems == update.movedItems.sorted()
            && update.reloadedItems == update.reloadedItems.sorted()
            && update.reloadedHeaders == update.reloadedHeaders.sorted()
        if !sorted { problems.append("a list is not sorted") }
        return problems
    }

    private func countProblems() -> [String] {
        let counted = [
            changes.insertedSections, changes.deletedSections, changes.movedSections, changes.reloadedSections,
            changes.insertedItems, changes.deletedItems, changes.movedItems, changes.reloadedItems,
        ]
        let listed = [
            update.insertedSections.count, update.deletedSections.count, update.movedSections.count,
            update.reloadedSections.count, update.insertedItems.count, update.deletedItems.count,
            update.movedItems.count, update.reloadedItems.count,
        ]
        var problems = counted == listed ? [] : ["counts \(counted) differ from lists \(listed)"]
        // A section whose id, kind and items are unchanged is skipped, whatever its title.
        let unchanged = new.sections.filter { section in
            old.sections.contains { $0.id == section.id && $0.kind == section.kind && $0.items == section.items }
        }.count
        if changes.skippedSections != unchanged {
            problems.append("\(changes.skippedSections) sections skipped, \(unchanged) unchanged")
        }
        return problems
    }

    /// Reloads only where content changed, moves only within one id, deletes and inserts only when needed.
    private func meaningProblems() -> [String] {
        var problems: [String] = []
        for index in update.reloadedSections {
            let section = old.sections[index]
            if new.sections.first(where: { $0.id == section.id })?.kind == section.kind {
                problems.append("section \(index) reloaded with the same kind")
            }
        }
        for move in update.movedSections where old.sections[move.from].id != new.sections[move.to].id {
            problems.append("section move \(move) changes the id")
        }
        for index in update.deletedSections {
            let section = old.sections[index]
            guard let kept = new.sections.firstIndex(where: { $0.id == section.id && $0.kind == section.kind })
            else { continue }
            // Only to be inserted again: it moves with changes among its items, which UIKit takes none of in a
            // moving section.
            let itemsChange =
                new.sections[kept].items != section.items || section.items.contains { forced.contains(ItemID($0.id)) }
            if !update.insertedSections.contains(kept) || !itemsChange {
                problems.append("section \(index) deleted though it is kept")
            }
        }
        for move in update.movedSections {
            let paths = update.deletedItems + update.reloadedItems + update.movedItems.map(\.from)
            if paths.contains(where: { $0.section == move.from })
                || (update.insertedItems + update.movedItems.map(\.to)).contains(where: { $0.section == move.to })
            {
                problems.append("items listed in section move \(move)")
            }
        }
        for move in update.movedItems {
            let from = old.sections[move.from.section]
            let to = new.sections[move.to.section]
            if from.id != to.id || from.items[move.from.item] != to.items[move.to.item] {
                problems.append("item move \(move) changes section, id or content")
            }
        }
        for path in update.reloadedItems {
            let item = old.sections[path.section].items[path.item]
            if !changes.reloadedItemIDs.contains(ItemID(item.id)) {
                problems.append("reloaded item \(path) missing from reloadedItemIDs")
            }
        }
        problems += needlessReloads() + missingReloadedIDs()
        return problems
    }

    /// An item kept in a section of the same id and kind is in `reloadedItemIDs` if and only if it is forced
    /// or has a new version (checked for ids that occur once in each page).
    private func missingReloadedIDs() -> [String] {
        let oldCounts = Dictionary(old.sections.flatMap(\.items).map { ($0.id, 1) }, uniquingKeysWith: +)
        let newCounts = Dictionary(new.sections.flatMap(\.items).map { ($0.id, 1) }, uniquingKeysWith: +)
        var problems: [String] = []
        for newSection in new.sections {
            guard let oldSection = old.sections.first(where: { $0.id == newSection.id && $0.kind == newSection.kind })
            else { continue }
            for item in newSection.items where oldCounts[item.id] == 1 && newCounts[item.id] == 1 {
                guard let oldItem = oldSection.items.first(where: { $0.id == item.id }) else { continue }
                let isChanged = oldItem.version != item.version || forced.contains(ItemID(item.id))
                if isChanged != changes.reloadedItemIDs.contains(ItemID(item.id)) {
                    problems.append(
                        "item \(item.id) of \(newSection.id): changed \(isChanged), not so in reloadedItemIDs")
                }
            }
        }
        return problems
    }

    /// Each reload of an item not reloaded by force must change a content version: replayed without item
    /// reloads, the page differs from the new one in at least as many items.
    private func needlessReloads() -> [String] {
        var withoutReloads = update
        withoutReloads.reloadedItems = []
        let target = new.snapshot.outline
        guard let replayed = try? withoutReloads.applying(to: old.snapshot.outline, using: target) else {
            return ["replay without item reloads failed"]
        }
        let differences = zip(replayed.sections, target.sections).reduce(0) { count, pair in
            count + zip(pair.0.items, pair.1.items).filter { $0 != $1 }.count
        }
        let unforced = update.reloadedItems.filter { path in
            !forced.contains(ItemID(old.sections[path.section].items[path.item].id))
        }
        return unforced.count > differences ? ["\(unforced.count - differences) needless item reloads"] : []
    }
}

extension TestPage {
    func contains(_ path: PageIndexPath) -> Bool {
        sections.indices.contains(path.section) && sections[path.section].items.indices.contains(path.item)
    }
}
