import Foundation
import PageKit
import TestSupport

/// Why a `rows` section of the load fixtures fails: its data asks it to, or has no count; or why a page of
/// `PagedRows` fails.
struct LoadFailure: Error, CustomStringConvertible {
    var description = "the rows could not be loaded"
}

/// A registry for loading tests:
/// - `rows`: `count` rows titled by the section id; it fails its first `failures` loads (counted per section
///   id in `attempts`);
/// - `stuck`: waits `seconds` (default 3) without heeding cancellation, as a factory blocked on a slow call
///   would, then records `"stuck answered"` in `attempts` and answers one row. Its waits outlive a test run,
///   which does not wait for them.
func loadRegistry(attempts: CallCounter = CallCounter()) throws -> SectionRegistry {
    let registry = SectionRegistry()
    try registry.register(kind: "rows") { configuration in
        let id = configuration.id.rawValue
        attempts.record(id)
        let failures = configuration.data["failures"]?.intValue ?? 0
        guard attempts.count(id) > failures, let count = configuration.data["count"]?.intValue else {
            throw LoadFailure()
        }
        return RowsSection(
            title: id, rows: (0..<count).map { Row(id: $0, text: "\(id) \($0)") }, counter: CallCounter())
    }
    try registry.register(kind: "stuck") { configuration in
        let seconds = configuration.data["seconds"]?.doubleValue ?? 3
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { continuation.resume() }
        }
        attempts.record("stuck answered")
        return RowsSection(title: "stuck", rows: [Row(id: 0, text: "late")], counter: CallCounter())
    }
    return registry
}

/// A section of `kind` with `data`, loading after `delay` seconds within `timeout`. The default timeout is far
/// longer than any section of these fixtures takes: a test that is not about timeouts does not meet one when
/// a sanitizer and the other suites slow the run, and a test that is passes its own.
func loadSection(
    _ id: String, kind: String = "rows", data: PageJSON = ["count": 2], delay: Double = 0, timeout: Double = 60
) -> SectionConfiguration {
    SectionConfiguration(
        id: SectionID(id), kind: kind, data: data, loading: SectionLoading(delay: delay, timeout: timeout))
}

extension PageLoadStage {
    /// Each section's state, in configured order.
    var states: [SectionLoadReport.State] { sections.map(\.state) }
}

extension PageLoad {
    /// The stages until the page is complete, the complete one included.
    func stagesUntilComplete() async -> [PageLoadStage] {
        var seen: [PageLoadStage] = []
        for await stage in stages() {
            seen.append(stage)
            if stage.isComplete { break }
        }
        return seen
    }
}

/// A paging section of one-line rows, `pageSize` a page, `pages` pages in all; asking for page `failing`
/// throws `failure`. Each page waits `pause` before it answers, and counts itself in `requests`.
struct PagedRows: PagingSection {
    static let itemKinds = ["row"]

    let pagedItems: PageItems
    let page: Int
    let pages: Int
    let pageSize: Int
    var failing: Int? = nil
    var failure = LoadFailure()
    var pause: Duration = .zero
    let requests: CallCounter

    var hasNextPage: Bool { page < pages }

    func size(of item: PageItem, width: Double) -> Double? { 1 }

    func nextPage() async throws -> PagedRows {
        requests.record("page \(page + 1)")
        if pause > .zero { try await Task.sleep(for: pause) }
        guard page + 1 != failing else { throw failure }
        let start = pagedItems.count
        return PagedRows(
            pagedItems: pagedItems.appending(Self.rows(start..<start + pageSize)), page: page + 1, pages: pages,
            pageSize: pageSize, failing: failing, failure: failure, pause: pause, requests: requests)
    }

    /// The items of rows `ids`.
    static func rows(_ ids: Range<Int>) -> [PageItem] {
        ids.map { PageItem(Row(id: $0, text: "row \($0)"), id: \.id, kind: "row") }
    }

    /// The first page.
    static func first(
        pageSize: Int, pages: Int, failing: Int? = nil, failure: LoadFailure = LoadFailure(),
        pause: Duration = .zero, requests: CallCounter
    ) -> PagedRows {
        PagedRows(
            pagedItems: PageItems(rows(0..<pageSize)), page: 1, pages: pages, pageSize: pageSize, failing: failing,
            failure: failure, pause: pause, requests: requests)
    }
}
