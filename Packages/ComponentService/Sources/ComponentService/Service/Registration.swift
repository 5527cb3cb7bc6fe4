/// One registered component, as the service sees it: its contract and a way to run its commands.
protocol Registration: AnyObject, Sendable {
    var descriptor: ComponentDescriptor { get }
    var isCreated: Bool { get }
    func execution(of command: String) -> ComponentCommand.Execution?
    func createInstance(service: ComponentService)
    func dispatch(
        _ command: String, arguments: ComponentPayload, service: ComponentService, completion: CallCompletion?
    ) -> ComponentResult
}

/// The registration of a component of type `C`: its handlers by command name and its (lazy) instance.
final class TypedRegistration<C: Component>: Registration {
    private struct Entry: Sendable {
        let handler: ComponentHandler<C>
        let site: CallSite
    }

    let descriptor: ComponentDescriptor
    private let entries: [String: Entry]
    private let instance: LazyInstance<C>

    init(instance: LazyInstance<C>) throws(ComponentRegistrationError) {
        let descriptor = C.descriptor
        try ContractCheck.verify(descriptor: descriptor, handlers: C.handlers)
        self.descriptor = descriptor
        self.instance = instance
        var entries: [String: Entry] = [:]
        for handler in C.handlers {
            entries[handler.command.name] = Entry(
                handler: handler, site: CallSite(component: descriptor.name, command: handler.command.name))
        }
        self.entries = entries
    }

    var isCreated: Bool { instance.isCreated }

    func execution(of command: String) -> ComponentCommand.Execution? {
        entries[command]?.handler.command.execution
    }

    func createInstance(service: ComponentService) {
        // Creation fails only when the factory calls its own component on the creating thread; that inner
        // call gets the error, and this outer creation completes.
        _ = try? instance.value(service: service, site: CallSite(component: descriptor.name, command: "init"))
    }

    func dispatch(
        _ command: String, arguments: ComponentPayload, service: ComponentService, completion: CallCompletion?
    ) -> ComponentResult {
        guard let entry = entries[command] else {
            let error = ComponentError.unsupportedCommand(command, in: descriptor.name)
            completion?.finish(.failure(error))
            return .failure(error)
        }
        let declaration = entry.handler.command
        let component: C
        do {
            try PayloadValidator.validateArguments(arguments, against: declaration.arguments, site: entry.site)
            component = try instance.value(service: service, site: entry.site)
        } catch {
            completion?.finish(.failure(error))
            return .failure(error)
        }
        let call = ComponentCall(
            service: service, component: descriptor.name, command: declaration, arguments: arguments,
            progressSink: completion)

        switch entry.handler.body {
        case .sync(let body):
            let result = Self.runSync(body, component: component, call: call, site: entry.site)
            completion?.finish(result)
            return result
        case .async(let body):
            let responder = makeResponder(completion, declaration: declaration, site: entry.site)
            let task = Task {
                do {
                    responder.succeed(try await body(component, call))
                } catch {
                    responder.fail(error)
                }
            }
            responder.onCancel { task.cancel() }
            return .success([:])
        case .responder(let body):
            body(component, call, makeResponder(completion, declaration: declaration, site: entry.site))
            return .success([:])
        }
    }

    private static func runSync(
        _ body: @Sendable (C, ComponentCall) throws -> ComponentPayload, component: C, call: ComponentCall,
        site: CallSite
    ) -> ComponentResult {
        do {
            let payload = try body(component, call)
            try PayloadValidator.validateResult(payload, against: call.command.results, site: site)
            return .success(payload)
        } catch {
            return .failure(.thrown(error, call: site))
        }
    }

    private func makeResponder(
        _ completion: CallCompletion?, declaration: ComponentCommand, site: CallSite
    ) -> ComponentResponder {
        ComponentResponder(completion: completion ?? CallCompletion(), results: declaration.results, site: site)
    }
}
