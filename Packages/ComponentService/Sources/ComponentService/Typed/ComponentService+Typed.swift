extension ComponentService {
    /// Calls a declared command with typed arguments and awaits its answer; the building block of an async
    /// command's typed wrapper. A sync command's wrapper uses the typed `call(_:on:_:)`, which answers now.
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
    /// A call with one or two arguments resolves to an overload of its own, which builds the payload
    /// without an argument array. Like the untyped `invoke`, it runs on the caller's executor; a wrapper
    /// should be `nonisolated(nonsending)` too, or a call from an actor hops off it at the wrapper.
    ///
    /// - Throws: ``ComponentError/Code/invalidArgument`` when an argument has no value form (a non-finite
    ///   number), and every error of ``invoke(_:_:_:timeout:progress:)``.
    @inlinable
    nonisolated(nonsending) public func invoke(
        _ command: ComponentCommand, on component: String, _ arguments: ComponentArgument...,
        timeout: Duration? = nil, progress: (@Sendable (ComponentPayload) -> Void)? = nil
    ) async throws(ComponentError) -> ComponentReply {
        let payload = try ComponentArgument.payload(of: arguments, calling: command, on: component)
        return try await reply(from: component, command.name, payload, timeout: timeout, progress: progress)
    }

    /// Calls a declared command with one typed argument, as the variadic `invoke` does, without an array.
    @inlinable
    nonisolated(nonsending) public func invoke(
        _ command: ComponentCommand, on component: String, _ argument: ComponentArgument,
        timeout: Duration? = nil, progress: (@Sendable (ComponentPayload) -> Void)? = nil
    ) async throws(ComponentError) -> ComponentReply {
        let payload = try argument.payload(calling: command, on: component)
        return try await reply(from: component, command.name, payload, timeout: timeout, progress: progress)
    }

    /// Calls a declared command with two typed arguments, as the variadic `invoke` does, without an array.
    @inlinable
    nonisolated(nonsending) public func invoke(
        _ command: ComponentCommand, on component: String, _ first: ComponentArgument, _ second: ComponentArgument,
        timeout: Duration? = nil, progress: (@Sendable (ComponentPayload) -> Void)? = nil
    ) async throws(ComponentError) -> ComponentReply {
        let payload = try ComponentArgument.payload(of: first, second, calling: command, on: component)
        return try await reply(from: component, command.name, payload, timeout: timeout, progress: progress)
    }
}
