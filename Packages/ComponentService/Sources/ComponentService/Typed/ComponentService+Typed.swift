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
        var payload = ComponentPayload(minimumCapacity: arguments.count)
        for argument in arguments {
            switch argument.value {
            case .success(let value): payload[argument.name] = value
            case .failure(let reason):
                throw ComponentError(
                    code: .invalidArgument,
                    message: "Invalid argument for \(component).\(command.name): '\(argument.name)' \(reason)",
                    component: component, command: command.name, argument: argument.name)
            }
        }
        let target = try invocationTarget(component, command.name)
        let result = try await target.run(payload, service: self, timeout: timeout, progress: progress)
        return ComponentReply(payload: result, site: target.entry.site)
    }
}
