import PageKit
import Testing

@Suite struct TitledSectionTests {
    private struct Titled: TitledSection {
        let title: String
        var items: [PageItem] { [] }
        func height(of item: PageItem, width: Int) -> Int { 1 }
        func makeCell(kind: String) -> any PageCell { TextCell { _, _ in [] } }
    }

    @Test("a title is a one-row rule across the width; an empty title is no header")
    func header() {
        #expect(Titled(title: "Today").headerHeight(width: 12) == 1)
        #expect(Titled(title: "Today").renderHeader(width: 12) == ["── Today ───"])
        #expect(Titled(title: "").headerHeight(width: 12) == 0)
        #expect(Titled(title: "").renderHeader(width: 12) == [])
    }
}
