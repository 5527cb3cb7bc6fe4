/// One registered component: its contract, its commands by name, and — once created — its instance with
/// every handler bound to it.
///
/// Nothing on the call path is generic: the component's type is known only where the handlers are bound
/// (``ComponentBinding``), once per instance, so a call does no runtime generic-metadata lookups.
final class Registration: Sendable {
    let descriptor: ComponentDescriptor
    private let commands: CommandTable
    /// The instance's bindings, one per shard of the service's routes, once the instance exists.
    private let bound = Locked<[ComponentBinding]?>(nil)
    private let bind: @Sendable (ComponentService, CallSite) throws(ComponentError) -> [ComponentBinding]

    /// Registers with `service` a component of type `C` whose instance `instance` provides; checks the
    /// contract first.
    init<C: Component>(_ instance: LazyInstance<C>, service: ComponentService) throws(ComponentRegistrationError) {
        let descriptor = C.descriptor
        let handlers = C.handlers
        try ContractCheck.verify(descriptor: descriptor, handlers: handlers)
        self.descriptor = descriptor
        commands = CommandTable(handlers: handlers, of: descriptor.name, service: service)
        // Every shard gets a binding with its own handler closures and command entries, so that calls on
        // different shards retain no object in common.
        let bindings = { @Sendable (instance: C, service: ComponentService) in
            (0..<service.routeShardCount).map { _ in
                ComponentBinding(
                    instance: instance, handlers: handlers,
                    commands: CommandTable(handlers: handlers, of: descriptor.name, service: service))
            }
        }
        bind = { service, site throws(ComponentError) in
            bindings(try instance.value(service: service, site: site), service)
        }
        if let existing = instance.existing {
            bound.withLock { $0 = bindings(existing, service) }
        }
    }

    /// Whether the instance exists and its handlers are bound.
    var isCreated: Bool { bound.withLock { $0 != nil } }

    /// The declared command named `command`, if the component has it.
    func entry(for command: String) -> CommandEntry? {
        commands.entry(named: command)
    }

    /// Creates the instance now (eager registration).
    func createInstance(service: ComponentService) {
        // Creation fails only when this thread is itself in an initializer and waiting for the instance
        // would close a cycle of initializers; the component is then created on its first call.
        _ = try? publishedBindings(service: service, site: CallSite(component: descriptor.name, command: "init"))
    }

    /// The instance's bindings, one per shard, created by this call if it is the first, and stored in the
    /// service's registry so that later calls find them there.
    func publishedBindings(service: ComponentService, site: CallSite) throws(ComponentError) -> [ComponentBinding] {
        let bindings = try bindings(service: service, site: site)
        service.publish(bindings, of: self)
        return bindings
    }

    /// The instance's bindings, created by this call if it is the first.
    private func bindings(service: ComponentService, site: CallSite) throws(ComponentError) -> [ComponentBinding] {
        if let bindings = bound.withLock({ $0 }) { return bindings }
        let created = try bind(service, site)
        return bound.withLock { bound in
            if let existing = bound { return existing }
            bound = created
            return created
        }
    }
}

/// A declared command of a registered component, shared by reference with the calls that run it.
final class CommandEntry: Sendable {
    /// The service the component is registered with. Not retained: the service holds its entries, and a
    /// call reads its service through its entry.
    unowned let service: ComponentService
    let declaration: ComponentCommand
    /// The position of the command's handler in the component's handler list.
    let index: Int
    let site: CallSite
    /// The declared arguments and results, arranged for checking payloads.
    let arguments: DeclaredKeys
    let results: DeclaredKeys
    /// Calls on this entry's shard retain it; the padding keeps it off the cache lines of the object
    /// allocated next, which may be another shard's.
    private let padding = CacheLinePadding()

    init(service: ComponentService, declaration: ComponentCommand, index: Int, site: CallSite) {
        self.service = service
        self.declaration = declaration
        self.index = index
        self.site = site
        arguments = DeclaredKeys(declaration.arguments)
        results = DeclaredKeys(declaration.results)
    }

    /// Checks a call's arguments against the service's limits and the declared argument keys.
    func validate(_ payload: ComponentPayload, limits: ComponentArgumentLimits) throws(ComponentError) {
        try PayloadValidator.validateArguments(payload, against: arguments, limits: limits, site: site)
    }
}

/// A component's declared commands, found by name: what a call looks up after the component.
struct CommandTable: Sendable {
    /// In the order of the component's handler list, which names each command once.
    private let entries: [CommandEntry]
    private let names: NameIndex

    /// The commands of `handlers`, in their order, of the component named `component` registered with
    /// `service`.
    init<C: Component>(handlers: [ComponentHandler<C>], of component: String, service: ComponentService) {
        entries = handlers.enumerated().map { index, handler in
            CommandEntry(
                service: service, declaration: handler.command, index: index,
                site: CallSite(component: component, command: handler.command.name))
        }
        names = NameIndex(entries.map(\.site.command))
    }

    /// The declared command named `name`, if the component has it.
    func entry(named name: String) -> CommandEntry? {
        names.position(of: name).map { entries[$0] }
    }
}
