/// Where the calls of a registered component go: its binding once the instance exists, else its
/// registration, which creates the instance on the first call.
enum Route: Sendable {
    case bound(ComponentBinding)
    case unbound(Registration)

    /// The declared command named `command`, if the component has it.
    func entry(for command: String) -> CommandEntry? {
        switch self {
        case .bound(let binding): binding.commands.entry(named: command)
        case .unbound(let registration): registration.entry(for: command)
        }
    }

    /// Validates the arguments, creates the instance if needed, and runs the command's handler.
    func dispatch(
        _ entry: CommandEntry, arguments: ComponentPayload, service: ComponentService, completion: CallCompletion?
    ) -> ComponentResult {
        do {
            // Arguments first: a call with bad arguments does not create the instance.
            try entry.validate(arguments, limits: service.argumentLimits)
            let call = ComponentCall(entry: entry, arguments: arguments, progressSink: completion)
            // The binding is used where the route holds it, not copied out, so a call retains it no more.
            switch self {
            case .bound(let binding):
                return binding.run(entry, call: call, completion: completion)
            case .unbound(let registration):
                // A shard's binding would do; the next call finds its own in the routes.
                let bindings = try registration.publishedBindings(service: service, site: entry.site)
                return bindings[0].run(entry, call: call, completion: completion)
            }
        } catch {
            completion?.finish(.failure(error))
            return .failure(error)
        }
    }
}
