/// The components of a service by name: the one record of what is registered, and of where calls go.
///
/// Used only with the service's lock held. A name holds a registered component, an override that a test
/// put in its place (``ComponentService/override(with:)-(ComponentStub)``), or both; calls go to the
/// override. A mutation hands back what it removed, so that the caller releases it after the lock: a
/// component's `deinit` may use the bus. (``publish(_:of:)`` replaces a route by one of the same
/// registration, so the route it drops holds nothing that a release could deinitialize.)
struct Registry {
    private struct Slot {
        /// Where calls go: the override if there is one, else the registered component.
        var active: Route
        /// The registered component an override hides, if any.
        var hidden: Route?
        var isOverride: Bool

        var registered: Route? { isOverride ? hidden : active }
    }

    private var slots: [String: Slot] = [:]

    /// Where calls of the component named `name` go.
    func route(named name: String) -> Route? {
        slots[name]?.active
    }

    /// The components calls can reach, overrides included.
    var routes: [Route] { slots.values.map(\.active) }

    /// Adds `route` under its name; `false` when a component is registered under it. Under an override,
    /// the component waits hidden until the override is removed.
    mutating func register(_ route: Route) -> Bool {
        let name = route.registration.descriptor.name
        guard var slot = slots[name] else {
            slots[name] = Slot(active: route, hidden: nil, isOverride: false)
            return true
        }
        guard slot.isOverride, slot.hidden == nil else { return false }
        slot.hidden = route
        slots[name] = slot
        return true
    }

    /// Removes the registered component named `name`, leaving an override in place; returns it, or `nil` when
    /// none is registered.
    mutating func unregister(_ name: String) -> Route? {
        guard var slot = slots[name], let registered = slot.registered else { return nil }
        if slot.isOverride {
            slot.hidden = nil
            slots[name] = slot
        } else {
            slots[name] = nil
        }
        return registered
    }

    /// Puts `route` in place of whatever answers its name; returns the earlier override it replaces, if any.
    mutating func override(with route: Route) -> Route? {
        let name = route.registration.descriptor.name
        let earlier = slots[name].flatMap { $0.isOverride ? $0.active : nil }
        slots[name] = Slot(active: route, hidden: slots[name]?.registered, isOverride: true)
        return earlier
    }

    /// Removes the override of `name`, so its registered component, if any, answers again; returns the
    /// override, or `nil` when the name has none.
    mutating func removeOverride(_ name: String) -> Route? {
        guard let slot = slots[name], slot.isOverride else { return nil }
        slots[name] = slot.hidden.map { Slot(active: $0, hidden: nil, isOverride: false) }
        return slot.active
    }

    /// Keeps the bound handlers of `registration`'s newly created instance, so later calls find them here.
    mutating func publish(_ bodies: [CommandBody], of registration: Registration) {
        let name = registration.descriptor.name
        guard var slot = slots[name] else { return }
        if slot.active.registration === registration, slot.active.bodies == nil {
            slot.active = Route(registration, bodies: bodies)
        } else if let hidden = slot.hidden, hidden.registration === registration, hidden.bodies == nil {
            slot.hidden = Route(registration, bodies: bodies)
        } else {
            return
        }
        slots[name] = slot
    }
}

/// Where the calls of a component go: its registration and, once its instance exists, its bound handlers.
///
/// Immutable, so that a call holds it without the lock; the registry puts a new one in place when the
/// instance is created.
final class Route: Sendable {
    let registration: Registration
    let bodies: [CommandBody]?

    init(_ registration: Registration, bodies: [CommandBody]? = nil) {
        self.registration = registration
        self.bodies = bodies ?? registration.handlers.existing
    }
}

/// One registered component: its contract, its declared commands by name, and its handlers, bound to its
/// instance, which may not exist yet.
final class Registration: Sendable {
    let descriptor: ComponentDescriptor
    /// In the order of the handlers, which name each command once.
    private let entries: [CommandEntry]
    private let names: NameIndex
    /// The handlers, in the order of the entries' `index`, bound to the instance once it exists.
    let handlers: BoundHandlers

    /// A component of type `C` whose instance is `instance`; checks the contract first.
    convenience init<C: Component>(_ instance: C) throws(ComponentRegistrationError) {
        let (handlers, handled) = try Self.verified(C.self)
        self.init(
            descriptor: C.descriptor, handled: handled,
            handlers: BoundHandlers(handlers.map { $0.bound(to: instance) }))
    }

    /// A component of type `C` whose instance `make` creates when a call first needs it; checks the contract
    /// first.
    convenience init<C: Component>(lazy make: @escaping Factory<C>) throws(ComponentRegistrationError) {
        let (handlers, handled) = try Self.verified(C.self)
        self.init(
            descriptor: C.descriptor, handled: handled,
            handlers: BoundHandlers { service in
                let instance = make(service)
                return handlers.map { $0.bound(to: instance) }
            })
    }

    /// What creates a component of type `C`, given the service it is registered with.
    typealias Factory<C> = @Sendable (ComponentService) -> C

    /// A component whose commands `handled` are answered by `handlers`, in that order.
    init(descriptor: ComponentDescriptor, handled: [ComponentCommandSchema], handlers: BoundHandlers) {
        self.descriptor = descriptor
        self.handlers = handlers
        entries = handled.enumerated().map { index, command in
            CommandEntry(command, index: index, component: descriptor.name)
        }
        names = NameIndex(handled.map(\.name))
    }

    /// The handlers of a component type and the commands they answer, in order, once its contract is checked.
    /// (A loop rather than a key path or a closure passed to `map`: each is made anew for every component type,
    /// a cost every registration at launch pays.)
    private static func verified<C: Component>(
        _ type: C.Type
    ) throws(ComponentRegistrationError) -> (handlers: [ComponentHandler<C>], handled: [ComponentCommandSchema]) {
        let handlers = C.handlers
        var handled: [ComponentCommandSchema] = []
        handled.reserveCapacity(handlers.count)
        for handler in handlers { handled.append(handler.command) }
        try ContractCheck.verify(descriptor: C.descriptor, handled: handled)
        return (handlers, handled)
    }

    /// The declared command named `command`, if the component has it.
    func entry(for command: String) -> CommandEntry? {
        names.position(of: command).map { entries[$0] }
    }
}

/// A declared command of a registered component: what a call checks and which handler it runs.
@usableFromInline
final class CommandEntry: Sendable {
    let schema: ComponentCommandSchema
    /// The position of the command's handler among the component's bound handlers.
    let index: Int
    let site: CallSite
    let arguments: DeclaredKeys
    let results: DeclaredKeys

    init(_ schema: ComponentCommandSchema, index: Int, component: String) {
        self.schema = schema
        self.index = index
        site = CallSite(component: component, command: schema.name)
        arguments = DeclaredKeys(schema.arguments)
        results = DeclaredKeys(schema.results)
    }
}

/// The positions of a few names: a component's commands, a command's keys. Found by comparing names, which
/// for a handful of short names costs less than hashing one (two equal literals compare by their bits);
/// past ``hashedLookupThreshold`` names, through a dictionary. A repeated name keeps its first position.
struct NameIndex: Sendable {
    /// Beyond this many names, names are found through a dictionary rather than compared one by one.
    static let hashedLookupThreshold = 8

    private let names: [String]
    private let positionByName: [String: Int]?

    init(_ names: [String]) {
        self.names = names
        positionByName =
            names.count > Self.hashedLookupThreshold
            ? Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first }) : nil
    }

    /// The position of `name`, or `nil` when it is not one of the names.
    func position(of name: String) -> Int? {
        if let positionByName { return positionByName[name] }
        return names.withUnsafeBufferPointer { names in names.firstIndex(of: name) }
    }
}
