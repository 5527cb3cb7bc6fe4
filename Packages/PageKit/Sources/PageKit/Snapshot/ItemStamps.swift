import Foundation

/// The identities, cell kinds and content versions of a section's items, four words per item in one
/// contiguous buffer, so that "nothing changed" is decided by comparing memory: a third of the bytes of the
/// items themselves, with no reference counting. An update that changes a few items of a large page checks
/// every other section this way, on data that is usually no longer in the processor's caches.
///
/// An item's words are its identity's kind with its cell kind's hash, the identity's two inline words (for a
/// string or other boxed identity: its hash, then 0) and its content version. Equal words mean equal
/// identities and versions, except for boxed identities, whose values are then compared as well. Cell
/// kinds are compared by hash, as contents are by their version.
struct ItemStamps: Sendable {
    private static let wordsPerItem = 4
    /// Items compared between two checks for cancellation.
    private static let itemsPerCheck = 4_096

    private let words: [UInt64]
    /// Whether some identity is boxed, so equal words still need its value compared.
    private let hasBoxedIDs: Bool

    /// The stamps of `items`, in order.
    init(_ items: [PageItem]) {
        var hasBoxedIDs = false
        // An empty array is made plainly: one made with `unsafeUninitializedCapacity: 0` writes its count into
        // the shared empty-array storage, a data race when two threads do it.
        guard !items.isEmpty else {
            words = []
            self.hasBoxedIDs = false
            return
        }
        // A section's items mostly share one cell kind: its hash is computed once per run of it.
        var cellKind = (name: items[0].kind, hash: Self.hash(items[0].kind))
        words = [UInt64](unsafeUninitializedCapacity: items.count * Self.wordsPerItem) { buffer, count in
            // Items are read in place: copying one would retain its value, identity and cell kind.
            items.withUnsafeBufferPointer { items in
                for index in items.indices {
                    let key = items[index].id.key
                    let base = index * Self.wordsPerItem
                    hasBoxedIDs = hasBoxedIDs || key.isBoxed
                    if items[index].kind != cellKind.name {
                        cellKind = (items[index].kind, Self.hash(items[index].kind))
                    }
                    buffer[base] = UInt64(key.kind.rawValue) | cellKind.hash << 8
                    buffer[base + 1] = key.isBoxed ? UInt64(bitPattern: Int64(key.hash)) : key.word0
                    buffer[base + 2] = key.word1
                    buffer[base + 3] = UInt64(bitPattern: Int64(items[index].contentVersion))
                }
            }
            count = items.count * Self.wordsPerItem
        }
        self.hasBoxedIDs = hasBoxedIDs
    }

    private static func hash(_ cellKind: String) -> UInt64 {
        UInt64(bitPattern: Int64(cellKind.hashValue))
    }

    /// Whether these stamps, of `items`, and `other`, of `otherItems`, hold the same identities with the
    /// same cell kinds and content versions in the same order.
    ///
    /// Checks for cancellation every few thousand items and throws ``CancellationError``.
    func matches(
        _ other: ItemStamps, items: [PageItem], otherItems: [PageItem]
    ) throws(CancellationError) -> Bool {
        guard words.count == other.words.count else { return false }
        // `nil` when cancelled: the buffer closures rethrow untyped errors.
        let sameWords: Bool? = words.withUnsafeBytes { mine in
            other.words.withUnsafeBytes { theirs in
                if mine.baseAddress == theirs.baseAddress { return true }
                let chunk = Self.itemsPerCheck * Self.wordsPerItem * MemoryLayout<UInt64>.stride
                for start in stride(from: 0, to: mine.count, by: chunk) {
                    if Task.isCancelled { return nil }
                    let length = min(chunk, mine.count - start)
                    guard let left = mine.baseAddress, let right = theirs.baseAddress,
                        memcmp(left + start, right + start, length) == 0
                    else { return false }
                }
                return true
            }
        }
        guard let equalWords = sameWords else { throw CancellationError() }
        guard equalWords, hasBoxedIDs else { return equalWords }
        // Equal words mean equal kinds, so both sides box the same positions.
        for (index, item) in items.enumerated() where item.id.key.isBoxed {
            try PageDiffer.checkCancellation(every: index)
            guard otherItems.indices.contains(index), ItemID.hasEqualBoxes(item.id, otherItems[index].id) else {
                return false
            }
        }
        return true
    }
}
