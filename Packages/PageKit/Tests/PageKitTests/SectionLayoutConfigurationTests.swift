import PageKit
import Testing

@Suite("A section's layout and style in the page configuration")
struct SectionLayoutConfigurationTests {
    private func decode(_ members: [String: PageJSON]) -> (SectionConfiguration?, [PageDiagnostic]) {
        var section = members
        section["id"] = "deals"
        section["kind"] = "store.deals"
        let page = PageConfiguration.decode(["id": "home", "sections": [.object(section)]])
        return (page.sections.first, page.diagnostics)
    }

    @Test("absent or null: a list in the plain style")
    func defaults() {
        for members: [String: PageJSON] in [[:], ["layout": nil, "style": nil], ["layout": [:], "style": [:]]] {
            let (section, diagnostics) = decode(members)
            #expect(section?.layout == .list)
            #expect(section?.style == .plain)
            #expect(diagnostics.isEmpty)
        }
    }

    @Test("grids and carousels with their columns and a sticky header; every style key read as given")
    func goodValues() {
        let (grid, gridDiagnostics) = decode([
            "layout": ["type": "grid", "columns": 3, "stickyHeader": true],
            "style": [
                "insets": 1.5, "spacing": 2, "background": "#20364f", "separators": true, "cornerRadius": 8,
            ],
        ])
        #expect(grid?.layout == SectionLayout(.grid(columns: 3), stickyHeader: true))
        #expect(
            grid?.style
                == SectionStyle(insets: 1.5, spacing: 2, background: "#20364f", separators: true, cornerRadius: 8))
        #expect(gridDiagnostics.isEmpty)
        let (carousel, _) = decode(["layout": ["type": "carousel"]])
        #expect(carousel?.layout == SectionLayout(.carousel(columns: 2)))
        let (list, _) = decode(["layout": ["type": "list", "columns": 4]])
        #expect(list?.layout == .list)
        #expect(list?.layout.columns == 1)
    }

    @Test(
        "a bad value is replaced by its default, or clamped, with a warning at its path; the section stays",
        arguments: [
            (
                ["layout": "grid"], "$.sections[0].layout",
                #""layout" is not an object (found a string); a list is used"#
            ),
            (
                ["layout": ["type": "masonry"]], "$.sections[0].layout.type",
                #""type" is "masonry", not one of "list", "grid", "carousel"; "list" is used"#
            ),
            (
                ["layout": ["type": 3]], "$.sections[0].layout.type",
                #""type" is a number, not one of "list", "grid", "carousel"; "list" is used"#
            ),
            (
                ["layout": ["type": "grid", "columns": 40]], "$.sections[0].layout.columns",
                #""columns" is 40, outside 1 to 12; 12 is used"#
            ),
            (
                ["layout": ["type": "grid", "columns": 0]], "$.sections[0].layout.columns",
                #""columns" is 0, outside 1 to 12; 1 is used"#
            ),
            (
                ["layout": ["type": "grid", "columns": 2.5]], "$.sections[0].layout.columns",
                #""columns" is not a whole number (found a number); 2 is used"#
            ),
            (
                ["layout": ["stickyHeader": "yes"]], "$.sections[0].layout.stickyHeader",
                #""stickyHeader" is not true or false (found a string); false is used"#
            ),
            (
                ["layout": ["kind": "grid"]], "$.sections[0].layout.kind",
                #"ignored: a page configuration defines no member "kind" here"#
            ),
            (
                ["style": [1]], "$.sections[0].style",
                #""style" is not an object (found an array); the plain style is used"#
            ),
            (
                ["style": ["insets": -2]], "$.sections[0].style.insets",
                #""insets" is -2, outside 0 to 1000; 0 is used"#
            ),
            (
                ["style": ["spacing": 1e9]], "$.sections[0].style.spacing",
                #""spacing" is 1000000000, outside 0 to 1000; 1000 is used"#
            ),
            (
                ["style": ["cornerRadius": "round"]], "$.sections[0].style.cornerRadius",
                #""cornerRadius" is not a number (found a string); 0 is used"#
            ),
            (
                ["style": ["background": "red"]], "$.sections[0].style.background",
                ##""background" is "red", not a colour #RRGGBB; none is used"##
            ),
            (
                ["style": ["background": "#12345G"]], "$.sections[0].style.background",
                ##""background" is "#12345G", not a colour #RRGGBB; none is used"##
            ),
            (
                ["style": ["separators": 1]], "$.sections[0].style.separators",
                #""separators" is not true or false (found a number); false is used"#
            ),
            (
                ["style": ["shadow": true]], "$.sections[0].style.shadow",
                #"ignored: a page configuration defines no member "shadow" here"#
            ),
        ] as [([String: PageJSON], String, String)])
    func badValues(members: [String: PageJSON], path: String, message: String) {
        let (section, diagnostics) = decode(members)
        #expect(section?.id == "deals")
        #expect(diagnostics.map(\.path) == [path])
        #expect(diagnostics.map(\.message) == [message])
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test("SectionLayout and SectionStyle clamp what a caller passes")
    func clamping() {
        #expect(SectionLayout(.grid(columns: -3)).columns == 1)
        #expect(SectionLayout(.carousel(columns: 99)).columns == 12)
        let style = SectionStyle(insets: .nan, spacing: .infinity, cornerRadius: -1)
        #expect(style == SectionStyle(insets: 0, spacing: 1_000, cornerRadius: 0))
    }
}
