/// Item sizes by item identity, kind, content version and width, in the host's unit.
///
/// A content change misses by itself, because the version is part of the key, and replaces the stale
/// entry; a forced reload removes the item's entry; ``clear()`` removes everything. A size measured before
/// one of those removals is not stored after it: an update that was replaced, still measuring when a
/// reload dropped its items' sizes, cannot put them back. Safe from any thread;
/// the engine reads and writes it a section at a time to keep locking off the per-item path.
///
/// The cell kind stands for how an item is sized: two sections, or two engines sharing a cache, that size
/// the same item in the same cell kind at the same width differently must give it different cell kinds.
///
/// An item identified by an object (``PageItem/init(object:contentVersion:kind:)``) keeps its sizes only
/// while that object lives: the cache holds it weakly, and once it is freed, another object that gets its
/// address, and so its identity, does not get its sizes.
public final class SizeCache: Sendable {
    private struct State {
        var entries: [ItemID: SizeCacheSlot] = [:]  // by identity; each slot by cell kind, then width
        /// The object of each object identity that has sizes, held weakly. Kept apart from `entries`: a weak
        /// reference in every slot would make each copy of a slot a call into the runtime, for every item.
        var objects: [ItemID: IdentifiedObject] = [:]
        var hits = 0
        var misses = 0
        /// How many removals there have been (``invalidate(_:)``, ``clear()``): a measurement that began
        /// under another count is not stored.
        var removals = 0
    }

    /// An object an identity names, held weakly.
    private struct IdentifiedObject {
        weak var object: AnyObject?
    }

    private let state = Protected(State())

    /// An empty cache.
    public init() {}

    /// The cached size of `item` at `width`, counting a hit or a miss.
    public func size(of item: PageItem, width: Double) -> Double? {
        state.withLock { state in
            let size = Self.lookup(item, width, in: state)
            if size == nil { state.misses += 1 } else { state.hits += 1 }
            return size
        }
    }

    /// Stores the size of `item` at `width`, replacing what an older content version stored.
    ///
    /// A size outside ``PageLimits/entrySizes`` (negative, not a number, infinite or too large) is not stored:
    /// the item stays a miss, so the engine measures it and repairs what it measures with an `invalidSize`
    /// diagnostic, rather than handing a host a size its layout cannot take.
    public func store(_ size: Double, for item: PageItem, width: Double) {
        guard PageLimits.entrySizes.contains(size) else { return }
        state.withLock { Self.insert(size, item, width, into: &$0) }
    }

    /// Forgets the sizes of the items with these identities (a forced reload).
    public func invalidate(_ ids: some Sequence<ItemID>) {
        state.withLock { state in
            var removesAny = false
            for id in ids {
                state.entries.removeValue(forKey: id)
                state.objects.removeValue(forKey: id)
                removesAny = true
            }
            if removesAny { state.removals &+= 1 }
        }
    }

    /// Forgets every size and resets the counts.
    public func clear() {
        state.withLock { state in
            let removals = state.removals &+ 1
            state = State()
            state.removals = removals
        }
    }

    /// How many items (identity and cell kind) have a cached size.
    public var count: Int { state.withLock { $0.entries.values.reduce(0) { $0 + $1.kindCount } } }

    /// Hits and misses counted since the cache was made or cleared.
    public var statistics: (hits: Int, misses: Int) { state.withLock { ($0.hits, $0.misses) } }

    /// Sizes for `items` at `width`: each is the cached one or `measure(item)`, stored for next time unless
    /// sizes were removed while it measured; an item `measure` gives no size (`nil`) gets 0 and is not stored,
    /// so it is measured again next time. Locks twice per call, not per item; returns the hits and misses of
    /// this call.
    func sizes(
        of items: [PageItem], width: Double, measure: (PageItem) -> Double?
    ) -> (sizes: [Double], hits: Int, misses: Int) {
        let (cached, removals) = state.withLock { state in
            (items.map { Self.lookup($0, width, in: state) }, state.removals)
        }
        var sizes = [Double]()
        sizes.reserveCapacity(items.count)
        var measured: [(Int, Double)] = []
        var unmeasured = 0
        for (index, item) in items.enumerated() {
            if let size = cached[index] {
                sizes.append(size)
            } else if let size = measure(item) {
                sizes.append(size)
                measured.append((index, size))
            } else {
                sizes.append(0)
                unmeasured += 1
            }
        }
        let hits = items.count - measured.count - unmeasured
        state.withLock { state in
            state.hits += hits
            state.misses += measured.count + unmeasured
            guard state.removals == removals else { return }
            for (index, size) in measured { Self.insert(size, items[index], width, into: &state) }
        }
        return (sizes, hits, measured.count + unmeasured)
    }

    private static func lookup(_ item: PageItem, _ width: Double, in state: State) -> Double? {
        // The sizes of an object identity whose object was freed are another object's.
        if item.id.isObjectIdentity, let recorded = state.objects[item.id], recorded.object == nil { return nil }
        return state.entries[item.id]?.size(kind: item.kind, version: item.contentVersion, width: width)
    }

    private static func insert(_ size: Double, _ item: PageItem, _ width: Double, into state: inout State) {
        if let object = item.identifiedObject, state.objects[item.id]?.object !== object {
            // A new object under this identity: what the identity had was another object's.
            state.entries.removeValue(forKey: item.id)
            state.objects[item.id] = IdentifiedObject(object: object)
        }
        if let index = state.entries.index(forKey: item.id) {
            state.entries.values[index].store(size, kind: item.kind, version: item.contentVersion, width: width)
        } else {
            state.entries[item.id] = SizeCacheSlot(size, kind: item.kind, version: item.contentVersion, width: width)
        }
    }
}
