import ComponentService
import PageKit
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
        #expect(section.items.count == 4)
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
        #expect(item.value(as: StoreNearbyEmptyRow.self)?.message == "No stores within 300 m")

        let far = try #require(
            SectionFixtures.section(
                of: try await SectionFixtures.page(
                    data: ["maxDistance": 100], service: try StoreFixtures.service(with: StoreComponent(stores: [])))))
        #expect(far.items.first?.value(as: StoreNearbyEmptyRow.self)?.message == "No stores within 100 m")
        let none = try #require(
            SectionFixtures.section(
                of: try await SectionFixtures.page(
                    data: [:], service: try StoreFixtures.service(with: StoreComponent(stores: [])))))
        #expect(none.items.first?.value(as: StoreNearbyEmptyRow.self)?.message == "No stores nearby")
    }

    @Test("a maxDistance of 0 is valid: only stores at the user's door, here none")
    func zeroMaxDistance() async throws {
        let service = try StoreFixtures.shippedService()
        let page = try await SectionFixtures.page(data: ["maxDistance": 0], service: service)
        #expect(page.diagnostics.isEmpty)
        let section = try #require(SectionFixtures.section(of: page))
        #expect(section.maxDistance == 0)
        #expect(section.items.first?.value(as: StoreNearbyEmptyRow.self)?.message == "No stores within 0 m")
    }

    @Test(
        "invalid data makes the factory throw an error naming the key, and the page shows its error state",
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
        #expect(page.snapshot.section("nearby")?.section is FailedSection)
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

    @Test("a store's facts read the same in every host: distances in meters, then tenths of a kilometre")
    func rowFormat() {
        let distances = [-5, 0, 999, 1_000, 1_049, 1_050, 1_200, 9_800, 12_345].map(StoreRowFormat.distance)
        #expect(distances == ["0 m", "0 m", "999 m", "1.0 km", "1.0 km", "1.1 km", "1.2 km", "9.8 km", "12.3 km"])
        #expect([4.6, 4.04, 0, 5.4, -1, .nan].map(StoreRowFormat.rating) == ["4.6", "4.0", "0.0", "5.0", "0.0", "–"])
        #expect(StoreRowFormat.hours(StoreOpeningHours(opens: "06:30", closes: "18:00")) == "06:30–18:00")
    }
}
