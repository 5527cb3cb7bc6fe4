import ComponentService
import PageKit
import PageTerminal
import Store
import StoreInterface
import Testing

@Suite("The store.nearby page section")
struct NearbySectionTests {
    @Test("the factory loads the nearest stores through the bus, one item per store keyed by its id")
    func goodData() async throws {
        let service = try StoreFixtures.shippedService()
        let page = try await SectionFixtures.page(data: ["title": "Nearby", "limit": 4], service: service)
        #expect(page.diagnostics.isEmpty)
        let section = try #require(SectionFixtures.section(of: page))
        #expect(section.title == "Nearby")
        #expect(section.stores.map(\.id) == [1, 3, 8, 2])
        #expect(section.items.map(\.id) == [1, 3, 8, 2].map { ItemID($0) })
        #expect(section.items.allSatisfy { $0.kind == StoreNearbySection.rowKind })
        #expect(section.stores == (try service.store.nearby(limit: 4)))
        #expect(StoreNearbySection.itemKinds == [StoreNearbySection.rowKind, StoreNearbySection.emptyKind])
        let header = try #require(section.header)
        #expect(header.kind == SectionTitle.kind)
        #expect(header.value(as: SectionTitle.self) == SectionTitle("Nearby"))
        #expect(try SectionFixtures.rendered(header, width: 40) == [TextWrapping.rule("Nearby", width: 40)])
    }

    @Test("absent keys take their defaults: the title 'Stores near you' and 3 stores at any distance")
    func defaults() async throws {
        let service = try StoreFixtures.shippedService()
        for data: PageJSON in [[:], ["title": nil, "limit": nil, "maxDistance": nil], ["unknown": true]] {
            let page = try await SectionFixtures.page(data: data, service: service)
            let section = try #require(SectionFixtures.section(of: page), "\(page.diagnostics)")
            #expect(section.title == "Stores near you")
            #expect(section.stores.map(\.id) == [1, 3, 8])
            #expect(section.maxDistance == nil)
        }
    }

    @Test("maxDistance keeps only the stores that near, the boundary included; an empty title has no header")
    func maxDistance() async throws {
        let service = try StoreFixtures.shippedService()
        let data: PageJSON = ["title": "", "limit": 10, "maxDistance": 1200]
        let section = try #require(
            SectionFixtures.section(of: try await SectionFixtures.page(data: data, service: service)))
        #expect(section.stores.map(\.id) == [1, 3, 8, 2])
        #expect(section.header == nil)
        #expect(try SectionFixtures.rendered(section, width: 40).count == 8)
    }

    @Test("no store within maxDistance is one row saying so, of its own cell kind")
    func emptyResult() async throws {
        let service = try StoreFixtures.shippedService()
        let section = try #require(
            SectionFixtures.section(of: try await SectionFixtures.page(data: ["maxDistance": 300], service: service)))
        #expect(section.stores.isEmpty)
        let item = try #require(section.items.first)
        #expect(section.items.count == 1)
        #expect(item.kind == StoreNearbySection.emptyKind)
        #expect(try SectionFixtures.rendered(item, width: 40) == ["No stores within 300 m"])

        let far = try #require(
            SectionFixtures.section(
                of: try await SectionFixtures.page(
                    data: ["maxDistance": 100], service: try StoreFixtures.service(with: StoreComponent(stores: [])))))
        #expect(try SectionFixtures.rendered(far, width: 40).last == "No stores within 100 m")
        let none = try #require(
            SectionFixtures.section(
                of: try await SectionFixtures.page(
                    data: [:], service: try StoreFixtures.service(with: StoreComponent(stores: [])))))
        #expect(try SectionFixtures.rendered(none, width: 40).last == "No stores nearby")
    }

    @Test(
        "invalid data makes the factory throw an error naming the key, and the page shows a placeholder",
        arguments: [
            (PageJSON.string("three stores, please"), nil, "the data must be an object"),
            (["title": 5], "title", "'title' must be a string, got 5"),
            (["limit": 0], "limit", "'limit' must be an integer from 1 to 100, got 0"),
            (["limit": 101], "limit", "'limit' must be an integer from 1 to 100, got 101"),
            (["limit": "ten"], "limit", #"'limit' must be an integer from 1 to 100, got "ten""#),
            (["limit": 2.5], "limit", "'limit' must be an integer from 1 to 100, got 2.5"),
            (["maxDistance": -1], "maxDistance", "'maxDistance' must be an integer of 0 or more meters, got -1"),
            (["maxDistance": [1]], "maxDistance", "'maxDistance' must be an integer of 0 or more meters, got [1]"),
            (
                ["limit": .string(String(repeating: "a", count: 100))], "limit",
                "'limit' must be an integer from 1 to 100, got \"" + String(repeating: "a", count: 58) + "…"
            ),
        ] as [(PageJSON, String?, String)])
    func badData(data: PageJSON, key: String?, message: String) async throws {
        let service = try StoreFixtures.shippedService()
        let error = try #require(
            await #expect(throws: SectionBuildError.self) {
                try await SectionFixtures.make(data: data, service: service)
            })
        #expect(error.code == .invalidData)
        #expect(error.key == key)
        #expect(error.message.hasPrefix(message), "\(error.message)")

        let page = try await SectionFixtures.page(data: data, service: service)
        #expect(page.snapshot.section("nearby")?.section is PlaceholderSection)
        #expect(page.diagnostics.map(\.message).contains { $0.contains(message) }, "\(page.diagnostics)")
    }

    @Test("a bus failure makes the factory throw dataUnavailable with the bus's error")
    func loadFailure() async throws {
        let noStore = ComponentService()
        let missing = try #require(
            await #expect(throws: SectionBuildError.self) {
                try await SectionFixtures.make(data: [:], service: noStore)
            })
        #expect(missing.code == .dataUnavailable)
        #expect(missing.message.contains("No component named 'Store'"), "\(missing.message)")

        let broken = try StoreFixtures.service(with: StoreComponent(data: .init("not json".utf8)))
        let failed = try #require(
            await #expect(throws: SectionBuildError.self) { try await SectionFixtures.make(data: [:], service: broken) }
        )
        #expect(failed.code == .dataUnavailable)
        #expect(failed.message.contains("Store data could not be loaded"), "\(failed.message)")
    }

    @Test(
        "the host sizes every item: its terminal height is the number of lines its cell renders, each within the width",
        arguments: [20, 40, 80])
    func heightsMatchRendering(width: Int) async throws {
        let long = Store(
            id: 42, name: "The Extraordinarily Long-Named Neighbourhood Bookshop and Café",
            address: "12345 NE Martin Luther King Jr Blvd, Suite 1000, Portland, OR 97212", distance: 12_345,
            rating: 3.96, openingHours: StoreOpeningHours(opens: "08:00", closes: "02:00"))
        let custom = try StoreFixtures.service(
            with: StoreComponent(stores: [long, StoreFixtures.store(7, distance: 999)]))
        let cases: [(ComponentService, PageJSON)] = [
            (try StoreFixtures.shippedService(), ["limit": 100]),
            (custom, ["title": "A title far longer than any terminal this page is likely to meet"]),
            (try StoreFixtures.shippedService(), ["title": "Close by", "maxDistance": 10]),
        ]
        let sizer = TerminalSizer(cells: try SectionFixtures.cells())
        for (service, data) in cases {
            let page = try await SectionFixtures.page(data: data, service: service)
            let section = try #require(SectionFixtures.section(of: page))
            let header = try #require(section.header)
            #expect(section.size(of: header, width: Double(width)) == nil)
            let headerLines = try SectionFixtures.rendered(header, width: width)
            #expect(sizer.size(of: header, width: Double(width)) == Double(headerLines.count))
            #expect(headerLines.count == 1)
            for line in headerLines { #expect(line.count == width, "\(line)") }
            for item in section.items {
                let lines = try SectionFixtures.rendered(item, width: width)
                #expect(section.size(of: item, width: Double(width)) == nil, "\(item.id)")
                #expect(sizer.size(of: item, width: Double(width)) == Double(lines.count), "\(item.id)")
                #expect(!lines.isEmpty)
                for line in lines { #expect(line.count <= width, "\(line)") }
            }
            let (shown, report) = try await SectionFixtures.terminalLines(of: page, width: width)
            #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
            #expect(shown == (try SectionFixtures.rendered(section, width: width)))
        }
    }

    @Test("in the terminal a store row is its name and distance, then its rating, hours and address cut to the width")
    func rowAtWidth40() async throws {
        let service = try StoreFixtures.shippedService()
        let page = try await SectionFixtures.page(data: ["title": "Stores near you"], service: service)
        #expect(
            try await SectionFixtures.terminalLines(of: page, width: 40).lines == [
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
        let stores = distances.enumerated().map { StoreFixtures.store($0.offset + 1, distance: $0.element) }
        let service = try StoreFixtures.service(with: StoreComponent(stores: stores))
        let section = try #require(
            SectionFixtures.section(of: try await SectionFixtures.page(data: ["limit": 100], service: service)))
        let shown = try section.items.map {
            try SectionFixtures.rendered($0, width: 40)[0].split(separator: " ").suffix(2).joined(separator: " ")
        }
        #expect(shown == ["0 m", "999 m", "1.0 km", "1.0 km", "1.1 km", "1.2 km", "9.8 km", "12.3 km"])
    }
}
