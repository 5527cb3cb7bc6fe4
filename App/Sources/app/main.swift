import ComponentService
import Foundation

/// Writes a line to standard error.
func printError(_ message: some CustomStringConvertible) {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
}

let service = ComponentService.shared
do {
    try ComponentRegistry.registerAll(in: service)
} catch {
    printError("app: \(error)")
    exit(1)
}
exit(await Tour.run(service: service))
