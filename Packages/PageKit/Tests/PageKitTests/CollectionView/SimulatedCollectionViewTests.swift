import Foundation
import PageKit
import Testing

/// PageKit's batch updates on a model of UICollectionView that enforces UIKit's rules, and that model
/// refusing batches that break them.
@Suite struct SimulatedCollectionViewTests {
    /// The cells a host shows for `page`: each section's id, kind and header, each item's identity, kind and
    /// content version.
    static func data(_ page: TestPage) -> SimulatedCollectionView.Data {
        CollectionViewHost.data(page.snapshot)
    }

    /// Shows `update` from what `view` shows to `new` as a host does: the data and the batch's operations in
    /// the batch, and the header views of its sections whose header changed configured again.
    static func perform(
        _ update: BatchUpdate, to new: TestPage, on view: SimulatedCollectionView
    ) throws(SimulatedCollectionView.Violation) {
        try view.performBatchUpdates {
            view.setData(data(new))
            view.apply(update)
            view.reloadHeaders(at: update.reloadedHeaders)
        }
    }

    @Test("every update PageKit computes for 800 random page pairs is accepted and shows the new page")
    func randomUpdatesAreAccepted() throws {
        var pages = RandomPages(seed: DiffPropertyTests.seed ^ 0xC011_EC71)
        for index in 0..<800 {
            pages.uniqueItems = index % 3 == 0
            let old = pages.page(maxSections: index % 10 == 9 ? 4 : 6, maxItems: index % 10 == 9 ? 200 : 12)
            let new = pages.edited(old)
            let forced = pages.forcedReloads(in: new)
            let update = try PageDiff.compute(from: old.snapshot, to: new.snapshot, forceReload: forced).batchUpdate
            let view = SimulatedCollectionView()
            view.reloadData(Self.data(old))
            do {
                try Self.perform(update, to: new, on: view)
            } catch {
                Issue.record(
                    "case \(index) (seed \(DiffPropertyTests.seed)): \(error)\nold: \(old)\nnew: \(new)\nupdate: \(update)"
                )
                return
            }
            #expect(view.shown == Self.data(new))
        }
    }

    @Test("data set before the batch is refused")
    func dataSetOutsideTheBatch() {
        let view = SimulatedCollectionView()
        view.reloadData(Self.data(TestPage([.init("s0", [1, 2])])))
        view.setData(Self.data(TestPage([.init("s0", [1])])))
        let violation = #expect(throws: SimulatedCollectionView.Violation.self) {
            try view.performBatchUpdates { view.apply(BatchUpdate(deletedItems: [PageIndexPath(section: 0, item: 1)])) }
        }
        #expect(violation?.message.contains("changed before performBatchUpdates") == true)
    }

    /// A batch from `old` to `new` that the view must refuse with a message containing `expected`.
    static let invalidBatches: [(String, TestPage, TestPage, BatchUpdate, String)] = {
        func path(_ section: Int, _ item: Int) -> PageIndexPath { PageIndexPath(section: section, item: item) }
        let one = TestPage([.init("s0", [1, 2, 3])])
        let two = TestPage([.init("s0", [1, 2, 3]), .init("s1", [4])])
        return [
            (
                "counts that do not reconcile", one, TestPage([.init("s0", [1, 2])]), BatchUpdate(),
                "invalid number of items in section 0"
            ),
            (
                "a delete at an old position that does not exist", one, TestPage([.init("s0", [1, 2])]),
                BatchUpdate(deletedItems: [path(0, 3)]), "does not exist before the update"
            ),
            (
                "an insert at a new position that does not exist", one, TestPage([.init("s0", [1, 2, 3, 9])]),
                BatchUpdate(insertedItems: [path(0, 4)]), "does not exist after the update"
            ),
            (
                "an item deleted and moved", one, TestPage([.init("s0", [2, 1])]),
                BatchUpdate(deletedItems: [path(0, 0)], movedItems: [.init(from: path(0, 0), to: path(0, 1))]),
                "more than one of delete, reload and move"
            ),
            (
                "an item moved and reloaded", one, TestPage([.init("s0", [2, .init(1, version: 1), 3])]),
                BatchUpdate(movedItems: [.init(from: path(0, 0), to: path(0, 1))], reloadedItems: [path(0, 0)]),
                "more than one of delete, reload and move"
            ),
            (
                "two items inserted at one place", one, TestPage([.init("s0", [1, 2, 3, 8, 9])]),
                BatchUpdate(insertedItems: [path(0, 3), path(0, 3)]), "more than one item to"
            ),
            (
                "an item listed in a deleted section", two, one,
                BatchUpdate(deletedSections: [1], deletedItems: [path(1, 0)]), "section that is deleted or reloaded"
            ),
            (
                // openradar 27041784: UIKit miscounts the rows of a section that moves with a reloaded row.
                "an item reloaded in a moving section", two,
                TestPage([.init("s1", [.init(4, version: 1)]), .init("s0", [1, 2, 3])]),
                BatchUpdate(movedSections: [.init(from: 1, to: 0)], reloadedItems: [path(1, 0)]),
                "of a section that moves"
            ),
            (
                "an item inserted into a moving section", two,
                TestPage([.init("s1", [4, 5]), .init("s0", [1, 2, 3])]),
                BatchUpdate(movedSections: [.init(from: 1, to: 0)], insertedItems: [path(0, 1)]),
                "into a section that moves"
            ),
            (
                "an item inserted into an inserted section", one, two,
                BatchUpdate(insertedSections: [1], insertedItems: [path(1, 0)]), "section that is inserted or reloaded"
            ),
            ("a section count that does not reconcile", one, two, BatchUpdate(), "invalid number of sections"),
            (
                "a section deleted and moved", two, TestPage([.init("s1", [4])]),
                BatchUpdate(deletedSections: [0], movedSections: [.init(from: 0, to: 0)]),
                "deleted, reloaded or moved more than once"
            ),
            (
                "a changed item that is not reloaded", one, TestPage([.init("s0", [1, .init(2, version: 3), 3])]),
                BatchUpdate(), "stale content"
            ),
            (
                "a changed item moved instead of deleted and inserted", one,
                TestPage([.init("s0", [.init(2, version: 1), 1, 3])]),
                BatchUpdate(movedItems: [.init(from: path(0, 1), to: path(0, 0))]), "stale content"
            ),
            (
                "moves that put the wrong item in place", one, TestPage([.init("s0", [3, 2, 1])]),
                BatchUpdate(movedItems: [
                    .init(from: path(0, 0), to: path(0, 1)), .init(from: path(0, 1), to: path(0, 0)),
                ]),
                "shows"
            ),
            (
                "a changed header not configured again", one, TestPage([.init("s0", title: "t0", [1, 2, 3])]),
                BatchUpdate(), "a changed header must be configured again"
            ),
            (
                "a header configured again in an inserted section", one,
                TestPage([.init("s0", [1, 2, 3]), .init("s1", title: "t0", [4])]),
                BatchUpdate(insertedSections: [1], reloadedHeaders: [1]), "the section is inserted or reloaded"
            ),
            (
                "a header configured again in a reloaded section", one,
                TestPage([.init("s0", kind: "b", title: "t0", [1, 2, 3])]),
                BatchUpdate(reloadedSections: [0], reloadedHeaders: [0]), "the section is inserted or reloaded"
            ),
            (
                "a header configured again in a section that does not exist", one,
                TestPage([.init("s0", title: "t0", [1, 2, 3])]), BatchUpdate(reloadedHeaders: [0, 1]),
                "there are only 1 sections after the update"
            ),
            (
                "a header configured again twice", one, TestPage([.init("s0", title: "t0", [1, 2, 3])]),
                BatchUpdate(reloadedHeaders: [0, 0]), "configured again more than once"
            ),
            (
                "a section whose kind changed, not reloaded", one, TestPage([.init("s0", kind: "b", [1, 2, 3])]),
                BatchUpdate(), "one that changes kind must be reloaded"
            ),
        ]
    }()

    @Test("batches that break UIKit's rules are refused", arguments: invalidBatches.indices)
    func invalidBatchIsRefused(index: Int) {
        let (name, old, new, update, expected) = Self.invalidBatches[index]
        let view = SimulatedCollectionView()
        view.reloadData(Self.data(old))
        let violation = #expect(throws: SimulatedCollectionView.Violation.self, "\(name)") {
            try Self.perform(update, to: new, on: view)
        }
        #expect(violation?.message.contains(expected) == true, "\(name): \(String(describing: violation))")
    }

    @Test("a reload that moves displace is refused, as UIKit places it as if nothing moved; a delete and insert is not")
    func displacedReloadIsRefused() throws {
        func path(_ section: Int, _ item: Int) -> PageIndexPath { PageIndexPath(section: section, item: item) }
        func refusal(_ update: BatchUpdate, _ old: TestPage, _ new: TestPage) -> String? {
            let view = SimulatedCollectionView()
            view.reloadData(Self.data(old))
            return #expect(throws: SimulatedCollectionView.Violation.self) {
                try Self.perform(update, to: new, on: view)
            }?.message
        }
        func accepts(_ update: BatchUpdate, _ old: TestPage, _ new: TestPage) throws {
            let view = SimulatedCollectionView()
            view.reloadData(Self.data(old))
            try Self.perform(update, to: new, on: view)
            #expect(view.shown == Self.data(new))
        }
        // Items 1 and 4 move, 2 goes, and 3 changes where it stays among the others: UIKit puts the reload's
        // insert at item 1, where a move goes ("attempt to perform an insert and a move to the same index path").
        let items = TestPage([.init("s0", [1, 2, 3, 4])])
        let itemsAfter = TestPage([.init("s0", [4, 1, .init(3, version: 1)])])
        let moves = [BatchUpdate.ItemMove(from: path(0, 0), to: path(0, 1)), .init(from: path(0, 3), to: path(0, 0))]
        #expect(
            refusal(
                BatchUpdate(deletedItems: [path(0, 1)], movedItems: moves, reloadedItems: [path(0, 2)]), items,
                itemsAfter)
                == "item [0, 2] is reloaded, which UIKit inserts at item 1 of section 0 as if nothing moved, but it ends at item 2"
        )
        try accepts(
            BatchUpdate(deletedItems: [path(0, 1), path(0, 2)], insertedItems: [path(0, 2)], movedItems: moves),
            items, itemsAfter)
        // Section 2 moves to 4, 3 changes kind, 4 goes and a section comes in at 2: UIKit puts the reload at 4.
        let sections = TestPage((0..<5).map { TestPage.Section("s\($0)", [TestPage.Item($0 + 10)]) })
        let sectionsAfter = TestPage([
            .init("s0", [10]), .init("s1", [11]), .init("n", [20]), .init("s3", kind: "b", [13]), .init("s2", [12]),
        ])
        #expect(
            refusal(
                BatchUpdate(
                    deletedSections: [4], insertedSections: [2], movedSections: [.init(from: 2, to: 4)],
                    reloadedSections: [3]), sections, sectionsAfter)
                == "section 3 is reloaded, which UIKit inserts at section 4 as if nothing moved, but it ends at 3")
        try accepts(
            BatchUpdate(deletedSections: [3, 4], insertedSections: [2, 3], movedSections: [.init(from: 2, to: 4)]),
            sections, sectionsAfter)
    }

    @Test("the same batches, valid, are accepted: the refusals come from the rule each breaks")
    func validCounterparts() throws {
        func path(_ section: Int, _ item: Int) -> PageIndexPath { PageIndexPath(section: section, item: item) }
        let one = TestPage([.init("s0", [1, 2, 3])])
        let cases: [(TestPage, BatchUpdate)] = [
            (TestPage([.init("s0", [1, 2])]), BatchUpdate(deletedItems: [path(0, 2)])),
            (TestPage([.init("s0", [1, 2, 3, 9])]), BatchUpdate(insertedItems: [path(0, 3)])),
            (TestPage([.init("s0", [2, 1, 3])]), BatchUpdate(movedItems: [.init(from: path(0, 0), to: path(0, 1))])),
            (TestPage([.init("s0", [1, .init(2, version: 3), 3])]), BatchUpdate(reloadedItems: [path(0, 1)])),
            (
                TestPage([.init("s0", [.init(2, version: 1), 1, 3])]),
                BatchUpdate(deletedItems: [path(0, 1)], insertedItems: [path(0, 0)])
            ),
            (TestPage([.init("s0", [1, 2, 3]), .init("s1", [4])]), BatchUpdate(insertedSections: [1])),
            (TestPage([.init("s0", title: "t0", [1, 2, 3])]), BatchUpdate(reloadedHeaders: [0])),
            (
                TestPage([.init("s0", [1, 2, 3]), .init("s1", title: "t0", [4])]),
                BatchUpdate(insertedSections: [1])
            ),
            (TestPage([.init("s0", kind: "b", title: "t0", [1, 2, 3])]), BatchUpdate(reloadedSections: [0])),
        ]
        for (new, update) in cases {
            let view = SimulatedCollectionView()
            view.reloadData(Self.data(one))
            try Self.perform(update, to: new, on: view)
            #expect(view.shown == Self.data(new))
        }
    }

    @Test("a header view is made for one kind: a header of another kind needs its section reloaded")
    func headerViewKeepsItsKind() throws {
        let banner = CollectionViewHost.data(HeaderedSection.page(headerKind: "banner"))
        let search = CollectionViewHost.data(HeaderedSection.page(headerKind: "search"))
        let view = SimulatedCollectionView()
        view.reloadData(banner)
        let violation = #expect(throws: SimulatedCollectionView.Violation.self) {
            try view.performBatchUpdates {
                view.setData(search)
                view.reloadHeaders(at: [0])
            }
        }
        #expect(violation?.message.contains("a header that changes kind needs its section reloaded") == true)
        view.reloadData(banner)
        try view.performBatchUpdates {
            view.setData(search)
            view.apply(BatchUpdate(reloadedSections: [0]))
        }
        #expect(view.shown == search)
    }

    @Test(
        "leaving any one operation or header reload out of a valid update makes the view refuse it, for 200 random page pairs"
    )
    func everyOperationIsNeeded() throws {
        // Unique items: with an id twice in a section, some moves are not needed to show the right ids.
        var pages = RandomPages(seed: DiffPropertyTests.seed ^ 0x0D20_9917, uniqueItems: true)
        var checked = 0
        var headersChecked = 0
        for _ in 0..<200 {
            let old = pages.page()
            let new = pages.edited(old)
            let update = try PageDiff.compute(from: old.snapshot, to: new.snapshot).batchUpdate
            headersChecked += update.reloadedHeaders.count
            for shorter in Self.withOneLeftOut(update) {
                let view = SimulatedCollectionView()
                view.reloadData(Self.data(old))
                #expect(throws: SimulatedCollectionView.Violation.self, "\(old) → \(new) without one of \(update)") {
                    try Self.perform(shorter, to: new, on: view)
                }
                checked += 1
            }
        }
        #expect(checked > 500)
        #expect(headersChecked > 20)
    }

    /// `update` with one operation left out, for each of its operations.
    static func withOneLeftOut(_ update: BatchUpdate) -> [BatchUpdate] {
        func dropping<Element>(_ keyPath: WritableKeyPath<BatchUpdate, [Element]>) -> [BatchUpdate] {
            update[keyPath: keyPath].indices.map { index in
                var shorter = update
                shorter[keyPath: keyPath].remove(at: index)
                return shorter
            }
        }
        return dropping(\.deletedSections) + dropping(\.insertedSections) + dropping(\.movedSections)
            + dropping(\.reloadedSections) + dropping(\.deletedItems) + dropping(\.insertedItems)
            + dropping(\.movedItems) + dropping(\.reloadedItems) + dropping(\.reloadedHeaders)
    }
}
