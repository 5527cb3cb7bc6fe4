import ComponentService
import Store
import StoreInterface
import Testing

@Suite("Store.detail")
struct DetailTests {
    @Test("answers the store with the id, every field intact")
    func detail() async throws {
        let service = try StoreFixtures.shippedService()
        let store = try service.store.detail(id: 3)
        #expect(
            store
                == Store(
                    id: 3, name: "Rose City Books", address: "3410 SE Belmont St, Portland, OR 97214", distance: 800,
                    rating: 4.8, openingHours: StoreOpeningHours(opens: "10:00", closes: "20:00")))
    }

    @Test("answers every store nearby lists, unchanged")
    func detailMatchesNearby() async throws {
        let service = try StoreFixtures.shippedService()
        for store in try service.store.nearby(limit: 100) {
            #expect(try service.store.detail(id: store.id) == store)
        }
    }

    @Test("an unknown id is error 300 naming id")
    func unknownID() async throws {
        let service = try StoreFixtures.shippedService()
        let error = try #require(#expect(throws: ComponentError.self) { try service.store.detail(id: 99) })
        #expect(error.code == .invalidArgument)
        #expect(error.argument == StoreDefine.id.name)
        #expect(error.message == "No store with id 99")
        #expect(error.component == StoreDefine.name)
        #expect(error.command == StoreDefine.detail.name)
    }

    @Test("a missing or mistyped id is error 300 naming id")
    func invalidID() throws {
        let service = try StoreFixtures.shippedService()
        for arguments: ComponentPayload in [[:], [StoreDefine.id.name: "3"], [StoreDefine.id.name: .null]] {
            let error = try #require(service.call(StoreDefine.name, StoreDefine.detail.name, arguments).error)
            #expect(error.code == .invalidArgument)
            #expect(error.argument == StoreDefine.id.name)
        }
    }
}
