import TestSupport
import Testing

@testable import PageKit

/// A titled section of integer items, laid out and styled as a test says; sizes come from the test's
/// `PageSizes`.
private struct Numbers: TitledSection {
    static let itemKinds = ["number"]
    let title: String
    let itemIDs: [Int]
    var items: [PageItem] { itemIDs.map { PageItem($0, kind: "number") } }
}

/// One section of a test page: its layout and style, header size (0 for none) and item sizes; item ids are
/// the section's position times 1,000 plus the item's.
private struct Spec {
    var layout: SectionLayout = .list
    var style: SectionStyle = .plain
    var header: Double = 0
    var items: [Double]
}

/// A layout of `specs` at `width`.
private func layout(_ specs: [Spec], width: Double = 40) -> PageLayout {
    let sections = specs.enumerated().map { index, spec in
        SectionSnapshot(
            id: SectionID("s\(index)"), kind: "numbers",
            section: Numbers(
                title: spec.header > 0 ? "s\(index)" : "", itemIDs: spec.items.indices.map { index * 1_000 + $0 }),
            layout: spec.layout, style: spec.style)
    }
    let sizes = PageSizes(width: width, headerSizes: specs.map(\.header), itemSizes: specs.map(\.items))
    return PageLayout(snapshot: PageSnapshot(pageID: "arrangements", sections: sections), sizes: sizes)
}

@Suite("Grids, carousels, sticky headers, insets and spacing in the layout")
struct LayoutArrangementTests {
    @Test("a grid's rows are as tall as their tallest item, its columns share the width less insets and spacing")
    func grid() throws {
        let page = layout([
            Spec(
                layout: SectionLayout(.grid(columns: 3)), style: SectionStyle(insets: 1, spacing: 2), header: 2,
                items: [1, 3, 2, 1, 1, 1, 4])
        ])
        #expect(page.totalHeight == 16)  // header 2, inset 1, rows 3 + 2 + 1 + 2 + 4, inset 1
        #expect(page.headerFrame(of: "s0") == 0..<2)
        #expect(page.frame(of: ItemID(1), in: "s0") == 3..<6)
        #expect(page.frame(of: ItemID(4), in: "s0") == 8..<9)
        #expect(page.frame(of: ItemID(6), in: "s0") == 11..<15)
        let column = 34.0 / 3
        for item in 0..<7 {
            let frame = try #require(page.horizontalFrame(ofItemAt: item, inSectionAt: 0))
            let x = 1 + Double(item % 3) * (column + 2)
            #expect(abs(frame.lowerBound - x) < 1e-9 && abs(frame.upperBound - (x + column)) < 1e-9)
        }
        let entries = page.visibleEntries(in: Viewport(offset: 7, height: 3))
        #expect(entries.map(\.itemIndex) == [3, 4, 5])
        #expect(entries.allSatisfy { $0.frame == 8..<9 && $0.visibleFraction == 1 })
        #expect(page.frame(ofSection: "s0") == 0..<16)
    }

    @Test("a carousel is one row; sideways scrolling brings its items into view, partly visible ones in part")
    func carousel() throws {
        let page = layout([
            Spec(
                layout: SectionLayout(.carousel(columns: 2)), style: SectionStyle(spacing: 2),
                items: [3, 5, 1, 2, 2, 2, 2, 2, 2, 2])
        ])
        #expect(page.totalHeight == 5)
        #expect(page.carouselScrollRange(of: "s0") == 0...168)  // 10 items of 19 and 9 gaps of 2, less 40
        var viewport = Viewport(offset: 0, height: 5)
        #expect(page.visibleEntries(in: viewport).map(\.itemIndex) == [0, 1])
        viewport.carouselOffsets["s0"] = 10
        let entries = page.visibleEntries(in: viewport)
        #expect(entries.map(\.itemIndex) == [0, 1, 2])
        #expect(entries[0].horizontalFrame == -10..<9)
        #expect(entries[0].visibleHorizontalFrame == 0..<9)
        #expect(entries[0].visibleFraction == 9.0 / 19)
        #expect(entries[2].visibleHorizontalFrame == 32..<40)
        viewport.carouselOffsets["s0"] = 1_000  // past the end: held at the last offset
        #expect(page.visibleEntries(in: viewport).map(\.itemIndex) == [8, 9])
    }

    @Test("a sticky header stays at the top while its section is on screen, and leaves with the section's end")
    func stickyHeader() {
        let page = layout([
            Spec(layout: SectionLayout(.list, stickyHeader: true), header: 2, items: Array(repeating: 1, count: 10)),
            Spec(header: 1, items: [1, 1, 1, 1, 1]),
        ])
        let scrolled = page.visibleEntries(in: Viewport(offset: 5, height: 4))
        #expect(scrolled.first?.isPinned == true)
        #expect(scrolled.first?.frame == 5..<7)
        #expect(scrolled.dropFirst().map(\.itemIndex) == [3, 4, 5, 6])
        #expect(page.visibleEntries(in: Viewport(offset: 0, height: 4)).first?.isPinned == false)
        // The section ends at 12: the header rises with it.
        #expect(page.visibleEntries(in: Viewport(offset: 11, height: 4)).first?.frame == 10..<12)
        #expect(page.visibleEntries(in: Viewport(offset: 12, height: 4)).contains { $0.isPinned } == false)

        // A viewport that shows nothing of the section but the spacing between its rows still holds its header.
        let spaced = layout([
            Spec(
                layout: SectionLayout(.list, stickyHeader: true), style: SectionStyle(spacing: 10), header: 1,
                items: [1, 1])
        ])
        let gap = spaced.visibleEntries(in: Viewport(offset: 3, height: 3))
        #expect(gap.count == 1)
        #expect(gap.first?.isPinned == true)
        #expect(gap.first?.frame == 3..<4)
    }

    @Test("columns without spacing meet exactly, never overlapping by a rounding, in grids and carousels alike")
    func columnsMeet() throws {
        for arrangement in [SectionLayout.Arrangement.grid(columns: 11), .carousel(columns: 7)] {
            let page = layout(
                [
                    Spec(
                        layout: SectionLayout(arrangement), style: SectionStyle(insets: 0.3),
                        items: Array(repeating: 1, count: 22))
                ],
                width: 40)
            for item in 0..<21 where arrangement != .grid(columns: 11) || item % 11 != 10 {
                let span = try #require(page.horizontalFrame(ofItemAt: item, inSectionAt: 0))
                let next = try #require(page.horizontalFrame(ofItemAt: item + 1, inSectionAt: 0))
                #expect(span.upperBound == next.lowerBound, "\(arrangement) item \(item)")
            }
        }
    }

    @Test("a width outside the limits is clamped; a viewport set out of its limits is kept inside them")
    func outOfLimits() {
        for width in [Double.infinity, -3, 0.5, 1e-9, .nan] {
            let page = layout(
                [Spec(layout: SectionLayout(.carousel(columns: 3)), header: 1, items: [1, 2, 3])], width: width)
            #expect(page.width >= 1 && page.width <= 100_000)
            #expect(page.visibleEntries(in: Viewport(offset: 0, height: 10)).count >= 2)
        }
        var viewport = Viewport(offset: 0, height: 10)
        viewport.height = -5
        viewport.offset = .nan
        #expect(viewport.height == 0 && viewport.offset == 0)
        #expect(viewport.span == 0..<0)
    }

    @Test("insets and spacing that leave no room for the columns are dropped, so the columns fit the width")
    func tooMuchStyle() throws {
        let page = layout(
            [
                Spec(
                    layout: SectionLayout(.grid(columns: 4)), style: SectionStyle(insets: 500, spacing: 500),
                    items: [1, 1, 1, 1])
            ],
            width: 40)
        let frames = try (0..<4).map { try #require(page.horizontalFrame(ofItemAt: $0, inSectionAt: 0)) }
        #expect(frames.map(\.lowerBound) == [0, 10, 20, 30])
        #expect(page.totalHeight == 1)
    }

    @Test("insets and spacing that leave exactly one unit per column are kept")
    func styleLeavingOneUnitPerColumn() throws {
        // 10 wide, less 2 insets on each side and 4 of spacing: 2 left for 2 columns.
        let page = layout(
            [
                Spec(
                    layout: SectionLayout(.grid(columns: 2)), style: SectionStyle(insets: 2, spacing: 4),
                    items: [1, 1])
            ],
            width: 10)
        let frames = try (0..<2).map { try #require(page.horizontalFrame(ofItemAt: $0, inSectionAt: 0)) }
        #expect(frames == [2..<3, 7..<8])
        #expect(page.itemWidth(ofSectionAt: 0) == 1)
        #expect(page.totalHeight == 5)
    }

    @Test(
        "random pages of lists, grids and carousels, sticky or not: the search agrees with a scan of every frame",
        arguments: [UInt64(0x6A1D_0001), 0x6A1D_0002])
    func agreesWithAScan(seed: UInt64) async {
        var random = SplitMix64(seed: seed)
        for _ in 0..<400 {
            // Long synchronous work gives the shared threads back now and then, for the tests that await them.
            await Task.yield()
            let page = randomPage(&random)
            for _ in 0..<8 {
                var viewport = Viewport(
                    offset: Double(Int.random(in: 0...Int(page.totalHeight + 3), using: &random)) / 2,
                    height: Double(Int.random(in: 0...24, using: &random)) / 2)
                for section in page.snapshot.sections where Bool.random(using: &random) {
                    viewport.carouselOffsets[section.id] = Double(Int.random(in: -10...300, using: &random))
                }
                let found = page.visibleEntries(in: viewport)
                let expected = scan(page, viewport)
                #expect(
                    found == expected,
                    "seed \(seed), \(viewport) \(viewport.carouselOffsets)\nfound:    \(brief(found))\nexpected: \(brief(expected))\n\(page.snapshot.sections.map { "\($0.id) \($0.layout) \($0.style) \($0.items.count)" })"
                )
                if found != expected { return }
            }
        }
    }

    @Test("the work of a viewport step on 100,000 items is about that on 1,000, for lists, grids and carousels")
    func flatSteps() async {
        for arrangement in [SectionLayout.list, SectionLayout(.grid(columns: 3)), SectionLayout(.carousel(columns: 2))]
        {
            func work(_ items: Int) async -> Int {
                let sections = (0..<100).map { _ in
                    Spec(
                        layout: arrangement, style: SectionStyle(insets: 1, spacing: 1), header: 1,
                        items: Array(repeating: 2, count: items / 100))
                }
                let page = layout(sections)
                var most = 0
                var offset = 0.0
                var viewport = Viewport(offset: 0, height: 30)
                for step in 0..<500 {
                    if step % 50 == 0 { await Task.yield() }
                    offset = (offset + 7.25).truncatingRemainder(dividingBy: max(page.totalHeight - 30, 1))
                    viewport.offset = offset
                    viewport.carouselOffsets[SectionID("s\(step % 100)")] = Double(step * 13)
                    var steps = 0
                    _ = page.visibleEntries(in: viewport, steps: &steps)
                    most = max(most, steps)
                }
                return most
            }
            let small = await work(1_000)
            let large = await work(100_000)
            #expect(
                Double(large) <= 2 * Double(small), "\(arrangement): \(large) steps on 100,000 items, \(small) on 1,000"
            )
        }
    }

    private func randomPage(_ random: inout SplitMix64) -> PageLayout {
        let specs = (0..<Int.random(in: 0...5, using: &random)).map { _ in
            let arrangement = SectionLayout.Arrangement.random(using: &random)
            return Spec(
                layout: SectionLayout(arrangement, stickyHeader: Bool.random(using: &random)),
                style: SectionStyle(
                    insets: Double(Int.random(in: 0...2, using: &random)),
                    spacing: Double(Int.random(in: 0...2, using: &random))),
                header: Bool.random(using: &random) ? 0 : Double(Int.random(in: 1...4, using: &random)),
                items: (0..<Int.random(in: 0...14, using: &random)).map { _ in
                    Bool.random(using: &random) ? 0 : Double(Int.random(in: 1...8, using: &random)) / 2
                })
        }
        return layout(specs)
    }

    /// Every header and item of the page checked against the viewport through the public lookups: its row,
    /// its place across the width less a carousel's clamped offset, and a sticky header held between the
    /// viewport's top and its section's end.
    private func scan(_ page: PageLayout, _ viewport: Viewport) -> [LayoutEntry] {
        let top = viewport.offset
        let bottom = viewport.offset + viewport.height
        guard top < bottom else { return [] }
        func visible(_ frame: Range<Double>) -> Range<Double>? {
            guard !frame.isEmpty, frame.lowerBound < bottom, frame.upperBound > top else { return nil }
            return max(frame.lowerBound, top)..<min(frame.upperBound, bottom)
        }
        var entries: [LayoutEntry] = []
        for (index, section) in page.snapshot.sections.enumerated() {
            let sectionFrame = page.frame(ofSection: section.id) ?? 0..<0
            var items: [LayoutEntry] = []
            for (itemIndex, item) in section.items.enumerated() {
                guard let frame = page.frame(of: item.id, in: section.id), let shown = visible(frame),
                    let horizontal = page.horizontalFrame(ofItemAt: itemIndex, inSectionAt: index)
                else { continue }
                let shift =
                    page.carouselScrollRange(of: section.id).map {
                        min(max(viewport.carouselOffsets[section.id] ?? 0, $0.lowerBound), $0.upperBound)
                    } ?? 0
                let moved = (horizontal.lowerBound - shift)..<(horizontal.upperBound - shift)
                let across = max(moved.lowerBound, 0)..<max(min(moved.upperBound, page.width), max(moved.lowerBound, 0))
                if page.carouselScrollRange(of: section.id) != nil, across.isEmpty { continue }
                items.append(
                    LayoutEntry(
                        sectionID: section.id, sectionIndex: index, kind: .item(item.id), itemIndex: itemIndex,
                        frame: frame, visibleFrame: shown, horizontalFrame: moved, visibleHorizontalFrame: across,
                        sizingWidth: page.itemWidth(ofSectionAt: index)))
            }
            var header: LayoutEntry?
            if let frame = page.headerFrame(of: section.id) {
                let height = frame.upperBound - frame.lowerBound
                let held = max(frame.lowerBound, min(top, sectionFrame.upperBound - height))
                // Held while any of the section is on screen, its insets and spacing included.
                if section.layout.stickyHeader, held > frame.lowerBound, visible(sectionFrame) != nil {
                    let pinned = held..<(held + height)
                    header = visible(pinned).map {
                        LayoutEntry(
                            sectionID: section.id, sectionIndex: index, kind: .header, itemIndex: nil, frame: pinned,
                            visibleFrame: $0, horizontalFrame: 0..<page.width, isPinned: true)
                    }
                } else if let shown = visible(frame) {
                    header = LayoutEntry(
                        sectionID: section.id, sectionIndex: index, kind: .header, itemIndex: nil, frame: frame,
                        visibleFrame: shown, horizontalFrame: 0..<page.width)
                }
            }
            entries += (header.map { [$0] } ?? []) + items
        }
        return entries
    }
}

/// `s0/h 4..<8 pinned`, `s0/3 8..<9 x-10..<9`.
private func brief(_ entries: [LayoutEntry]) -> String {
    entries.map { entry in
        let what = entry.itemIndex.map(String.init) ?? "h"
        return
            "\(entry.sectionID)/\(what) \(entry.frame) v\(entry.visibleFrame) x\(entry.horizontalFrame) vx\(entry.visibleHorizontalFrame)\(entry.isPinned ? " pinned" : "")"
    }.joined(separator: ", ")
}
