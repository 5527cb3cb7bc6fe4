import AppCore
import ComponentService
import Foundation
import PageKit
import PageTerminal

// First, before anything opens a file that would take the number of one the app was started without.
let closedAtLaunch = StandardDescriptors.reserveClosed()
let service = ComponentService.shared
let sections = SectionRegistry()
var cells = TerminalCells()
let console = StandardConsole(closedAtLaunch: closedAtLaunch)
let arguments: [String]
do {
    arguments = try RawArguments.decode(RawArguments.ofThisProcess())
} catch {
    console.err("app: \(error.message)")
    console.err(error.topic.usageHint)
    exit(AppExitStatus.usageError.rawValue)
}
do {
    try ComponentRegistry.registerAll(in: service, sections: sections, cells: &cells)
} catch {
    console.err("app: \(error)")
    exit(AppExitStatus.componentError.rawValue)
}
let runner = AppRunner(
    service: service, sections: sections, cells: cells, console: console,
    environment: ProcessInfo.processInfo.environment, tour: Tour.run)
let status = await runner.run(arguments)
if let failure = console.writeFailure {
    console.err("app: could not write the output: \(failure)")  // lost too when standard error is the failure
    exit(status == .success ? AppExitStatus.outputError.rawValue : status.rawValue)
}
exit(status.rawValue)
