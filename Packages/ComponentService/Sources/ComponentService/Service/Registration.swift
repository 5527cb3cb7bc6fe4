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
