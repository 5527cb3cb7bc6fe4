/// An index of the old items of one section by the hash of their ids: for each hash, the first old offset
/// not matched yet; the other offsets with that hash follow in a chain.
///
/// An open-addressing table over `Int` hashes, so that probing never copies or compares an ``ItemID``
/// (which a `Dictionary<ItemID, Int>` does at every probe); ids are compared only to confirm a match. A
/// slot keeps its hash next to its head, so a probe touches one cache line. The arrays are kept from
/// section to section, so a diff allocates them once.
struct ItemOccurrenceIndex {
    private struct Slot {
        /// The first unmatched offset with `hash`, -1 when all are matched, or `Slot.empty`.
        var head: Int
        var hash: Int

        static let empty = -2
    }

    private var slots: [Slot] = []
    private var mask = 0
    /// For each old offset, the next offset with the same hash, or -1.
    private(set) var nextWithSameHash: [Int] = []

    /// Empties the index and sizes it for `count` old items.
    mutating func reset(count: Int) {
        var slotCount = 8
        while slotCount < count * 2 { slotCount *= 2 }
        mask = slotCount - 1
        slots.removeAll(keepingCapacity: true)
        slots.append(contentsOf: repeatElement(Slot(head: Slot.empty, hash: 0), count: slotCount))
        nextWithSameHash.removeAll(keepingCapacity: true)
        nextWithSameHash.append(contentsOf: repeatElement(-1, count: count))
    }

    /// Makes `offset` the first occurrence of `hash`, ahead of those added before (add in reverse order).
    mutating func push(_ offset: Int, hash: Int) {
        let slot = self.slot(for: hash)
        if slots[slot].head == Slot.empty {
            slots[slot].hash = hash
        } else {
            nextWithSameHash[offset] = slots[slot].head
        }
        slots[slot].head = offset
    }

    /// The slot of `hash`: the one holding it, or the empty one where it would go.
    func slot(for hash: Int) -> Int {
        var slot = hash & mask
        while slots[slot].head != Slot.empty && slots[slot].hash != hash {
            slot = (slot + 1) & mask
        }
        return slot
    }

    /// The first unmatched offset in `slot`, or a negative number when there is none.
    func head(of slot: Int) -> Int {
        slots[slot].head
    }

    /// Sets the first unmatched offset of `slot` after its head matched.
    mutating func setHead(of slot: Int, to offset: Int) {
        slots[slot].head = offset
    }
}
