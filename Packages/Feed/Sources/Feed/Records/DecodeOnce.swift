import Foundation
import PageKit

/// A value made at most once, on the first read, whatever the number of threads reading at once.
///
/// Readers that arrive while the value is being made wait for it; nobody makes it a second time.
final class DecodeOnce<Value: Sendable>: @unchecked Sendable {
    // `value` is only touched with `lock` held.
    private let lock = NSLock()
    private var value: Value?
    private let make: @Sendable () -> Value

    /// A cell whose value `make` makes on the first read; `make` must not read this cell.
    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The value, made now if this is the first read.
    func get() -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let made = make()
        value = made
        return made
    }
}
