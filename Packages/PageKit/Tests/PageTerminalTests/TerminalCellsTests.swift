import PageKit
import PageTerminal
import Testing

/// The terminal's cells by kind, and the sizer that measures with them.
@Suite struct TerminalCellsTests {
    @Test("a kind has one cell; an empty kind or a second registration is refused and the first stays")
    func registration() throws {
        var cells = TerminalCells()
        #expect(cells.kinds == SectionRegistry.pageKitKinds.sorted())
        try cells.register(kind: "row") { TextCell { _, _ in ["first"] } }
        let duplicate = #expect(throws: TerminalCellRegistrationError.self) {
            try cells.register(kind: "row") { TextCell { _, _ in ["second"] } }
        }
        #expect(duplicate?.kind == "row")
        #expect(duplicate?.description == "Kind 'row' already has a terminal cell")
        #expect(throws: TerminalCellRegistrationError.self) {
            try cells.register(kind: SectionTitle.kind) { TextCell { _, _ in [] } }
        }
        #expect(throws: TerminalCellRegistrationError.self) { try cells.register(kind: "") { TextCell { _, _ in [] } } }
        #expect(cells.kinds == ["pagekit.failed", "pagekit.loading", "pagekit.title", "row"])
        let cell = try #require(cells.makeCell(kind: "row"))
        cell.configure(with: PageItem(1, kind: "row"), width: 10)
        #expect(cell.render() == ["first"])
        #expect(cells.makeCell(kind: "unknown") == nil)
    }

    @Test("the kinds a registry's sections declare and no cell shows are named")
    func missingKinds() throws {
        struct Cards: PageSection {
            static let itemKinds = ["card", "row"]
            var items: [PageItem] { [] }
        }
        let registry = SectionRegistry()
        try registry.register(kind: "rows") { _ in RowsSection(title: "", rows: []) }
        try registry.register(kind: "cards") { _ in Cards() }
        #expect(TerminalCells().missingKinds(in: registry) == ["card", "row"])
        #expect(try rowCells().missingKinds(in: registry) == ["card"])
    }

    @Test("a title header is a rule across the width, the title cut to fit")
    func titleRule() throws {
        let cell = try #require(TerminalCells().makeCell(kind: SectionTitle.kind))
        struct Titled: TitledSection {
            static let itemKinds: [String] = []
            let title: String
            var items: [PageItem] { [] }
        }
        cell.configure(with: try #require(Titled(title: "Today").header), width: 12)
        #expect(cell.render() == ["── Today ───"])
        cell.configure(with: try #require(Titled(title: "A very long title").header), width: 12)
        #expect(cell.render() == ["── A very… ─"])
        cell.prepareForReuse()
        cell.configure(with: PageItem("not a title", kind: SectionTitle.kind), width: 12)
        #expect(cell.render() == [])
    }

    @Test("the terminal sizer's size is the number of lines a kind's cell renders at the width, in columns")
    func sizer() throws {
        var cells = TerminalCells()
        try cells.register(kind: "text") {
            TextCell { item, width in TextWrapping.wrap(item.value(as: String.self) ?? "", width: width) }
        }
        let sizer = TerminalSizer(cells: cells)
        let text = PageItem("the quick brown fox jumps", kind: "text")
        #expect(sizer.size(of: text, width: 40) == 1)
        #expect(sizer.size(of: text, width: 10) == 3)
        // Columns are whole: a fraction is rounded down, and a width below one column is one.
        #expect(sizer.size(of: text, width: 9.6) == 3)
        #expect(sizer.size(of: PageItem("abcdefghij", kind: "text"), width: 9.6) == 2)
        #expect(sizer.size(of: text, width: 0.2) == 21)
        #expect(sizer.size(of: text, width: .nan) == 21)
        #expect(sizer.size(of: PageItem("x", kind: "other"), width: 40) == nil)
    }
}
