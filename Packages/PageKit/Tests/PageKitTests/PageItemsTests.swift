import TestSupport
import Testing

@testable import PageKit

/// Items kept as pages read as the array of all their items, and share the pages they were appended to.
@Suite struct PageItemsTests {
    private func items(_ ids: Range<Int>) -> [PageItem] {
        ids.map { PageItem($0, kind: "row") }
    }

    @Test("random pages, empty ones included, read as one array: count, positions, iteration, slices (seeded)")
    func readsAsAnArray() {
        var random = SplitMix64(seed: 0x9A6E_1735)
        for _ in 0..<500 {
            var expected = items(0..<Int.random(in: 0...4, using: &random))
            var paged = PageItems(expected)
            for _ in 0..<Int.random(in: 0...12, using: &random) {
                let page = items(expected.count..<expected.count + Int.random(in: 0...5, using: &random))
                paged = paged.appending(page)
                expected += page
            }
            #expect(paged.count == expected.count)
            #expect(paged.indices == expected.indices)
            #expect(paged.map(\.id) == expected.map(\.id))
            #expect(paged.indices.map { paged[$0].id } == expected.map(\.id))
            #expect(paged.array.map(\.id) == expected.map(\.id))
            #expect(paged.reversed().map(\.id) == expected.reversed().map(\.id))
            if !expected.isEmpty {
                let start = Int.random(in: expected.indices, using: &random)
                let end = Int.random(in: start...expected.count, using: &random)
                #expect(paged[start..<end].map(\.id) == expected[start..<end].map(\.id))
            }
        }
    }

    @Test("appending shares the pages before: the earlier items are a shared prefix, a copy of them is not")
    func sharing() {
        let first = PageItems(items(0..<10))
        let second = first.appending(items(10..<15))
        let third = second.appending([]).appending(items(15..<20))
        #expect(second.sharedPrefixCount(with: first) == 10)
        #expect(third.sharedPrefixCount(with: second) == 15)
        #expect(third.sharedPrefixCount(with: first) == 10)
        #expect(first.sharedPrefixCount(with: third) == 10)
        // Equal items in a page of their own are not the same page.
        #expect(PageItems(items(0..<10)).sharedPrefixCount(with: first) == 0)
        #expect(PageItems().sharedPrefixCount(with: first) == 0)
        #expect(PageItems().isEmpty)
        #expect(PageItems([]).array.isEmpty)
        let literal: PageItems = [PageItem(1, kind: "row"), PageItem(2, kind: "row")]
        #expect(literal.map(\.id) == [ItemID(1), ItemID(2)])
    }
}
