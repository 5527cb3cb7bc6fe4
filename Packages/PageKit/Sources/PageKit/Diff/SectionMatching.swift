/// Which sections of two snapshots are the same section, and which of those kept their items: worked out
/// once per update and shared by the diff and the sizer.
///
/// Sections match by ``SectionID``; a repeated id in either snapshot matches once, and its other
/// occurrences are inserts or deletes. A matched section kept its items when it is shown the same way (kind,
/// layout and style) and holds the same item ids with the same content versions, in the same order (compared as compact stamps,
/// see ``ItemStamps``). A matched section of the same kind that only gained items at its end (its old items,
/// unchanged and in order, then new ones) kept those as a prefix: they keep their sizes, and the diff inserts
/// the new ones without going through the old.
struct SectionMatching: Sendable {
    /// For each old section, the position of its match among the new sections, or -1.
    let oldToNew: [Int]
    /// For each new section, the position of its match among the old sections, or -1.
    let newToOld: [Int]
    /// For each new section, whether it kept its items.
    let keptItems: [Bool]
    /// For each new section, how many items it kept in place as a prefix when it only gained items at its
    /// end; 0 otherwise.
    let keptPrefix: [Int]
    /// For each new section, whether it kept its header (the same identity, kind and content version, or
    /// none before and after).
    let keptHeaders: [Bool]
    /// How many items the new sections that did not keep theirs hold (inserted sections and sections whose
    /// kind changed included), less the prefixes kept: what a diff goes through item by item, at most.
    let unkeptItemCount: Int
    /// Time spent comparing matched sections' items, per section kind: part of an update's diff time.
    let timeByKind: [String: Duration]

    /// Matches the sections of `old` and `new`.
    ///
    /// Checks for cancellation every few thousand sections or items and throws ``CancellationError``.
    init(from old: PageSnapshot, to new: PageSnapshot) throws(CancellationError) {
        var oldToNew = [Int](repeating: -1, count: old.sections.count)
        var newToOld = [Int](repeating: -1, count: new.sections.count)
        var keptItems = [Bool](repeating: false, count: new.sections.count)
        var keptPrefix = [Int](repeating: 0, count: new.sections.count)
        var keptHeaders = [Bool](repeating: false, count: new.sections.count)
        var unkeptItemCount = 0
        var timeByKind: [String: Duration] = [:]
        let clock = ContinuousClock()
        for (newIndex, section) in new.sections.enumerated() {
            try PageDiffer.checkCancellation(every: newIndex)
            if let oldIndex = old.sectionIndex(of: section.id), oldToNew[oldIndex] < 0 {
                oldToNew[oldIndex] = newIndex
                newToOld[newIndex] = oldIndex
                let oldSection = old.sections[oldIndex]
                keptHeaders[newIndex] = !section.hasDifferentHeader(from: oldSection)
                if oldSection.isPresented(like: section) {
                    let start = clock.now
                    keptItems[newIndex] = try oldSection.hasSameItems(as: section)
                    if !keptItems[newIndex], try oldSection.isStrictPrefix(of: section) {
                        keptPrefix[newIndex] = oldSection.items.count
                    }
                    timeByKind[section.kind, default: .zero] += clock.now - start
                }
            }
            if !keptItems[newIndex] { unkeptItemCount += section.items.count - keptPrefix[newIndex] }
        }
        self.oldToNew = oldToNew
        self.newToOld = newToOld
        self.keptItems = keptItems
        self.keptPrefix = keptPrefix
        self.keptHeaders = keptHeaders
        self.unkeptItemCount = unkeptItemCount
        self.timeByKind = timeByKind
    }
}
