/// Item heights by item identity, cell kind, content version and width.
///
/// A content change misses by itself, because the version is part of the key, and replaces the stale
/// entry; a forced reload removes the item's entry; ``clear()`` removes everything. Safe from any thread;
/// the engine reads and writes it a section at a time to keep locking off the per-item path.
public final class SizeCache: Sendable {
    private struct State {
        var entries: [ItemID: SizeCacheSlot] = [:]  // by identity; each slot by cell kind, then width
        var hits = 0
        var misses = 0
    }

    private let state = Protected(State())

    /// An empty cache.
    public init() {}

    /// The cached height of `item` at `width`, counting a hit or a miss.
    public func height(of item: PageItem, width: Int) -> Int? {
        state.withLock { state in
            let height = Self.lookup(item, width, in: state.entries)
            if height == nil { state.misses += 1 } else { state.hits += 1 }
            return height
        }
    }

    /// Stores the height of `item` at `width`, replacing what an older content version stored.
    public func store(_ height: Int, for item: PageItem, width: Int) {
        state.withLock { Self.insert(height, item, width, into: &$0.entries) }
    }

    /// Forgets the heights of the items with these identities (a forced reload).
    public func invalidate(_ ids: some Sequence<ItemID>) {
        state.withLock { state in
            for id in ids { state.entries.removeValue(forKey: id) }
        }
    }

    /// Forgets every height and resets the counts.
    public func clear() {
        state.withLock { $0 = State() }
    }

    /// How many items (identity and cell kind) have a cached height.
    public var count: Int { state.withLock { $0.entries.values.reduce(0) { $0 + $1.kindCount } } }

    /// Hits and misses counted since the cache was made or cleared.
    public var statistics: (hits: Int, misses: Int) { state.withLock { ($0.hits, $0.misses) } }

    /// Heights for `items` at `width`: each is the cached one or `measure(item)`, stored for next time.
    /// Locks twice per call, not per item; returns the hits and misses of this call.
    func heights(
        of items: [PageItem], width: Int, measure: (PageItem) -> Int
    ) -> (heights: [Int], hits: Int, misses: Int) {
        let cached = state.withLock { state in items.map { Self.lookup($0, width, in: state.entries) } }
        var heights = [Int]()
        heights.reserveCapacity(items.count)
        var measured: [(Int, Int)] = []
        for (index, item) in items.enumerated() {
            if let height = cached[index] {
                heights.append(height)
            } else {
                let height = max(measure(item), 0)
                heights.append(height)
                measured.append((index, height))
            }
        }
        let hits = items.count - measured.count
        state.withLock { state in
            state.hits += hits
            state.misses += measured.count
            for (index, height) in measured { Self.insert(height, items[index], width, into: &state.entries) }
        }
        return (heights, hits, measured.count)
    }

    private static func lookup(_ item: PageItem, _ width: Int, in entries: [ItemID: SizeCacheSlot]) -> Int? {
        entries[item.id]?.height(kind: item.kind, version: item.contentVersion, width: width)
    }

    private static func insert(
        _ height: Int, _ item: PageItem, _ width: Int, into entries: inout [ItemID: SizeCacheSlot]
    ) {
        if let index = entries.index(forKey: item.id) {
            entries.values[index].store(height, kind: item.kind, version: item.contentVersion, width: width)
        } else {
            entries[item.id] = SizeCacheSlot(height, kind: item.kind, version: item.contentVersion, width: width)
        }
    }
}
