import ComponentService
import PageKit
import Store
import StoreInterface
import Testing

@Suite("Selecting in the store.nearby page section")
struct NearbySectionSelectionTests {
    private func select(
        _ itemID: ItemID, in page: PageBuilder.Page, name: String = PageEvent.select
    ) async throws -> PageEventOutcome {
        try #require(await ResponderChain.raise(PageEvent(name: name), from: itemID, in: "nearby", of: page.snapshot))
    }

    @Test("selecting a store row shows the store's details from Store.detail and consumes the event")
    func selectStore() async throws {
        let service = try StoreFixtures.shippedService()
        let page = try await SectionFixtures.page(data: ["limit": 3], service: service, timeOfDay: "12:00")
        let outcome = try await select(ItemID(3), in: page)
        #expect(outcome.consumedBy == "section nearby")
        #expect(
            outcome.event.output == [
                "Rose City Books",
                "  Address: 3410 SE Belmont St, Portland, OR 97214",
                "  Distance: 800 m",
                "  Rating: ★ 4.8",
                "  Hours: 10:00–20:00 (open now)",
            ])
        #expect(outcome.event.route == PageRoute(pageID: "store", parameters: ["id": "3"]))
        #expect(StoreDefine.storePageID == "store")
    }

    @Test("the details say whether the store is open at the time of day, and nothing when it is unknown")
    func openNow() async throws {
        let service = try StoreFixtures.shippedService()
        let cases: [(String?, String)] = [
            ("06:29", "  Hours: 06:30–18:00 (closed now)"),
            ("06:30", "  Hours: 06:30–18:00 (open now)"),
            ("18:00", "  Hours: 06:30–18:00 (closed now)"),
            (nil, "  Hours: 06:30–18:00"),
            ("noon", "  Hours: 06:30–18:00"),
        ]
        for (time, hours) in cases {
            let page = try await SectionFixtures.page(data: [:], service: service, timeOfDay: time)
            #expect(try await select(ItemID(1), in: page).event.output.last == hours, "\(String(describing: time))")
        }
    }

    @Test("the selection calls the bus: with the component gone, the output says what failed")
    func detailThroughTheBus() async throws {
        let service = try StoreFixtures.shippedService()
        let page = try await SectionFixtures.page(data: [:], service: service)
        service.unregister(StoreDefine.name)
        let outcome = try await select(ItemID(8), in: page)
        #expect(outcome.consumedBy == "section nearby")
        #expect(outcome.event.output.count == 1)
        let line = try #require(outcome.event.output.first)
        #expect(line.hasPrefix("Could not load store 8 (Foggy Bean Café): "), "\(line)")
        #expect(line.contains("No component named 'Store'"), "\(line)")
    }

    @Test("other events and the empty row pass on up the chain untouched")
    func passes() async throws {
        let service = try StoreFixtures.shippedService()
        let page = try await SectionFixtures.page(data: [:], service: service)
        let other = try await select(ItemID(1), in: page, name: "longPress")
        #expect(other.consumedBy == nil)
        #expect(other.event.output.isEmpty)

        let empty = try await SectionFixtures.page(data: ["maxDistance": 10], service: service)
        let item = try #require(empty.snapshot.section("nearby")?.items.first)
        let outcome = try await select(item.id, in: empty)
        #expect(outcome.consumedBy == nil)
        #expect(outcome.event.output.isEmpty)
    }

    @Test("a store row the section does not show passes untouched: the section opens only its own stores")
    func foreignStorePasses() async throws {
        let service = try StoreFixtures.shippedService()
        let section = try #require(
            SectionFixtures.section(of: try await SectionFixtures.page(data: [:], service: service)))
        // Store 2 is in the catalog but not among the three nearest the section shows.
        let foreign = try service.store.detail(id: 2)
        #expect(!section.stores.contains(foreign))
        var event = PageEvent(name: PageEvent.select)
        event.sender = PageItem(foreign, id: \.id, kind: StoreNearbySection.rowKind)
        #expect(await section.respond(to: &event) == .pass)
        #expect(event.output.isEmpty)
        #expect(event.route == nil)
    }
}

@Suite("Registering the Store page sections")
struct SectionRegistrationTests {
    @Test("registers the store.nearby kind once, with the item kinds its section declares")
    func registersOnce() throws {
        let registry = SectionRegistry()
        try StoreRegistration.registerSections(in: registry, service: ComponentService())
        // Contains, not equals: a section kind added with `make section` joins them.
        #expect(registry.kinds.contains(StoreDefine.nearbySectionKind))
        #expect(StoreDefine.nearbySectionKind == "store.nearby")
        #expect(
            Set([SectionTitle.kind, StoreNearbySection.emptyKind, StoreNearbySection.rowKind])
                .isSubset(of: registry.itemKinds))
    }

    @Test("a second registration is refused and the first stays")
    func twiceThrows() async throws {
        let service = try StoreFixtures.shippedService()
        let registry = SectionRegistry()
        try StoreRegistration.registerSections(in: registry, service: service)
        let error = try #require(
            #expect(throws: SectionRegistrationError.self) {
                try StoreRegistration.registerSections(in: registry, service: ComponentService())
            })
        #expect(error.kind == StoreDefine.nearbySectionKind)
        #expect(registry.kinds.filter { $0 == StoreDefine.nearbySectionKind }.count == 1)
        let factory = try #require(registry.factory(for: StoreDefine.nearbySectionKind))
        let section = try await factory(SectionConfiguration(id: "nearby", kind: StoreDefine.nearbySectionKind))
        #expect((section as? StoreNearbySection)?.stores.count == 3)
    }
}
