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
/// let name = try service.main.appName(prefix: "shop")                  // the typed wrapper
/// let result = service.call("Main", "getAppName", ["prefix": "shop"])  // tools: by name, with a dictionary
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

    /// The bounds on the size of arguments that every call is checked against (error 300 beyond them).
    public let argumentLimits: ComponentArgumentLimits
    let registry = Locked(Registry())
    /// Who is creating which lazy component, and who waits for whom, across every service: an initializer
    /// of a component of one service may call a component of another.
    static let creations = CreationGate()

    /// Creates an empty service whose calls' arguments are checked against `argumentLimits`.
    public init(argumentLimits: ComponentArgumentLimits = .default) {
        self.argumentLimits = argumentLimits
    }

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
        let registration = try Registration(lazy: make)
        try register(registration)
        if creation == .eager {
            // Fails only inside an initializer whose wait would close a cycle; then the first call creates it.
            let site = CallSite(component: registration.descriptor.name, command: "init")
            _ = try? createInstance(of: registration, site: site)
        }
    }

    /// Registers a component instance, held until it is unregistered.
    ///
    /// - Throws: ``ComponentRegistrationError`` when the name is taken or the handlers do not match the
    ///   declared commands.
    public func register<C: Component>(_ instance: C) throws(ComponentRegistrationError) {
        try register(Registration(instance))
    }

    /// Removes the component named `name` and releases its instance; calls already running finish. An
    /// override of the name stays.
    ///
    /// - Returns: whether a component was registered under the name.
    @discardableResult
    public func unregister(_ name: String) -> Bool {
        // Released here, after the lock: the instance's deinit may use the bus.
        let removed = registry.withLock { $0.unregister(name) }
        return removed != nil
    }

    private func register(_ registration: Registration) throws(ComponentRegistrationError) {
        let route = Route(registration)
        guard registry.withLock({ $0.register(route) }) else {
            throw .duplicateName(registration.descriptor.name)
        }
    }

    /// Creates the instance of `registration` if this is the first call, and keeps its bound handlers where
    /// later calls find them. A call that waits for another thread's creation stops once `abandoned` answers
    /// `true`.
    func createInstance(
        of registration: Registration, site: CallSite, abandoned: () -> Bool = { false }
    ) throws(ComponentError) -> [CommandBody] {
        let bodies = try registration.handlers.value(service: self, site: site, abandoned: abandoned)
        registry.withLock { $0.publish(bodies, of: registration) }
        return bodies
    }
}
