/// The registered components of a service, by name, and the tables of where their calls go.
///
/// Only ever used with the service's lock held. The route tables, one per shard, are rebuilt whenever a
/// component is registered, unregistered or created, which is rare, so that a call only looks a name up in
/// its thread's table. Each shard's table routes to bindings of its own.
struct Registry {
    /// A registered component: its registration and, once the instance exists, the bindings calls run, one
    /// per shard.
    struct Registered {
        let registration: Registration
        var bindings: [ComponentBinding]?

        func route(shard: Int) -> Route { bindings.map { .bound($0[shard]) } ?? .unbound(registration) }
    }

    private(set) var registered: [String: Registered] = [:]
    /// Where calls go: read by calls without this registry's lock, written only here.
    let routes: ShardedNameTable<Route>

    init(routes: ShardedNameTable<Route>) {
        self.routes = routes
    }

    /// Adds `registration` under its component's name; `false` when the name is taken.
    mutating func insert(_ registration: Registration) -> Bool {
        let name = registration.descriptor.name
        guard registered[name] == nil else { return false }
        registered[name] = Registered(registration: registration, bindings: nil)
        rebuildRoutes()
        return true
    }

    /// Removes the component named `name`; `false` when there is none.
    mutating func remove(_ name: String) -> Bool {
        guard registered.removeValue(forKey: name) != nil else { return false }
        rebuildRoutes()
        return true
    }

    /// Stores the bindings of `registration`, one per shard, unless it was unregistered or already bound.
    mutating func publish(_ bindings: [ComponentBinding], of registration: Registration) {
        let name = registration.descriptor.name
        guard registered[name]?.registration === registration, registered[name]?.bindings == nil else { return }
        registered[name]?.bindings = bindings
        rebuildRoutes()
    }

    private func rebuildRoutes() {
        routes.replace { shard in
            NameTable(registered.map { (name: $0.key, value: $0.value.route(shard: shard)) })
        }
    }
}
