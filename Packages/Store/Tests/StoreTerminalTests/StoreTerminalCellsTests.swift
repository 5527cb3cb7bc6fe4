import ComponentService
import PageKit
import PageTerminal
import Store
import StoreInterface
import StoreTerminal
import Testing

@Suite("The terminal cells of the Store sections")
struct StoreTerminalCellsTests {
    @Test(
        "the host sizes every item: its terminal height is the number of lines its cell renders, each within the width",
        arguments: [20, 40, 80])
    func heightsMatchRendering(width: Int) async throws {
        let long = Store(
            id: 42, name: "The Extraordinarily Long-Named Neighbourhood Bookshop and Café",
            address: "12345 NE Martin Luther King Jr Blvd, Suite 1000, Portland, OR 97212", distance: 12_345,
            rating: 3.96, openingHours: StoreOpeningHours(opens: "08:00", closes: "02:00"))
        let custom = try StoreTerminalFixtures.service(stores: [long, StoreTerminalFixtures.store(7, distance: 999)])
        let cases: [(ComponentService, PageJSON)] = [
            (try StoreTerminalFixtures.shippedService(), ["limit": 100]),
            (custom, ["title": "A title far longer than any terminal this page is likely to meet"]),
            (try StoreTerminalFixtures.shippedService(), ["title": "Close by", "maxDistance": 10]),
        ]
        let sizer = TerminalSizer(cells: try StoreTerminalFixtures.cells())
        for (service, data) in cases {
            let page = try await StoreTerminalFixtures.page(data: data, service: service)
            let section = try #require(page.snapshot.section("nearby")?.section as? StoreNearbySection)
            let header = try #require(section.header)
            #expect(section.size(of: header, width: Double(width)) == nil)
            let headerLines = try StoreTerminalFixtures.rendered(header, width: width)
            #expect(sizer.size(of: header, width: Double(width)) == Double(headerLines.count))
            #expect(headerLines.count == 1)
            for line in headerLines { #expect(line.count == width, "\(line)") }
            for item in section.items {
                let lines = try StoreTerminalFixtures.rendered(item, width: width)
                #expect(section.size(of: item, width: Double(width)) == nil, "\(item.id)")
                #expect(sizer.size(of: item, width: Double(width)) == Double(lines.count), "\(item.id)")
                #expect(!lines.isEmpty)
                for line in lines { #expect(line.count <= width, "\(line)") }
            }
            let (shown, report) = try await StoreTerminalFixtures.terminalLines(of: page, width: width)
            #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
            #expect(shown == (try StoreTerminalFixtures.rendered(section, width: width)))
        }
    }

    @Test("in the terminal a store row is its name and distance, then its rating, hours and address cut to the width")
    func rowAtWidth40() async throws {
        let service = try StoreTerminalFixtures.shippedService()
        let page = try await StoreTerminalFixtures.page(data: ["title": "Stores near you"], service: service)
        #expect(
            try await StoreTerminalFixtures.terminalLines(of: page, width: 40).lines == [
                "── Stores near you ─────────────────────",
                "Bluebird Coffee Roasters           350 m",
                "  ★ 4.6 · 06:30–18:00 · 1024 SE Hawthor…",
                "Rose City Books                    800 m",
                "  ★ 4.8 · 10:00–20:00 · 3410 SE Belmont…",
                "Foggy Bean Café                    950 m",
                "  ★ 4.3 · 07:00–17:00 · 2208 NE Broadwa…",
            ])
    }

    @Test("distances read in meters below a kilometre and in tenths of a kilometre from there")
    func distances() async throws {
        let distances = [0, 999, 1_000, 1_049, 1_050, 1_200, 9_800, 12_345]
        let stores = distances.enumerated().map { StoreTerminalFixtures.store($0.offset + 1, distance: $0.element) }
        let service = try StoreTerminalFixtures.service(stores: stores)
        let section = try await StoreTerminalFixtures.section(data: ["limit": 100], service: service)
        let shown = try section.items.map {
            try StoreTerminalFixtures.rendered($0, width: 40)[0].split(separator: " ").suffix(2).joined(separator: " ")
        }
        #expect(shown == ["0 m", "999 m", "1.0 km", "1.0 km", "1.1 km", "1.2 km", "9.8 km", "12.3 km"])
    }

    @Test("the row shown without stores is its message, wrapped to the width; the header is the title's rule")
    func emptyRowAndHeader() async throws {
        let shipped = try StoreTerminalFixtures.shippedService()
        let close = try await StoreTerminalFixtures.section(
            data: ["title": "Nearby", "maxDistance": 300], service: shipped)
        #expect(
            try StoreTerminalFixtures.rendered(close, width: 40) == [
                TextWrapping.rule("Nearby", width: 40), "No stores within 300 m",
            ])
        let empty = try StoreTerminalFixtures.service(stores: [])
        let none = try await StoreTerminalFixtures.section(data: ["title": ""], service: empty)
        #expect(try StoreTerminalFixtures.rendered(none, width: 40) == ["No stores nearby"])
        #expect(try StoreTerminalFixtures.rendered(none, width: 10) == ["No stores", "nearby"])
    }

    @Test("a store's details are a line per fact, each cut to the width, and the host sizes them by their lines")
    func detailAtWidth30() async throws {
        let configuration = PageConfiguration(
            id: "store",
            sections: [
                SectionConfiguration(id: "detail", kind: StoreDefine.detailSectionKind, data: ["title": "Yours"])
            ]
        ).opened(with: ["id": "3"])
        let registry = try StoreTerminalFixtures.registry(service: try StoreTerminalFixtures.shippedService())
        let page = await PageBuilder(registry: registry).build(configuration)
        let (shown, report) = try await StoreTerminalFixtures.terminalLines(of: page, width: 30)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(
            shown == [
                "── Yours ─────────────────────", "Rose City Books", "  Address: 3410 SE Belmont St…",
                "  Distance: 800 m", "  Rating: ★ 4.8", "  Hours: 10:00–20:00 (open no…",
            ])
        let item = try #require(page.snapshot.section("detail")?.section.items.first)
        let sizer = TerminalSizer(cells: try StoreTerminalFixtures.cells())
        #expect(sizer.size(of: item, width: 30) == Double(try StoreTerminalFixtures.rendered(item, width: 30).count))
    }

    @Test("registers a terminal cell for every item kind; a second registration is refused")
    func registration() throws {
        let registry = try StoreTerminalFixtures.registry(service: ComponentService())
        #expect(
            Set([StoreNearbySection.emptyKind, StoreNearbySection.rowKind])
                .isSubset(of: TerminalCells().missingKinds(in: registry)))
        var cells = try StoreTerminalFixtures.cells()
        #expect(cells.missingKinds(in: registry).isEmpty)
        let error = try #require(
            #expect(throws: TerminalCellRegistrationError.self) {
                try StoreTerminalCells.register(in: &cells)
            })
        #expect(error.kind == StoreNearbySection.rowKind)
        #expect(cells.missingKinds(in: registry).isEmpty)
    }
}
