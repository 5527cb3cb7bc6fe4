/// Where the calls of a registered component go: its binding once the instance exists, else its
/// registration, which creates the instance on the first call.
enum Route: Sendable {
    case bound(ComponentBinding)
    case unbound(Registration)

    /// The declared command named `command`, if the component has it.
    func entry(for command: String) -> CommandEntry? {
        switch self {
        case .bound(let binding): binding.commands[command]
        case .unbound(let registration): registration.entry(for: command)
        }
    }

    /// Validates the arguments, creates the instance if needed, and runs the command's handler.
    func dispatch(
        _ entry: CommandEntry, arguments: ComponentPayload, service: ComponentService, completion: CallCompletion?
    ) -> ComponentResult {
        switch self {
        case .bound(let binding):
            binding.dispatch(entry, arguments: arguments, service: service, completion: completion)
        case .unbound(let registration):
            registration.dispatch(entry, arguments: arguments, service: service, completion: completion)
        }
    }
}
