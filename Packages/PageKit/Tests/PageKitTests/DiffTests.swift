import PageKit
import TestSupport
import Testing

/// Hand-written diffs whose batch updates are known; each one is also replayed on the old outline.
@Suite struct DiffTests {
    private typealias Section = TestPage.Section
    private typealias Item = TestPage.Item

    /// Diffs two pages and checks that the update replays the old page into the new one.
    private func diff(_ old: [Section], _ new: [Section], forceReload: Set<Int> = []) throws -> PageChangeSet {
        let old = TestPage(old).snapshot
        let new = TestPage(new).snapshot
        let changes = try PageDiff.compute(from: old, to: new, forceReload: Set(forceReload.map { ItemID($0) }))
        #expect(try changes.batchUpdate.applying(to: old.outline, using: new.outline) == new.outline)
        return changes
    }

    private func path(_ section: Int, _ item: Int) -> PageIndexPath {
        PageIndexPath(section: section, item: item)
    }

    @Test("an empty page to a page inserts its sections, not their items")
    func emptyToPage() throws {
        let changes = try diff([], [Section("s0", [1, 2]), Section("s1", kind: "b", [3])])
        #expect(changes.batchUpdate == BatchUpdate(insertedSections: [0, 1]))
        #expect(changes.insertedSections == 2 && changes.insertedItems == 0)
    }

    @Test("a page to an empty page deletes its sections")
    func pageToEmpty() throws {
        let changes = try diff([Section("s0", [1, 2]), Section("s1", [3])], [])
        #expect(changes.batchUpdate == BatchUpdate(deletedSections: [0, 1]))
        #expect(changes.deletedSections == 2 && changes.deletedItems == 0)
    }

    @Test("sections are deleted by old index and inserted by new index; unchanged ones are skipped")
    func sectionInsertAndDelete() throws {
        let changes = try diff(
            [Section("s0", [1]), Section("s1", [2]), Section("s2", [3])],
            [Section("s0", [1]), Section("s2", [3]), Section("s3", [4])])
        #expect(changes.batchUpdate == BatchUpdate(deletedSections: [1], insertedSections: [2]))
        #expect(changes.skippedSections == 2)
    }

    @Test("a section moved to the front is one move")
    func sectionMove() throws {
        let changes = try diff(
            [Section("s0", [1]), Section("s1", [2]), Section("s2", [3])],
            [Section("s2", [3]), Section("s0", [1]), Section("s1", [2])])
        #expect(changes.batchUpdate == BatchUpdate(movedSections: [.init(from: 2, to: 0)]))
        #expect(changes.skippedSections == 3)
    }

    @Test("items: insert, delete, move and reload, each alone")
    func itemChanges() throws {
        let inserted = try diff([Section("s0", [1, 2, 3])], [Section("s0", [1, 4, 2, 3])])
        #expect(inserted.batchUpdate == BatchUpdate(insertedItems: [path(0, 1)]))
        let deleted = try diff([Section("s0", [1, 2, 3])], [Section("s0", [1, 3])])
        #expect(deleted.batchUpdate == BatchUpdate(deletedItems: [path(0, 1)]))
        let moved = try diff([Section("s0", [1, 2, 3, 4])], [Section("s0", [4, 1, 2, 3])])
        #expect(moved.batchUpdate == BatchUpdate(movedItems: [.init(from: path(0, 3), to: path(0, 0))]))
        let reloaded = try diff([Section("s0", [1, 2, 3])], [Section("s0", [1, Item(2, version: 1), 3])])
        #expect(reloaded.batchUpdate == BatchUpdate(reloadedItems: [path(0, 1)]))
        #expect(reloaded.reloadedItemIDs == [ItemID(2)])
        #expect(reloaded.skippedSections == 0)
    }

    @Test("an item moved with a content change is deleted and inserted, never moved and reloaded")
    func movedAndChanged() throws {
        let changes = try diff([Section("s0", [1, 2, 3])], [Section("s0", [Item(3, version: 1), 1, 2])])
        #expect(changes.batchUpdate == BatchUpdate(deletedItems: [path(0, 2)], insertedItems: [path(0, 0)]))
        #expect(changes.reloadedItemIDs == [ItemID(3)])
    }

    @Test("a section that moves with changes among its items is deleted and inserted: UIKit takes none in a moving one")
    func itemChangesInMovedSection() throws {
        let moved = try diff(
            [Section("s0", [1]), Section("s1", [1, 2, 3])], [Section("s1", [3, 1, 2]), Section("s0", [1])])
        #expect(moved.batchUpdate == BatchUpdate(deletedSections: [1], insertedSections: [0]))
        #expect(moved.skippedSections == 1)
        // openradar 27041784: a row reloaded in a section moved to the top.
        let reloaded = try diff(
            [Section("s0", [1, 2, 3]), Section("s1", [4, 5, 6])],
            [Section("s1", [Item(4, version: 1), 5, 6]), Section("s0", [1, 2, 3])])
        #expect(reloaded.batchUpdate == BatchUpdate(deletedSections: [1], insertedSections: [0]))
        #expect(reloaded.reloadedItemIDs == [ItemID(4)])
        // Only its header changed, or nothing: it moves.
        let kept = try diff(
            [Section("s0", [1]), Section("s1", [2])], [Section("s1", [2]), Section("s0", [1])])
        #expect(kept.batchUpdate == BatchUpdate(movedSections: [.init(from: 1, to: 0)]))
    }

    @Test("a kind change reloads the section in place, or deletes and inserts it when it moves")
    func kindChange() throws {
        let inPlace = try diff(
            [Section("s0", [1]), Section("s1", [2, 3])], [Section("s0", [1]), Section("s1", kind: "b", [2, 4])])
        #expect(inPlace.batchUpdate == BatchUpdate(reloadedSections: [1]))
        #expect(inPlace.reloadedItemIDs == [ItemID(2), ItemID(4)])
        #expect(inPlace.diffTimeByKind.keys.sorted() == ["a"])
        let moved = try diff(
            [Section("s0", [1]), Section("s1", [2])], [Section("s1", kind: "b", [2]), Section("s0", [1])])
        #expect(moved.batchUpdate == BatchUpdate(deletedSections: [1], insertedSections: [0]))
    }

    @Test("where sections or items move, nothing is reloaded that UIKit would place as if nothing moved")
    func noReloadDisplacedByMoves() throws {
        // s1 moves before s0, which changes kind in its place: UIKit would reload s0 at section 0, where s1
        // goes. It is deleted and inserted, and then s1 needs no move.
        let kind = try diff(
            [Section("s0", [1]), Section("s1", [2]), Section("s2", [3])],
            [Section("s1", [2]), Section("s0", kind: "b", [1])])
        #expect(kind.batchUpdate == BatchUpdate(deletedSections: [0, 2], insertedSections: [1]))
        #expect(kind.reloadedItemIDs == [ItemID(1)])
        // s3 moves to the front; s2 keeps its place among the others, so its changed item is reloaded in the
        // diff's terms, but UIKit would reload it in section 2 while s2 ends at 3: deleted and inserted.
        let sections = [Section("s0", [1]), Section("s1", [2]), Section("s2", [3, 4]), Section("s3", [5])]
        let displaced = try diff(
            sections, [sections[3], sections[0], sections[1], Section("s2", [3, Item(4, version: 1)])])
        #expect(
            displaced.batchUpdate
                == BatchUpdate(
                    movedSections: [.init(from: 3, to: 0)], deletedItems: [path(2, 1)], insertedItems: [path(3, 1)]))
        #expect(displaced.reloadedItemIDs == [ItemID(4)])
        // Without moves a change is still a reload.
        let still = try diff(sections, [sections[0], sections[1], Section("s2", [3, Item(4, version: 1)])])
        #expect(still.batchUpdate == BatchUpdate(deletedSections: [3], reloadedItems: [path(2, 1)]))
    }

    @Test("a header that changes kind reloads its section; one that changes content only is configured again")
    func headerKindChange() throws {
        let banner = HeaderedSection.page(headerKind: "banner")
        let search = try PageDiff.compute(from: banner, to: HeaderedSection.page(headerKind: "search")).batchUpdate
        #expect(search == BatchUpdate(reloadedSections: [0]))
        let newer = try PageDiff.compute(from: banner, to: HeaderedSection.page(headerKind: "banner", version: 1))
        #expect(newer.batchUpdate == BatchUpdate(reloadedHeaders: [0]))
    }

    @Test("an update that only configures a header again is not empty")
    func headerOnlyUpdateIsNotEmpty() throws {
        let banner = HeaderedSection.page(headerKind: "banner")
        let newer = try PageDiff.compute(from: banner, to: HeaderedSection.page(headerKind: "banner", version: 1))
        #expect(!newer.isEmpty)
        #expect(!newer.batchUpdate.isEmpty)
        #expect(BatchUpdate(reloadedHeaders: [0]).isEmpty == false)
        #expect(try PageDiff.compute(from: banner, to: banner).isEmpty)
    }

    @Test("an item that changes sections is deleted from one and inserted into the other")
    func itemAcrossSections() throws {
        let changes = try diff(
            [Section("s0", [1, 2]), Section("s1", [3])], [Section("s0", [1]), Section("s1", [3, 2])])
        #expect(changes.batchUpdate == BatchUpdate(deletedItems: [path(0, 1)], insertedItems: [path(1, 1)]))
        #expect(changes.movedItems == 0)
    }

    @Test("repeated ids match in order: the n-th occurrence to the n-th")
    func duplicates() throws {
        let changes = try diff([Section("s0", [7, 7, 8])], [Section("s0", [8, 7, Item(7, version: 1)])])
        // The changed 7 is deleted and inserted, not reloaded: UIKit would place its reload as if 8 did not move.
        #expect(
            changes.batchUpdate
                == BatchUpdate(
                    deletedItems: [path(0, 1)], insertedItems: [path(0, 2)],
                    movedItems: [.init(from: path(0, 2), to: path(0, 0))]))
        let appended = try diff([Section("s0", [7, 7])], [Section("s0", [7, 7, 7])])
        #expect(appended.batchUpdate == BatchUpdate(insertedItems: [path(0, 2)]))
        let deleted = try diff([Section("s0", [7, 8, 7, 9])], [Section("s0", [7, 8, 9])])
        #expect(deleted.batchUpdate == BatchUpdate(deletedItems: [path(0, 2)]))
    }

    @Test("a repeated id that both sections end with is matched in place, before the occurrences in between")
    func repeatedIDInCommonSuffix() throws {
        // The last 7 ends both sections: it stays, and the 8 and the first 7 are deleted.
        let changes = try diff([Section("s0", [8, 7, Item(7, version: 1)])], [Section("s0", [Item(7, version: 1)])])
        #expect(changes.batchUpdate == BatchUpdate(deletedItems: [path(0, 0), path(0, 1)]))
        #expect(changes.reloadedItemIDs.isEmpty)
    }

    @Test("a forced reload reloads an unchanged item by identity, in a section otherwise skipped")
    func forcedReload() throws {
        let page = [Section("s0", [1, 2, 3]), Section("s1", [4])]
        let changes = try diff(page, page, forceReload: [2])
        #expect(changes.batchUpdate == BatchUpdate(reloadedItems: [path(0, 1)]))
        #expect(changes.reloadedItemIDs == [ItemID(2)])
        #expect(changes.skippedSections == 2)
        #expect(!changes.isEmpty)
        let moved = try diff([Section("s0", [1, 2, 3])], [Section("s0", [3, 1, 2])], forceReload: [3])
        #expect(moved.batchUpdate == BatchUpdate(deletedItems: [path(0, 2)], insertedItems: [path(0, 0)]))
        #expect(try diff(page, page, forceReload: [99]).isEmpty)
    }

    @Test("skipped sections are counted; the changed one is diffed and timed under its kind")
    func skippedSections() throws {
        let old = [Section("s0", [1, 2]), Section("s1", kind: "b", [3, 4]), Section("s2", kind: "c", [5])]
        var new = old
        new[1].items[1].version = 1
        let changes = try diff(old, new)
        #expect(changes.skippedSections == 2)
        #expect(changes.batchUpdate == BatchUpdate(reloadedItems: [path(1, 1)]))
        #expect(changes.diffTimeByKind.keys.sorted() == ["a", "b", "c"])
    }

    @Test("appending items and sections inserts them and moves nothing")
    func pureAppend() throws {
        let changes = try diff(
            [Section("s0", [1, 2]), Section("s1", [3])],
            [Section("s0", [1, 2, 4, 5]), Section("s1", [3]), Section("s2", [6])])
        #expect(changes.batchUpdate == BatchUpdate(insertedSections: [2], insertedItems: [path(0, 2), path(0, 3)]))
    }

    @Test("deleting items and sections deletes them and moves nothing")
    func pureDelete() throws {
        let changes = try diff(
            [Section("s0", [1, 2, 3, 4]), Section("s1", [5]), Section("s2", [6, 7])],
            [Section("s0", [2, 4]), Section("s2", [6, 7])])
        #expect(changes.batchUpdate == BatchUpdate(deletedSections: [1], deletedItems: [path(0, 0), path(0, 2)]))
    }

    @Test("a repeated section id in the new page matches once; the other occurrence is inserted")
    func repeatedSectionID() throws {
        let changes = try diff([Section("s0", [1])], [Section("s0", [1]), Section("s0", [2])])
        #expect(changes.batchUpdate == BatchUpdate(insertedSections: [1]))
    }

    @Test("objects are identified by identity: an equal copy is another item")
    func objectIdentity() throws {
        final class Model: Sendable {}
        let first = Model()
        let second = Model()
        func snapshot(_ objects: [Model], version: Int = 0) -> PageSnapshot {
            let items = objects.map { PageItem(object: $0, contentVersion: version, kind: "model") }
            return PageSnapshot(
                pageID: "p", sections: [SectionSnapshot(id: "s0", kind: "a", section: TestSection(items: items))])
        }
        let replaced = try PageDiff.compute(from: snapshot([first]), to: snapshot([second]))
        #expect(replaced.batchUpdate == BatchUpdate(deletedItems: [path(0, 0)], insertedItems: [path(0, 0)]))
        let changed = try PageDiff.compute(from: snapshot([first, second]), to: snapshot([first, second], version: 1))
        #expect(changed.batchUpdate == BatchUpdate(reloadedItems: [path(0, 0), path(0, 1)]))
    }

    @Test("a large section: 20,000 items with a range deleted, a range inserted and a shuffled prefix")
    func largeSection() throws {
        var items = (0..<20_000).map { Item($0) }
        let old = [Section("s0", items)]
        items.removeSubrange(4_000..<6_000)
        items.insert(contentsOf: (20_000..<22_000).map { Item($0) }, at: 6_000)
        var random = SplitMix64(seed: 7)
        items[0..<400].shuffle(using: &random)
        items[10_000].version = 1
        let changes = try diff(old, [Section("s0", items)])
        #expect(changes.deletedItems >= 2_000 && changes.insertedItems >= 2_000)
        #expect(changes.reloadedItemIDs.contains(ItemID(items[10_000].id)))
    }

    @Test("a cancelled task stops the diff with CancellationError")
    func cancellation() async {
        let old = TestPage([Section("s0", (0..<10_000).map { Item($0) })]).snapshot
        let new = TestPage([Section("s0", (0..<10_000).reversed().map { Item($0) })]).snapshot
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try PageDiff.compute(from: old, to: new)
        }
        await #expect(throws: CancellationError.self) { try await task.value }
    }
}

/// Replaying an update that does not fit the outlines fails the way UIKit does, with the index at fault.
@Suite struct BatchUpdateReplayTests {
    private let old = TestPage([.init("s0", [1, 2]), .init("s1", [3])]).snapshot.outline

    @Test(
        "inconsistent updates are rejected",
        arguments: [
            (BatchUpdate(), [TestPage.Section("s0", [1, 2])], BatchUpdateError.countMismatch),
            (BatchUpdate(), [.init("s0", [1, 2, 4]), .init("s1", [3])], .countMismatch),
            (BatchUpdate(deletedSections: [5]), [.init("s0", [1, 2])], .indexOutOfRange),
            (
                BatchUpdate(insertedItems: [PageIndexPath(section: 0, item: 7)]),
                [.init("s0", [1, 2, 4]), .init("s1", [3])], .indexOutOfRange
            ),
            (BatchUpdate(deletedSections: [1], reloadedSections: [1]), [.init("s0", [1, 2])], .indexListedTwice),
            (
                BatchUpdate(deletedSections: [1], deletedItems: [PageIndexPath(section: 1, item: 0)]),
                [.init("s0", [1, 2])], .itemInReplacedSection
            ),
            (
                BatchUpdate(
                    deletedItems: [PageIndexPath(section: 0, item: 0), PageIndexPath(section: 0, item: 1)],
                    insertedItems: [PageIndexPath(section: 0, item: 0), PageIndexPath(section: 0, item: 0)]),
                [.init("s0", [4, 5]), .init("s1", [3])], .indexListedTwice
            ),
            (
                BatchUpdate(insertedSections: [2], insertedItems: [PageIndexPath(section: 2, item: 0)]),
                [.init("s0", [1, 2]), .init("s1", [3]), .init("s2", [4])], .itemInReplacedSection
            ),
            (
                BatchUpdate(insertedSections: [3]), [.init("s0", [1, 2]), .init("s1", [3]), .init("s2", [4])],
                .indexOutOfRange
            ),
            (BatchUpdate(), [.init("s0", [1, 2]), .init("s1", [3]), .init("s2", [4])], .countMismatch),
            (
                BatchUpdate(deletedItems: [PageIndexPath(section: 2, item: 0)]),
                [.init("s0", [1, 2]), .init("s1", [3])],
                .indexOutOfRange
            ),
            (
                BatchUpdate(deletedItems: [PageIndexPath(section: 1, item: 1)]),
                [.init("s0", [1, 2]), .init("s1", [])],
                .indexOutOfRange
            ),
            (
                BatchUpdate(insertedItems: [PageIndexPath(section: 2, item: 0)]),
                [.init("s0", [1, 2]), .init("s1", [3])],
                .indexOutOfRange
            ),
        ])
    func rejected(update: BatchUpdate, new: [TestPage.Section], expected: BatchUpdateError) {
        let new = TestPage(new).snapshot.outline
        #expect(throws: expected) { try update.applying(to: old, using: new) }
    }

    @Test("a new section that nothing accounts for is reported as a section count, not as an item count")
    func uncountedSection() throws {
        let new = TestPage([.init("s0", [1, 2]), .init("s1", [3]), .init("s2", [4, 5])]).snapshot.outline
        let error = try #require(throws: BatchUpdateError.self) { try BatchUpdate().applying(to: old, using: new) }
        #expect(error == .countMismatch)
        #expect(error.detail == "more new sections than the update accounts for (3)")
    }

    @Test("a reload keeps the identity at the old position and takes the new content version")
    func reloadTakesNewContent() throws {
        let new = TestPage([.init("s0", [.init(1, version: 5), 2]), .init("s1", [3])]).snapshot.outline
        let update = BatchUpdate(reloadedItems: [PageIndexPath(section: 0, item: 0)])
        #expect(try update.applying(to: old, using: new) == new)
        let wrong = BatchUpdate(reloadedItems: [PageIndexPath(section: 0, item: 1)])
        #expect(try wrong.applying(to: old, using: new) != new)
    }

    @Test("an item may move between sections, as UIKit allows, though the diff never does so")
    func moveAcrossSections() throws {
        let new = TestPage([.init("s0", [1]), .init("s1", [2, 3])]).snapshot.outline
        let from = PageIndexPath(section: 0, item: 1)
        let update = BatchUpdate(movedItems: [.init(from: from, to: PageIndexPath(section: 1, item: 0))])
        #expect(try update.applying(to: old, using: new) == new)
    }
}
