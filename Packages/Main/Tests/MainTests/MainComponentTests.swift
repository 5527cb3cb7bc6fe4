import ComponentService
import Main
import MainInterface
import Testing

@Suite("Main component")
struct MainComponentTests {
    private func makeService() throws -> ComponentService {
        let service = ComponentService()
        try service.register(MainComponent(versionDelay: .milliseconds(5)))
        return service
    }

    @Test("getAppName answers <prefix>-demo through the typed wrapper")
    func appName() async throws {
        let service = try makeService()
        #expect(try service.main.appName(prefix: "shop") == "shop-demo")
    }

    @Test("asyncGetAppVersion answers <prefix>-1.0.0 later, through the typed wrapper")
    func appVersion() async throws {
        let service = try makeService()
        #expect(try await service.main.appVersion(prefix: "shop") == "shop-1.0.0")
    }

    @Test("asyncGetAppVersion returns at once and answers through the callback for dictionary callers")
    func appVersionCallback() async throws {
        let service = try makeService()
        let answer = try await withCheckedThrowingContinuation { continuation in
            let accepted = service.call(MainDefine.name, MainDefine.asyncGetAppVersion.name, ["prefix": "x"]) { event in
                if case .completed(let result) = event { continuation.resume(with: result) }
            }
            #expect(accepted == .success([:]))
        }
        #expect(answer == [MainDefine.appVersion.name: "x-1.0.0"])
    }

    @Test("a missing or mistyped prefix is error 300 naming the key")
    func invalidArgument() throws {
        let service = try makeService()
        for arguments: ComponentPayload in [[:], ["prefix": 7]] {
            let error = try #require(service.call(MainDefine.name, MainDefine.getAppName.name, arguments).error)
            #expect(error.code == .invalidArgument)
            #expect(error.argument == MainDefine.prefix.name)
        }
    }

    @Test("an unknown command is error 200")
    func unknownCommand() throws {
        let service = try makeService()
        #expect(service.call(MainDefine.name, "getAppColour").error?.code == .unsupportedCommand)
    }

    @Test("registration declares both commands; a second registration is refused")
    func registration() throws {
        let service = ComponentService()
        try MainRegistration.register(in: service)
        #expect(service.descriptor(for: MainDefine.name)?.commands.map(\.name) == ["getAppName", "asyncGetAppVersion"])
        #expect(service.canCall(MainDefine.name, MainDefine.asyncGetAppVersion.name))
        let second = #expect(throws: ComponentRegistrationError.self) { try MainRegistration.register(in: service) }
        #expect(second?.isDuplicateName == true)
    }
}
