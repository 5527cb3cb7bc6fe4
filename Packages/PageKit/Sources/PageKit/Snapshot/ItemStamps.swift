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

    /// The stamps of `items`, in order; those of the pages `items` shares with `earlierItems`, whose stamps
    /// are `earlier`, are copied from there rather than made again.
    init(_ items: PageItems, reusing earlier: ItemStamps? = nil, of earlierItems: PageItems = PageItems()) {
        // An empty array is made plainly: one made with `unsafeUninitializedCapacity: 0` writes its count into
        // the shared empty-array storage, a data race when two threads do it.
        guard !items.isEmpty else {
            words = []
            hasBoxedIDs = false
            return
        }
        let shared = earlier == nil ? 0 : items.sharedPrefixCount(with: earlierItems)
        var hasBoxedIDs = shared > 0 && earlier?.hasBoxedIDs == true
        // A section's items mostly share one cell kind: its hash is computed once per run of it.
        let firstKind = items[min(shared, items.count - 1)].kind
        var cellKind = (name: firstKind, hash: Self.hash(firstKind))
        words = [UInt64](unsafeUninitializedCapacity: items.count * Self.wordsPerItem) { buffer, count in
            if let earlier, shared > 0 {
                let words = shared * Self.wordsPerItem
                _ = UnsafeMutableBufferPointer(rebasing: buffer[..<words])
                    .initialize(fromContentsOf: earlier.words[..<words])
            }
            var start = 0
            items.forEachPage { page in
                defer { start += page.count }
                guard start + page.count > shared else { return }
                // Items are read in place: copying one would retain its value, identity and cell kind.
                page.withUnsafeBufferPointer { page in
                    for offset in page.indices {
                        let key = page[offset].id.key
                        let base = (start + offset) * Self.wordsPerItem
                        hasBoxedIDs = hasBoxedIDs || key.isBoxed
                        if page[offset].kind != cellKind.name {
                            cellKind = (page[offset].kind, Self.hash(page[offset].kind))
                        }
                        buffer[base] = UInt64(key.kind.rawValue) | cellKind.hash << 8
                        buffer[base + 1] = key.isBoxed ? UInt64(bitPattern: Int64(key.hash)) : key.word0
                        buffer[base + 2] = key.word1
                        buffer[base + 3] = UInt64(bitPattern: Int64(page[offset].contentVersion))
                    }
                }
            }
            count = items.count * Self.wordsPerItem
        }
        self.hasBoxedIDs = hasBoxedIDs
    }

    private static func hash(_ cellKind: String) -> UInt64 {
        UInt64(bitPattern: Int64(cellKind.hashValue))
    }

    /// How many items there are.
    var count: Int { words.count / Self.wordsPerItem }

    /// Whether `other`, of `otherItems`, begins with every item of these stamps, of `items`: the same
    /// identities, cell kinds and content versions in the same order, followed by more items. What a section
    /// that only gained items at its end (a page of a feed) has kept.
    ///
    /// Checks for cancellation every few thousand items and throws ``CancellationError``.
    func isStrictPrefix(
        of other: ItemStamps, items: PageItems, otherItems: PageItems
    ) throws(CancellationError) -> Bool {
        guard words.count < other.words.count, !words.isEmpty,
            try Self.sameWords(words, other.words, count: words.count)
        else { return false }
        guard hasBoxedIDs else { return true }
        return try Self.sameBoxes(items, otherItems, count: items.count)
    }

    /// Whether these stamps, of `items`, and `other`, of `otherItems`, hold the same identities with the
    /// same cell kinds and content versions in the same order.
    ///
    /// Checks for cancellation every few thousand items and throws ``CancellationError``.
    func matches(
        _ other: ItemStamps, items: PageItems, otherItems: PageItems
    ) throws(CancellationError) -> Bool {
        guard words.count == other.words.count, try Self.sameWords(words, other.words, count: words.count) else {
            return false
        }
        guard hasBoxedIDs else { return true }
        return try Self.sameBoxes(items, otherItems, count: items.count)
    }

    /// Whether the first `count` words of `mine` and `theirs` (each holding at least `count`) are equal,
    /// compared as memory.
    private static func sameWords(
        _ mine: [UInt64], _ theirs: [UInt64], count: Int
    ) throws(CancellationError) -> Bool {
        // `nil` when cancelled: the buffer closures rethrow untyped errors.
        let same: Bool? = mine.withUnsafeBytes { mine in
            theirs.withUnsafeBytes { theirs in
                if mine.baseAddress == theirs.baseAddress { return true }
                let bytes = min(count * MemoryLayout<UInt64>.stride, mine.count, theirs.count)
                let chunk = itemsPerCheck * wordsPerItem * MemoryLayout<UInt64>.stride
                for start in stride(from: 0, to: bytes, by: chunk) {
                    if PageDiffer.isCancelled { return nil }
                    let length = min(chunk, bytes - start)
                    guard let left = mine.baseAddress, let right = theirs.baseAddress,
                        memcmp(left + start, right + start, length) == 0
                    else { return false }
                }
                return true
            }
        }
        guard let same else { throw CancellationError() }
        return same
    }

    /// Whether the boxed identities among the first `count` items of `items` equal those of `otherItems` at
    /// the same positions. Called after equal words, which mean equal kinds: both sides box the same
    /// positions. Items in pages both share are the same items, and are not compared.
    private static func sameBoxes(
        _ items: PageItems, _ otherItems: PageItems, count: Int
    ) throws(CancellationError) -> Bool {
        let shared = min(items.sharedPrefixCount(with: otherItems), count)
        for index in shared..<min(count, items.count) where items[index].id.key.isBoxed {
            try PageDiffer.checkCancellation(every: index)
            guard otherItems.indices.contains(index), ItemID.hasEqualBoxes(items[index].id, otherItems[index].id)
            else { return false }
        }
        return true
    }
}
