import Foundation

/// A component instance created at most once, on first use, without holding a lock while its factory runs.
///
/// The first caller creates the instance; callers that race it wait on a condition until it is published.
/// A factory that calls into its own component on the creating thread gets an error instead of a deadlock.
final class LazyInstance<C: Component>: Sendable {
    private final class Box: Sendable {
        let value: C
        init(_ value: C) { self.value = value }
    }

    private enum CreationState {
        case idle
        case creating(owner: pthread_t)
    }

    private nonisolated(unsafe) var published: Box?  // guarded by `condition`
    private let factory: (@Sendable (ComponentService) -> C)?
    private let condition = NSCondition()
    private nonisolated(unsafe) var creation = CreationState.idle  // guarded by `condition`

    init(factory: @escaping @Sendable (ComponentService) -> C) {
        self.factory = factory
    }

    init(instance: C) {
        factory = nil
        published = Box(instance)
    }

    /// The instance, if it exists.
    var existing: C? {
        condition.lock()
        defer { condition.unlock() }
        return published?.value
    }

    /// The instance, created by this call if it is the first.
    func value(service: ComponentService, site: CallSite) throws(ComponentError) -> C {
        condition.lock()
        while true {
            if let box = published {
                condition.unlock()
                return box.value
            }
            guard case .creating(let owner) = creation else { break }
            if pthread_equal(owner, pthread_self()) != 0 {
                condition.unlock()
                throw ComponentError(
                    code: .componentFailure,
                    message: "\(site) was called while \(site.component) was being created, by its own initializer",
                    component: site.component, command: site.command)
            }
            condition.wait()
        }
        guard let factory else {
            condition.unlock()
            throw ComponentError(
                code: .componentFailure, message: "\(site.component) has no instance", component: site.component)
        }
        creation = .creating(owner: pthread_self())
        condition.unlock()

        let made = Box(factory(service))

        condition.lock()
        let instance = (published ?? made).value
        if published == nil { published = made }
        creation = .idle
        condition.broadcast()
        condition.unlock()
        return instance
    }
}
