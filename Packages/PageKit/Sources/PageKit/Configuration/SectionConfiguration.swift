public import JSONParsing

/// One configured section of a page: its id, its kind and the data its kind's factory reads.
public struct SectionConfiguration: Sendable, Hashable {
    /// The section's id, unique within the page (duplicates are renamed when the page is decoded).
    public internal(set) var id: SectionID
    /// The kind, such as `main.banner`: which registered section type shows it.
    public let kind: String
    /// The section's data, an object (empty when the configuration has none).
    public let data: PageJSON
    /// Where the section is in the configuration, such as `$.sections[2]`, for diagnostics.
    public let path: String
    /// How its data loads: a delay before it starts, and a timeout.
    public private(set) var loading: SectionLoading
    /// How it places its items: a list, a grid, a carousel; whether its header sticks.
    public let layout: SectionLayout
    /// How it looks around its items.
    public let style: SectionStyle
    /// What its kind may cost in an update (``KindBudget``), as the configuration sets it; `nil` for no budget.
    public let budget: KindBudget?
    /// What the page was opened with (``PageRoute/parameters``), such as the id of the store to show; empty
    /// for a page opened by id alone.
    public private(set) var parameters: [String: String]

    /// A configured section.
    public init(
        id: SectionID, kind: String, data: PageJSON = [:], path: String = "",
        loading: SectionLoading = SectionLoading(),
        layout: SectionLayout = .list, style: SectionStyle = .plain, budget: KindBudget? = nil,
        parameters: [String: String] = [:]
    ) {
        self.id = id
        self.kind = kind
        self.data = data
        self.path = path
        self.loading = loading
        self.layout = layout
        self.style = style
        self.budget = budget
        self.parameters = parameters
    }

    /// A snapshot of `section` as this configured section: its id, kind, layout and style.
    public func snapshot(of section: any PageSection) -> SectionSnapshot {
        SectionSnapshot(id: id, kind: kind, section: section, layout: layout, style: style)
    }

    /// The same section loading as `loading` says.
    public func loading(_ loading: SectionLoading) -> SectionConfiguration {
        var copy = self
        copy.loading = loading
        return copy
    }

    /// The same section of a page opened with `parameters`.
    public func parameters(_ parameters: [String: String]) -> SectionConfiguration {
        var copy = self
        copy.parameters = parameters
        return copy
    }
}
