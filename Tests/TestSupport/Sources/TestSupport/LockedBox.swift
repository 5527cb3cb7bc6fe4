import Foundation

/// A value behind a lock, shared between threads.
public final class LockedBox<Value>: @unchecked Sendable {
    // Every access to `value` holds `lock`.
    private let lock = NSLock()
    private var value: Value

    /// A box holding `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value with the lock held.
    public func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.withLock { body(&value) }
    }
}
