import ComponentService

/// The two services, and the model of what each holds.
final class Run {
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
}
