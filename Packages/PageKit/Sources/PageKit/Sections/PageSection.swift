/// A section of a page: one server-configured component, built by its kind's factory from the section's
/// data.
///
/// A section answers, for its data: its items, its header (a supplementary item), the kinds of both,
/// declared up front so that a host registers a view for each before it shows any, the size of an item when
/// the host leaves that to the section, and what happens when an item raises an event such as a selection
/// (it is the first responder after the item). It draws nothing: a host draws each kind (the terminal
/// binding, `PageTerminal`, with a cell per kind; a collection view with a cell class per kind).
///
/// ```swift
/// struct NearbySection: PageSection {
///     static let itemKinds = ["store.row"]
///     let items: [PageItem]
///     func size(of item: PageItem, width: Double) -> Double? { nil }   // the host's cells size themselves
/// }
/// ```
public protocol PageSection: PageResponder {
    /// Every kind this section's items and header may have. An item of a kind not listed is shown with
    /// size 0 and reported (``PageDiagnostic/Code/undeclaredKind``).
    static var itemKinds: [String] { get }

    /// The items, in order. Read once per snapshot.
    var items: [PageItem] { get }

    /// The header, a supplementary item sized and cached like an item; `nil` for none.
    var header: PageItem? { get }

    /// The size of `item` (one of ``items`` or the ``header``) for `width`, in the host's unit, or `nil` to
    /// leave it to the host. Asked only when the host's ``ItemSizer`` has no size for the item's kind; called
    /// off the host's executor, and cached by the engine.
    func size(of item: PageItem, width: Double) -> Double?
}

extension PageSection {
    /// No header.
    public var header: PageItem? { nil }

    /// The host sizes every item.
    public func size(of item: PageItem, width: Double) -> Double? { nil }

    /// Ignores events, passing them up the chain.
    public func respond(to event: inout PageEvent) async -> PageEventDisposition { .pass }
}
