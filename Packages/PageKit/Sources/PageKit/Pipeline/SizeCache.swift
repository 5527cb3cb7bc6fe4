/// Item sizes by item identity, kind, content version and width, in the host's unit.
///
/// A content change misses by itself, because the version is part of the key, and replaces the stale
/// entry; a forced reload removes the item's entry; ``clear()`` removes everything. A size measured before
/// one of those removals is not stored after it: an update that was replaced, still measuring when a
/// reload dropped its items' sizes, cannot put them back. An engine measures again, on its next update, the
/// sections of its page that hold an identity whose sizes were removed since it measured them, by another
/// engine sharing the cache or by the host (``invalidate(_:)``), and the whole page after ``clear()``. Safe
/// from any thread; the engine reads and writes it a section at a time to keep locking off the per-item path.
///
/// The cache keeps the sizes of the ``capacity`` identities used most recently (looked up or stored), and
/// holds at most twice as many: in two generations, sizes go into the newer, and so do those of an identity
/// looked up in the older; when the newer holds `capacity` identities, it becomes the older and what the
/// older held is forgotten. So the sizes in use stay, however many items a feed shows over time. An identity
/// keeps the sizes of its latest content version only, in each cell kind at its first width and up to
/// ``otherWidthLimit`` more.
///
/// The cell kind stands for how an item is sized: two sections, or two engines sharing a cache, that size
/// the same item in the same cell kind at the same width differently must give it different cell kinds.
///
/// An item identified by an object (``PageItem/init(object:contentVersion:kind:)``) keeps its sizes only
/// while that object lives: the cache holds it weakly, and once it is freed, another object that gets its
/// address, and so its identity, does not get its sizes.
public final class SizeCache: Sendable {
    private struct State {
        /// By identity, each slot by cell kind, then width: the newer generation and the older.
        var recent: [ItemID: SizeCacheSlot] = [:]
        var older: [ItemID: SizeCacheSlot] = [:]
        /// The object of each object identity that has sizes, held weakly. Kept apart from the slots: a weak
        /// reference in every slot would make each copy of a slot a call into the runtime, for every item.
        var objects: [ItemID: IdentifiedObject] = [:]
        var hits = 0
        var misses = 0
        /// How many removals there have been (``invalidate(_:)``, ``clear()``): a measurement that began
        /// under another count is not stored.
        var removals = 0
        /// The identities of the latest invalidations, each with its removal's number, oldest first: at most
        /// ``SizeCache/removalLogLimit`` identities in all.
        var removalLog: [(removal: Int, ids: [ItemID])] = []
        var loggedIDs = 0
        /// The last removal whose identities the log does not have: a ``SizeCache/clear()``, or one that
        /// left the log.
        var forgottenThrough = 0
    }

    /// An object an identity names, held weakly.
    private struct IdentifiedObject {
        weak var object: AnyObject?
    }

    private let state = Protected(State())

    /// How many identities, those used most recently, the cache keeps the sizes of; it holds at most twice
    /// as many.
    public let capacity: Int

    /// The most identities of the latest invalidations the cache names to an engine that asks what was
    /// removed since it measured (``invalidate(_:since:)``).
    static let removalLogLimit = 4_096

    /// The most widths an identity keeps sizes at in one cell kind, besides its first: 4. A size at one more
    /// width replaces those of the others (a terminal resized again and again).
    public static let otherWidthLimit = SizeCacheSlot.otherWidthLimit

    /// An empty cache that keeps the sizes of the `capacity` identities used most recently, by default 50,000
    /// (two and a half pages of ``PageLimits/itemsPerPage``); a capacity below 1 counts as 1.
    public init(capacity: Int = 50_000) {
        self.capacity = max(capacity, 1)
    }

    /// The cached size of `item` at `width`, counting a hit or a miss. The width is clamped to
    /// ``PageLimits/widths`` (NaN to the smallest), as the engine's is.
    public func size(of item: PageItem, width: Double) -> Double? {
        let width = width.clampedFinite(to: PageLimits.widths)
        return state.withLock { state in
            let size = lookup(item, width, in: &state)
            if size == nil { state.misses += 1 } else { state.hits += 1 }
            return size
        }
    }

    /// Stores the size of `item` at `width`, replacing what an older content version stored. The width is
    /// clamped to ``PageLimits/widths`` (NaN to the smallest), as the engine's is.
    ///
    /// A size outside ``PageLimits/entrySizes`` (negative, not a number, infinite or too large) is not stored:
    /// the item stays a miss, so the engine measures it and repairs what it measures with an `invalidSize`
    /// diagnostic, rather than handing a host a size its layout cannot take.
    public func store(_ size: Double, for item: PageItem, width: Double) {
        guard PageLimits.entrySizes.contains(size) else { return }
        let width = width.clampedFinite(to: PageLimits.widths)
        state.withLock { insert(size, item, width, into: &$0) }
    }

    /// Forgets the sizes of the items with these identities (a forced reload).
    public func invalidate(_ ids: some Sequence<ItemID>) {
        state.withLock { remove(Array(ids), from: &$0) }
    }

    /// Forgets every size and resets the counts.
    public func clear() {
        state.withLock { state in
            let removals = state.removals &+ 1
            state = State()
            state.removals = removals
            state.forgottenThrough = removals
        }
    }

    /// Forgets the sizes of `ids`, as ``invalidate(_:)`` does, and answers the identities whose sizes were
    /// removed after the removal count was `count` and before this removal (`nil` after a ``clear()``, or
    /// when the cache no longer has a record of them all), with the removal count after it.
    func invalidate(_ ids: Set<ItemID>, since count: Int) -> (removed: Set<ItemID>?, count: Int) {
        state.withLock { state in
            var removed: Set<ItemID>?
            if count >= state.forgottenThrough {
                removed = []
                for entry in state.removalLog.reversed() {
                    guard entry.removal > count else { break }
                    removed?.formUnion(entry.ids)
                }
            }
            remove(Array(ids), from: &state)
            return (removed, state.removals)
        }
    }

    /// Removes the sizes of `ids`, counting one removal and keeping a record of its identities.
    private func remove(_ ids: [ItemID], from state: inout State) {
        guard !ids.isEmpty else { return }
        for id in ids {
            state.recent.removeValue(forKey: id)
            state.older.removeValue(forKey: id)
            state.objects.removeValue(forKey: id)
        }
        state.removals &+= 1
        state.removalLog.append((state.removals, ids))
        state.loggedIDs += ids.count
        while state.loggedIDs > Self.removalLogLimit, !state.removalLog.isEmpty {
            let oldest = state.removalLog.removeFirst()
            state.loggedIDs -= oldest.ids.count
            state.forgottenThrough = oldest.removal
        }
    }

    /// How many items (identity and cell kind) have a cached size.
    public var count: Int {
        state.withLock { state in
            state.recent.values.reduce(0) { $0 + $1.kindCount } + state.older.values.reduce(0) { $0 + $1.kindCount }
        }
    }

    /// Hits and misses counted since the cache was made or cleared.
    public var statistics: (hits: Int, misses: Int) { state.withLock { ($0.hits, $0.misses) } }

    /// How many removals (``invalidate(_:)``, ``clear()``) there have been.
    var removalCount: Int { state.withLock { $0.removals } }

    /// What measuring an item gave: a size to store, or one only to show, for an item to measure again next
    /// time (nobody sizes it, or its size was repaired).
    enum Measurement {
        case cacheable(Double)
        case uncached(Double)
    }

    /// Sizes for `items` at `width`: each is the cached one or `measure(item)`, stored for next time if it is
    /// cacheable, unless sizes were removed while it measured or `isCurrent` answers `false` once it is done
    /// (its update was replaced). Locks twice per call, not per item; returns the hits and misses of this call.
    func sizes(
        of items: [PageItem], width: Double, isCurrent: () -> Bool = { true },
        measure: (PageItem) -> Measurement
    ) -> (sizes: [Double], hits: Int, misses: Int) {
        let (cached, removals) = state.withLock { state in
            (items.map { lookup($0, width, in: &state) }, state.removals)
        }
        var sizes = [Double]()
        sizes.reserveCapacity(items.count)
        var measured: [(Int, Double)] = []
        var misses = 0
        for (index, item) in items.enumerated() {
            if let size = cached[index] {
                sizes.append(size)
                continue
            }
            misses += 1
            switch measure(item) {
            case .cacheable(let size):
                sizes.append(size)
                measured.append((index, size))
            case .uncached(let size):
                sizes.append(size)
            }
        }
        let hits = items.count - misses
        state.withLock { state in
            state.hits += hits
            state.misses += misses
            // Asked under the lock: an update that replaces this one does so before it stores its own sizes.
            guard state.removals == removals, isCurrent() else { return }
            for (index, size) in measured { insert(size, items[index], width, into: &state) }
        }
        return (sizes, hits, misses)
    }

    /// The size of `item` at `width`, if cached; an identity found in the older generation moves to the newer.
    private func lookup(_ item: PageItem, _ width: Double, in state: inout State) -> Double? {
        // The sizes of an object identity whose object was freed are another object's.
        if item.id.isObjectIdentity, let recorded = state.objects[item.id], recorded.object == nil { return nil }
        if let slot = state.recent[item.id] {
            return slot.size(kind: item.kind, version: item.contentVersion, width: width)
        }
        // Most apps never fill the newer generation: then the older is empty, and not hashed into.
        guard !state.older.isEmpty, let slot = state.older.removeValue(forKey: item.id) else { return nil }
        place(slot, for: item.id, in: &state)
        return slot.size(kind: item.kind, version: item.contentVersion, width: width)
    }

    private func insert(_ size: Double, _ item: PageItem, _ width: Double, into state: inout State) {
        if let object = item.identifiedObject, state.objects[item.id]?.object !== object {
            // A new object under this identity: what the identity had was another object's.
            state.recent.removeValue(forKey: item.id)
            state.older.removeValue(forKey: item.id)
            state.objects[item.id] = IdentifiedObject(object: object)
        }
        if let index = state.recent.index(forKey: item.id) {
            state.recent.values[index].store(size, kind: item.kind, version: item.contentVersion, width: width)
        } else if !state.older.isEmpty, var slot = state.older.removeValue(forKey: item.id) {
            slot.store(size, kind: item.kind, version: item.contentVersion, width: width)
            place(slot, for: item.id, in: &state)
        } else {
            let slot = SizeCacheSlot(size, kind: item.kind, version: item.contentVersion, width: width)
            place(slot, for: item.id, in: &state)
        }
    }

    /// Puts `slot` under `id`, which neither generation holds, in the newer generation. When that one holds
    /// `capacity` identities, it first becomes the older: what the older held is forgotten, and so are the
    /// objects of identities no longer held.
    private func place(_ slot: SizeCacheSlot, for id: ItemID, in state: inout State) {
        if state.recent.count >= capacity {
            state.older = state.recent
            state.recent = [:]
            state.objects = state.objects.filter { $0.key == id || state.older[$0.key] != nil }
        }
        state.recent[id] = slot
    }
}
