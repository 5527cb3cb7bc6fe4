/// One registered component: its contract, its declared commands by name, and how its handlers are bound
/// to its instance, which may not exist yet.
final class Registration: Sendable {
    let descriptor: ComponentDescriptor
    /// In the order of the handlers, which name each command once.
    private let entries: [CommandEntry]
    private let names: NameIndex
    /// The handlers bound to the instance, in the order of the entries' `index`, creating it if needed.
    private let bind: @Sendable (ComponentService, CallSite) throws(ComponentError) -> [CommandBody]
    /// The bound handlers when the instance was given at registration.
    let boundAtRegistration: [CommandBody]?

    /// A component of type `C` whose instance `instance` holds or makes; checks the contract first.
    convenience init<C: Component>(_ instance: LazyInstance<C>) throws(ComponentRegistrationError) {
        let handlers = C.handlers
        try ContractCheck.verify(descriptor: C.descriptor, handlers: handlers)
        self.init(
            descriptor: C.descriptor, handled: handlers.map { $0.command },
            bind: { service, site throws(ComponentError) in
                let created = try instance.value(service: service, site: site)
                return handlers.map { $0.bound(to: created) }
            },
            bound: instance.existing.map { existing in handlers.map { $0.bound(to: existing) } })
    }

    /// A component whose commands `handled` are answered by the bodies `bind` returns, in that order.
    init(
        descriptor: ComponentDescriptor, handled: [ComponentCommandSchema],
        bind: @escaping @Sendable (ComponentService, CallSite) throws(ComponentError) -> [CommandBody],
        bound: [CommandBody]?
    ) {
        self.descriptor = descriptor
        self.bind = bind
        boundAtRegistration = bound
        entries = handled.enumerated().map { index, command in
            CommandEntry(command, index: index, component: descriptor.name)
        }
        names = NameIndex(handled.map(\.name))
    }

    /// The declared command named `command`, if the component has it.
    func entry(for command: String) -> CommandEntry? {
        names.position(of: command).map { entries[$0] }
    }

    /// The handlers bound to the instance, which this call creates if it is the first.
    func bodies(service: ComponentService, site: CallSite) throws(ComponentError) -> [CommandBody] {
        try bind(service, site)
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
