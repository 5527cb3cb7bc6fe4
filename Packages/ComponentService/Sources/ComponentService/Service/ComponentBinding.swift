/// A component instance with its handlers bound to it: what a call runs, with no generic code left.
final class ComponentBinding: Sendable {
    private enum Body: Sendable {
        case sync(@Sendable (ComponentCall) throws -> ComponentPayload)
        case async(@Sendable (ComponentCall) async throws -> ComponentPayload)
        case responder(@Sendable (ComponentCall, ComponentResponder) -> Void)
    }

    /// In the order of the component's handler list.
    private let bodies: [Body]
    /// The component's declared commands by name, with entries of this binding's own: each shard of the
    /// routes has its own binding, so calls on different shards retain different entries.
    let commands: CommandTable
    /// Calls on this binding's shard retain it; the padding keeps it off the cache lines of the object
    /// allocated next, which may be another shard's.
    private let padding = CacheLinePadding()

    init<C: Component>(instance: C, handlers: [ComponentHandler<C>], commands: CommandTable) {
        self.commands = commands
        bodies = handlers.map { handler in
            switch handler.body {
            case .sync(let body): .sync { call in try body(instance, call) }
            case .async(let body): .async { call in try await body(instance, call) }
            case .responder(let body): .responder { call, responder in body(instance, call, responder) }
            }
        }
    }

    /// Runs the handler of `entry`; a sync command's result is checked against its declared results.
    func run(_ entry: CommandEntry, call: ComponentCall, completion: CallCompletion?) -> ComponentResult {
        switch bodies[entry.index] {
        case .sync(let body):
            let result: ComponentResult
            do {
                let payload = try body(call)
                try PayloadValidator.validateResult(payload, against: entry.results, site: entry.site)
                result = .success(payload)
            } catch {
                result = .failure(.thrown(error, call: entry.site))
            }
            completion?.finish(result)
            return result
        case .async(let body):
            let call = call.holdingService()
            let responder = Self.responder(for: entry, completion)
            let task = Task {
                do {
                    responder.succeed(try await body(call))
                } catch {
                    responder.fail(error)
                }
            }
            responder.onCancel { task.cancel() }
            return .success([:])
        case .responder(let body):
            body(call.holdingService(), Self.responder(for: entry, completion))
            return .success([:])
        }
    }

    private static func responder(for entry: CommandEntry, _ completion: CallCompletion?) -> ComponentResponder {
        ComponentResponder(
            completion: completion ?? CallCompletion(), results: entry.results, site: entry.site)
    }
}
