/// Where the calls of a component go: its registration and, once its instance exists, its bound handlers.
struct Route: Sendable {
    let registration: Registration
    var bodies: [CommandBody]?

    init(_ registration: Registration) {
        self.registration = registration
        bodies = registration.boundAtRegistration
    }

    /// Validates the arguments, creates the instance if needed, and runs the command's handler.
    func dispatch(
        _ entry: CommandEntry, arguments: ComponentPayload, service: ComponentService, completion: CallCompletion?
    ) -> ComponentResult {
        do throws(ComponentError) {
            // Arguments first: a call with bad arguments does not create the instance.
            try entry.arguments.validateArguments(arguments, limits: service.argumentLimits, site: entry.site)
            let bodies: [CommandBody]
            if let bound = self.bodies {
                bodies = bound
            } else {
                bodies = try service.createInstance(of: registration, site: entry.site)
            }
            let call = ComponentCall(service: service, entry: entry, arguments: arguments, progress: completion)
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
            let responder = Self.responder(for: entry, completion: completion)
            let task = Task {
                do {
                    responder.succeed(try await body(call))
                } catch {
                    responder.fail(error)
                }
            }
            responder.onCancel { _ in task.cancel() }
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
