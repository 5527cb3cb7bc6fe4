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
    return 0
}
