import AppCore
import Foundation

/// Captures what the app writes, for assertions.
final class TestConsole: Console, @unchecked Sendable {
    private let lock = NSLock()
    private var outLines: [String] = []
    private var errLines: [String] = []

    func out(_ line: String) { lock.withLock { outLines.append(line) } }
    func err(_ line: String) { lock.withLock { errLines.append(line) } }

    var stdout: String { lock.withLock { outLines.joined(separator: "\n") } }
    var stderr: String { lock.withLock { errLines.joined(separator: "\n") } }
}
