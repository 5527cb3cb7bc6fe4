extension ComponentService {
    /// Calls a declared async command with typed arguments and awaits its answer; the building block of an
    /// async command's typed wrapper.
    ///
    /// ```swift
    /// nonisolated(nonsending) public func appVersion(
    ///     prefix: String, timeout: Duration? = nil
    /// ) async throws(ComponentError) -> String {
    ///     try await service.invoke(
    ///         MainDefine.asyncGetAppVersion, on: MainDefine.name, MainDefine.prefix(prefix), timeout: timeout
    ///     ).value(MainDefine.appVersion)
    /// }
    /// ```
    ///
    /// Like the dictionary `invoke`, it runs on the caller's executor; a wrapper should be
    /// `nonisolated(nonsending)` too, or a call from an actor hops off it at the wrapper. A sync command
    /// does not compile here; it is called with the typed `call`, which answers now. (A component registered
    /// from another version of the contract, which declares the command sync, answers now here too.)
    ///
    /// - Throws: ``ComponentError/Code/invalidArgument`` when an argument has no value form (a non-finite
    ///   number), and every error of ``invoke(_:_:_:timeout:progress:)``.
    @inlinable
    nonisolated(nonsending) public func invoke(
        _ command: ComponentCommand<AsyncExecution>, on component: String, _ arguments: ComponentArgument...,
        timeout: Duration? = nil, progress: (@Sendable (ComponentPayload) -> Void)? = nil
    ) async throws(ComponentError) -> ComponentReply {
        let name = command.schema.name
        let payload = try ComponentArgument.payload(of: arguments, calling: name, on: component)
        return try await reply(component, name, payload, timeout: timeout, progress: progress)
    }
}
