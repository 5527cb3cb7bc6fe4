/// The visible window of a page: where it starts and how tall it is, in the host's unit.
public struct Viewport: Sendable, Hashable, CustomStringConvertible {
    /// Where the window starts, from the top of the page; kept within ``PageLimits/offsets`` (NaN as 0).
    public var offset: Double {
        didSet { offset = offset.clampedFinite(to: PageLimits.offsets) }
    }
    /// How tall the window is; kept within ``PageLimits/viewportHeights`` (NaN as 0).
    public var height: Double {
        didSet { height = height.clampedFinite(to: PageLimits.viewportHeights) }
    }
    /// How far each carousel section is scrolled sideways, by section; 0 for one not listed. A layout keeps
    /// each within the carousel's range (``PageLayout/carouselScrollRange(of:)``).
    public var carouselOffsets: [SectionID: Double] = [:]

    /// A window of `height` starting at `offset`, clamped to ``PageLimits/viewportHeights`` and
    /// ``PageLimits/offsets`` (NaN counts as 0).
    public init(offset: Double, height: Double) {
        self.offset = offset.clampedFinite(to: PageLimits.offsets)
        self.height = height.clampedFinite(to: PageLimits.viewportHeights)
    }

    /// The span `offset ..< offset + height`.
    public var span: Range<Double> { offset..<(offset + height) }

    /// How far carousel section `id` is scrolled sideways: its offset kept within `range`, the carousel's
    /// (``PageLayout/carouselScrollRange(of:)``), as a layout shows it; 0 when none is set, NaN as the range's
    /// start.
    public func carouselOffset(of id: SectionID, range: ClosedRange<Double>) -> Double {
        (carouselOffsets[id] ?? 0).clampedFinite(to: range)
    }

    /// `10.0..<30.0`.
    public var description: String { "\(offset)..<\(offset + height)" }
}
