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
        let binding: ComponentBinding
        do {
            // Arguments first: a call with bad arguments does not create the instance.
            try entry.validate(arguments, limits: service.argumentLimits)
            switch self {
            case .bound(let bound): binding = bound
            case .unbound(let registration):
                binding = try registration.publishedBinding(service: service, site: entry.site)
            }
        } catch {
            completion?.finish(.failure(error))
            return .failure(error)
        }
        let call = ComponentCall(service: service, entry: entry, arguments: arguments, progressSink: completion)
        return binding.run(entry, call: call, completion: completion)
    }
}
