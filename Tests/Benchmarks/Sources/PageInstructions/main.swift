import Foundation

// Runs one page-engine workload COUNT times and nothing else, for callgrind to count its instructions; run
// twice with two counts, the difference is the workload's own cost without the start-up's
// (scripts/instructions.sh). Usage: PageInstructions WORKLOAD COUNT
let arguments = CommandLine.arguments
let names = PageWorkload.allCases.map(\.rawValue).joined(separator: ", ")
guard arguments.count == 3, let workload = PageWorkload(rawValue: arguments[1]), let count = Int(arguments[2]),
    (0...1_000_000).contains(count)
else {
    FileHandle.standardError.write(Data("usage: PageInstructions WORKLOAD COUNT (WORKLOAD: \(names))\n".utf8))
    exit(2)
}
// Not a top-level `await`: callgrind fails on the dispatch main thread that it starts.
let finished = DispatchSemaphore(value: 0)
let outcome = LockedOutcome()
Task.detached {
    do {
        try await workload.run(count)
    } catch {
        outcome.fail("PageInstructions: \(workload.rawValue) failed: \(error)\n")
    }
    finished.signal()
}
finished.wait()
if let failure = outcome.failure {
    FileHandle.standardError.write(Data(failure.utf8))
    exit(1)
}
exit(0)

/// A failure message set by the workload's task and read after it ends.
final class LockedOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var message: String?

    func fail(_ text: String) { lock.withLock { message = text } }

    var failure: String? { lock.withLock { message } }
}
