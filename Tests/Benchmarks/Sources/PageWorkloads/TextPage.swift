import Foundation
import PageKit

/// A page of `sections` × `itemsPerSection` text items, as a server would send it, and its section kind: the
/// page benchmarks' and the page instruction counts' workload.
public enum TextPage {
    /// The section kind of the page's sections.
    public static let kind = "bench.texts"

    /// The page configuration as JSON text; 100 sections of 100 items unless told otherwise. The section at
    /// `delayed.section`, if given, waits `delayed.seconds` before it loads.
    public static func json(
        sections: Int = 100, itemsPerSection: Int = 100, changing changed: (section: Int, item: Int)? = nil,
        delaying delayed: (section: Int, seconds: Int)? = nil
    ) -> Data {
        let sectionsJSON = (0..<sections).map { section in
            let items = (0..<itemsPerSection).map { item in
                let text = changed.map { $0 == (section, item) } == true ? "changed" : "item \(section)-\(item)"
                return #"{"id": \#(section * 100_000 + item), "text": "\#(text) of a benchmark page"}"#
            }
            let delay = delayed.map { $0.section == section ? #""delay": \#($0.seconds), "# : "" } ?? ""
            return
                #"{"id": "s\#(section)", "kind": "\#(kind)", \#(delay)"data": {"items": [\#(items.joined(separator: ","))]}}"#
        }
        return Data(#"{"id": "bench", "sections": [\#(sectionsJSON.joined(separator: ","))]}"#.utf8)
    }

    /// The kind of a section of texts that pages, 20 texts a page, as a feed does. Like a feed's, its texts
    /// come from elsewhere (here they are made), not from the configuration, whose data says how many:
    /// `{"count": 10000}`.
    public static let pagedKind = "bench.texts.paged"

    /// A page of one section of `count` texts that pages.
    public static func feedJSON(count: Int) -> Data {
        Data(
            #"{"id": "feed", "sections": [{"id": "feed", "kind": "\#(pagedKind)", "data": {"count": \#(count)}}]}"#.utf8
        )
    }

    /// A registry with the page's section kind, and its paging kind.
    public static func registry() -> SectionRegistry {
        let registry = SectionRegistry()
        try? registry.register(kind: kind) { configuration in
            TextsSection(texts: (configuration.data["items"]?.arrayValue ?? []).compactMap(Text.init))
        }
        try? registry.register(kind: pagedKind) { configuration in
            PagedTextsSection.first(count: configuration.data["count"]?.intValue ?? 0, pageSize: 20)
        }
        return registry
    }

    /// The page of `sections` × `itemsPerSection` texts as a snapshot made directly, every section laid out and
    /// styled as given: for a page larger than a configuration may build (``PageLimits/itemsPerPage``), whose
    /// layout and scrolling are measured.
    public static func snapshot(
        sections: Int, itemsPerSection: Int, layout: SectionLayout = .list, style: SectionStyle = .plain
    ) -> PageSnapshot {
        PageSnapshot(
            pageID: "bench",
            sections: (0..<sections).map { section in
                let texts = (0..<itemsPerSection).map {
                    Text(id: section * 100_000 + $0, text: "item \(section)-\($0) of a benchmark page")
                }
                return SectionSnapshot(
                    id: SectionID("s\(section)"), kind: kind, section: TextsSection(texts: texts), layout: layout,
                    style: style)
            })
    }

    /// Decodes and builds the page: the work a cold start does before sizing.
    public static func build(_ data: Data, registry: SectionRegistry) async throws -> PageSnapshot {
        let configuration = try PageConfiguration.decode(data: data)
        return await PageBuilder(registry: registry).build(configuration).snapshot
    }
}
