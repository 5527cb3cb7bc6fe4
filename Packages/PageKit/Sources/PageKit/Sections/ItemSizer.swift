/// How a host measures items in its own unit: self-sizing views, one way per kind.
///
/// The engine asks the host's sizer first and the item's section second (``PageSection/size(of:width:)``);
/// an item neither sizes is shown with size 0 and reported (``PageDiagnostic/Code/unsizedItem``). Sizes are
/// cached by item identity, kind, content version and width, so each is asked once until the item changes.
/// Called off the host's executor, from several threads at once for a large page.
public protocol ItemSizer: Sendable {
    /// The size of `item` for `width`, in the host's unit, or `nil` when the host has no view for its kind.
    func size(of item: PageItem, width: Double) -> Double?
}

/// A host that leaves every size to the sections.
public struct SectionSizing: ItemSizer {
    /// The sizer.
    public init() {}

    /// Always `nil`: the section sizes the item.
    public func size(of item: PageItem, width: Double) -> Double? { nil }
}
