import PageKit
import TestSupport
import Testing

/// A section of items of kind `cell` whose sizes are given by item id, and a header of kind `header` whose
/// size is given; kinds it does not declare may be mixed in.
private struct TableSection: PageSection {
    static let itemKinds = ["cell", "header"]

    let sizes: [Double?]
    var kinds: [String] = []
    var headerSize: Double?? = .none
    var counter = CallCounter()

    var items: [PageItem] {
        sizes.indices.map { PageItem(value: $0, id: ItemID($0), contentVersion: 0, kind: kind(of: $0)) }
    }

    var header: PageItem? {
        headerSize.map { _ in PageItem(value: -1, id: ItemID("header"), contentVersion: 0, kind: "header") }
    }

    private func kind(of index: Int) -> String { kinds.indices.contains(index) ? kinds[index] : "cell" }

    func size(of item: PageItem, width: Double) -> Double? {
        counter.record(item.kind)
        guard let index = item.value(as: Int.self), sizes.indices.contains(index) else { return headerSize ?? nil }
        return sizes[index]
    }
}

/// A host that sizes what its `sizes` name by kind, and nothing else.
private struct KindSizer: ItemSizer {
    let sizes: [String: Double]

    func size(of item: PageItem, width: Double) -> Double? { sizes[item.kind] }
}

/// A host that sizes every item from a table by id, as `TableSection` does.
private struct TableSizer: ItemSizer {
    let sizes: [Double?]
    let headerSize: Double?

    func size(of item: PageItem, width: Double) -> Double? {
        guard let index = item.value(as: Int.self), sizes.indices.contains(index) else { return headerSize }
        return sizes[index]
    }
}

/// A page of one section `s`.
private func page(_ section: some PageSection, kind: String = "table") -> PageSnapshot {
    PageSnapshot(pageID: "p", sections: [SectionSnapshot(id: "s", kind: kind, section: section)])
}

/// What the engine does with the sizes a host or a section answers, and with items nobody may size.
@Suite struct SizingContractTests {
    /// A size that is not usable, from a seeded class: NaN, either infinity, a negative number, or a finite
    /// number above the limit; or, half the time, a usable size from 0 to the limit, ends included (in
    /// quarters, or 44.5).
    static func randomSize(using random: inout SplitMix64) -> (size: Double, repaired: Double?) {
        let limit = PageLimits.entrySizes.upperBound
        switch Int.random(in: 0..<12, using: &random) {
        case 0: return (.nan, 0)
        case 1: return (.infinity, 0)
        case 2: return (-.infinity, 0)
        case 3: return (-Double.random(in: Double.leastNonzeroMagnitude...1e300, using: &random), 0)
        case 4: return (limit.nextUp * Double.random(in: 1...1e300, using: &random), limit)
        case 5: return ([limit.nextUp, .greatestFiniteMagnitude, -.leastNonzeroMagnitude][Int(random.next() % 3)], nil)
        case 6: return ([0, -0.0, limit, 44.5][Int(random.next() % 4)], nil)
        // Quarters, so that sums of sizes are exact.
        default: return (Double(Int.random(in: 0...4_000_000, using: &random)) / 4, nil)
        }
    }

    @Test(
        "a size that is NaN, infinite, negative or over the limit is a diagnostic and a finite size",
        arguments: [false, true])
    func invalidSizes(fromHost: Bool) async throws {
        var random = SplitMix64(seed: 0x51_2E5 ^ (fromHost ? 1 : 0))
        let limit = PageLimits.entrySizes.upperBound
        var invalid = 0
        for round in 0..<30 {
            let drawn = (0..<40).map { _ in Self.randomSize(using: &random) }
            // A `nil` repair is a usable size, or the two edge cases of `randomSize` case 5.
            let expected = drawn.map { size, repaired -> (size: Double, isInvalid: Bool) in
                if let repaired { return (repaired, true) }
                if size == limit.nextUp || size == .greatestFiniteMagnitude { return (limit, true) }
                if size < 0 { return (0, true) }
                return (size, false)
            }
            let header = Self.randomSize(using: &random).size
            let sizes = drawn.map(\.size)
            let section = TableSection(sizes: fromHost ? sizes.map { _ in nil } : sizes, headerSize: .some(header))
            let engine = PageEngine(
                width: 375, viewportHeight: 667,
                sizer: fromHost ? TableSizer(sizes: sizes, headerSize: header) : SectionSizing())
            let report = await engine.update(to: page(section))
            let layout = await engine.layout

            let expectedPaths = expected.indices.filter { expected[$0].isInvalid }.map { "s/\($0)" }
            let headerInvalid = !(header >= 0 && header <= limit)
            #expect(report.diagnostics.allSatisfy { $0.code == .invalidSize && $0.severity == .error })
            #expect(
                report.diagnostics.map(\.path).filter { $0 != "s/header" } == expectedPaths, "round \(round)")
            #expect(report.diagnostics.contains { $0.path == "s/header" } == headerInvalid, "round \(round)")
            for (index, item) in expected.enumerated() {
                let frame = try #require(layout.frame(of: ItemID(index), in: "s"))
                #expect(
                    frame.upperBound - frame.lowerBound == item.size, "round \(round) item \(index): \(drawn[index])")
            }
            #expect(layout.totalHeight.isFinite && layout.totalHeight <= 41 * limit, "round \(round)")
            // The report carries the same sizes, repairs included, for a host's own layout.
            #expect(report.sizes?.itemSizes == [expected.map(\.size)], "round \(round)")
            #expect(report.sizes?.width == 375)
            invalid += expectedPaths.count
        }
        #expect(invalid > 300)
    }

    @Test("a diagnostic names the item and the size, and says what it shows as")
    func invalidSizeMessage() async throws {
        let engine = PageEngine(width: 40, viewportHeight: 10)
        let report = await engine.update(to: page(TableSection(sizes: [.nan, 2e6, 3])))
        #expect(
            report.diagnostics.map(\.description) == [
                "s/0: size nan at width 40.0 is not a size from 0 to 1000000.0; shown as 0.0",
                "s/1: size 2000000.0 at width 40.0 is not a size from 0 to 1000000.0; shown as 1000000.0",
            ])
        #expect(await engine.layout.totalHeight == 1_000_003)
    }

    @Test("an item of a kind its section does not declare has size 0 and a diagnostic, whoever would size it")
    func undeclaredKind() async throws {
        let section = TableSection(sizes: [3, 3, 3], kinds: ["cell", "banner", "cell"])
        let engine = PageEngine(width: 40, viewportHeight: 10, sizer: KindSizer(sizes: ["banner": 7]))
        let report = await engine.update(to: page(section))
        let diagnostic = try #require(report.diagnostics.first)
        #expect(report.diagnostics.count == 1)
        #expect(diagnostic.code == .undeclaredKind && diagnostic.path == "s/1")
        #expect(diagnostic.message.contains("'banner'"))
        #expect(await engine.layout.frame(of: ItemID(1), in: "s") == 3..<3)
        #expect(await engine.layout.totalHeight == 6)
        // Neither the host nor the section was asked.
        #expect(section.counter.count("banner") == 0)
        // Not cached: the next update that measures it reports it again.
        let again = await engine.reload(ItemID(1))
        #expect(again.diagnostics.map(\.code) == [.undeclaredKind])
    }

    @Test("a titled section's header is always of a declared kind; another header's kind must be declared")
    func headerKinds() async throws {
        struct Titled: TitledSection {
            static let itemKinds: [String] = []
            var items: [PageItem] { [] }
            var title: String { "Today" }
        }
        struct Bannered: PageSection {
            static let itemKinds: [String] = []
            var items: [PageItem] { [] }
            var header: PageItem? { PageItem("Deals", kind: "banner") }
        }
        let engine = PageEngine(width: 40, viewportHeight: 10, sizer: KindSizer(sizes: [SectionTitle.kind: 1]))
        let titled = await engine.update(to: page(Titled()))
        #expect(titled.diagnostics.isEmpty)
        #expect(await engine.layout.headerFrame(of: "s") == 0..<1)
        let bannered = await engine.update(to: page(Bannered(), kind: "banner"))
        #expect(bannered.diagnostics.map(\.code) == [.undeclaredKind])
        #expect(bannered.diagnostics.first?.path == "s/Deals")
        #expect(await engine.layout.headerFrame(of: "s") == nil)
    }

    @Test("an item neither the host nor its section sizes has size 0 and a diagnostic, and is asked again")
    func unsizedItem() async throws {
        let section = TableSection(sizes: [2, nil, 2])
        let engine = PageEngine(width: 40, viewportHeight: 10)
        let report = await engine.update(to: page(section))
        #expect(report.diagnostics.map(\.code) == [.unsizedItem])
        #expect(report.diagnostics.first?.path == "s/1")
        #expect(
            report.diagnostics.first?.message.contains("neither the host nor the section sizes kind 'cell'") == true)
        #expect(report.sizeCacheMisses == 3)
        #expect(engine.sizeCache.count == 2)
        #expect(await engine.layout.frame(of: ItemID(1), in: "s") == 2..<2)
        // Not cached: measuring its section again asks again; a section kept as it was is not measured.
        let again = await engine.reload(ItemID(2))
        #expect(again.diagnostics.map(\.code) == [.unsizedItem])
        #expect(again.sizeCacheMisses == 2)
        let kept = await engine.update(to: page(section))
        #expect(kept.diagnostics.isEmpty && kept.sizeCacheMisses == 0)
    }

    @Test("the host's sizer answers first; the section sizes only what the host has no view for")
    func hostSizerWins() async throws {
        let section = TableSection(sizes: [10, 10, 10, 10], kinds: ["cell", "header", "cell", "header"])
        let engine = PageEngine(width: 375, viewportHeight: 667, sizer: KindSizer(sizes: ["cell": 44.5]))
        let report = await engine.update(to: page(section))
        #expect(report.diagnostics.isEmpty)
        let layout = await engine.layout
        #expect(layout.frame(of: ItemID(0), in: "s") == 0..<44.5)
        #expect(layout.frame(of: ItemID(1), in: "s") == 44.5..<54.5)
        #expect(layout.totalHeight == 2 * 44.5 + 2 * 10)
        #expect(section.counter.count("cell") == 0)
        #expect(section.counter.count("header") == 2)
    }

    @Test("a header is sized and cached like an item; a changed title is measured and named in reloadedHeaders")
    func headersAreSizedAndCached() async throws {
        /// Title headers 20 points and half a point per character; rows 44.5.
        struct TitleSizer: ItemSizer {
            let counter: CallCounter
            func size(of item: PageItem, width: Double) -> Double? {
                counter.record(item.kind)
                guard let title = item.value(as: SectionTitle.self) else { return 44.5 }
                return 20 + 0.5 * Double(title.text.count)
            }
        }
        let counter = CallCounter()
        let engine = PageEngine(width: 375, viewportHeight: 667, sizer: TitleSizer(counter: counter))
        let first = makeRowsPage(sections: 3, itemsPerSection: 4, counter: CallCounter())
        let loaded = await engine.update(to: first)
        #expect(loaded.sizeCacheMisses == 3 + 12)
        #expect(counter.count(SectionTitle.kind) == 3)
        // "Section 0" is 9 characters.
        #expect(await engine.layout.headerFrame(of: "s0") == 0..<24.5)

        let rowChanged = makeRowsPage(sections: 3, itemsPerSection: 4, counter: CallCounter()) {
            $0[1][2].text = "changed"
        }
        let changed = await engine.update(to: rowChanged)
        #expect(changed.sizeCacheMisses == 1 && changed.sizeCacheHits == 3 + 11)
        #expect(counter.count(SectionTitle.kind) == 3)
        #expect(changed.changes?.batchUpdate.reloadedHeaders == [])

        let retitled = PageSnapshot(
            pageID: "test",
            sections: rowChanged.sections.enumerated().map { index, section in
                guard index == 2, let rows = section.section as? RowsSection else { return section }
                return SectionSnapshot(
                    id: section.id, kind: section.kind,
                    section: RowsSection(title: "Later today", rows: rows.rows, counter: rows.counter))
            })
        let report = await engine.update(to: retitled)
        #expect(report.changes?.batchUpdate == BatchUpdate(reloadedHeaders: [2]))
        #expect(report.sizeCacheMisses == 1)
        #expect(counter.count(SectionTitle.kind) == 4)
        let header = try #require(await engine.layout.headerFrame(of: "s2"))
        #expect(header.upperBound - header.lowerBound == 25.5)
        #expect(await engine.layout.totalHeight == 24.5 + 24.5 + 25.5 + 12 * 44.5)

        // A forced reload of a header measures it again.
        let headerID = try #require(retitled.sections[0].header?.id)
        let forced = await engine.reload(headerID)
        #expect(forced.sizeCacheMisses == 1)
        #expect(counter.count(SectionTitle.kind) == 5)
    }

    @Test("once the host reports what it shows, an update reports no exposure of its own until the engine scrolls")
    func exposureFollowsTheHost() async throws {
        let counter = CallCounter()
        let engine = PageEngine(width: 40, viewportHeight: 4)
        _ = await engine.appear()
        let page = makeRowsPage(sections: 1, itemsPerSection: 20, counter: counter)
        let loaded = await engine.update(to: page)
        // By the engine's viewport: the header and three rows.
        #expect(loaded.exposure.appeared.map(\.itemID) == page.sections[0].items[0...2].map(\.id))
        // The host shows rows 10 to 12 (its own layout): those appear, the engine's disappear.
        let items = page.sections[0].items.map { ExposedItem(sectionID: "s0", itemID: $0.id) }
        let hostSees = await engine.exposure(visible: items[10...12].map { ($0, 1) })
        #expect(hostSees.appeared == Array(items[10...12]))
        #expect(hostSees.disappeared == Array(items[0...2]))
        // An update that moves row 11 keeps it visible: it reports nothing, and neither does the host after it.
        let moved = makeRowsPage(sections: 1, itemsPerSection: 20, counter: counter) { $0[0].swapAt(11, 12) }
        let reloaded = await engine.update(to: moved)
        #expect(reloaded.exposure == .none)
        let hostAfter = await engine.exposure(visible: [10, 12, 11].map { (items[$0], 1) }, cause: .reload)
        #expect(hostAfter == .none)
        // Scrolling the engine's own viewport hands exposure back to the engine's layout.
        let scrolled = await engine.scroll(to: 0)
        #expect(scrolled.appeared == Array(items[0...2]))
        #expect(scrolled.disappeared == [items[10], items[12], items[11]])
        let next = await engine.update(to: makeRowsPage(sections: 1, itemsPerSection: 20, counter: counter))
        #expect(next.exposure == .none)
        let shorter = await engine.update(to: makeRowsPage(sections: 1, itemsPerSection: 2, counter: counter))
        #expect(shorter.exposure.disappeared == [items[2]])
    }

    @Test("a new viewport height hands exposure back to the engine's layout, as scrolling does")
    func viewportHeightEndsHostExposure() async {
        let counter = CallCounter()
        let engine = PageEngine(width: 40, viewportHeight: 4)
        _ = await engine.appear()
        let page = makeRowsPage(sections: 1, itemsPerSection: 20, counter: counter)
        _ = await engine.update(to: page)
        let items = page.sections[0].items.map { ExposedItem(sectionID: "s0", itemID: $0.id) }
        _ = await engine.exposure(visible: items[10...12].map { ($0, 1) })
        // By the engine's viewport: the header and four rows.
        let taller = await engine.setViewportHeight(5)
        #expect(taller.appeared == Array(items[0...3]))
        #expect(taller.disappeared == Array(items[10...12]))
        // Updates report exposure by the engine's layout again.
        let shorter = await engine.update(to: makeRowsPage(sections: 1, itemsPerSection: 2, counter: counter))
        #expect(shorter.exposure.disappeared == [items[2], items[3]])
    }
}
