extension ComponentService {
    /// Calls a declared command with typed arguments; the building block of typed wrappers.
    ///
    /// ```swift
    /// public func detail(id: Int) async throws(ComponentError) -> Store {
    ///     try await service.invoke(StoreDefine.detail, on: StoreDefine.name, StoreDefine.id(id))
    ///         .value(StoreDefine.store)
    /// }
    /// ```
    ///
    /// - Throws: ``ComponentError/Code/invalidArgument`` when an argument has no value form (a non-finite
    ///   number), and every error of ``invoke(_:_:_:timeout:progress:)``.
    public func invoke(
        _ command: ComponentCommand, on component: String, _ arguments: ComponentArgument...,
        timeout: Duration? = nil, progress: (@Sendable (ComponentPayload) -> Void)? = nil
    ) async throws(ComponentError) -> ComponentReply {
        let site = CallSite(component: component, command: command.name)
        var payload = ComponentPayload(minimumCapacity: arguments.count)
        for argument in arguments {
            switch argument.value {
            case .success(let value): payload[argument.name] = value
            case .failure(let reason):
                throw ComponentError(
                    code: .invalidArgument, message: "Invalid argument for \(site): '\(argument.name)' \(reason)",
                    component: component, command: command.name, argument: argument.name)
            }
        }
        let result = try await invoke(component, command.name, payload, timeout: timeout, progress: progress)
        return ComponentReply(payload: result, site: site)
    }
}
