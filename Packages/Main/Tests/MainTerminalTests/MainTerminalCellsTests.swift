import ComponentService
import Main
import MainInterface
import MainTerminal
import PageKit
import PageTerminal
import Testing

@Suite("The terminal cell of the main.banner section")
struct MainTerminalCellsTests {
    private func makeRegistry() throws -> SectionRegistry {
        let service = ComponentService()
        try service.register(MainComponent(versionDelay: .milliseconds(5)))
        let registry = SectionRegistry()
        try MainRegistration.registerSections(in: registry, service: service)
        return registry
    }

    private func makeSection(_ data: PageJSON) async throws -> any PageSection {
        let factory = try #require(try makeRegistry().factory(for: MainDefine.bannerSectionKind))
        return try await factory(SectionConfiguration(id: "banner", kind: MainDefine.bannerSectionKind, data: data))
    }

    private func makeCells() throws -> TerminalCells {
        var cells = TerminalCells()
        try MainTerminalCells.register(in: &cells)
        return cells
    }

    /// The lines the registered terminal cell of `item`'s kind draws for it at `width`.
    private func render(_ item: PageItem, width: Int) throws -> [String] {
        let cell = try #require(try makeCells().makeCell(kind: item.kind), "no terminal cell for \(item.kind)")
        cell.configure(with: item, width: width)
        return cell.render()
    }

    @Test("at width 40 the banner's terminal cell is a box with the name and the truncated subtitle, centred")
    func rendering() async throws {
        let section = try await makeSection(["prefix": "shop"])
        let item = try #require(section.items.first)
        #expect(
            try render(item, width: 40) == [
                "╭──────────────────────────────────────╮",
                "│              shop-demo               │",
                "│ Server-driven pages from business c… │",
                "╰──────────────────────────────────────╯",
            ])
        #expect(
            try render(item, width: 6) == [
                "╭────╮",
                "│sho…│",
                "│Ser…│",
                "╰────╯",
            ])
        #expect(try render(item, width: 3) == ["╭─╮", "sh…", "Se…", "╰─╯"])
    }

    @Test("below 8 columns the box loses the spaces inside its borders, below 4 its sides, below 2 a corner")
    func narrowWidths() async throws {
        let section = try await makeSection(["prefix": "shop"])
        let item = try #require(section.items.first)
        #expect(try render(item, width: 8) == ["╭──────╮", "│ sho… │", "│ Ser… │", "╰──────╯"])
        #expect(try render(item, width: 7) == ["╭─────╮", "│shop…│", "│Serv…│", "╰─────╯"])
        #expect(try render(item, width: 4) == ["╭──╮", "│s…│", "│S…│", "╰──╯"])
        #expect(try render(item, width: 2) == ["╭╮", "s…", "S…", "╰╯"])
        #expect(try render(item, width: 1) == ["╭", "…", "…", "╰"])
    }

    @Test("a configured subtitle is centred on the box's third line")
    func subtitle() async throws {
        let section = try await makeSection(["prefix": "stores", "subtitle": "Find a store"])
        let item = try #require(section.items.first)
        #expect(try render(item, width: 20)[2] == "│   Find a store   │")
    }

    @Test("the terminal height is the rendered line count, 4, and every line fits, at every width")
    func heights() async throws {
        let data: PageJSON = ["prefix": "a-rather-long-prefix", "subtitle": "A subtitle\nwith a newline\tand a tab"]
        let sizer = TerminalSizer(cells: try makeCells())
        for section in [try await makeSection(["prefix": "shop"]), try await makeSection(data)] {
            for item in section.items {
                for width in [20, 40, 80] + Array(0...9) + [-1, Int.min, Int.max] {
                    let lines = try render(item, width: width)
                    #expect(sizer.size(of: item, width: Double(width)) == Double(lines.count), "width \(width)")
                    #expect(lines.count == 4, "width \(width)")
                    #expect(
                        lines.allSatisfy { TextWrapping.width(of: $0) <= max(width, 0) }, "width \(width): \(lines)")
                    #expect(
                        !lines.contains { $0.contains { $0.isWhitespace && $0 != " " } }, "width \(width): \(lines)")
                }
            }
        }
    }

    @Test("on a terminal page at width 40 the banner takes its four rows, with no header")
    func terminalPage() async throws {
        let configuration = PageConfiguration(
            id: "home",
            sections: [SectionConfiguration(id: "banner", kind: MainDefine.bannerSectionKind, data: ["prefix": "shop"])]
        )
        let page = await PageBuilder(registry: try makeRegistry()).build(configuration)
        let terminal = TerminalPage(cells: try makeCells(), columns: 40, rows: 6)
        let report = await terminal.update(to: page.snapshot)
        #expect(report.diagnostics.isEmpty)
        #expect(await terminal.totalRows == 4)
        #expect(
            await terminal.frame?.lines == [
                "╭──────────────────────────────────────╮",
                "│              shop-demo               │",
                "│ Server-driven pages from business c… │",
                "╰──────────────────────────────────────╯",
                "",
                "",
            ])
    }

    @Test("every item kind of the banner has a terminal cell; registering the cells again is refused")
    func registration() throws {
        let registry = try makeRegistry()
        var cells = try makeCells()
        #expect(cells.missingKinds(in: registry).isEmpty)
        #expect(cells.kinds.contains(MainBannerSection.cellKind))
        let error = #expect(throws: TerminalCellRegistrationError.self) {
            try MainTerminalCells.register(in: &cells)
        }
        #expect(error?.kind == MainBannerSection.cellKind)
        #expect(cells.missingKinds(in: registry).isEmpty)
        #expect(TerminalCells().missingKinds(in: registry).contains(MainBannerSection.cellKind))
    }
}
