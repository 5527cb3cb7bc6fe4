import PageKit
import TestSupport
import Testing

@Suite("Size cache")
struct SizeCacheTests {
    private let row = Row(id: 1, text: "a")

    @Test("a size is cached by identity, content version and width, in the host's unit")
    func keyed() {
        let cache = SizeCache()
        let item = PageItem(row, id: \.id, kind: "row")
        #expect(cache.size(of: item, width: 375) == nil)
        cache.store(44.5, for: item, width: 375)
        #expect(cache.size(of: item, width: 375) == 44.5)
        #expect(cache.size(of: item, width: 375.5) == nil)
        #expect(cache.statistics.hits == 1)
        #expect(cache.statistics.misses == 2)
    }

    @Test("a content change misses and replaces the stale entry")
    func contentChange() {
        let cache = SizeCache()
        cache.store(3, for: PageItem(row, id: \.id, kind: "row"), width: 40)
        let changed = PageItem(Row(id: 1, text: "b"), id: \.id, kind: "row")
        #expect(cache.size(of: changed, width: 40) == nil)
        cache.store(5, for: changed, width: 40)
        #expect(cache.size(of: changed, width: 40) == 5)
        #expect(cache.size(of: PageItem(row, id: \.id, kind: "row"), width: 40) == nil)
        #expect(cache.count == 1)
    }

    @Test("the same identity in another cell kind has its own size")
    func perKind() {
        let cache = SizeCache()
        cache.store(3, for: PageItem(row, id: \.id, kind: "row"), width: 40)
        #expect(cache.size(of: PageItem(row, id: \.id, kind: "card"), width: 40) == nil)
    }

    @Test("sizes at several widths and in several cell kinds are kept apart")
    func widthsAndKinds() {
        let cache = SizeCache()
        let row = PageItem(row, id: \.id, kind: "row")
        let card = PageItem(self.row, id: \.id, kind: "card")
        cache.store(3, for: row, width: 40)
        cache.store(2.25, for: row, width: 60)
        cache.store(7, for: card, width: 40)
        cache.store(6, for: card, width: 60)
        #expect(cache.size(of: row, width: 40) == 3)
        #expect(cache.size(of: row, width: 60) == 2.25)
        #expect(cache.size(of: card, width: 40) == 7)
        #expect(cache.size(of: card, width: 60) == 6)
        #expect(cache.count == 2)
        let changedCard = PageItem(Row(id: 1, text: "b"), id: \.id, kind: "card")
        cache.store(9, for: changedCard, width: 40)
        #expect(cache.size(of: changedCard, width: 40) == 9)
        #expect(cache.size(of: changedCard, width: 60) == nil)
        #expect(cache.size(of: card, width: 40) == nil)
        #expect(cache.size(of: row, width: 60) == 2.25)
        cache.invalidate([row.id])
        #expect(cache.size(of: row, width: 40) == nil)
        #expect(cache.size(of: changedCard, width: 40) == nil)
        #expect(cache.count == 0)
    }

    @Test("storing again at a width an identity keeps replaces that size only, however many widths it keeps")
    func storeAgainAtKeptWidth() {
        let cache = SizeCache()
        let item = PageItem(1, kind: "t")
        // The first width and as many others as an identity keeps.
        let widths = (0...SizeCache.otherWidthLimit).map { Double(10 + $0) }
        for width in widths { cache.store(width, for: item, width: width) }
        cache.store(99, for: item, width: widths[1])
        #expect(cache.size(of: item, width: widths[1]) == 99)
        for width in widths where width != widths[1] {
            #expect(cache.size(of: item, width: width) == width, "width \(width)")
        }
    }

    @Test("a forced reload and clear() forget sizes")
    func invalidation() {
        let cache = SizeCache()
        let item = PageItem(row, id: \.id, kind: "row")
        cache.store(3, for: item, width: 40)
        cache.invalidate([item.id])
        #expect(cache.size(of: item, width: 40) == nil)
        cache.store(3, for: item, width: 40)
        cache.clear()
        #expect(cache.count == 0)
        #expect(cache.statistics.hits == 0)
        #expect(cache.statistics.misses == 0)
    }

    /// Stores a size for an object that is then freed, and returns an item of a value whose identity is the
    /// one an object at the freed one's address would have.
    private static func itemAtTheAddressOfAFreedObject(storedIn cache: SizeCache) -> PageItem {
        final class Model: Sendable {}
        let freedID: ItemID = {
            let freed = Model()
            cache.store(7, for: PageItem(object: freed, kind: "row"), width: 40)
            return ItemID(object: freed)
        }()
        return PageItem(value: "another", id: freedID, contentVersion: 0, kind: "row")
    }

    @Test("an object identity keeps its sizes while its object lives, and not after: another may get its address")
    func objectIdentity() {
        final class Model: Sendable {}
        let cache = SizeCache()
        let living = Model()
        cache.store(3, for: PageItem(object: living, kind: "row"), width: 40)
        #expect(cache.size(of: PageItem(object: living, kind: "row"), width: 40) == 3)

        // The identity an object at the freed one's address would have: its sizes are not that object's.
        #expect(cache.size(of: Self.itemAtTheAddressOfAFreedObject(storedIn: cache), width: 40) == nil)
        #expect(cache.size(of: PageItem(object: living, kind: "row"), width: 40) == 3)
    }

    @Test("an object identity stored as the newer generation turns over still loses its sizes with its object")
    func objectIdentityAtTurnover() {
        let cache = SizeCache(capacity: 1)
        cache.store(1, for: PageItem(1, kind: "row"), width: 40)
        // The newer generation is full: it becomes the older as the freed object's size goes in.
        #expect(cache.size(of: Self.itemAtTheAddressOfAFreedObject(storedIn: cache), width: 40) == nil)
    }

    /// A NaN or negative size stored by a host reached the update's report as it was, with no diagnostic.
    @Test("a size a layout cannot take is not stored: the engine measures the item and keeps within the limits")
    func unusableSizes() async {
        let cache = SizeCache()
        let page = makeRowsPage(sections: 1, itemsPerSection: 5, counter: CallCounter())
        let items = page.sections[0].items
        let unusable = [Double.nan, -5, -.infinity, .infinity, PageLimits.entrySizes.upperBound.nextUp]
        for (item, size) in zip(items, unusable) {
            cache.store(size, for: item, width: 20)
            #expect(cache.size(of: item, width: 20) == nil, "\(size) was stored")
        }
        cache.store(PageLimits.entrySizes.upperBound, for: items[0], width: 20)
        #expect(cache.size(of: items[0], width: 20) == PageLimits.entrySizes.upperBound)
        cache.clear()
        for (item, size) in zip(items, unusable) { cache.store(size, for: item, width: 20) }
        let engine = PageEngine(width: 20, viewportHeight: 4, sizeCache: cache)
        let report = await engine.update(to: page)
        #expect(report.sizes?.itemSizes == [[1, 1, 1, 1, 1]])
        #expect(report.diagnostics.isEmpty)
    }
}
