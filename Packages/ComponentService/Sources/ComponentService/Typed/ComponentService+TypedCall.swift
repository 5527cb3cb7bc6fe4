extension ComponentService {
    /// Calls a declared sync command with typed arguments and returns its answer, on the calling thread; the
    /// building block of a sync command's typed wrapper.
    ///
    /// ```swift
    /// public func detail(id: Int) throws(ComponentError) -> Store {
    ///     try service.call(StoreDefine.detail, on: StoreDefine.name, StoreDefine.id(id))
    ///         .value(StoreDefine.store)
    /// }
    /// ```
    ///
    /// The command runs to its end before this returns, as with the dictionary ``call(_:_:_:callback:)``:
    /// there is nothing to await, so a caller needs no task and the call does not look at task
    /// cancellation. Progress the command reports is not delivered: a caller that wants it uses the typed
    /// `invoke(_:on:_:timeout:progress:)`. An async command cannot answer now; calling one this way throws
    /// error 200 and neither starts it nor creates a lazily registered component; its wrapper awaits the
    /// typed `invoke`.
    ///
    /// A call with one or two arguments resolves to an overload of its own, which builds the payload
    /// without an argument array.
    ///
    /// - Throws: ``ComponentError/Code/noComponent`` (100); ``ComponentError/Code/unsupportedCommand`` (200)
    ///   when the component does not declare the command or declares it async;
    ///   ``ComponentError/Code/invalidArgument`` (300); ``ComponentError/Code/componentFailure`` (400).
    @inlinable
    public func call(
        _ command: ComponentCommand, on component: String, _ arguments: ComponentArgument...
    ) throws(ComponentError) -> ComponentReply {
        let payload = try ComponentArgument.payload(of: arguments, calling: command, on: component)
        return try syncReply(from: component, command.name, payload)
    }

    /// Calls a declared sync command with one typed argument, as the variadic `call` does, without an array.
    @inlinable
    public func call(
        _ command: ComponentCommand, on component: String, _ argument: ComponentArgument
    ) throws(ComponentError) -> ComponentReply {
        let payload = try argument.payload(calling: command, on: component)
        return try syncReply(from: component, command.name, payload)
    }

    /// Calls a declared sync command with two typed arguments, as the variadic `call` does, without an array.
    @inlinable
    public func call(
        _ command: ComponentCommand, on component: String, _ first: ComponentArgument, _ second: ComponentArgument
    ) throws(ComponentError) -> ComponentReply {
        let payload = try ComponentArgument.payload(of: first, second, calling: command, on: component)
        return try syncReply(from: component, command.name, payload)
    }

    /// Runs a sync command on the calling thread and returns its answer as a reply: one function, out of
    /// line, from the lookups to the reply.
    ///
    /// - Throws: error 100 or 200 when there is no such component or command, error 200 too when the
    ///   command is async, and what the command's dispatch throws.
    @usableFromInline
    func syncReply(
        from component: String, _ command: String, _ arguments: ComponentPayload
    ) throws(ComponentError) -> ComponentReply {
        let target = try target(component, command)
        guard target.runsSync else { throw .asyncCommandCalledNow(call: target.entry.site) }
        let payload = try target.route.dispatch(target.entry, arguments: arguments, service: self, completion: nil)
            .get()
        return ComponentReply(payload: payload, entry: target.entry)
    }
}
