import Foundation
import TestSupport
import Testing

@testable import PageKit

/// A section's compact stamps decide "same items" exactly as comparing the items one by one does.
@Suite struct ItemStampsTests {
    private final class Model: Sendable {}

    /// A key whose hash is the same for every value, so only its boxed value tells two apart.
    private struct CollidingKey: Hashable, Sendable {
        var value: Int

        func hash(into hasher: inout Hasher) { hasher.combine(0) }
    }

    private let models = (0..<3).map { _ in Model() }
    private let uuids = (0..<3).map { _ in UUID() }

    /// An id of a kind chosen by `random`, from a small pool so that ids repeat.
    private func randomID(using random: inout SplitMix64) -> ItemID {
        let value = Int.random(in: 0..<3, using: &random)
        switch Int.random(in: 0..<5, using: &random) {
        case 0: return ItemID(value)
        case 1: return ItemID(uuids[value])
        case 2: return ItemID(object: models[value])
        case 3: return ItemID("item-\(value)")
        default: return ItemID(CollidingKey(value: value))
        }
    }

    private func section(_ items: [PageItem]) -> SectionSnapshot {
        SectionSnapshot(id: "s", kind: "k", section: TestSection(items: items), items: PageItems(items))
    }

    @Test("stamps agree with the item-by-item rule on random sections of every id kind and two cell kinds")
    func agreeWithThePlainRule() throws {
        var random = SplitMix64(seed: 0x57A4_9500)
        var same = 0
        for _ in 0..<4_000 {
            let count = Int.random(in: 0...6, using: &random)
            let old = (0..<count).map { _ in
                PageItem(
                    value: 0, id: randomID(using: &random), contentVersion: Int.random(in: 0...1, using: &random),
                    kind: Bool.random(using: &random) ? "row" : "banner")
            }
            var new = old
            // Often a copy, sometimes with one item's id, version or cell kind changed, or one item added or
            // dropped.
            switch Int.random(in: 0..<7, using: &random) {
            case 0 where !new.isEmpty:
                let index = Int.random(in: new.indices, using: &random)
                new[index] = PageItem(
                    value: 0, id: randomID(using: &random), contentVersion: new[index].contentVersion, kind: "k")
            case 1 where !new.isEmpty:
                let index = Int.random(in: new.indices, using: &random)
                new[index] = PageItem(
                    value: 0, id: new[index].id, contentVersion: Int.random(in: 0...1, using: &random), kind: "k")
            case 4 where !new.isEmpty:
                let index = Int.random(in: new.indices, using: &random)
                let item = new[index]
                let kind = item.kind == "row" ? "banner" : "row"
                new[index] = PageItem(value: 0, id: item.id, contentVersion: item.contentVersion, kind: kind)
            case 2:
                new.append(PageItem(value: 0, id: randomID(using: &random), contentVersion: 0, kind: "k"))
            case 3 where !new.isEmpty:
                new.removeLast()
            default:
                break
            }
            let expected =
                old.count == new.count
                && zip(old, new).allSatisfy {
                    $0.id == $1.id && $0.contentVersion == $1.contentVersion && $0.kind == $1.kind
                }
            let found = try section(old).hasSameItems(as: section(new))
            #expect(found == expected, "\(old.map(\.id)) → \(new.map(\.id))")
            if expected { same += 1 }
        }
        // Both answers were exercised many times.
        #expect(same > 1_000 && same < 3_500)
    }

    @Test("a section paged page by page has the stamps, and the answers, of its items made at once (seeded)")
    func pagedStamps() throws {
        var random = SplitMix64(seed: 0x9A6E_D57A)
        for _ in 0..<300 {
            var flat: [PageItem] = []
            var items = PageItems()
            var snapshot = section(flat)
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let page = (0..<Int.random(in: 0...5, using: &random)).map { _ in
                    PageItem(
                        value: 0, id: randomID(using: &random), contentVersion: Int.random(in: 0...1, using: &random),
                        kind: Bool.random(using: &random) ? "row" : "banner")
                }
                let earlier = snapshot
                flat += page
                items = items.appending(page)
                snapshot = earlier.paged(to: PagedTestSection(pagedItems: items))
                #expect(snapshot.items.map(\.id) == flat.map(\.id))
                #expect(try snapshot.hasSameItems(as: section(flat)))
                #expect(try section(flat).hasSameItems(as: snapshot))
                #expect(try earlier.isStrictPrefix(of: snapshot) == (!page.isEmpty && !earlier.items.isEmpty))
            }
        }
    }

    @Test("colliding boxed ids with equal stamps are still told apart by their values")
    func collidingBoxedIDs() throws {
        let old = [PageItem(value: 0, id: ItemID(CollidingKey(value: 1)), contentVersion: 0, kind: "k")]
        let new = [PageItem(value: 0, id: ItemID(CollidingKey(value: 2)), contentVersion: 0, kind: "k")]
        #expect(try !section(old).hasSameItems(as: section(new)))
        #expect(try section(old).hasSameItems(as: section(old)))
    }

    @Test("a cancelled task stops the comparison with CancellationError")
    func cancellation() async {
        let items = (0..<10_000).map { PageItem(value: $0, id: ItemID($0), contentVersion: 0, kind: "k") }
        let old = section(items)
        let new = section(items.map { PageItem(value: $0.value, id: $0.id, contentVersion: 0, kind: "k") })
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try new.hasSameItems(as: old)
        }
        await #expect(throws: CancellationError.self) { try await task.value }
    }
}

/// A paging section of given pages, for comparing stamps made page by page.
private struct PagedTestSection: PagingSection {
    static let itemKinds = ["row", "banner", "k"]
    let pagedItems: PageItems
    var hasNextPage: Bool { false }
    func nextPage() async throws -> PagedTestSection { self }
}
