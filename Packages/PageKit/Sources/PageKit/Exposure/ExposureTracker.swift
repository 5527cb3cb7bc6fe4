/// Tracks which items of a page are exposed (seen), keyed by data, from one viewport state to the next.
///
/// Call ``update(layout:viewport:at:cause:)`` when the page scrolls, reloads or appears, and
/// ``disappear(at:)`` when it leaves the screen; each call answers which items appeared and which
/// disappeared since the last one. Items are matched by section id and item identity, so an item that
/// stays visible through a reload is not reported again, even if it moved inside its section or its
/// section moved. An item counts as visible only when at least ``minimumVisibleFraction`` of its size is
/// in the viewport and not under a sticky header held at its top, and is reported only once it has been
/// visible for ``minimumVisibleDuration``.
///
/// The viewport is taken to stay as it was between two calls. So an item is reported when a call finds
/// it has been visible long enough: while it is still visible, or as it leaves (it is then reported as
/// both appeared and disappeared by that call). One that leaves earlier is never reported at all.
///
/// A value you mutate; it keeps only the visible items, so an update costs O(log n + k log s) for k visible
/// items of a page of n entries in s sections: the size of the page counts only through its logarithm.
///
/// ```swift
/// var tracker = ExposureTracker(minimumVisibleFraction: 0.5, minimumVisibleDuration: .milliseconds(500))
/// let events = tracker.update(layout: layout, viewport: viewport, at: .now, cause: .scroll)
/// ```
public struct ExposureTracker: Sendable {
    /// How long an item has been visible and whether its appearance was reported.
    private struct VisibleItem: Sendable {
        let visibleSince: ContinuousClock.Instant
        var isReported: Bool
    }

    /// The share of an item's size that must be in the viewport for it to count as visible, from 0 to 1;
    /// 0 means any part. An item with no part in it (a share of 0) is never visible.
    public let minimumVisibleFraction: Double
    /// How long an item must stay visible before it is reported as appeared.
    public let minimumVisibleDuration: Duration
    /// Whether the page is on screen: false after ``disappear(at:)`` until an ``ExposureCause/appear``.
    public private(set) var isPageVisible = true
    /// The visible items, in the order of the last layout.
    private var visibleOrder: [ExposedItem] = []
    /// The visible items' state; the same keys as ``visibleOrder``.
    private var visibleItems: [ExposedItem: VisibleItem] = [:]
    /// The work done by the last call (offsets probed, entries and items looked at), for tests.
    private(set) var lastCallWork = 0

    /// A tracker with thresholds; a fraction outside 0 ... 1 is clamped, a negative duration counts as 0.
    public init(minimumVisibleFraction: Double = 0, minimumVisibleDuration: Duration = .zero) {
        self.minimumVisibleFraction = minimumVisibleFraction.isNaN ? 0 : min(max(minimumVisibleFraction, 0), 1)
        self.minimumVisibleDuration = max(minimumVisibleDuration, .zero)
    }

    /// The items reported as appeared and not yet as disappeared, in the order of the last layout.
    public var exposedItems: [ExposedItem] {
        visibleOrder.filter { visibleItems[$0]?.isReported == true }
    }

    /// Checks `viewport` over `layout` at `time`: the items that became visible (for long enough) and
    /// those that stopped being visible since the last call.
    ///
    /// After ``disappear(at:)``, calls are ignored (no events) until one whose cause is `.appear`.
    public mutating func update(
        layout: PageLayout, viewport: Viewport, at time: ContinuousClock.Instant, cause: ExposureCause
    ) -> ExposureEvents {
        guard begin(cause) else { return .none }
        var work = 0
        let entries = layout.visibleEntries(in: viewport, steps: &work)
        var visible: [(ExposedItem, Double)] = []
        visible.reserveCapacity(entries.count)
        // A sticky header held at the top, which comes first, is drawn over what lies under it.
        var coveredTo = -Double.infinity
        for entry in entries {
            if entry.isPinned { coveredTo = entry.visibleFrame.upperBound }
            if let item = entry.itemID {
                let fraction = entry.visibleFraction(below: coveredTo)
                visible.append((ExposedItem(sectionID: entry.sectionID, itemID: item), fraction))
            }
        }
        return track(visible, at: time, work: work + entries.count)
    }

    /// Checks the items a host reports visible at `time`, each with the share of it on screen (from its own
    /// layout, in its own unit), in the order it shows them: the items that became visible (for long
    /// enough) and those that stopped being visible since the last call. What a UI host calls from its
    /// scroll callback, where it knows its visible cells; the same thresholds and rules apply as to
    /// ``update(layout:viewport:at:cause:)``.
    ///
    /// A fraction outside 0 ... 1 is clamped; NaN counts as 0.
    public mutating func update(
        visible items: [(item: ExposedItem, visibleFraction: Double)], at time: ContinuousClock.Instant,
        cause: ExposureCause
    ) -> ExposureEvents {
        guard begin(cause) else { return .none }
        let visible = items.map { ($0.item, $0.visibleFraction.isNaN ? 0 : min(max($0.visibleFraction, 0), 1)) }
        return track(visible, at: time, work: 0)
    }

    /// The page shows again, after ``disappear(at:)``: the calls that follow count, whatever their cause,
    /// and nothing is tracked until the next one. For a host that reports what it shows itself, which may not
    /// give `.appear` as its first cause.
    public mutating func appear() {
        isPageVisible = true
    }

    /// Starts a call: an `.appear` shows the page again; `false` while the page is not visible.
    private mutating func begin(_ cause: ExposureCause) -> Bool {
        if cause == .appear {
            isPageVisible = true
        }
        if !isPageVisible { lastCallWork = 0 }
        return isPageVisible
    }

    /// The events of the visible items `visible`, in order, each with its visible fraction.
    private mutating func track(
        _ visible: [(ExposedItem, Double)], at time: ContinuousClock.Instant, work: Int
    ) -> ExposureEvents {
        var work = work
        var current: [ExposedItem] = []
        var currentSet: Set<ExposedItem> = []
        for (item, fraction) in visible where fraction > 0 && fraction >= minimumVisibleFraction {
            if currentSet.insert(item).inserted {
                current.append(item)
            }
        }

        var events = leave(keeping: currentSet, at: time, work: &work)
        let leavers = events.appeared
        events.appeared = []
        for item in current {
            work += 1
            var state = visibleItems[item] ?? VisibleItem(visibleSince: time, isReported: false)
            if !state.isReported, state.visibleSince.duration(to: time) >= minimumVisibleDuration {
                state.isReported = true
                events.appeared.append(item)
            }
            visibleItems[item] = state
        }
        if !leavers.isEmpty { events.appeared = inLayoutOrder(leavers, events.appeared) }
        visibleOrder = current
        lastCallWork = work
        return events
    }

    /// `leavers`, of the last layout, and `others`, of the new one, in layout order: those of the last layout as
    /// it laid them out, then those new in this one.
    private func inLayoutOrder(_ leavers: [ExposedItem], _ others: [ExposedItem]) -> [ExposedItem] {
        let position = Dictionary(visibleOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let all = leavers + others
        return all.indices.sorted {
            (position[all[$0]] ?? visibleOrder.count + $0) < (position[all[$1]] ?? visibleOrder.count + $1)
        }
        .map { all[$0] }
    }

    /// The page leaves the screen: every exposed item disappears. The next `.appear` update starts afresh.
    public mutating func disappear(at time: ContinuousClock.Instant) -> ExposureEvents {
        let events = forgetVisibleItems(at: time)
        isPageVisible = false
        return events
    }

    /// Another page takes this one's place on the screen: every exposed item disappears, and the next update
    /// reports the visible items as new, even those of the same section and identity. Whether the page is on
    /// screen does not change.
    public mutating func replacePage(at time: ContinuousClock.Instant) -> ExposureEvents {
        forgetVisibleItems(at: time)
    }

    private mutating func forgetVisibleItems(at time: ContinuousClock.Instant) -> ExposureEvents {
        var work = 0
        let events = leave(keeping: [], at: time, work: &work)
        visibleOrder = []
        lastCallWork = work
        return events
    }

    /// Forgets the visible items not in `kept`, answering those reported as disappeared; one that had
    /// just reached the minimum duration by `time` is reported as appeared too.
    private mutating func leave(
        keeping kept: Set<ExposedItem>, at time: ContinuousClock.Instant, work: inout Int
    )
        -> ExposureEvents
    {
        var events = ExposureEvents()
        for item in visibleOrder where !kept.contains(item) {
            work += 1
            guard let state = visibleItems.removeValue(forKey: item) else { continue }
            if !state.isReported, state.visibleSince.duration(to: time) >= minimumVisibleDuration {
                events.appeared.append(item)
                events.disappeared.append(item)
            } else if state.isReported {
                events.disappeared.append(item)
            }
        }
        return events
    }
}
