import ComponentService
import PageKit
import PageTerminal
import Template
import TemplateTerminal
import Testing

@Suite("The terminal cells of the template.list section")
struct TemplateListCellsTests {
    private func cells() throws -> TerminalCells {
        var cells = TerminalCells()
        try TemplateTerminalCells.register(in: &cells)
        return cells
    }

    private func rendered(_ item: PageItem, width: Int) throws -> [String] {
        let cell = try #require(try cells().makeCell(kind: item.kind), "no terminal cell for \(item.kind)")
        cell.configure(with: item, width: width)
        return cell.render()
    }

    @Test("every kind the section shows has a cell")
    func everyKind() throws {
        let registry = SectionRegistry()
        try TemplateRegistration.registerSections(in: registry, service: ComponentService())
        #expect(try cells().missingKinds(in: registry).isEmpty)
    }

    @Test("a row is its title, then its detail indented; the empty row its message")
    func lines() throws {
        let row = PageItem(
            TemplateListRow(id: "a", title: "First row", detail: "About it"), id: \.id,
            kind: TemplateListSection.rowKind)
        #expect(try rendered(row, width: 20) == ["First row", "  About it"])
        let bare = PageItem(TemplateListRow(id: "b", title: "Second"), id: \.id, kind: TemplateListSection.rowKind)
        #expect(try rendered(bare, width: 20) == ["Second"])
        let empty = PageItem(TemplateListEmptyRow(message: "Nothing here yet"), kind: TemplateListSection.emptyKind)
        #expect(try rendered(empty, width: 7) == ["Nothin…"])
    }

    @Test(
        "at any width every line fits and no control character reaches the terminal",
        arguments: [0, 1, 2, 3, 10, 40, 200])
    func fits(width: Int) throws {
        let texts = [
            "plain", "", "中文の見出し", "\u{1B}[2Jescape\u{7}", "line\nbreak", String(repeating: "long ", count: 400),
        ]
        for title in texts {
            for detail in texts {
                let item = PageItem(
                    TemplateListRow(id: "x", title: title, detail: detail), id: \.id, kind: TemplateListSection.rowKind)
                let lines = try rendered(item, width: width)
                #expect(!lines.isEmpty)
                for line in lines {
                    #expect(TextWrapping.width(of: line) <= width, "\(line.debugDescription)")
                    #expect(
                        !line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F },
                        "\(line.debugDescription)")
                }
            }
        }
    }
}
