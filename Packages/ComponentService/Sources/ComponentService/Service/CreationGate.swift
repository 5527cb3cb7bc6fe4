#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lazy creations of every service: one thread creates each lazy component while the others that need
/// it wait, and a wait that would close a cycle of initializers calling each other is refused.
///
/// One for the process, so that a cycle through the components of two services is seen. Its cost: a
/// finished creation wakes every thread waiting for a creation, of any service, to look again.
///
/// Every waiting call of the cycle, on whatever thread, then answers error 400 naming the cycle, so its
/// initializer goes on and its creation ends. A call on the creating thread of a component still being
/// created is the cycle of one: an initializer that calls its own component. The waits are found through
/// ``CreationGraph``. Creations nest on the thread that needs them, each initializer's call inside the one
/// before, so a thread nests at most ``nestingLimit`` of them rather than run out of stack.
final class CreationGate: Sendable {
    /// The most creations one thread nests, each in the initializer of the one before: 32, about 224 KiB of
    /// stack in a debug build (7 KiB a creation), under half of a thread of 512 KiB.
    static let nestingLimit = 32

    /// What a thread that needs a lazy component does next.
    enum Turn<Instance> {
        /// Another thread created it.
        case created(Instance)
        /// This thread creates it, then calls ``finishCreating(_:)``.
        case yours
    }

    private let graph = Locked(CreationGraph())

    /// Waits until `component` exists or this thread is to create it.
    ///
    /// - Parameters:
    ///   - abandoned: whether the call no longer needs the component (its caller stopped waiting); asked
    ///     with the gate held, before each wait, and again when ``wakeWaiters()`` wakes it.
    ///   - existing: what the creation made (a component's bound handlers), if it exists; called with the
    ///     gate held.
    /// - Throws: error 400 naming the cycle when this thread, or another one that waits for a component this
    ///   thread is creating, would wait for it forever, and naming the creations when this thread already
    ///   nests ``nestingLimit`` of them; error 600 once the call is abandoned.
    func turn<Instance>(
        for component: CreationGraph.LazyComponent, call: CallSite, abandoned: () -> Bool,
        existing: () -> Instance?
    ) throws(ComponentError) -> Turn<Instance> {
        let thread = pthread_self()
        var hasWaited = false
        return try graph.withLockAwaiting({ (graph: inout CreationGraph) throws(ComponentError) -> Turn<Instance>? in
            if hasWaited, let cycle = graph.endWait(of: thread) { throw .creationCycle(cycle, call: call) }
            if let instance = existing() { return .created(instance) }
            guard graph.isBeingCreated(component) else {
                let nested = graph.creations(on: thread)
                if nested.count >= Self.nestingLimit {
                    throw .creationsNestedTooDeep(nested.map(\.name) + [component.name], call: call)
                }
                graph.startCreating(component, on: thread)
                return .yours
            }
            if abandoned() { throw .cancelled(call: call) }
            if let cycle = graph.wait(thread, for: component) {
                self.graph.broadcast()  // wakes the waits the cycle broke
                throw .creationCycle(cycle, call: call)
            }
            hasWaited = true
            return nil
        })
    }

    /// Wakes every waiting thread to look again: one whose call was abandoned stops waiting.
    func wakeWaiters() {
        // Taken first, so that a waiter that found its call not abandoned is already waiting, not about to.
        graph.withLock { _ in }
        graph.broadcast()
    }

    /// Ends this thread's creation of `component`, once its instance is published, and wakes the waiters.
    func finishCreating(_ component: CreationGraph.LazyComponent) {
        graph.withLock { $0.finishCreating(component, on: pthread_self()) }
        graph.broadcast()
    }
}
