import AppCore
import ComponentService
import MainInterface

/// A short walk through the bus: what is registered, a sync call and an async call.
enum Tour {
    @Sendable static func run(service: ComponentService, console: any Console) async -> AppExitStatus {
        console.out("$ app list")
        for descriptor in service.descriptors {
            console.out("\(descriptor.name) — \(descriptor.summary)")
            for command in descriptor.commands { console.out("  \(command)") }
        }
        do {
            console.out("")
            console.out("A sync call through the typed wrapper: service.main.appName(prefix: \"shop\")")
            console.out("  → \(try service.main.appName(prefix: "shop"))")
            console.out("An async call, awaited through the typed wrapper: service.main.appVersion(prefix: \"shop\")")
            console.out("  → \(try await service.main.appVersion(prefix: "shop", timeout: .seconds(5)))")
            console.out("A command that does not exist: service.call(\"Main\", \"getAppColour\")")
            let failed = service.call(MainDefine.name, "getAppColour")
            console.out("  → \(failed.error.map(String.init(describing:)) ?? "no error")")
            console.out("")
            console.out("Next: app describe Store · app call Store nearby limit=3 · app help")
            return .success
        } catch {
            console.err("app: \(error)")
            return .componentError
        }
    }
}
