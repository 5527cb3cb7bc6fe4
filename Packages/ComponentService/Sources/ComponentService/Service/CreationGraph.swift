#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The wait-for graph of the lazy creations of every service: which thread is creating which component, and which
/// component each of those threads waits for.
///
/// A thread that creates a component runs its initializer, which may call other components. One that does
/// not exist yet is created on the same thread, nested in the first; one that another thread is creating
/// makes this thread wait. A component has at most one creator and a thread waits for at most one
/// component, so from a component the graph is a single path:
///
///     component → its creator → the component that thread waits for → its creator → …
///
/// A wait closes a cycle when that path leads back to the thread about to wait: every thread on it would
/// wait for the next forever. The graph never holds a cycle: the wait that would close one is refused, and
/// the waits already on it are broken, each with the cycle seen from the component it waited for.
struct CreationGraph {
    /// A lazy component: the identity of its handlers, which its creation binds, and its name for messages.
    struct LazyComponent {
        let id: ObjectIdentifier
        let name: String
    }

    /// A thread, by its POSIX identity.
    typealias ThreadID = pthread_t

    /// What one thread is doing in the graph.
    private struct ThreadState {
        /// The components the thread is creating, outermost first: an initializer of each one called the
        /// next.
        var creating: [LazyComponent] = []
        /// The component the thread waits for, which another thread is creating.
        var waitingFor: LazyComponent?
        /// The cycle that broke the thread's wait, from the component it waited for; read when it wakes.
        var brokenBy: [String]?

        var isIdle: Bool { creating.isEmpty && waitingFor == nil && brokenBy == nil }
    }

    private var creators: [ObjectIdentifier: ThreadID] = [:]
    private var threads: [ThreadID: ThreadState] = [:]

    /// Whether a thread is creating `component`.
    func isBeingCreated(_ component: LazyComponent) -> Bool {
        creators[component.id] != nil
    }

    /// The components `thread` is creating, outermost first, each called by the initializer of the one
    /// before.
    func creations(on thread: ThreadID) -> [LazyComponent] {
        threads[thread]?.creating ?? []
    }

    mutating func startCreating(_ component: LazyComponent, on thread: ThreadID) {
        creators[component.id] = thread
        threads[thread, default: ThreadState()].creating.append(component)
    }

    mutating func finishCreating(_ component: LazyComponent, on thread: ThreadID) {
        creators[component.id] = nil
        update(thread) { $0.creating.removeAll { $0.id == component.id } }
    }

    /// Records that `thread` waits for `component`, unless that wait would close a cycle: then the waits on
    /// the cycle are broken, and the cycle is returned, as the names of its components in the order each
    /// one's creation waits for the next, starting with `component`.
    mutating func wait(_ thread: ThreadID, for component: LazyComponent) -> [String]? {
        guard let cycle = cycle(closedBy: thread, waitingFor: component) else {
            threads[thread, default: ThreadState()].waitingFor = component
            return nil
        }
        for (waiter, waited) in cycle.waits {
            update(waiter) { state in
                state.waitingFor = nil
                state.brokenBy = Self.names(of: cycle.components, startingAt: waited)
            }
        }
        return cycle.components.map(\.name)
    }

    /// Ends the wait of `thread`, and returns the cycle that broke it, if one did.
    mutating func endWait(of thread: ThreadID) -> [String]? {
        var brokenBy: [String]?
        update(thread) { state in
            brokenBy = state.brokenBy
            state.waitingFor = nil
            state.brokenBy = nil
        }
        return brokenBy
    }

    /// The cycle that `thread` waiting for `component` would close: its components, starting with
    /// `component`, and the waits on it of other threads. For each creator along the path, the components
    /// it creates from the one reached down to its innermost are part of the cycle, since each one's
    /// initializer called the next.
    private func cycle(
        closedBy thread: ThreadID, waitingFor component: LazyComponent
    ) -> (components: [LazyComponent], waits: [(waiter: ThreadID, waited: LazyComponent)])? {
        var components: [LazyComponent] = []
        var waits: [(waiter: ThreadID, waited: LazyComponent)] = []
        var next = component
        // Each thread is passed at most once, since the graph holds no cycle; the bound only makes that sure.
        for _ in 0...threads.count {
            guard let creator = creators[next.id], let state = threads[creator],
                let start = state.creating.firstIndex(where: { $0.id == next.id })
            else { return nil }
            components += state.creating[start...]
            if pthread_equal(creator, thread) != 0 { return (components, waits) }
            guard let waited = state.waitingFor else { return nil }
            waits.append((creator, waited))
            next = waited
        }
        return nil
    }

    /// The names of `cycle`'s components, starting with `first`.
    private static func names(of cycle: [LazyComponent], startingAt first: LazyComponent) -> [String] {
        let start = cycle.firstIndex { $0.id == first.id } ?? cycle.startIndex
        return (cycle[start...] + cycle[..<start]).map(\.name)
    }

    /// Changes what `thread` is doing, and forgets the thread once it does nothing.
    private mutating func update(_ thread: ThreadID, _ change: (inout ThreadState) -> Void) {
        guard var state = threads[thread] else { return }
        change(&state)
        threads[thread] = state.isIdle ? nil : state
    }
}
