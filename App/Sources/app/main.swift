import AppCore
import ComponentService
import Foundation
import PageKit

let service = ComponentService.shared
let sections = SectionRegistry()
let console = StandardConsole()
do {
    try ComponentRegistry.registerAll(in: service, sections: sections)
} catch {
    console.err("app: \(error)")
    exit(AppExitStatus.componentError.rawValue)
}
let runner = AppRunner(
    service: service, sections: sections, console: console, environment: ProcessInfo.processInfo.environment,
    tour: Tour.run)
exit(await runner.run(Array(CommandLine.arguments.dropFirst())).rawValue)
