import ComponentService
import MainInterface

/// A short walk through the bus: what is registered, a sync call and an async call.
enum Tour {
    static func run(service: ComponentService) async -> Int32 {
        print("Registered components:")
        for descriptor in service.descriptors {
            print("  \(descriptor.name) — \(descriptor.summary)")
            for command in descriptor.commands {
                print("    \(command)")
            }
        }
        do {
            print("\nservice.main.appName(prefix: \"shop\")")
            print("  → \(try await service.main.appName(prefix: "shop"))")
            print("service.main.appVersion(prefix: \"shop\")  (async: answers later through the callback)")
            print("  → \(try await service.main.appVersion(prefix: "shop", timeout: .seconds(5)))")
            print("service.call(\"Main\", \"getAppColour\")")
            let failed = service.call(MainDefine.name, "getAppColour")
            print("  → \(failed.error.map(String.init(describing:)) ?? "no error")")
            return 0
        } catch {
            printError(error)
            return 1
        }
    }
}
