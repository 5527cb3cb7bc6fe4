import PageKit
import Testing

@Suite("Size cache")
struct SizeCacheTests {
    private let row = Row(id: 1, text: "a")

    @Test("a height is cached by identity, content version and width")
    func keyed() {
        let cache = SizeCache()
        let item = PageItem(row, id: \.id, kind: "row")
        #expect(cache.height(of: item, width: 40) == nil)
        cache.store(3, for: item, width: 40)
        #expect(cache.height(of: item, width: 40) == 3)
        #expect(cache.height(of: item, width: 60) == nil)
        #expect(cache.statistics.hits == 1)
        #expect(cache.statistics.misses == 2)
    }

    @Test("a content change misses and replaces the stale entry")
    func contentChange() {
        let cache = SizeCache()
        cache.store(3, for: PageItem(row, id: \.id, kind: "row"), width: 40)
        let changed = PageItem(Row(id: 1, text: "b"), id: \.id, kind: "row")
        #expect(cache.height(of: changed, width: 40) == nil)
        cache.store(5, for: changed, width: 40)
        #expect(cache.height(of: changed, width: 40) == 5)
        #expect(cache.height(of: PageItem(row, id: \.id, kind: "row"), width: 40) == nil)
        #expect(cache.count == 1)
    }

    @Test("the same identity in another cell kind has its own height")
    func perKind() {
        let cache = SizeCache()
        cache.store(3, for: PageItem(row, id: \.id, kind: "row"), width: 40)
        #expect(cache.height(of: PageItem(row, id: \.id, kind: "card"), width: 40) == nil)
    }

    @Test("heights at several widths and in several cell kinds are kept apart")
    func widthsAndKinds() {
        let cache = SizeCache()
        let row = PageItem(row, id: \.id, kind: "row")
        let card = PageItem(self.row, id: \.id, kind: "card")
        cache.store(3, for: row, width: 40)
        cache.store(2, for: row, width: 60)
        cache.store(7, for: card, width: 40)
        cache.store(6, for: card, width: 60)
        #expect(cache.height(of: row, width: 40) == 3)
        #expect(cache.height(of: row, width: 60) == 2)
        #expect(cache.height(of: card, width: 40) == 7)
        #expect(cache.height(of: card, width: 60) == 6)
        #expect(cache.count == 2)
        let changedCard = PageItem(Row(id: 1, text: "b"), id: \.id, kind: "card")
        cache.store(9, for: changedCard, width: 40)
        #expect(cache.height(of: changedCard, width: 40) == 9)
        #expect(cache.height(of: changedCard, width: 60) == nil)
        #expect(cache.height(of: card, width: 40) == nil)
        #expect(cache.height(of: row, width: 60) == 2)
        cache.invalidate([row.id])
        #expect(cache.height(of: row, width: 40) == nil)
        #expect(cache.height(of: changedCard, width: 40) == nil)
        #expect(cache.count == 0)
    }

    @Test("a forced reload and clear() forget heights")
    func invalidation() {
        let cache = SizeCache()
        let item = PageItem(row, id: \.id, kind: "row")
        cache.store(3, for: item, width: 40)
        cache.invalidate([item.id])
        #expect(cache.height(of: item, width: 40) == nil)
        cache.store(3, for: item, width: 40)
        cache.clear()
        #expect(cache.count == 0)
        #expect(cache.statistics.hits == 0)
        #expect(cache.statistics.misses == 0)
    }
}
