extension ComponentService {
    /// Calls `command` of the component named `component` with a dictionary of arguments.
    ///
    /// For a sync command the result is the command's answer. For an async command it is an empty payload
    /// once the command has started, and the answer comes through `callback`. Either way, a `callback`
    /// receives any progress and then the outcome exactly once, on any thread, even when the call fails
    /// before reaching the component.
    ///
    /// Errors: ``ComponentError/Code/noComponent`` (100), ``ComponentError/Code/unsupportedCommand`` (200),
    /// ``ComponentError/Code/invalidArgument`` (300), ``ComponentError/Code/componentFailure`` (400).
    @discardableResult
    public func call(
        _ component: String, _ command: String, _ arguments: ComponentPayload = [:],
        callback: ComponentCallback? = nil
    ) -> ComponentResult {
        guard let route = route(named: component) else {
            let error = ComponentError.noComponent(component)
            callback?(.completed(.failure(error)))
            return .failure(error)
        }
        guard let entry = route.entry(for: command) else {
            let error = ComponentError.unsupportedCommand(command, in: component)
            callback?(.completed(.failure(error)))
            return .failure(error)
        }
        let completion = callback.map { CallCompletion(consumer: $0) }
        return route.dispatch(entry, arguments: arguments, service: self, completion: completion)
    }
}
