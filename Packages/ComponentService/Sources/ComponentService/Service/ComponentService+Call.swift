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
            return dispatch(route, entry, arguments, completion: completion)
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

    /// Where calls of the component named `name` go; inlined into each call's lookup.
    @inline(__always)
    func route(named name: String) -> Route? {
        registry.withLock { $0.route(named: name) }
    }

    /// Validates the arguments, creates the instance if needed, and runs the command's handler.
    func dispatch(
        _ route: Route, _ entry: CommandEntry, _ arguments: ComponentPayload, completion: CallCompletion?
    ) -> ComponentResult {
        do throws(ComponentError) {
            // Arguments first: a call with bad arguments does not create the instance.
            try entry.arguments.validateArguments(arguments, limits: argumentLimits, site: entry.site)
            let bodies: [CommandBody]
            if let bound = route.bodies {
                bodies = bound
            } else {
                bodies = try createInstance(of: route.registration, site: entry.site) {
                    completion?.isFinished ?? false
                }
                // A caller that stopped waiting while the instance was created does not start the command.
                if let completion, completion.isFinished { return .failure(.cancelled(call: entry.site)) }
            }
            let call = ComponentCall(service: self, entry: entry, arguments: arguments, progress: completion)
            return Self.run(bodies[entry.index], entry: entry, call: call, completion: completion)
        } catch {
            completion?.finish(.failure(error))
            return .failure(error)
        }
    }

    /// Runs a handler; a sync command's result is checked against its declared results.
    private static func run(
        _ body: CommandBody, entry: CommandEntry, call: ComponentCall, completion: CallCompletion?
    ) -> ComponentResult {
        switch body {
        case .sync(let body):
            let result: ComponentResult
            do {
                let payload = try body(call)
                try entry.results.validateResult(payload, site: entry.site)
                result = .success(payload)
            } catch {
                result = .failure(.thrown(error, call: entry.site))
            }
            completion?.finish(result)
            return result
        case .async(let body):
            Self.responder(for: entry, completion: completion).answer(call, with: body)
            return .success([:])
        case .responder(let body):
            body(call, Self.responder(for: entry, completion: completion))
            return .success([:])
        }
    }

    /// The responder of an async call: it answers through `completion`, or, for a call without one, through a
    /// completion of its own that no consumer will read, so that its progress is dropped.
    private static func responder(for entry: CommandEntry, completion: CallCompletion?) -> ComponentResponder {
        ComponentResponder(completion: completion ?? CallCompletion(awaitsConsumer: false), entry: entry)
    }
}
