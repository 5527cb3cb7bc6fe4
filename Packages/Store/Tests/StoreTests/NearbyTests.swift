import ComponentService
import Store
import StoreInterface
import Testing

@Suite("Store.nearby")
struct NearbyTests {
    @Test("answers the 10 nearest shipped stores by default, nearest first")
    func defaultLimit() async throws {
        let service = try StoreFixtures.shippedService()
        let stores = try service.store.nearby()
        #expect(stores.map(\.id) == Array(StoreFixtures.shippedIDsByDistance.prefix(10)))
        #expect(stores.map(\.distance) == stores.map(\.distance).sorted())
    }

    @Test("answers at most limit stores", arguments: [1, 3, 12, 100])
    func limited(limit: Int) async throws {
        let service = try StoreFixtures.shippedService()
        let stores = try service.store.nearby(limit: limit)
        #expect(stores.map(\.id) == Array(StoreFixtures.shippedIDsByDistance.prefix(limit)))
    }

    @Test("keeps only stores within maxDistance, the boundary included")
    func maxDistance() async throws {
        let service = try StoreFixtures.shippedService()
        #expect(try service.store.nearby(maxDistance: 1000).map(\.id) == [1, 3, 8])
        #expect(try service.store.nearby(maxDistance: 1200).map(\.id) == [1, 3, 8, 2])
        #expect(try service.store.nearby(limit: 2, maxDistance: 1200).map(\.id) == [1, 3])
        #expect(try service.store.nearby(limit: 100, maxDistance: 100_000).count == 12)
    }

    @Test("no store within maxDistance is an empty success")
    func emptyResult() async throws {
        let service = try StoreFixtures.shippedService()
        #expect(try service.store.nearby(maxDistance: 0).isEmpty)
        let payload = try service.call(StoreDefine.name, StoreDefine.nearby.name, [StoreDefine.maxDistance.name: 10])
            .get()
        #expect(payload == [StoreDefine.stores.name: []])
    }

    @Test("orders stores at the same distance by id")
    func tiesByID() async throws {
        let stores = [
            StoreFixtures.store(7, distance: 500), StoreFixtures.store(2, distance: 500),
            StoreFixtures.store(9, distance: 100), StoreFixtures.store(4, distance: 500),
            StoreFixtures.store(1, distance: 900),
        ]
        let service = try StoreFixtures.service(with: StoreComponent(stores: stores))
        #expect(try service.store.nearby().map(\.id) == [9, 2, 4, 7, 1])
        #expect(try service.store.nearby(limit: 2, maxDistance: 500).map(\.id) == [9, 2])
    }

    @Test("a limit outside 1...100 is error 300 naming limit", arguments: [0, -1, 101, Int.max])
    func limitOutOfRange(limit: Int) async throws {
        let service = try StoreFixtures.shippedService()
        let error = try #require(
            #expect(throws: ComponentError.self) { try service.store.nearby(limit: limit) })
        #expect(error.code == .invalidArgument)
        #expect(error.argument == StoreDefine.limit.name)
        #expect(error.component == StoreDefine.name)
        #expect(error.command == StoreDefine.nearby.name)
        #expect(error.message.contains("\(limit)"))
    }

    @Test("a limit that is not an int is error 300 naming limit")
    func limitNotAnInt() throws {
        let service = try StoreFixtures.shippedService()
        for limit: ComponentValue in ["ten", 2.5, true] {
            let result = service.call(StoreDefine.name, StoreDefine.nearby.name, [StoreDefine.limit.name: limit])
            let error = try #require(result.error)
            #expect(error.code == .invalidArgument)
            #expect(error.argument == StoreDefine.limit.name)
        }
    }

    @Test("a negative or mistyped maxDistance is error 300 naming maxDistance")
    func invalidMaxDistance() async throws {
        let service = try StoreFixtures.shippedService()
        let error = try #require(
            #expect(throws: ComponentError.self) { try service.store.nearby(maxDistance: -1) })
        #expect(error.code == .invalidArgument)
        #expect(error.argument == StoreDefine.maxDistance.name)

        let result = service.call(StoreDefine.name, StoreDefine.nearby.name, [StoreDefine.maxDistance.name: "far"])
        #expect(result.error?.code == .invalidArgument)
        #expect(result.error?.argument == StoreDefine.maxDistance.name)
    }
}
