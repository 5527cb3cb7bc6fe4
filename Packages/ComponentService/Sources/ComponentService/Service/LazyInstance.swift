import Foundation
import Synchronization

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

    private let published = AtomicLazyReference<Box>()
    private let factory: (@Sendable (ComponentService) -> C)?
    private let condition = NSCondition()
    private nonisolated(unsafe) var creation = CreationState.idle  // guarded by `condition`

    init(factory: @escaping @Sendable (ComponentService) -> C) {
        self.factory = factory
    }

    init(instance: C) {
        factory = nil
        _ = published.storeIfNil(Box(instance))
    }

    /// Whether the instance exists.
    var isCreated: Bool { published.load() != nil }

    /// The instance, if it exists.
    var existing: C? { published.load()?.value }

    /// The instance, created by this call if it is the first.
    func value(service: ComponentService, site: CallSite) throws(ComponentError) -> C {
        if let box = published.load() { return box.value }
        return try create(service: service, site: site)
    }

    private func create(service: ComponentService, site: CallSite) throws(ComponentError) -> C {
        condition.lock()
        while true {
            if let box = published.load() {
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

        let instance = published.storeIfNil(Box(factory(service))).value

        condition.lock()
        creation = .idle
        condition.broadcast()
        condition.unlock()
        return instance
    }
}
