extension ComponentService {
    /// The names of the registered components, sorted.
    public var componentNames: [String] {
        allRegistrations.map(\.descriptor.name).sorted()
    }

    /// The contracts of the registered components, sorted by name.
    public var descriptors: [ComponentDescriptor] {
        allRegistrations.map(\.descriptor).sorted { $0.name < $1.name }
    }

    /// The contract of the component named `name`, if one is registered.
    public func descriptor(for name: String) -> ComponentDescriptor? {
        registration(named: name)?.descriptor
    }

    /// The declaration of `command` in the component named `component`, if both exist.
    public func command(_ command: String, in component: String) -> ComponentCommand? {
        descriptor(for: component)?.command(named: command)
    }

    /// Whether a call of `command` on `component` would reach a handler (it may still reject its arguments).
    public func canCall(_ component: String, _ command: String) -> Bool {
        registration(named: component)?.entry(for: command) != nil
    }

    /// Whether the component named `name` is registered and its instance exists.
    public func isInstantiated(_ name: String) -> Bool {
        registration(named: name)?.isCreated ?? false
    }
}
