import ComponentService

/// The keys a fuzzed command may declare: a required number and an optional text as arguments, a required
/// number as result, and a result key the bus reserves for errors (a broken contract).
enum Keys {
    static let number = ComponentKey<Int>("n", "A number.")
    static let text = ComponentKey<String?>("s", "An optional text.")
    static let result = ComponentKey<Int>("r", "A number answered.")
    static let reserved = ComponentKey<Int>(ComponentError.PayloadKey.code, "Reserved for errors.")
}

/// A command as the program declares it, from its name and one byte: bit 0 takes the number `n`, bit 1 the
/// optional text `s`, bit 2 answers the number `r`, bit 3 is async; with bits 6 and 7 set the declaration
/// is broken, by a result key reserved for errors when bit 4 is set, else by declaring `n` twice.
struct CommandSpec: Hashable {
    enum Flaw: Hashable { case numberTwice, reservedResult }

    /// The summary of every command the program declares; an answer under another is for another version.
    static let summary = "Fuzzed."

    var name: String
    var isAsync: Bool
    var takesNumber: Bool
    var takesText: Bool
    var answersNumber: Bool
    var flaw: Flaw?

    init(name: String, byte: UInt8) {
        self.name = name
        takesNumber = byte & 1 != 0
        takesText = byte & 2 != 0
        answersNumber = byte & 4 != 0
        isAsync = byte & 8 != 0
        flaw = byte & 0xC0 == 0xC0 ? (byte & 0x10 != 0 ? .reservedResult : .numberTwice) : nil
    }

    func syncCommand(summary: String = summary) -> ComponentCommand<SyncExecution> {
        .sync(name, summary, arguments: argumentKeys, results: resultKeys)
    }

    func asyncCommand(summary: String = summary) -> ComponentCommand<AsyncExecution> {
        .async(name, summary, arguments: argumentKeys, results: resultKeys)
    }

    var declaration: any ComponentCommandDeclaration {
        isAsync ? asyncCommand() : syncCommand()
    }

    private var argumentKeys: [any ComponentKeyDeclaration] {
        var keys: [any ComponentKeyDeclaration] = []
        if takesNumber { keys.append(Keys.number) }
        if takesText { keys.append(Keys.text) }
        if flaw == .numberTwice { keys += [Keys.number, Keys.number] }
        return keys
    }

    private var resultKeys: [any ComponentKeyDeclaration] {
        var keys: [any ComponentKeyDeclaration] = []
        if answersNumber { keys.append(Keys.result) }
        if flaw == .reservedResult { keys.append(Keys.reserved) }
        return keys
    }

    /// Whether a call with `arguments` reaches the handler: every declared required key is there with its
    /// type, and every key there is declared and has its type.
    func accepts(_ arguments: Arguments) -> Bool {
        let number = takesNumber ? arguments.number == .int : arguments.number == .absent
        let text = arguments.text == .absent || (takesText && (arguments.text == .string || arguments.text == .null))
        return number && text && !arguments.extra
    }

    /// Whether a descriptor of `name` with `commands` is a contract the bus accepts.
    static func isValidContract(name: String, commands: [CommandSpec]) -> Bool {
        !name.isEmpty && commands.allSatisfy { $0.flaw == nil } && Set(commands.map(\.name)).count == commands.count
    }

    static func descriptor(name: String, summary: String, commands: [CommandSpec]) -> ComponentDescriptor {
        ComponentDescriptor(name: name, summary: summary, commands: commands.map(\.declaration))
    }
}

/// A call's arguments, from one byte: bits 0–1 the number `n` (absent, an int, a string), bits 2–3 the text
/// `s` (absent, a string, null, an int), bit 4 an undeclared key `x`.
struct Arguments {
    enum Value { case absent, int, string, null }

    let number: Value
    let text: Value
    let extra: Bool

    init(byte: UInt8) {
        number = [Value.absent, .int, .string, .int][Int(byte & 3)]
        text = [Value.absent, .string, .null, .int][Int(byte >> 2 & 3)]
        extra = byte & 0x10 != 0
    }

    var payload: ComponentPayload {
        var payload: ComponentPayload = [:]
        if let value = Self.value(number) { payload["n"] = value }
        if let value = Self.value(text) { payload["s"] = value }
        if extra { payload["x"] = .int(0) }
        return payload
    }

    private static func value(_ value: Value) -> ComponentValue? {
        switch value {
        case .absent: nil
        case .int: .int(7)
        case .string: .string("seven")
        case .null: .null
        }
    }
}

/// What a call ends with, as the model says.
enum Outcome: Equatable {
    case answer(ComponentPayload)
    case failure(ComponentError.Code)
}

/// How a handler answers: with `r`, with nothing, by throwing an error of its own, or by rejecting `n`.
enum Reply: UInt8, Sendable {
    case number, empty, failure, rejection

    struct Refusal: Error {}

    func payload() throws -> ComponentPayload {
        switch self {
        case .number: return ["r": .int(1)]
        case .empty: return [:]
        case .failure: throw Refusal()
        case .rejection: throw ComponentError.invalidArgument("n", "Not this one.")
        }
    }

    /// The call's outcome when a handler of `command` answers this way: an answer must hold exactly the
    /// declared results, or the call fails 400; an error of its own is 400, a `ComponentError` keeps its code.
    func outcome(for command: CommandSpec) -> Outcome {
        switch self {
        case .number: command.answersNumber ? .answer(["r": .int(1)]) : .failure(.componentFailure)
        case .empty: command.answersNumber ? .failure(.componentFailure) : .answer([:])
        case .failure: .failure(.componentFailure)
        case .rejection: .failure(.invalidArgument)
        }
    }
}

/// A stub and what the model says of it: its answers, the commands answered under a declaration its
/// descriptor does not have, and the calls that reached it.
final class StubModel {
    let stub: ComponentStub
    let name: String
    let commands: [CommandSpec]
    var answers: [String: Reply] = [:]
    var undeclared: Set<String> = []
    var calls: [ComponentStub.Call] = []

    init(name: String, commands: [CommandSpec]) {
        self.name = name
        self.commands = commands
        stub = ComponentStub(CommandSpec.descriptor(name: name, summary: "Stub.", commands: commands))
    }

    var isValid: Bool { CommandSpec.isValidContract(name: name, commands: commands) }

    /// Gives the stub `reply` for `command`, declared with `summary`; an answer replaces the earlier one of
    /// its name, and one under a declaration the descriptor does not have makes every call fail.
    func answer(_ command: CommandSpec, summary: String, _ reply: Reply) {
        if command.isAsync {
            stub.answer(command.asyncCommand(summary: summary)) { _ in try reply.payload() }
        } else {
            stub.answer(command.syncCommand(summary: summary)) { _ in try reply.payload() }
        }
        if summary == CommandSpec.summary, commands.contains(command) {
            undeclared.remove(command.name)
            answers[command.name] = reply
        } else {
            undeclared.insert(command.name)
            answers[command.name] = nil
        }
    }
}

/// A component type whose name and commands are chosen at run time: the registry reads a type's descriptor
/// and handlers once, when the type is registered or overrides a name, so they are set just before. Every
/// command answers an empty payload.
struct FuzzedComponent: Component {
    enum Creation { case lazy, eager, instance }

    nonisolated(unsafe) private static var nextCommands: [CommandSpec] = []
    nonisolated(unsafe) private static var next = ComponentDescriptor(name: "", summary: "", commands: [])

    static var descriptor: ComponentDescriptor { next }
    static var handlers: [ComponentHandler<FuzzedComponent>] {
        nextCommands.map { command in
            command.isAsync
                ? .async(command.asyncCommand()) { _, _ in [:] } : .sync(command.syncCommand()) { _, _ in [:] }
        }
    }

    /// Makes `name` with `commands` the type's contract, under `summary`.
    static func declare(name: String, summary: String, commands: [CommandSpec]) {
        nextCommands = commands
        next = CommandSpec.descriptor(name: name, summary: summary, commands: commands)
    }

    static func register(creation: Creation, in service: ComponentService) throws(ComponentRegistrationError) {
        switch creation {
        case .lazy: try service.register(FuzzedComponent.self, creation: .lazy) { _ in FuzzedComponent() }
        case .eager: try service.register(FuzzedComponent.self, creation: .eager) { _ in FuzzedComponent() }
        case .instance: try service.register(FuzzedComponent())
        }
    }
}
