#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value guarded by a POSIX mutex, with a condition to wait on: the one lock type of the package.
///
/// POSIX rather than `Synchronization.Mutex`, because ThreadSanitizer intercepts POSIX mutexes and so sees
/// the ordering they give; with `Mutex` on Linux it reports false races. The mutex, the condition and the
/// state share one allocation, which never moves, as a POSIX mutex must not. The state is reached through a
/// pointer, not a stored `var`, which Swift would check for overlapping access at run time on each use
/// while the lock already rules it out.
final class Locked<State>: @unchecked Sendable {
    private struct Storage {
        var mutex = pthread_mutex_t()
        var condition = pthread_cond_t()
        var state: State
    }

    private let storage = UnsafeMutablePointer<Storage>.allocate(capacity: 1)
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>
    private let state: UnsafeMutablePointer<State>

    init(_ state: State) {
        storage.initialize(to: Storage(state: state))
        // Each is a stored property of the struct, so each has its address within the allocation.
        guard let mutex = storage.pointer(to: \.mutex), let condition = storage.pointer(to: \.condition),
            let state = storage.pointer(to: \.state)
        else { preconditionFailure("a stored property of Locked.Storage has no address") }
        self.mutex = mutex
        self.condition = condition
        self.state = state
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// Runs `body` with exclusive access to the state. `body` must not call code that could take this lock.
    func withLock<Result, Failure: Error>(_ body: (inout State) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state.pointee)
    }

    /// Runs `body` with exclusive access to the state until it returns a result; after each `nil`, releases
    /// the lock until another thread calls ``broadcast()``.
    func withLockAwaiting<Result, Failure: Error>(
        _ body: (inout State) throws(Failure) -> Result?
    ) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while true {
            if let result = try body(&state.pointee) { return result }
            pthread_cond_wait(condition, mutex)
        }
    }

    /// Wakes every thread waiting in ``withLockAwaiting(_:)``.
    func broadcast() {
        pthread_cond_broadcast(condition)
    }
}
