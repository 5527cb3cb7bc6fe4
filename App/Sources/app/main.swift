import AppCore
import ComponentService
import Foundation

let service = ComponentService.shared
let console = StandardConsole()
do {
    try ComponentRegistry.registerAll(in: service)
} catch {
    console.err("app: \(error)")
    exit(AppExitStatus.componentError.rawValue)
}
let runner = AppRunner(service: service, console: console, tour: Tour.run)
exit(await runner.run(Array(CommandLine.arguments.dropFirst())).rawValue)
