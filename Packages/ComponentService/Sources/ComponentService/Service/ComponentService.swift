/// The component bus: components register by name, and callers invoke them by name with a command and a
/// dictionary of arguments.
///
/// A service is `Sendable`: calls, registration and unregistration may come from any thread at once.
/// No lock is held while component code runs, so a component may call the bus from its initializer or
/// from a handler. The app uses ``shared``; tests make their own instances.
///
/// ```swift
/// let service = ComponentService()
/// try service.register(MainComponent.self) { _ in MainComponent() }
/// let result = service.call("Main", "getAppName", ["prefix": "shop"])          // dictionary callers
/// let payload = try await service.invoke("Main", "getAppName", ["prefix": "shop"]) // Swift callers
/// let name = try service.main.appName(prefix: "shop")                           // the typed wrapper
/// ```
public final class ComponentService: Sendable {
    /// How a component registered by type is created.
    public enum Creation: Sendable, Hashable {
        /// On the first call that needs it, exactly once, then held.
        case lazy
        /// During registration.
        case eager
    }

    /// The service the app registers its components with. Tests should create their own instead.
    public static let shared = ComponentService()

    private let registry: Locked<Registry>
    /// Where calls go, read without the registry's lock; one table per processor, see ``ShardedNameTable``.
    private let routes: ShardedNameTable<Route>

    /// The bounds on the size of arguments that every call is checked against (error 300 beyond them).
    public let argumentLimits: ComponentArgumentLimits
    /// Who is creating which lazy component, and who waits for whom.
    let creations = CreationGate()
    /// Keeps `routes` and `argumentLimits`, which every call reads, off the cache lines of the bindings and
    /// closures that registration allocates next.
    private let padding = CacheLinePadding()

    /// Creates an empty service whose calls' arguments are checked against `argumentLimits`.
    public init(argumentLimits: ComponentArgumentLimits = .default) {
        self.argumentLimits = argumentLimits
        routes = ShardedNameTable()
        registry = Locked(Registry(routes: routes))
    }

    /// How many bindings each created component has: one per shard of the route table.
    var routeShardCount: Int { routes.count }

    // MARK: Registration

    /// Registers a component type whose instance `make` creates, lazily on the first call or eagerly now.
    ///
    /// `make` receives this service, so the component may keep it to call other components. It runs
    /// outside the service's locks and exactly once, even when first calls race. A call it makes of a
    /// component that another thread is creating waits for it, unless that wait would close a cycle of
    /// initializers calling each other: then every waiting call of the cycle answers error 400 naming it.
    ///
    /// - Throws: ``ComponentRegistrationError`` when the name is taken or the handlers do not match the
    ///   declared commands. Nothing is registered then.
    public func register<C: Component>(
        _ type: C.Type, creation: Creation = .lazy, make: @escaping @Sendable (ComponentService) -> C
    ) throws(ComponentRegistrationError) {
        let registration = try Registration(LazyInstance(factory: make), service: self)
        try insert(registration)
        if creation == .eager {
            registration.createInstance(service: self)
        }
    }

    /// Registers a component instance, held until it is unregistered.
    ///
    /// - Throws: ``ComponentRegistrationError`` when the name is taken or the handlers do not match the
    ///   declared commands.
    public func register<C: Component>(_ instance: C) throws(ComponentRegistrationError) {
        try insert(Registration(LazyInstance(instance: instance), service: self))
    }

    /// Removes the component named `name` and releases its instance; calls already running finish.
    ///
    /// - Returns: whether a component was registered under the name.
    @discardableResult
    public func unregister(_ name: String) -> Bool {
        registry.withLock { $0.remove(name) }
    }

    private func insert(_ registration: Registration) throws(ComponentRegistrationError) {
        let name = registration.descriptor.name
        guard registry.withLock({ $0.insert(registration) }) else { throw .duplicateName(name) }
    }

    /// Where calls of the component named `name` go, as the calling thread's shard of the routes has it.
    func route(named name: String) -> Route? {
        routes.value(named: name)
    }

    func registration(named name: String) -> Registration? {
        registry.withLock { $0.registered[name]?.registration }
    }

    /// Stores the bindings of `registration` in the registry, unless it was unregistered in the meantime.
    func publish(_ bindings: [ComponentBinding], of registration: Registration) {
        registry.withLock { $0.publish(bindings, of: registration) }
    }

    var allRegistrations: [Registration] {
        registry.withLock { $0.registered.values.map(\.registration) }
    }
}
