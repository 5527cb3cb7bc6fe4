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
/// state each have an allocation of their own, which never moves, as a POSIX mutex must not. (Pointers into
/// one allocation of a generic struct take key paths, which Swift builds anew on every `init`: a cost each
/// component's registration would pay.) The state is reached through a pointer, not a stored `var`, which
/// Swift would check for overlapping access at run time on each use while the lock already rules it out.
final class Locked<State>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private let state = UnsafeMutablePointer<State>.allocate(capacity: 1)

    init(_ state: State) {
        self.state.initialize(to: state)
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        state.deinitialize(count: 1)
        state.deallocate()
        condition.deallocate()
        mutex.deallocate()
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
