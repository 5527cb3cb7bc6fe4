#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small number for the calling thread, given the first time the thread asks and kept until it ends.
///
/// Threads are numbered in the order they first ask, so that the first threads to call a service land on
/// distinct shards of its state (``ShardedNameTable``).
enum ThreadNumber {
    /// The thread-specific slot holding the number plus one; `nil` if the system had no key to give.
    private static let key: pthread_key_t? = {
        var key = pthread_key_t()
        return pthread_key_create(&key, nil) == 0 ? key : nil
    }()

    /// The next number to give; wraps well before a pointer could not hold it.
    private static let next = Locked(0)
    private static let numbers = 1 << 16

    /// The calling thread's number, in `0 ..< 65_536`; 0 on every thread if the system had no key to give.
    static var current: Int {
        guard let key else { return 0 }
        if let stored = pthread_getspecific(key) { return Int(bitPattern: stored) - 1 }
        let number = next.withLock { next in
            defer { next = (next + 1) % numbers }
            return next
        }
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: number + 1))
        return number
    }
}
