/// A stand-in for a component in a test or a preview: an answer per command, typed by the command's
/// declaration; a command it has no answer for fails loudly; every call that reaches it is recorded.
///
/// ```swift
/// let service = ComponentService()
/// let store = ComponentStub(StoreDefine.descriptor)
/// store.answer(StoreDefine.detail) { call in
///     let id = try call.argument(StoreDefine.id)
///     return try ComponentPayload(StoreDefine.store, Store(
///         id: id, name: "Test", address: "1 Test St", distance: 100, rating: 4.5,
///         openingHours: StoreOpeningHours(opens: "08:00", closes: "20:00")))
/// }
/// try service.override(with: store)
/// // … exercise the code under test, which calls service.store.detail(id: 7) …
/// #expect(store.arguments(of: StoreDefine.detail) == [["id": 7]])
/// ```
///
/// A command of the descriptor without an answer fails the call with error 400 that names it. The stub
/// answers on the service it overrides only; tests that each make their own service share nothing.
public final class ComponentStub: Sendable {
    /// One call the stub received.
    public struct Call: Sendable, Hashable {
        /// The command's name.
        public let command: String
        /// The arguments, as validated against the declaration.
        public let arguments: ComponentPayload

        /// A call of `command` with `arguments`, to compare ``ComponentStub/calls`` with.
        public init(command: String, arguments: ComponentPayload) {
            self.command = command
            self.arguments = arguments
        }
    }

    private enum Answer: Sendable {
        case now(@Sendable (ComponentCall) throws -> ComponentPayload)
        case later(@Sendable (ComponentCall) async throws -> ComponentPayload)
    }

    private struct State {
        var answers: [String: Answer] = [:]
        /// Commands given an answer under a declaration the descriptor does not have, which no call could
        /// reach: another component's command, or another version of one of its own.
        var undeclared: Set<String> = []
        var calls: [Call] = []
    }

    /// The contract the stub stands in for.
    public let descriptor: ComponentDescriptor
    private let state = Locked(State())

    /// A stub of the component that `descriptor` declares, with no answers yet.
    public init(_ descriptor: ComponentDescriptor) {
        self.descriptor = descriptor
    }

    /// Answers the sync command `command` with `body`, replacing an earlier answer.
    ///
    /// A command whose declaration the descriptor does not have, such as another version of one of its
    /// commands or another component's command of the same name, could never be called: it makes every call
    /// of the stub fail with error 400 naming it. (A declaration is a value: one spelled exactly as the
    /// descriptor's, with the same name, mode, summary, keys and results, is the descriptor's.)
    public func answer(
        _ command: ComponentCommand<SyncExecution>,
        _ body: @escaping @Sendable (ComponentCall) throws -> ComponentPayload
    ) {
        keep(.now(body), for: command.schema)
    }

    /// Answers the async command `command` with `body`, run in a task, replacing an earlier answer; a
    /// command whose declaration the descriptor does not have fails every call, as with a sync one.
    public func answer(
        _ command: ComponentCommand<AsyncExecution>,
        _ body: @escaping @Sendable (ComponentCall) async throws -> ComponentPayload
    ) {
        keep(.later(body), for: command.schema)
    }

    private func keep(_ answer: Answer, for command: ComponentCommandSchema) {
        let isDeclared = descriptor.commands.contains(command)
        // An answer replaces the earlier one of the same name, whichever declaration each was for. The one it
        // replaces is released here, after the lock: what its closure holds may use the bus in its deinit.
        let replaced = state.withLock { state in
            if isDeclared {
                state.undeclared.remove(command.name)
                return state.answers.updateValue(answer, forKey: command.name)
            } else {
                state.undeclared.insert(command.name)
                return state.answers.removeValue(forKey: command.name)
            }
        }
        withExtendedLifetime(replaced) {}
    }

    /// Every call the stub received, in order, answered or not; a call of an async command is recorded when
    /// it starts. A call refused before it reaches the stub (bad arguments, an async command called through
    /// the sync form, a caller already cancelled) is not among them.
    public var calls: [Call] {
        state.withLock { $0.calls }
    }

    /// The arguments of each call of the command named as `command`, in order. Calls are known by their
    /// command's name, the one thing a call carries of it: a caller's other declaration of the same name
    /// (another version of the contract) finds the same calls.
    public func arguments(of command: some ComponentCommandDeclaration) -> [ComponentPayload] {
        calls.filter { $0.command == command.schema.name }.map(\.arguments)
    }

    /// The stub's commands, each bound to its answer, in the order of the descriptor.
    var bodies: [CommandBody] {
        descriptor.commands.map { declaration in
            switch declaration.execution {
            case .sync:
                .sync { call in
                    guard case .now(let body) = try self.answer(to: call) else { throw Self.mismatch(call) }
                    return try body(call)
                }
            case .async:
                // Recorded now, on the caller's thread, and answered from a task.
                .responder { call, responder in
                    do throws(ComponentError) {
                        guard case .later(let body) = try self.answer(to: call) else { throw Self.mismatch(call) }
                        responder.answer(call, with: body)
                    } catch {
                        responder.fail(error)
                    }
                }
            }
        }
    }

    /// Records `call` and returns its answer.
    ///
    /// - Throws: error 400 when the stub has no answer for the command, or has one for a declaration its
    ///   descriptor does not have.
    private func answer(to call: ComponentCall) throws(ComponentError) -> Answer {
        let (found, answered, undeclared) = state.withLock { state in
            state.calls.append(Call(command: call.command.name, arguments: call.arguments))
            let found = state.answers[call.command.name]
            // The commands it answers are listed only for the error.
            return (found, found == nil ? state.answers.keys.sorted() : [], state.undeclared.sorted())
        }
        guard undeclared.isEmpty else {
            throw .failure(
                "\(call.entry.site) was called, but its stub was given an answer for \(EchoedText.list(undeclared)) "
                    + "under a declaration \(EchoedText.bare(descriptor.name)) does not have")
        }
        guard let found else {
            let answers = answered.isEmpty ? "it answers nothing" : "it answers \(EchoedText.list(answered))"
            throw .failure("\(call.entry.site) was called, but its stub has no answer for it; \(answers)")
        }
        return found
    }

    /// An answer of the other mode than its declaration's, which `answer(_:_:)` keeps only under a declaration
    /// of the descriptor, whose mode it has: never expected.
    private static func mismatch(_ call: ComponentCall) -> ComponentError {
        .failure("\(call.entry.site) was called, but its stub's answer is for the other mode of it")
    }
}
