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
    /// The command runs to its end before this returns: there is nothing to await, so a caller needs no task
    /// and the call does not look at task cancellation. An async command does not compile here; it is
    /// awaited with the typed `invoke`.
    ///
    /// - Throws: ``ComponentError/Code/noComponent`` (100); ``ComponentError/Code/unsupportedCommand`` (200),
    ///   also when the registered component declares the command async;
    ///   ``ComponentError/Code/invalidArgument`` (300); ``ComponentError/Code/componentFailure`` (400).
    @inlinable
    public func call(
        _ command: ComponentCommand<SyncExecution>, on component: String, _ arguments: ComponentArgument...
    ) throws(ComponentError) -> ComponentReply {
        try replyNow(
            component, command.name, ComponentArgument.payload(of: arguments, calling: command.name, on: component))
    }

    /// Runs a sync command on the calling thread and returns its answer as a reply.
    @usableFromInline
    func replyNow(
        _ component: String, _ command: String, _ arguments: ComponentPayload
    ) throws(ComponentError) -> ComponentReply {
        let (route, entry) = try target(component, command)
        guard entry.schema.execution == .sync else { throw .asyncCommandCalledNow(call: entry.site) }
        let payload = try dispatch(route, entry, arguments, completion: nil).get()
        return ComponentReply(payload: payload, entry: entry)
    }
}
