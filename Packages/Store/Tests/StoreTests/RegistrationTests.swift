import ComponentService
import Store
import StoreInterface
import Testing

@Suite("Store registration and contract")
struct RegistrationTests {
    @Test("registration is accepted and declares nearby and detail before the first call")
    func registration() throws {
        let service = ComponentService()
        try StoreRegistration.register(in: service)
        let descriptor = try #require(service.descriptor(for: StoreDefine.name))
        #expect(descriptor.commands.map(\.name) == ["nearby", "detail"])
        #expect(
            descriptor.commands.map(\.description) == [
                "nearby(limit: int = 10, maxDistance: int?) -> (stores: [object])",
                "detail(id: int) -> (store: object)",
            ])
        #expect(service.canCall(StoreDefine.name, StoreDefine.nearby.name))
        #expect(service.canCall(StoreDefine.name, StoreDefine.detail.name))
    }

    @Test("a second registration under the same name is refused")
    func duplicateRegistration() throws {
        let service = ComponentService()
        try StoreRegistration.register(in: service)
        let second = #expect(throws: ComponentRegistrationError.self) { try StoreRegistration.register(in: service) }
        #expect(second?.isDuplicateName == true)
    }

    @Test("an unknown command is error 200")
    func unknownCommand() throws {
        let service = try StoreFixtures.shippedService()
        let error = try #require(service.call(StoreDefine.name, "farthest").error)
        #expect(error.code == .unsupportedCommand)
        #expect(error.command == "farthest")
    }

    @Test("an undeclared argument is error 300 naming it")
    func undeclaredArgument() throws {
        let service = try StoreFixtures.shippedService()
        let error = try #require(
            service.call(StoreDefine.name, StoreDefine.detail.name, ["id": 1, "verbose": true]).error)
        #expect(error.code == .invalidArgument)
        #expect(error.argument == "verbose")
    }
}
