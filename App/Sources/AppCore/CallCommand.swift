import ComponentService

/// `app call`: checks the command line's form, then the request against the declarations, calls, and prints the
/// result as JSON.
struct CallCommand {
    let service: ComponentService
    let console: any Console

    func run(_ request: CallRequest) async -> AppExitStatus {
        // The command line's form first: a malformed one is a usage error whatever component it names.
        let json: ComponentPayload
        do {
            json = try CallArguments.checkedForm(of: request)
        } catch {
            return usageError(error)
        }
        guard let descriptor = service.descriptor(for: request.component) else {
            return unknownComponent(request.component)
        }
        guard let command = descriptor.command(named: request.command) else {
            report(
                .unsupportedCommand(request.command, in: descriptor.name),
                hint: "\(descriptor.name) has: \(names: descriptor.commands.map(\.name))")
            return .componentError
        }
        let payload: ComponentPayload
        do {
            payload = try CallArguments.payload(for: request, command: command, json: json)
        } catch {
            return usageError(error)
        }
        do {
            let result = try await service.invoke(
                request.component, request.command, payload, timeout: request.timeout.map { .seconds($0) })
            return printJSON(.object(result))
        } catch {
            let schema = command.arguments.map(\.description)
            report(error, hint: error.code == .invalidArgument ? Self.takes(command.name, schema) : nil)
            return .componentError
        }
    }

    private func usageError(_ error: UsageError) -> AppExitStatus {
        console.err("app: \(error.message)")
        console.err(HelpTopic.call.usageHint)
        return .usageError
    }

    func unknownComponent(_ name: String) -> AppExitStatus {
        report(.noComponent(name), hint: "Known components: \(names: service.componentNames)")
        return .componentError
    }

    /// What a command's arguments are, for the line under its error 300: `nearby takes: limit: int = 10`.
    private static func takes(_ command: String, _ arguments: [String]) -> String {
        arguments.isEmpty ? "\(echo: command) takes no arguments" : "\(echo: command) takes: \(names: arguments)"
    }

    private func report(_ error: ComponentError, hint: String?) {
        console.err("app: \(error)")
        if let hint { console.err(hint) }
    }

    /// The largest answer, in bytes of compact JSON, that is printed pretty.
    static let largestPrettyAnswer = 64 * 1024

    private func printJSON(_ value: ComponentValue) -> AppExitStatus {
        do {
            // Pretty-printed text grows with nesting as well as with size (each line is indented by its
            // depth), so a large answer is printed compact, on one line, instead.
            let compact = try value.jsonText([.sortedKeys])
            guard compact.utf8.count <= Self.largestPrettyAnswer else {
                console.out(compact)
                return .success
            }
            let text = try value.jsonText([.prettyPrinted, .sortedKeys])
            text.split(separator: "\n", omittingEmptySubsequences: false).forEach { console.out(String($0)) }
            return .success
        } catch {
            console.err("app: the result cannot be printed as JSON: \(error)")
            return .componentError
        }
    }
}
