import ComponentService
import Foundation

/// The libFuzzer entry point: any sequence of registrations, removals, overrides, stub answers and calls,
/// with any names, leaves the registry as a model says and never crashes.
///
/// The input is a program: each operation is one byte (its kind) followed by what it needs; names are read
/// from the input as short UTF-8 strings (invalid bytes repaired), so they can be empty, repeated, or full of
/// control and combining characters. Commands are sync or async, take a required int and an optional string,
/// answer an int or nothing, or break the contract (see `CommandSpec`). Two services run the program: the
/// one under test, and a second one that gets only the registrations and removals, to show that an
/// override never leaks to another service.
///
/// After every operation: the names each service lists, the descriptor of each and `canCall` for each of
/// their commands are what the model says: an override shadows the registered component, survives its
/// removal, and hides a component registered under its name until `removeOverride` brings it back. A
/// registration or override is refused exactly for a broken contract or, a registration only, when a
/// component is registered under the name (an override does not count), and then changes nothing. A call's
/// return and its callback's outcome are the model's: 100, 200 or 300 before a handler, an async command's
/// empty payload once started; a stub records the call, fails 400 naming the command when it has no answer
/// for it or naming the commands it was answered under another declaration, and otherwise answers as told,
/// its answer checked against the declared results. Every stub's `calls` and `arguments(of:)` hold exactly
/// the calls that reached it; every error's message stays under 1,000 characters.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRegistry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var program = Program(bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let run = Run()
    while let operation = program.byte() {
        switch operation % 8 {
        case 0, 1: run.register(&program)
        case 2: run.unregister(program.name())
        case 3, 7: run.call(&program)
        case 4: run.override(&program)
        case 5: run.removeOverride(program.name())
        default: run.answer(&program)
        }
        run.checkIntrospection()
    }
    return 0
}

/// The two services, and the model of what each holds.
private final class Run {
    /// What stands in place of a registered component.
    enum Stand {
        case stub(StubModel)
        case instance([CommandSpec], ComponentDescriptor)
    }

    /// Where a call of a name goes, as the model says.
    enum Target {
        case registered([CommandSpec])
        case stub(StubModel)
        case instance([CommandSpec])

        var commands: [CommandSpec] {
            switch self {
            case .registered(let commands), .instance(let commands): commands
            case .stub(let stub): stub.commands
            }
        }
    }

    /// The most stubs one input makes, so that checking every stub after a call stays cheap.
    static let maxStubs = 16

    let service = ComponentService()
    /// Registrations and removals only: nothing done to `service` by a test reaches it.
    let mirror = ComponentService()
    var registered: [String: (commands: [CommandSpec], descriptor: ComponentDescriptor)] = [:]
    var overrides: [String: Stand] = [:]
    var stubs: [StubModel] = []

    func target(_ name: String, overridden: Bool) -> Target? {
        switch overridden ? overrides[name] : nil {
        case .stub(let stub): return .stub(stub)
        case .instance(let commands, _): return .instance(commands)
        case nil: return registered[name].map { .registered($0.commands) }
        }
    }

    func descriptor(_ name: String, overridden: Bool) -> ComponentDescriptor? {
        switch overridden ? overrides[name] : nil {
        case .stub(let stub): return stub.stub.descriptor
        case .instance(_, let descriptor): return descriptor
        case nil: return registered[name]?.descriptor
        }
    }

    // MARK: Operations

    func register(_ program: inout Program) {
        let name = program.name()
        let commands = program.commands()
        let creations: [FuzzedComponent.Creation] = [.lazy, .eager, .instance]
        let creation = creations[Int(program.byte() ?? 0) % creations.count]
        let isValid = CommandSpec.isValidContract(name: name, commands: commands)
        let isTaken = registered[name] != nil
        for service in [service, mirror] {
            let before = service.componentNames
            FuzzedComponent.declare(name: name, summary: "Fuzzed.", commands: commands)
            do {
                try FuzzedComponent.register(creation: creation, in: service)
                check(isValid && !isTaken, "the registration of \(name.debugDescription) was accepted")
            } catch {
                check(service.componentNames == before, "a refused registration changed the registry")
                // A contract is checked before the name: a taken name with a broken contract is refused for
                // the contract. An override does not take the name.
                check(isValid ? isTaken && error.isDuplicateName : error.isInvalidContract, "refused: \(error)")
                checkMessage(error.message)
            }
        }
        if isValid, !isTaken {
            registered[name] = (commands, CommandSpec.descriptor(name: name, summary: "Fuzzed.", commands: commands))
        }
    }

    func unregister(_ name: String) {
        let expected = registered.removeValue(forKey: name) != nil
        check(service.unregister(name) == expected, "unregister disagrees for \(name.debugDescription)")
        check(mirror.unregister(name) == expected, "unregister disagrees on the other service")
    }

    func override(_ program: inout Program) {
        let kind = program.byte() ?? 0
        let before = service.componentNames
        if kind % 4 == 3 {
            // An instance of a component type of its own.
            let name = program.name()
            let commands = program.commands()
            let descriptor = CommandSpec.descriptor(name: name, summary: "Fake.", commands: commands)
            FuzzedComponent.declare(name: name, summary: "Fake.", commands: commands)
            let isValid = CommandSpec.isValidContract(name: name, commands: commands)
            do {
                try service.override(with: FuzzedComponent())
                check(isValid, "an override of \(name.debugDescription) with a broken contract was accepted")
                overrides[name] = .instance(commands, descriptor)
            } catch {
                check(!isValid && error.isInvalidContract, "override refused: \(error)")
                check(service.componentNames == before, "a refused override changed the registry")
                checkMessage(error.message)
            }
            return
        }
        let stub: StubModel
        if kind % 4 == 2 || stubs.count == Self.maxStubs, !stubs.isEmpty {
            stub = stubs[Int(program.byte() ?? 0) % stubs.count]
        } else {
            stub = StubModel(name: program.name(), commands: program.commands())
            stubs.append(stub)
        }
        do {
            try service.override(with: stub.stub)
            check(stub.isValid, "an override of \(stub.name.debugDescription) with a broken contract was accepted")
            overrides[stub.name] = .stub(stub)
        } catch {
            check(!stub.isValid && error.isInvalidContract, "override refused: \(error)")
            check(service.componentNames == before, "a refused override changed the registry")
            checkMessage(error.message)
        }
    }

    func removeOverride(_ name: String) {
        let expected = overrides.removeValue(forKey: name) != nil
        check(service.removeOverride(named: name) == expected, "removeOverride disagrees for \(name.debugDescription)")
        check(!mirror.removeOverride(named: name), "the other service had an override of \(name.debugDescription)")
    }

    /// Gives a stub an answer: for one of its commands, or for a command read from the input; under its
    /// declaration, under another summary, in the other mode, or with the text argument toggled.
    func answer(_ program: inout Program) {
        guard let index = program.byte(), !stubs.isEmpty else { return }
        let stub = stubs[Int(index) % stubs.count]
        let selector = program.byte() ?? 0
        var command =
            selector < 192 && !stub.commands.isEmpty
            ? stub.commands[Int(selector) % stub.commands.count]
            : CommandSpec(name: program.name(), byte: program.byte() ?? 0)
        let variant = program.byte() ?? 0
        switch variant & 3 {
        case 2: command.isAsync.toggle()
        case 3: command.takesText.toggle()
        default: break
        }
        let summary = variant & 3 == 1 ? "Another version." : CommandSpec.summary
        stub.answer(command, summary: summary, Reply(rawValue: variant >> 2 & 3) ?? .empty)
    }

    func call(_ program: inout Program) {
        let name = program.name()
        let selector = program.byte() ?? 0
        // One of the commands the model knows under the name, the override's or the registered component's,
        // or one read from the input.
        var known = target(name, overridden: true)?.commands.map(\.name) ?? []
        known += registered[name]?.commands.map(\.name) ?? []
        let command = selector < 192 && !known.isEmpty ? known[Int(selector) % known.count] : program.name()
        let arguments = Arguments(byte: program.byte() ?? 0)
        checkCall(name, command, arguments, on: service, overridden: true)
        checkCall(name, command, arguments, on: mirror, overridden: false)
        let recorded = stubs.reduce(0) { $0 + $1.calls.count }
        check(stubs.reduce(0) { $0 + $1.stub.calls.count } == recorded, "stubs recorded other calls")
    }

    // MARK: Checks

    /// Calls `command` of `name` on `service` and checks the return and the callback's outcome against the
    /// model, with the service's overrides or without.
    private func checkCall(
        _ name: String, _ command: String, _ arguments: Arguments, on service: ComponentService, overridden: Bool
    ) {
        let target = target(name, overridden: overridden)
        let declared = target?.commands.first { $0.name == command }
        check(service.canCall(name, command) == (declared != nil), "canCall disagrees for \(name.debugDescription)")
        var completion: Outcome
        var reachedStub: StubModel?
        var mentions: [String] = []
        if let target, let declared, declared.accepts(arguments) {
            switch target {
            case .stub(let stub):
                reachedStub = stub
                stub.calls.append(ComponentStub.Call(command: command, arguments: arguments.payload))
                if !stub.undeclared.isEmpty {
                    completion = .failure(.componentFailure)
                    mentions = ["under a declaration", EchoedText.list(stub.undeclared.sorted())]
                } else if let reply = stub.answers[command] {
                    completion = reply.outcome(for: declared)
                } else {
                    completion = .failure(.componentFailure)
                    let answered = stub.answers.keys.sorted()
                    mentions = [
                        "has no answer for it",
                        answered.isEmpty ? "it answers nothing" : "it answers \(EchoedText.list(answered))",
                    ]
                }
            case .registered, .instance:
                completion = Reply.empty.outcome(for: declared)
            }
        } else {
            completion = .failure(
                target == nil ? .noComponent : declared == nil ? .unsupportedCommand : .invalidArgument)
        }
        // An async command's call returns an empty payload once the handler has it; the callback has the rest.
        let startsLater = declared.map { target != nil && $0.isAsync && $0.accepts(arguments) } ?? false
        let immediate = startsLater ? Outcome.answer([:]) : completion
        let events = Events()
        let result = service.call(name, command, arguments.payload) { events.receive($0) }
        let site = "\(name.debugDescription).\(command.debugDescription)"
        checkResult(result, immediate, name: name, command: command, mentions: mentions, site)
        check(events.wait(), "\(site) never completed")
        let (outcomes, progress) = events.received
        check(outcomes.count == 1 && progress == 0, "\(site) completed \(outcomes.count) times, \(progress) progress")
        if let outcome = outcomes.first {
            checkResult(outcome, completion, name: name, command: command, mentions: mentions, site)
        }
        if let reachedStub, let declared {
            check(
                reachedStub.stub.calls == reachedStub.calls, "the stub of \(name.debugDescription) recorded other calls"
            )
            let expected = reachedStub.calls.filter { $0.command == command }.map(\.arguments)
            check(reachedStub.stub.arguments(of: declared.declaration) == expected, "arguments(of:) of \(site)")
        }
    }

    private func checkResult(
        _ result: ComponentResult, _ expected: Outcome, name: String, command: String, mentions: [String],
        _ site: String
    ) {
        switch (result, expected) {
        case (.success(let payload), .answer(let answer)):
            check(payload == answer, "\(site) answered \(payload), not \(answer)")
        case (.failure(let error), .failure(let code)):
            check(error.code == code, "\(site) failed with \(error), not \(code)")
            check(error.component == name, "\(site) failed naming \(error.component ?? "no component")")
            check(error.command == (code == .noComponent ? nil : command), "\(site) failed naming another command")
            checkMessage(error.message)
            if code == .componentFailure {
                for mention in mentions where !mention.isEmpty {
                    check(error.message.contains(mention), "\(site): \(error.message) does not say \(mention)")
                }
            }
        default:
            check(false, "\(site) gave \(result), not \(expected)")
        }
    }

    /// The names, descriptors and callable commands of both services, against the model.
    func checkIntrospection() {
        let names = Set(registered.keys).union(overrides.keys).sorted()
        check(service.componentNames == names, "the service lists \(service.componentNames), not \(names)")
        for name in names {
            let descriptor = descriptor(name, overridden: true)
            check(service.descriptor(for: name) == descriptor, "\(name.debugDescription) has another descriptor")
            checkCallable(name, on: service, overridden: true)
        }
        let registeredNames = registered.keys.sorted()
        check(mirror.componentNames == registeredNames, "the other service lists \(mirror.componentNames)")
        for name in registeredNames {
            check(mirror.descriptor(for: name) == registered[name]?.descriptor, "the other service's descriptor")
            checkCallable(name, on: mirror, overridden: false)
        }
    }

    /// `canCall` for each command the model knows under `name`, shadowed ones included.
    private func checkCallable(_ name: String, on service: ComponentService, overridden: Bool) {
        let callable = Set(target(name, overridden: overridden)?.commands.map(\.name) ?? [])
        var known = callable
        if let stand = overrides[name] {
            switch stand {
            case .stub(let stub): known.formUnion(stub.commands.map(\.name))
            case .instance(let commands, _): known.formUnion(commands.map(\.name))
            }
        }
        known.formUnion(registered[name]?.commands.map(\.name) ?? [])
        for command in known {
            check(
                service.canCall(name, command) == callable.contains(command), "canCall of \(command.debugDescription)")
        }
    }
}

/// What a call's callback received: its outcomes and how many progress events.
private final class Events: @unchecked Sendable {
    private let lock = NSLock()
    private let completed = DispatchSemaphore(value: 0)
    private var outcomes: [ComponentResult] = []
    private var progress = 0

    func receive(_ event: ComponentCallbackEvent) {
        lock.withLock {
            switch event {
            case .progress: progress += 1
            case .completed(let result): outcomes.append(result)
            }
        }
        if case .completed = event { completed.signal() }
    }

    /// Waits for the first outcome; false after 10 seconds without one.
    func wait() -> Bool {
        completed.wait(timeout: .now() + 10) == .success
    }

    var received: (outcomes: [ComponentResult], progress: Int) {
        lock.withLock { (outcomes, progress) }
    }
}

/// The input, read as operations, names and declarations.
private struct Program {
    let bytes: [UInt8]
    var index = 0

    mutating func byte() -> UInt8? {
        guard index < bytes.count else { return nil }
        defer { index += 1 }
        return bytes[index]
    }

    /// A name of up to 15 bytes: a length byte, then that many bytes.
    mutating func name() -> String {
        let length = Int(byte() ?? 0) % 16
        let end = min(index + length, bytes.count)
        defer { index = end }
        return String(decoding: bytes[index..<end], as: UTF8.self)
    }

    /// Up to three commands: a count byte, then each command's name and its byte.
    mutating func commands() -> [CommandSpec] {
        (0..<Int(byte() ?? 0) % 4).map { _ in
            let name = name()
            return CommandSpec(name: name, byte: byte() ?? 0)
        }
    }
}

private func checkMessage(_ message: String) {
    check(message.count < 1_000, "a message of \(message.count) characters")
}

private func check(_ condition: Bool, _ what: @autoclosure () -> String) {
    if !condition { fatalError(what()) }
}
