import PageKit

/// The libFuzzer entry point: two pages drawn from the input, the diff between them, and its replay.
///
/// Replaying `PageDiff.compute(from:to:)`'s batch update on the old outline with
/// `BatchUpdate.applying(to:using:)` gives exactly the new outline; every list is sorted and no section
/// that changed is counted as skipped.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDiff(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var generator = PageGenerator(ByteReader(UnsafeBufferPointer(start: data, count: size)))
    let flags = generator.reader.byte()
    generator.allowsDuplicateSections = flags & 1 != 0
    let old = generator.page()
    let new = flags & 2 != 0 ? generator.page() : generator.edited(old)
    let forced = generator.forcedReloads()
    let changes: PageChangeSet
    do {
        changes = try PageDiff.compute(from: old.snapshot, to: new.snapshot, forceReload: forced)
    } catch {
        fatalError("an uncancelled diff threw \(error)")
    }
    let update = changes.batchUpdate
    let context = "old: \(old)\nnew: \(new)\nforced: \(forced)\nupdate: \(update)"
    let replayed: PageOutline
    do {
        replayed = try update.applying(to: old.snapshot.outline, using: new.snapshot.outline)
    } catch {
        fatalError("the replay failed: \(error)\n\(context)")
    }
    guard replayed == new.snapshot.outline else {
        fatalError("the replay differs from the new page:\n\(replayed)\n\(context)")
    }
    let isSorted =
        update.deletedSections == update.deletedSections.sorted()
        && update.insertedSections == update.insertedSections.sorted()
        && update.reloadedSections == update.reloadedSections.sorted()
        && update.movedSections == update.movedSections.sorted()
        && update.deletedItems == update.deletedItems.sorted()
        && update.insertedItems == update.insertedItems.sorted()
        && update.reloadedItems == update.reloadedItems.sorted()
        && update.reloadedHeaders == update.reloadedHeaders.sorted()
        && update.movedItems == update.movedItems.sorted()
    guard isSorted else { fatalError("a list of the update is not sorted\n\(context)") }
    let unchanged = new.sections.filter { old.sections.contains($0) }.count
    guard changes.skippedSections <= unchanged else {
        fatalError("\(changes.skippedSections) sections skipped, only \(unchanged) unchanged\n\(context)")
    }
    checkReloads(old: old, new: new, forced: forced, changes: changes, context: context)
    return 0
}

/// What the replay cannot see: `reloadedItemIDs` (which the size cache trusts) names every item whose
/// version changed or that was forced, and no item that kept its version is reloaded; identical pages give
/// no change at all. Checked for sections whose ids are unique and items whose ids are unique in both.
private func checkReloads(
    old: FuzzedPage, new: FuzzedPage, forced: Set<ItemID>, changes: PageChangeSet, context: String
) {
    let update = changes.batchUpdate
    let details = "\(context)\nreloadedItemIDs: \(changes.reloadedItemIDs)"
    guard Set(old.sections.map(\.id)).count == old.sections.count,
        Set(new.sections.map(\.id)).count == new.sections.count
    else { return }
    // A repeated section id matches once, its other occurrences are deleted and inserted (SectionMatching).
    if old.sections == new.sections, forced.isEmpty, update != BatchUpdate() || !changes.reloadedItemIDs.isEmpty {
        fatalError("identical pages gave changes\n\(details)")
    }
    for (oldIndex, oldSection) in old.sections.enumerated() {
        guard let newSection = new.sections.first(where: { $0.id == oldSection.id }) else { continue }
        if oldSection.kind != newSection.kind {
            for item in newSection.items where !changes.reloadedItemIDs.contains(ItemID(item.id)) {
                fatalError("\(oldSection.id) changed kind but item \(item.id) is not in reloadedItemIDs\n\(details)")
            }
            continue
        }
        for (itemIndex, item) in oldSection.items.enumerated() {
            let newMatches = newSection.items.filter { $0.id == item.id }
            guard oldSection.items.filter({ $0.id == item.id }).count == 1, newMatches.count == 1 else { continue }
            let changed = newMatches[0].version != item.version || forced.contains(ItemID(item.id))
            if changed, !changes.reloadedItemIDs.contains(ItemID(item.id)) {
                fatalError("item \(item.id) of \(oldSection.id) changed but is not in reloadedItemIDs\n\(details)")
            }
            if !changed, update.reloadedItems.contains(PageIndexPath(section: oldIndex, item: itemIndex)) {
                fatalError("item \(item.id) of \(oldSection.id) kept its version but is reloaded\n\(details)")
            }
        }
    }
}
