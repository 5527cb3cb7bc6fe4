/// How a section places its items, set by the server per section:
///
/// ```json
/// "layout": { "type": "grid", "columns": 2, "stickyHeader": true }
/// ```
///
/// A list is one column of items; a grid puts `columns` items side by side in each row, the row as tall as
/// its tallest item; a carousel is one row of items, `columns` of them across the width, that scrolls
/// sideways. A sticky header stays at the top of the viewport while any of its section is on screen.
public struct SectionLayout: Sendable, Hashable {
    /// Where the items go.
    public enum Arrangement: Sendable, Hashable {
        /// One column, each item a row: the default.
        case list
        /// `columns` items in each row.
        case grid(columns: Int)
        /// One row that scrolls sideways, `columns` items across the width.
        case carousel(columns: Int)
    }

    /// Where the items go.
    public let arrangement: Arrangement
    /// Whether the header stays at the top while the section is on screen.
    public let stickyHeader: Bool

    /// A list without a sticky header: what a section without `layout` has.
    public static let list = SectionLayout(.list)

    /// A layout; `columns` are clamped to ``PageLimits/layoutColumns``.
    public init(_ arrangement: Arrangement, stickyHeader: Bool = false) {
        switch arrangement {
        case .list: self.arrangement = .list
        case .grid(let columns): self.arrangement = .grid(columns: columns.clamped(to: PageLimits.layoutColumns))
        case .carousel(let columns):
            self.arrangement = .carousel(columns: columns.clamped(to: PageLimits.layoutColumns))
        }
        self.stickyHeader = stickyHeader
    }

    /// Items side by side in a row of the grid, or across the width of the carousel; 1 for a list.
    public var columns: Int {
        switch arrangement {
        case .list: 1
        case .grid(let columns), .carousel(let columns): columns
        }
    }

    /// How many items each row holds in a section of `itemCount` items: one in a list, `columns` in a grid,
    /// all of them (at least one) in a carousel's one row.
    public func itemsPerRow(itemCount: Int) -> Int {
        switch arrangement {
        case .list: 1
        case .grid(let columns): max(columns, 1)
        case .carousel: max(itemCount, 1)
        }
    }
}

/// How a section looks around its items, set by the server per section, in the host's unit:
///
/// ```json
/// "style": { "insets": 1, "spacing": 1, "background": "#20364f", "separators": true, "cornerRadius": 4 }
/// ```
///
/// The layout honours insets and spacing; a host draws the background, separators (in the spacing between
/// rows) and rounded corners as its views can.
public struct SectionStyle: Sendable, Hashable {
    /// Space around the section's items, on every side; the header spans the full width above it.
    public let insets: Double
    /// Space between rows, and between the items of a row.
    public let spacing: Double
    /// The section's background colour, `#RRGGBB`; `nil` for none.
    public let background: String?
    /// Whether a line separates the rows.
    public let separators: Bool
    /// The radius of the section's corners.
    public let cornerRadius: Double

    /// No insets, spacing, background, separators or rounding: what a section without `style` has.
    public static let plain = SectionStyle()

    /// A style; each number is clamped to its limits (``PageLimits/styleLengths``), NaN to 0.
    public init(
        insets: Double = 0, spacing: Double = 0, background: String? = nil, separators: Bool = false,
        cornerRadius: Double = 0
    ) {
        self.insets = insets.clampedFinite(to: PageLimits.styleLengths)
        self.spacing = spacing.clampedFinite(to: PageLimits.styleLengths)
        self.background = background
        self.separators = separators
        self.cornerRadius = cornerRadius.clampedFinite(to: PageLimits.styleLengths)
    }
}
