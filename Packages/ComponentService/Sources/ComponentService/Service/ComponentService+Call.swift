extension ComponentService {
    /// Calls `command` of the component named `component` with a dictionary of arguments: the form for tools,
    /// bridges and the app's command line, which know components by name only.
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
        let completion = callback.map { CallCompletion(consumer: $0) }
        do {
            let (route, entry) = try target(component, command)
            return route.dispatch(entry, arguments: arguments, service: self, completion: completion)
        } catch {
            completion?.finish(.failure(error))
            return .failure(error)
        }
    }

    /// The component and declared command a call goes to.
    ///
    /// - Throws: error 100 or 200 when there is none.
    func target(_ component: String, _ command: String) throws(ComponentError) -> (Route, CommandEntry) {
        guard let route = route(named: component) else { throw .noComponent(component) }
        guard let entry = route.registration.entry(for: command) else {
            throw .unsupportedCommand(command, in: component)
        }
        return (route, entry)
    }
}
