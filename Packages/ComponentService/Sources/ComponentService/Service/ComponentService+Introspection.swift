extension ComponentService {
    /// The names of the components calls can reach, sorted.
    public var componentNames: [String] {
        descriptors.map(\.name)
    }

    /// The contracts of the components calls can reach, sorted by name.
    public var descriptors: [ComponentDescriptor] {
        registry.withLock { $0.routes }.map(\.registration.descriptor).sorted { $0.name < $1.name }
    }

    /// The contract of the component named `name`, if calls can reach one.
    public func descriptor(for name: String) -> ComponentDescriptor? {
        route(named: name)?.registration.descriptor
    }

    /// The declaration of `command` in the component named `component`, if both exist.
    public func command(_ command: String, in component: String) -> ComponentCommandSchema? {
        descriptor(for: component)?.command(named: command)
    }

    /// Whether a call of `command` on `component` would reach a handler (it may still reject its arguments).
    public func canCall(_ component: String, _ command: String) -> Bool {
        route(named: component)?.registration.entry(for: command) != nil
    }

    /// Whether calls of `name` reach an instance that exists: a created component, or an override.
    public func isInstantiated(_ name: String) -> Bool {
        route(named: name)?.bodies != nil
    }
}
