import Foundation

/// One process start at a time in these tests, with the pipes and terminals handed to it opened under the
/// same lock.
///
/// On Linux, Foundation's `Process.run()` lists the open descriptors, has the child close them, then spawns
/// it: a descriptor another thread opens in between (another process's termination socket, another test's
/// pipe) is inherited by the child and held for its whole life. The other process then reads as running, and
/// its pipes give no end of file, until that unrelated child exits.
enum ProcessStart {
    private static let lock = NSLock()

    /// Runs `body`, which opens descriptors for a child and starts it, while no other test does the same.
    static func exclusively<Result>(_ body: () throws -> Result) rethrows -> Result {
        try lock.withLock(body)
    }
}
