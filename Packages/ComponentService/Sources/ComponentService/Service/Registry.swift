/// The registered components of a service, by name, and the table of where their calls go.
///
/// Only ever used with the service's lock held. The route table is rebuilt whenever a component is
/// registered, unregistered or created, which is rare, so that a call only looks a name up in it.
struct Registry {
    /// A registered component: its registration and, once the instance exists, the binding calls run.
    struct Registered {
        let registration: Registration
        var binding: ComponentBinding?

        var route: Route { binding.map(Route.bound) ?? .unbound(registration) }
    }

    private(set) var registered: [String: Registered] = [:]
    private(set) var routes = NameTable<Route>([])

    /// Adds `registration` under its component's name; `false` when the name is taken.
    mutating func insert(_ registration: Registration) -> Bool {
        let name = registration.descriptor.name
        guard registered[name] == nil else { return false }
        registered[name] = Registered(registration: registration, binding: nil)
        rebuildRoutes()
        return true
    }

    /// Removes the component named `name`; `false` when there is none.
    mutating func remove(_ name: String) -> Bool {
        guard registered.removeValue(forKey: name) != nil else { return false }
        rebuildRoutes()
        return true
    }

    /// Stores the binding of `registration`, unless it was unregistered or already bound.
    mutating func publish(_ binding: ComponentBinding, of registration: Registration) {
        let name = registration.descriptor.name
        guard registered[name]?.registration === registration, registered[name]?.binding == nil else { return }
        registered[name]?.binding = binding
        rebuildRoutes()
    }

    private mutating func rebuildRoutes() {
        routes = NameTable(registered.map { (name: $0.key, value: $0.value.route) })
    }
}
