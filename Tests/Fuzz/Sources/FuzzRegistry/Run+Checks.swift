import ComponentService

extension Run {
    /// Calls `command` of `name` on `service` and checks the return and the callback's outcome against the
    /// model, with the service's overrides or without.
    func checkCall(
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
