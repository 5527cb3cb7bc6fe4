import Foundation

/// Counts calls by name, from any thread: how often a test double was asked for something.
public final class CallCounter: @unchecked Sendable {
    // Every access to `counts` holds `lock`.
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    /// A counter at zero.
    public init() {}

    /// Counts one call of `name`.
    public func record(_ name: String) { lock.withLock { counts[name, default: 0] += 1 } }

    /// How many calls of `name` were counted.
    public func count(_ name: String) -> Int { lock.withLock { counts[name, default: 0] } }

    /// Forgets every count.
    public func reset() { lock.withLock { counts = [:] } }
}
