/// The page as its sections stand at one moment of a ``PageLoad``: what a host shows next, with where every
/// section's load is.
public struct PageLoadStage: Sendable {
    /// What changed since the stage before.
    public enum Change: Sendable, Hashable {
        /// The load started (or restarted): every section that can load shows its placeholder.
        case started
        /// One section's load ended: its data, or its error state, replaced its placeholder.
        case finished(SectionID)
        /// One section is loading again (a retry, a refresh): it shows its placeholder.
        case reloading(SectionID)
        /// A paging section's next page arrived: its items follow the section's own.
        case paged(SectionID)
        /// A paging section's next page failed, timed out or would have taken the page past
        /// ``PageLimits/itemsPerPage``: the section keeps its items, with a diagnostic, and is asked for no
        /// more pages until it is reloaded.
        case pagingFailed(SectionID)
    }

    /// The page to show: its snapshot, and its diagnostics (the configuration's, then those of the sections
    /// that ended without their data).
    public let page: PageBuilder.Page
    /// What changed.
    public let change: Change
    /// Every configured section's load, in configured order.
    public let sections: [SectionLoadReport]

    /// Whether no section is loading: the page is complete, each section with its data or its error state.
    public var isComplete: Bool {
        !sections.contains { $0.state == .loading }
    }

    /// The section whose load took longest, among those that ended; `nil` before any has.
    public var slowest: SectionLoadReport? {
        sections.filter { $0.duration != nil }.max { ($0.duration ?? .zero) < ($1.duration ?? .zero) }
    }
}
