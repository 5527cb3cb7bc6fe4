/// Where one section's load is, and how long it took: the part of a page's cost that says which section was
/// slow (``PageLoadStage/slowest``).
public struct SectionLoadReport: Sendable, Hashable {
    /// Where the load is.
    public enum State: Sendable, Hashable {
        /// The section shows its placeholder; its data has not arrived.
        case loading
        /// The section shows its data.
        case loaded
        /// Its factory threw, and the section shows its error state; or its kind is not registered, and it
        /// shows as an empty placeholder.
        case failed
        /// The section shows its error state: its data did not arrive within its timeout.
        case timedOut
    }

    /// The section.
    public let id: SectionID
    /// Its configured kind.
    public let kind: String
    /// Where its load is.
    public let state: State
    /// From the start of its latest load to the end, its delay included; `nil` while it loads.
    public let duration: Duration?
}
