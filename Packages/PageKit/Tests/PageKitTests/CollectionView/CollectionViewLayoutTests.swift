import PageKit
import TestSupport
import Testing

@Suite("Lists, grids, carousels and sticky headers, as a collection view lays them out")
struct CollectionViewLayoutTests {
    @Test("random pages of every layout, scrolled down and sideways, keep the collection view's frame rules")
    func frameRules() async throws {
        var random = SplitMix64(seed: 0xF4A3_E5)
        let host = await CollectionViewHost()
        for page in 0..<60 {
            let engine = host.makeEngine()
            _ = await engine.setViewportHeight(600)
            let snapshot = randomPage(&random, id: "page\(page)")
            _ = await engine.update(to: snapshot)
            let layout = await engine.layout
            for _ in 0..<12 {
                _ = await engine.scroll(to: Double.random(in: 0...max(layout.totalHeight, 1), using: &random))
                for section in snapshot.sections where Bool.random(using: &random) {
                    _ = await engine.scrollCarousel(section.id, to: Double.random(in: 0...2_000, using: &random))
                }
                let (shown, viewport) = await engine.display
                let entries = shown.visibleEntries(in: viewport)
                let problems = CollectionViewFrameRules.problems(entries, layout: shown, viewport: viewport)
                #expect(problems.isEmpty, "page \(page), \(viewport): \(problems)")
                if !problems.isEmpty { return }
            }
        }
    }

    @Test("a grid's items are measured at their column's width, a list's at the width less its insets")
    func itemsAreMeasuredAtTheirWidth() async throws {
        let widths = LockedBox<Set<Double>>([])
        struct RecordingSizer: ItemSizer {
            let widths: LockedBox<Set<Double>>
            func size(of item: PageItem, width: Double) -> Double? {
                widths.withLock { _ = $0.insert(width) }
                return 44
            }
        }
        let engine = PageEngine(width: 375, viewportHeight: 600, sizer: RecordingSizer(widths: widths))
        let rows = (0..<6).map { Row(id: $0, text: "row \($0)") }
        _ = await engine.update(
            to: PageSnapshot(
                pageID: "widths",
                sections: [
                    SectionSnapshot(
                        id: "grid", kind: "rows", section: RowsSection(title: "", rows: rows, counter: CallCounter()),
                        layout: SectionLayout(.grid(columns: 3)), style: SectionStyle(insets: 16, spacing: 8)),
                    SectionSnapshot(
                        id: "list", kind: "rows",
                        section: RowsSection(
                            title: "", rows: rows.map { Row(id: $0.id + 10, text: $0.text) }, counter: CallCounter()),
                        style: SectionStyle(insets: 20)),
                ]))
        #expect(
            widths.withLock { $0 }.sorted() == [(375.0 - 32 - 16) / 3, 335],
            "\(widths.withLock { $0 }.map(\.debugDescription))")
    }

    private func randomPage(_ random: inout SplitMix64, id: String) -> PageSnapshot {
        var next = 0
        let sections = (0..<Int.random(in: 1...5, using: &random)).map { index in
            let rows = (0..<Int.random(in: 0...30, using: &random)).map { _ in
                next += 1
                return Row(id: next, text: "row \(next)", lines: Int.random(in: 1...3, using: &random))
            }
            let arrangement = SectionLayout.Arrangement.random(using: &random)
            return SectionSnapshot(
                id: SectionID("s\(index)"), kind: "rows",
                section: RowsSection(
                    title: Bool.random(using: &random) ? "Section \(index)" : "", rows: rows, counter: CallCounter()),
                layout: SectionLayout(arrangement, stickyHeader: Bool.random(using: &random)),
                style: SectionStyle(
                    insets: Double(Int.random(in: 0...24, using: &random)),
                    spacing: Double(Int.random(in: 0...16, using: &random))))
        }
        return PageSnapshot(pageID: id, sections: sections)
    }
}
