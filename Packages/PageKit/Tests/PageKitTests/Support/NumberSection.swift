import PageKit

/// A section of integer items; heights come from the `PageSizes` a test builds, not from the section.
struct NumberSection: PageSection {
    let itemIDs: [Int]

    var items: [PageItem] { itemIDs.map { PageItem($0, kind: "number") } }

    func height(of item: PageItem, width: Int) -> Int { 1 }

    func makeCell(kind: String) -> any PageCell { TextCell { _, _ in [] } }
}
