import PageKit

/// A section of integer items; sizes come from the `PageSizes` a test builds, not from the section.
struct NumberSection: PageSection {
    static let itemKinds = ["number"]

    let itemIDs: [Int]

    var items: [PageItem] { itemIDs.map { PageItem($0, kind: "number") } }
}
