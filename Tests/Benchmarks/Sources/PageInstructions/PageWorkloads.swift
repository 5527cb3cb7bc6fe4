import Foundation
import PageKit
import PageTerminal
import PageWorkloads

/// One page-engine workload, repeated: what a host pays for a new snapshot and its diff, for a one-item
/// update, and for a cold build.
enum PageWorkload: String, CaseIterable {
    /// A new snapshot of 5,000 items (1,000 deleted, 1,000 inserted, 200 moved) built, then diffed against the
    /// old one: the public diff benchmark's workload A, in one section.
    case diffA = "diff-a"
    /// The same for 10,000 items fully shuffled.
    case diffShuffled = "diff-shuffled"
    /// An update of a 10,000-item page (100 sections of 100) that changes one item's text, with the terminal
    /// host's frame rendered.
    case update = "page-update"
    /// The same page decoded from JSON, built, sized by the terminal's cells and rendered for the first time.
    case cold = "page-cold"
    /// A paging step of a 10,000-item section that pages, 20 items a page: the viewport scrolled to its end
    /// (a frame), then the next page asked for, diffed, sized, laid out and rendered.
    case paging = "page-paging"

    /// Runs the workload `count` times, after once outside the count.
    func run(_ count: Int) async throws {
        switch self {
        case .diffA: try Self.diff(DiffArrays.workloadA(), count)
        case .diffShuffled: try Self.diff(DiffArrays.shuffled(10_000), count)
        case .update: try await Self.update(count)
        case .cold: try await Self.cold(count)
        case .paging: try await Self.paging(count)
        }
        // The engine frees a replaced page on a background task; let those finish before the process exits,
        // so that every run counts all of them.
        try await Task.sleep(for: .seconds(2))
    }

    /// Builds the new snapshot from its items and diffs it against the old one, `count + 1` times.
    private static func diff(_ arrays: (old: [UUID], new: [UUID]), _ count: Int) throws {
        let old = UUIDSection.snapshot(arrays.old)
        for _ in 0...count {
            let new = UUIDSection.snapshot(arrays.new)
            blackHole(try PageDiff.compute(from: old, to: new))
        }
    }

    private static func update(_ count: Int) async throws {
        let registry = TextPage.registry()
        let page = TerminalPage(cells: TextPage.cells(), columns: 60, rows: 60)
        let original = try await TextPage.build(TextPage.json(), registry: registry)
        let changed = try await TextPage.build(TextPage.json(changing: (42, 7)), registry: registry)
        _ = await page.update(to: original)
        for index in 0...count {
            blackHole(await page.update(to: index.isMultiple(of: 2) ? changed : original))
        }
    }

    private static func paging(_ count: Int) async throws {
        var workload = try await PagingWorkload(items: 10_000, registry: TextPage.registry(), cells: TextPage.cells())
        for _ in 0...count {
            await workload.scrollToEnd()
            guard let report = await workload.step() else { throw PagingWorkload.NoPage() }
            blackHole(report)
        }
        await workload.load.cancel()
    }

    private static func cold(_ count: Int) async throws {
        let registry = TextPage.registry()
        let cells = TextPage.cells()
        let json = TextPage.json()
        for _ in 0...count {
            let page = TerminalPage(cells: cells, columns: 60, rows: 60)
            blackHole(await page.update(to: try await TextPage.build(json, registry: registry)))
        }
    }
}

/// Keeps `value` from being optimized away.
@inline(never) @_optimize(none)
func blackHole(_ value: some Any) {}
