import Foundation
import PageKit

/// A section whose items are UUIDs, each of size 1: the diff benchmarks' and the diff instruction counts'.
public struct UUIDSection: PageSection {
    /// The kind of every item.
    public static let itemKinds = ["uuid"]

    /// The items, in order.
    public let uuids: [UUID]

    /// A section of `uuids`.
    public init(uuids: [UUID]) {
        self.uuids = uuids
    }

    /// One item per UUID, identified by it.
    public var items: [PageItem] { uuids.map { PageItem($0, kind: "uuid") } }
    /// 1, whatever the width.
    public func size(of item: PageItem, width: Double) -> Double? { 1 }

    /// `uuids` as the items of `sections` equal sections of one page, in order.
    public static func snapshot(_ uuids: [UUID], sections: Int = 1) -> PageSnapshot {
        let perSection = (uuids.count + sections - 1) / max(sections, 1)
        let parts = stride(from: 0, to: uuids.count, by: max(perSection, 1)).map {
            Array(uuids[$0..<min($0 + perSection, uuids.count)])
        }
        return PageSnapshot(
            pageID: "diff",
            sections: (0..<sections).map { index in
                let items = index < parts.count ? parts[index] : []
                return SectionSnapshot(
                    id: SectionID("s\(index)"), kind: "uuid", section: UUIDSection(uuids: items))
            })
    }
}
