import PageKit
import TestSupport
import Testing

@Suite("numbers from outside are clamped, and a page is bounded in sections and items")
struct LimitsTests {
    private func registry() throws -> SectionRegistry {
        let registry = SectionRegistry()
        try registry.register(kind: "rows") { configuration in
            let count = configuration.data["count"]?.intValue ?? 1
            return RowsSection(
                title: "", rows: (0..<count).map { Row(id: $0, text: "r\($0)") }, counter: CallCounter())
        }
        return registry
    }

    private func page(sections: Int, rowsEach: Int) -> PageConfiguration {
        PageConfiguration.decode(
            .object([
                "id": "big",
                "sections": .array(
                    (0..<sections).map { index in
                        ["id": .string("s\(index)"), "kind": "rows", "data": ["count": .int(rowsEach)]]
                    }),
            ]))
    }

    @Test("sections after the first 1,000 are not built; one diagnostic counts them")
    func sections() async throws {
        let configuration = page(sections: 2_500, rowsEach: 1)
        #expect(configuration.sections.count == PageLimits.sectionsPerPage)
        let limit = try #require(configuration.diagnostics.first)
        #expect(limit.code == .tooManySections)
        #expect(limit.path == "$.sections")
        #expect(limit.message == "the page has 2500 sections, more than the limit of 1000: the first 1000 are shown")
        let built = await PageBuilder(registry: try registry()).build(configuration)
        #expect(built.snapshot.sections.count == 1_000)
        #expect(!page(sections: 1_000, rowsEach: 1).diagnostics.contains { $0.code == .tooManySections })
    }

    @Test("the diagnostic of too many sections survives the bound on a page's diagnostics")
    func sectionsBeyondTheDiagnosticsBound() {
        // Each section has a member the page engine does not define: a warning apiece, past the bound.
        let sections = (0...PageLimits.sectionsPerPage).map { index -> PageJSON in
            ["id": .string("s\(index)"), "kind": "rows", "x": 1]
        }
        let configuration = PageConfiguration.decode(.object(["id": "big", "sections": .array(sections)]))
        #expect(configuration.diagnostics.count == PageLimits.configurationDiagnostics + 1)
        #expect(configuration.diagnostics.contains { $0.code == .tooManySections })
        #expect(configuration.diagnostics.last?.code == .tooManyDiagnostics)
    }

    @Test("a section whose data holds more than 10,000 values is skipped before its factory decodes it")
    func sectionData() throws {
        let flat = PageJSON.array(Array(repeating: .object([:]), count: 10_000))
        let nested = (0..<2_000).reduce(PageJSON.array([])) { inner, _ in .array([inner, 1, 2, 3, 4]) }
        let configuration = PageConfiguration.decode(
            .object([
                "id": "p",
                "sections": [
                    ["id": "fits", "kind": "rows", "data": ["junk": .array(Array(repeating: 1, count: 9_998))]],
                    ["id": "flat", "kind": "rows", "data": ["junk": flat]],
                    ["id": "deep", "kind": "rows", "data": ["junk": nested]],
                ],
            ]))
        #expect(configuration.sections.map(\.id) == ["fits"])
        #expect(configuration.diagnostics.map(\.path) == ["$.sections[1]", "$.sections[2]"])
        #expect(configuration.diagnostics.allSatisfy { $0.code == .malformedSection })
        #expect(
            configuration.diagnostics.first?.message
                == #"skipped: "data" holds more than 10000 values, counting nested ones"#)
    }

    @Test("the section that would take the page past 20,000 items, and every one after it, is a placeholder")
    func items() async throws {
        // 30 sections of 900 items: 22 fit (19,800), the 23rd would make 20,700.
        let built = await PageBuilder(registry: try registry()).build(page(sections: 30, rowsEach: 900))
        let counts = built.snapshot.sections.map(\.items.count)
        #expect(counts == Array(repeating: 900, count: 22) + Array(repeating: 0, count: 8))
        #expect(built.snapshot.sections[22].section is PlaceholderSection)
        #expect(built.snapshot.itemCount <= PageLimits.itemsPerPage)
        let limit = try #require(built.diagnostics.last)
        #expect(limit.code == .tooManyItems)
        #expect(limit.path == "$.sections[22]")
        #expect(
            limit.message
                == "section 's22' and the 7 after it would take the page past the limit of 20000 items; "
                + "shown as empty placeholders")
    }

    @Test("widths, heights, offsets and scroll distances at any Double are clamped; nothing overflows")
    func engineNumbers() async throws {
        var random = SplitMix64(seed: 0x11_5175)
        let extremes: [Double] = [
            -.infinity, -.greatestFiniteMagnitude, -1e300, -1, -0.5, 0, 0.5, 1, 999, 1_000, 100_000, 100_001, 1e9,
            1e15, 1e15 + 1, 1e300, .greatestFiniteMagnitude, .infinity, .nan,
        ]
        var pages = RandomPages(seed: 7)
        let snapshot = pages.page(maxSections: 6, maxItems: 40).snapshot
        for round in 0..<40 {
            let pick = { (random: inout SplitMix64) -> Double in
                guard Bool.random(using: &random) else { return Double.random(in: -5_000...5_000, using: &random) }
                return extremes.randomElement(using: &random) ?? 0
            }
            let engine = PageEngine(width: pick(&random), viewportHeight: pick(&random))
            _ = await engine.update(to: snapshot)
            _ = await engine.scroll(by: pick(&random))
            _ = await engine.scroll(by: pick(&random))
            _ = await engine.scroll(to: pick(&random))
            _ = await engine.setViewportHeight(pick(&random))
            _ = await engine.resize(width: pick(&random))
            _ = await engine.scroll(by: .infinity)
            _ = await engine.scroll(by: -.infinity)
            _ = await engine.scroll(by: .nan)
            let (width, viewport, layout) = (await engine.width, await engine.viewport, await engine.layout)
            #expect(PageLimits.widths.contains(width), "round \(round)")
            #expect(PageLimits.offsets.contains(viewport.offset), "round \(round)")
            #expect(PageLimits.viewportHeights.contains(viewport.height), "round \(round)")
            #expect(layout.width == width && layout.totalHeight.isFinite, "round \(round)")
            #expect(viewport.offset == layout.clampedOffset(viewport.offset, viewportHeight: viewport.height))
        }
        let far = Viewport(offset: .greatestFiniteMagnitude, height: .infinity)
        #expect(far.offset == PageLimits.offsets.upperBound)
        #expect(far.offset - 0.001 != far.offset)
        #expect(far.span.upperBound - far.span.lowerBound == PageLimits.viewportHeights.upperBound)
        let nowhere = Viewport(offset: .nan, height: -.infinity)
        #expect(nowhere.span == 0..<0)
    }

    /// Offsets stopped at 10^9, below the end of a page of 1,100 entries of the largest size.
    @Test("the end of the tallest page a layout holds can be scrolled to")
    func tallestPage() async {
        struct Huge: PageSection {
            static let itemKinds = ["t"]
            var items: [PageItem] { (0..<PageLimits.itemsPerPage).map { PageItem($0, kind: "t") } }
            func size(of item: PageItem, width: Double) -> Double? { PageLimits.entrySizes.upperBound }
        }
        let engine = PageEngine(width: 40, viewportHeight: 10)
        let section = SectionSnapshot(
            id: "s", kind: "huge", section: Huge(), style: SectionStyle(insets: 1_000, spacing: 1_000))
        _ = await engine.update(to: PageSnapshot(pageID: "p", sections: [section]))
        _ = await engine.scroll(to: .infinity)
        let (layout, viewport) = await engine.display
        #expect(viewport.offset == layout.totalHeight - viewport.height)
        #expect(layout.visibleEntries(in: viewport).last?.itemIndex == PageLimits.itemsPerPage - 1)
        _ = await engine.scroll(to: 0)
        _ = await engine.scroll(by: layout.totalHeight)
        #expect(await engine.viewport.offset == layout.totalHeight - viewport.height)
    }

    @Test("a section that answers an absurd size gets a size in range, with a diagnostic for each")
    func heights() async throws {
        for size in [Double.greatestFiniteMagnitude, -.greatestFiniteMagnitude, -1, 1_000_001, .nan, .infinity] {
            let section = AnySizeSection(size: size)
            let engine = PageEngine(width: 40, viewportHeight: 10)
            let report = await engine.update(
                to: PageSnapshot(pageID: "p", sections: [SectionSnapshot(id: "a", kind: "k", section: section)]))
            // A header and two items, each within the range.
            let total = await engine.layout.totalHeight
            #expect((0...3 * PageLimits.entrySizes.upperBound).contains(total), "\(size) gave \(total)")
            #expect(report.diagnostics.map(\.code) == [.invalidSize, .invalidSize, .invalidSize], "\(size)")
        }
    }
}

/// A titled section of two items whose sizes and header size are whatever it is given.
private struct AnySizeSection: TitledSection {
    static let itemKinds = ["n"]
    let size: Double
    var title: String { "any" }
    var items: [PageItem] { [1, 2].map { PageItem(value: $0, id: ItemID($0), contentVersion: 0, kind: "n") } }
    func size(of item: PageItem, width: Double) -> Double? { size }
}
