public import JSONParsing

/// One configured section of a page: its id, its kind and the data its kind's factory reads.
public struct SectionConfiguration: Sendable, Hashable {
    /// The section's id, unique within the page (duplicates are renamed when the page is decoded).
    public let id: SectionID
    /// The kind, such as `main.banner`: which registered section type shows it.
    public let kind: String
    /// The section's data, an object (empty when the configuration has none).
    public let data: PageJSON
    /// Where the section is in the configuration, such as `$.sections[2]`, for diagnostics.
    public let path: String
    /// How its data loads: a delay before it starts, and a timeout.
    public let loading: SectionLoading

    /// A configured section.
    public init(
        id: SectionID, kind: String, data: PageJSON = [:], path: String = "", loading: SectionLoading = SectionLoading()
    ) {
        self.id = id
        self.kind = kind
        self.data = data
        self.path = path
        self.loading = loading
    }

    /// The same section loading as `loading` says.
    public func loading(_ loading: SectionLoading) -> SectionConfiguration {
        SectionConfiguration(id: id, kind: kind, data: data, path: path, loading: loading)
    }
}
