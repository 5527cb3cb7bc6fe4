extension ComponentService {
    /// Puts `stub` in place of the component it declares, on this service only, until
    /// ``removeOverride(named:)``: calls of the name reach the stub, whether a component is registered under
    /// it or is registered later.
    ///
    /// - Throws: ``ComponentRegistrationError`` when the stub's descriptor breaks the contract rules (an
    ///   empty name, a command or key declared twice).
    public func override(with stub: ComponentStub) throws(ComponentRegistrationError) {
        let commands = stub.descriptor.commands
        try ContractCheck.verify(descriptor: stub.descriptor, handled: commands)
        let registration = Registration(
            descriptor: stub.descriptor, handled: commands, handlers: BoundHandlers(stub.bodies))
        let route = Route(registration)
        // An earlier override it replaces is released here, after the lock: what it holds may use the bus.
        _ = registry.withLock { $0.override(with: route) }
    }

    /// Puts `instance`, a component of its own type with the same name (a fake), in place of the component
    /// of that name, on this service only, until ``removeOverride(named:)``.
    ///
    /// - Throws: ``ComponentRegistrationError`` when its handlers do not match its declared commands.
    public func override<C: Component>(with instance: C) throws(ComponentRegistrationError) {
        let route = Route(try Registration(instance))
        // An earlier override it replaces is released here, after the lock: its deinit may use the bus.
        _ = registry.withLock { $0.override(with: route) }
    }

    /// Removes the override of the component named `name`, so the registered component, if any, answers
    /// again.
    ///
    /// - Returns: whether the name was overridden.
    @discardableResult
    public func removeOverride(named name: String) -> Bool {
        // Released here, after the lock: the override's deinit may use the bus.
        let removed = registry.withLock { $0.removeOverride(name) }
        return removed != nil
    }
}
