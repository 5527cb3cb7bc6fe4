import TestSupport
import Testing

@testable import PageKit

/// One section of a test page: its id, header size and `(item id, size)` pairs.
private struct LayoutFixtureSpec {
    var id: SectionID
    var header: Double
    var items: [(id: Int, size: Double)]
}

/// A layout of `specs` at width 40.
private func makeLayout(_ specs: [LayoutFixtureSpec]) -> PageLayout {
    let sections = specs.map {
        SectionSnapshot(id: $0.id, kind: "numbers", section: NumberSection(itemIDs: $0.items.map(\.id)))
    }
    let sizes = PageSizes(
        width: 40, headerSizes: specs.map(\.header), itemSizes: specs.map { $0.items.map(\.size) })
    return PageLayout(snapshot: PageSnapshot(pageID: "layout", sections: sections), sizes: sizes)
}

/// A: header 2, items 1 (size 3) and 2 (size 1); B: no header, item 3 (size 2); C: header 1, no items.
private let samplePage = makeLayout([
    LayoutFixtureSpec(id: "A", header: 2, items: [(1, 3), (2, 1)]),
    LayoutFixtureSpec(id: "B", header: 0, items: [(3, 2)]),
    LayoutFixtureSpec(id: "C", header: 1, items: []),
])

/// `(section, item or nil for a header, visible span)` of each entry, for compact expectations; whole numbers
/// are written without a fraction.
private func summary(_ entries: [LayoutEntry]) -> [String] {
    func text(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value))" : "\(value)"
    }
    return entries.map { entry in
        let name = entry.itemID.map { "\(entry.sectionID)/\($0)" } ?? "\(entry.sectionID)/header"
        return "\(name) \(text(entry.visibleFrame.lowerBound))..<\(text(entry.visibleFrame.upperBound))"
    }
}

@Suite("PageLayout")
struct LayoutTests {
    @Test func offsetsAndFramesFollowPrefixSums() {
        #expect(samplePage.totalHeight == 9)
        #expect(samplePage.width == 40)
        #expect(samplePage.headerFrame(of: "A") == 0..<2)
        #expect(samplePage.frame(of: ItemID(1), in: "A") == 2..<5)
        #expect(samplePage.frame(of: ItemID(2), in: "A") == 5..<6)
        #expect(samplePage.frame(of: ItemID(3), in: "B") == 6..<8)
        #expect(samplePage.headerFrame(of: "C") == 8..<9)
        #expect(samplePage.frame(of: ItemID(3), in: "A") == nil)
        #expect(samplePage.frame(of: ItemID(99), in: "A") == nil)
        #expect(samplePage.frame(of: ItemID(1), in: "missing") == nil)
        #expect(samplePage.headerFrame(of: "missing") == nil)
    }

    @Test func zeroSizeHeaderTakesNoSpaceAndIsNeverVisible() {
        #expect(samplePage.headerFrame(of: "B") == nil)
        let entries = samplePage.visibleEntries(in: Viewport(offset: 5, height: 3))
        #expect(summary(entries) == ["A/2 5..<6", "B/3 6..<8"])
    }

    @Test func visibleEntriesAtTheTop() throws {
        let entries = samplePage.visibleEntries(in: Viewport(offset: 0, height: 3))
        #expect(summary(entries) == ["A/header 0..<2", "A/1 2..<3"])
        let header = try #require(entries.first)
        #expect(header.kind == .header && header.itemIndex == nil && header.sectionIndex == 0)
        #expect(header.frame == 0..<2 && header.visibleFraction == 1)
        let item = try #require(entries.last)
        #expect(item.kind == .item(ItemID(1)) && item.itemIndex == 0 && item.frame == 2..<5)
        #expect(item.visibleFraction == 1.0 / 3.0)
    }

    @Test func visibleEntriesInTheMiddle() throws {
        let entries = samplePage.visibleEntries(in: Viewport(offset: 3, height: 4))
        #expect(summary(entries) == ["A/1 3..<5", "A/2 5..<6", "B/3 6..<7"])
        let last = try #require(entries.last)
        #expect(last.sectionIndex == 1 && last.itemIndex == 0 && last.visibleFraction == 0.5)
        #expect(entries.first?.visibleFraction == 2.0 / 3.0)
    }

    @Test func visibleEntriesAtTheBottomAndBeyondTheEnd() {
        #expect(
            summary(samplePage.visibleEntries(in: Viewport(offset: 7, height: 10))) == ["B/3 7..<8", "C/header 8..<9"])
        #expect(summary(samplePage.visibleEntries(in: Viewport(offset: 8, height: 1))) == ["C/header 8..<9"])
        #expect(samplePage.visibleEntries(in: Viewport(offset: 9, height: 5)).isEmpty)
        #expect(samplePage.visibleEntries(in: Viewport(offset: 1_000, height: 5)).isEmpty)
        #expect(samplePage.visibleEntries(in: Viewport(offset: .greatestFiniteMagnitude, height: .infinity)).isEmpty)
        #expect(samplePage.visibleEntries(in: Viewport(offset: 2, height: 0)).isEmpty)
        #expect(samplePage.visibleEntries(in: Viewport(offset: 2, height: .nan)).isEmpty)
        #expect(summary(samplePage.visibleEntries(in: Viewport(offset: .nan, height: 1))) == ["A/header 0..<1"])
    }

    @Test func emptyPageHasNoHeight() {
        let empty = makeLayout([])
        #expect(empty.totalHeight == 0)
        #expect(empty.visibleEntries(in: Viewport(offset: 0, height: 10)).isEmpty)
        #expect(empty.clampedOffset(5, viewportHeight: 10) == 0)
        let blank = makeLayout([LayoutFixtureSpec(id: "A", header: 0, items: [(1, 0), (2, 0)])])
        #expect(blank.totalHeight == 0)
        #expect(blank.visibleEntries(in: Viewport(offset: 0, height: 10)).isEmpty)
    }

    @Test func zeroSizeItemsHaveAnEmptyFrameAndAreNeverVisible() {
        let layout = makeLayout([
            LayoutFixtureSpec(id: "A", header: 1, items: [(1, 2), (2, 0), (3, 0), (4, 1), (5, 0)])
        ])
        #expect(layout.frame(of: ItemID(2), in: "A") == 3..<3)
        #expect(layout.frame(of: ItemID(5), in: "A") == 4..<4)
        #expect(
            summary(layout.visibleEntries(in: Viewport(offset: 0, height: 10))) == [
                "A/header 0..<1", "A/1 1..<3", "A/4 3..<4",
            ])
        #expect(summary(layout.visibleEntries(in: Viewport(offset: 3, height: 1))) == ["A/4 3..<4"])
        let fourth = layout.visibleEntries(in: Viewport(offset: 3, height: 1)).first
        #expect(fourth?.itemIndex == 3)
    }

    @Test func missingSizesCountAsZeroAndExtraSizesAreIgnored() {
        let sections = [
            SectionSnapshot(id: "A", kind: "numbers", section: NumberSection(itemIDs: [1, 2, 3])),
            SectionSnapshot(id: "B", kind: "numbers", section: NumberSection(itemIDs: [4])),
        ]
        let sizes = PageSizes(width: 10, headerSizes: [1], itemSizes: [[2, -5], [], [7]])
        let layout = PageLayout(snapshot: PageSnapshot(pageID: "odd", sections: sections), sizes: sizes)
        #expect(layout.totalHeight == 3)
        #expect(layout.frame(of: ItemID(1), in: "A") == 1..<3)
        #expect(layout.frame(of: ItemID(2), in: "A") == 3..<3)
        #expect(layout.frame(of: ItemID(3), in: "A") == 3..<3)
        #expect(layout.frame(of: ItemID(4), in: "B") == 3..<3)
        #expect(layout.headerFrame(of: "B") == nil)
        #expect(summary(layout.visibleEntries(in: Viewport(offset: 0, height: 10))) == ["A/header 0..<1", "A/1 1..<3"])
    }

    @Test func clampedOffsetKeepsTheViewportInsideThePage() {
        #expect(samplePage.clampedOffset(-4, viewportHeight: 3) == 0)
        #expect(samplePage.clampedOffset(4, viewportHeight: 3) == 4)
        #expect(samplePage.clampedOffset(7, viewportHeight: 3) == 6)
        #expect(samplePage.clampedOffset(100, viewportHeight: 3) == 6)
        #expect(samplePage.clampedOffset(5, viewportHeight: 20) == 0)
        #expect(samplePage.clampedOffset(5, viewportHeight: -1) == 5)
        #expect(samplePage.clampedOffset(50, viewportHeight: -1) == 9)
        #expect(samplePage.clampedOffset(.nan, viewportHeight: 3) == 0)
        #expect(samplePage.clampedOffset(.infinity, viewportHeight: 3) == 6)
        #expect(samplePage.clampedOffset(-.infinity, viewportHeight: 3) == 0)
        #expect(samplePage.clampedOffset(4.25, viewportHeight: 2.5) == 4.25)
    }

    @Test("sizes that are not finite or out of range are clamped, so every offset is finite")
    func sizesOutOfRange() {
        let layout = makeLayout([
            LayoutFixtureSpec(id: "A", header: .nan, items: [(1, .infinity), (2, -.infinity), (3, .nan), (4, 2.5)]),
            LayoutFixtureSpec(id: "B", header: 1e300, items: [(5, -0.5), (6, .greatestFiniteMagnitude)]),
        ])
        let limit = PageLimits.entrySizes.upperBound
        #expect(layout.headerFrame(of: "A") == nil)
        #expect(layout.frame(of: ItemID(1), in: "A") == 0..<limit)
        #expect(layout.frame(of: ItemID(2), in: "A") == limit..<limit)
        #expect(layout.frame(of: ItemID(3), in: "A") == limit..<limit)
        #expect(layout.frame(of: ItemID(4), in: "A") == limit..<(limit + 2.5))
        #expect(layout.headerFrame(of: "B") == (limit + 2.5)..<(2 * limit + 2.5))
        #expect(layout.frame(of: ItemID(5), in: "B") == (2 * limit + 2.5)..<(2 * limit + 2.5))
        #expect(layout.totalHeight == 3 * limit + 2.5)
    }

    @Test("sizes in points, with fractions, lay out exactly as their sums")
    func fractionalSizes() {
        let layout = makeLayout([
            LayoutFixtureSpec(id: "A", header: 28.25, items: [(1, 44.5), (2, 44.5), (3, 66.75)]),
            LayoutFixtureSpec(id: "B", header: 0, items: [(4, 0.5)]),
        ])
        #expect(layout.totalHeight == 184.5)
        #expect(layout.frame(of: ItemID(2), in: "A") == 72.75..<117.25)
        #expect(layout.frame(of: ItemID(4), in: "B") == 184..<184.5)
        let entries = layout.visibleEntries(in: Viewport(offset: 50, height: 100))
        #expect(summary(entries) == ["A/1 50..<72.75", "A/2 72.75..<117.25", "A/3 117.25..<150"])
        #expect(entries.first?.visibleFraction == 22.75 / 44.5)
        #expect(entries.last?.visibleFraction == 32.75 / 66.75)
    }

    @Test(arguments: [UInt64(0x5EED_0001), 0x5EED_0002])
    func binarySearchAgreesWithABruteForceScan(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<1_000 {
            let layout = randomLayout(using: &random)
            for _ in 0..<8 {
                let viewport = Viewport(
                    offset: Double.random(in: 0...(layout.totalHeight + 3), using: &random).rounded(.down) / 2,
                    height: Double(Int.random(in: 0...24, using: &random)) / 2)
                let expected = bruteForceVisibleEntries(layout, viewport)
                let found = layout.visibleEntries(in: viewport)
                #expect(found == expected, "seed \(seed), \(viewport)")
                if found != expected { return }
            }
        }
    }

    private func randomLayout(using random: inout SplitMix64) -> PageLayout {
        var nextID = 0
        let specs = (0..<Int.random(in: 0...6, using: &random)).map { index in
            let items = (0..<Int.random(in: 0...20, using: &random)).map { _ in
                nextID += 1
                // Halves and quarters, as points are: sums of them are exact.
                let size = Bool.random(using: &random) ? 0 : Double(Int.random(in: 1...16, using: &random)) / 4
                return (id: nextID, size: size)
            }
            let header = Bool.random(using: &random) ? 0 : Double(Int.random(in: 1...12, using: &random)) / 4
            return LayoutFixtureSpec(id: SectionID("s\(index)"), header: header, items: items)
        }
        return makeLayout(specs)
    }

    /// Every entry of the page checked against the viewport, through the public frame lookups only.
    private func bruteForceVisibleEntries(_ layout: PageLayout, _ viewport: Viewport) -> [LayoutEntry] {
        let top = viewport.offset
        let bottom = viewport.offset + viewport.height
        var entries: [LayoutEntry] = []
        guard top < bottom else { return entries }
        func add(
            _ section: (index: Int, id: SectionID), _ kind: LayoutEntry.Kind, _ item: Int?, _ frame: Range<Double>
        ) {
            guard !frame.isEmpty, frame.lowerBound < bottom, frame.upperBound > top else { return }
            let visible = max(frame.lowerBound, top)..<min(frame.upperBound, bottom)
            let horizontal = item.flatMap { layout.horizontalFrame(ofItemAt: $0, inSectionAt: section.index) }
            entries.append(
                LayoutEntry(
                    sectionID: section.id, sectionIndex: section.index, kind: kind, itemIndex: item, frame: frame,
                    visibleFrame: visible, horizontalFrame: horizontal ?? 0..<layout.width))
        }
        for (index, section) in layout.snapshot.sections.enumerated() {
            if let header = layout.headerFrame(of: section.id) {
                add((index, section.id), .header, nil, header)
            }
            for (itemIndex, item) in section.items.enumerated() {
                if let frame = layout.frame(of: item.id, in: section.id) {
                    add((index, section.id), .item(item.id), itemIndex, frame)
                }
            }
        }
        return entries
    }
}
