/// A component instance created at most once, on first use, without holding a lock while its factory runs.
///
/// Until it exists the bus's ``CreationGate`` lets the first caller create it and makes callers that
/// race it wait, or answer error 400 when their waits would form a cycle of initializers.
final class LazyInstance<C: Sendable>: Sendable {
    private let instance: Locked<C?>
    private let factory: (@Sendable (ComponentService) -> C)?

    init(factory: @escaping @Sendable (ComponentService) -> C) {
        instance = Locked(nil)
        self.factory = factory
    }

    init(instance: C) {
        self.instance = Locked(instance)
        factory = nil
    }

    /// The instance, if it exists.
    var existing: C? {
        instance.withLock { $0 }
    }

    /// The instance, created by this call if it is the first.
    func value(service: ComponentService, site: CallSite) throws(ComponentError) -> C {
        if let existing { return existing }
        guard let factory else { throw .failure("\(site.component) has no instance") }
        let component = CreationGraph.LazyComponent(id: ObjectIdentifier(self), name: site.component)
        switch try ComponentService.creations.turn(for: component, call: site, existing: { existing }) {
        case .created(let created):
            return created
        case .yours:
            let made = factory(service)
            instance.withLock { $0 = made }
            ComponentService.creations.finishCreating(component)
            return made
        }
    }
}
