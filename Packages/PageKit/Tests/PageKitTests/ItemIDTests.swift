import Foundation
import PageKit
import Testing

/// Item identities of every kind: equal values are one identity, different values or types are not, and
/// the diff's fast check of an unchanged section still compares boxed values.
@Suite struct ItemIDTests {
    private final class Model: Sendable {
        let name: String

        init(name: String) {
            self.name = name
        }
    }

    private struct Key: Hashable, Sendable {
        var shop: Int
        var slot: String
    }

    /// A string longer than the inline small-string form, built at run time so two calls give two buffers.
    private func longString(_ suffix: Int) -> String {
        String(repeating: "identity-", count: 4) + String(suffix)
    }

    @Test("equal values make equal identities with equal hashes, for every kind of key")
    func equalValues() {
        let uuid = UUID()
        let pairs: [(ItemID, ItemID)] = [
            (ItemID(42), ItemID(42)),
            (ItemID(-7), ItemID(-7)),
            (ItemID(uuid), ItemID(UUID(uuidString: uuid.uuidString) ?? UUID())),
            (ItemID(longString(1)), ItemID(longString(1))),
            (ItemID("short"), ItemID("short")),
            (ItemID(Key(shop: 1, slot: "a")), ItemID(Key(shop: 1, slot: "a"))),
        ]
        for (lhs, rhs) in pairs {
            #expect(lhs == rhs)
            #expect(lhs.hashValue == rhs.hashValue)
        }
    }

    @Test("different values, or equal-looking values of different types, are different identities")
    func differentValues() {
        let distinct: [ItemID] = [
            ItemID(5), ItemID(6), ItemID("5"), ItemID(Int8(5)), ItemID(UUID()), ItemID(UUID()),
            ItemID(longString(1)), ItemID(longString(2)), ItemID(Key(shop: 1, slot: "a")),
            ItemID(Key(shop: 1, slot: "b")),
        ]
        for (index, id) in distinct.enumerated() {
            for other in distinct[(index + 1)...] {
                #expect(id != other, "\(id) and \(other)")
            }
        }
        #expect(Set(distinct).count == distinct.count)
    }

    @Test("an object's identity is the instance, not its contents")
    func objectIdentity() {
        let first = Model(name: "same")
        let second = Model(name: "same")
        #expect(ItemID(object: first) == ItemID(object: first))
        #expect(ItemID(object: first) != ItemID(object: second))
        #expect(ItemID(object: first).description.hasPrefix("object(0x"))
    }

    @Test("descriptions show the value")
    func descriptions() throws {
        let uuid = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(ItemID(-12).description == "-12")
        #expect(ItemID(uuid).description == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        #expect(ItemID("store-9").description == "store-9")
    }

    @Test("plain text is the description of an Int, UUID or String identity, and none of an object or a value")
    func plainText() throws {
        let uuid = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(ItemID(-12).plainText == "-12")
        #expect(ItemID(uuid).plainText == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        #expect(ItemID("store-9").plainText == "store-9")
        #expect(ItemID(longString(3)).plainText == longString(3))
        #expect(ItemID(Key(shop: 1, slot: "a")).plainText == nil)
        #expect(ItemID(object: Model(name: "a")).plainText == nil)
    }

    @Test("a section whose string ids are rebuilt equal is skipped; one changed string id is not")
    func stringIdsSkipUnchangedSection() throws {
        let old = page(texts: (0..<50).map(longString))
        let rebuilt = page(texts: (0..<50).map(longString))
        let unchanged = try PageDiff.compute(from: old, to: rebuilt)
        #expect(unchanged.skippedSections == 1)
        #expect(unchanged.batchUpdate == BatchUpdate())

        var texts = (0..<50).map(longString)
        texts[20] = longString(99)
        let changed = try PageDiff.compute(from: old, to: page(texts: texts))
        #expect(changed.skippedSections == 0)
        #expect(changed.batchUpdate.deletedItems == [PageIndexPath(section: 0, item: 20)])
        #expect(changed.batchUpdate.insertedItems == [PageIndexPath(section: 0, item: 20)])
    }

    @Test("ids with equal hashes are told apart by value, in comparisons and in the unchanged-section check")
    func collidingHashes() throws {
        let first = ItemID(TestPage.CollidingKey(value: 1))
        let second = ItemID(TestPage.CollidingKey(value: 2))
        #expect(first.hashValue == second.hashValue)
        #expect(first != second)

        let old = page(keys: [1, 2, 3])
        let swapped = try PageDiff.compute(from: old, to: page(keys: [1, 4, 3]))
        #expect(swapped.skippedSections == 0)
        #expect(swapped.batchUpdate.deletedItems == [PageIndexPath(section: 0, item: 1)])
        #expect(swapped.batchUpdate.insertedItems == [PageIndexPath(section: 0, item: 1)])
        #expect(try PageDiff.compute(from: old, to: page(keys: [1, 2, 3])).skippedSections == 1)
    }

    private func page(keys: [Int]) -> PageSnapshot {
        PageSnapshot(
            pageID: "keys",
            sections: [SectionSnapshot(id: SectionID("s"), kind: "keys", section: CollidingKeys(keys: keys))])
    }

    private func page(texts: [String]) -> PageSnapshot {
        PageSnapshot(
            pageID: "ids", sections: [SectionSnapshot(id: SectionID("s"), kind: "texts", section: Texts(texts: texts))])
    }

    private struct CollidingKeys: PageSection {
        static let itemKinds = ["key"]
        let keys: [Int]

        var items: [PageItem] { keys.map { PageItem(TestPage.CollidingKey(value: $0), kind: "key") } }
    }

    private struct Texts: PageSection {
        static let itemKinds = ["text"]
        let texts: [String]

        var items: [PageItem] { texts.map { PageItem($0, kind: "text") } }
    }
}
