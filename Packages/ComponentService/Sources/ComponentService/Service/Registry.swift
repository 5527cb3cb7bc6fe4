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
