import PageKit

/// A section of rows under a header of any kind: a section's own header view, not a title.
struct HeaderedSection: PageSection {
    static let itemKinds = ["row", "banner", "search"]
    let rows: [Int]
    let header: PageItem?

    /// Rows `rows` under a header `id` of `kind`, at content version `version`.
    init(rows: [Int], headerKind kind: String, id: String = "header", version: Int = 0) {
        self.rows = rows
        header = PageItem(value: id, id: ItemID(id), contentVersion: version, kind: kind)
    }

    var items: [PageItem] { rows.map { PageItem($0, kind: "row") } }

    func size(of item: PageItem, width: Double) -> Double? { 1 }

    /// A page of one such section, `s0`.
    static func page(rows: [Int] = [1, 2], headerKind kind: String, version: Int = 0) -> PageSnapshot {
        PageSnapshot(
            pageID: "p",
            sections: [
                SectionSnapshot(
                    id: "s0", kind: "headered",
                    section: HeaderedSection(rows: rows, headerKind: kind, version: version))
            ])
    }
}
