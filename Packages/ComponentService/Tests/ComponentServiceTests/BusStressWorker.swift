import Foundation
import TestSupport

@testable import ComponentService

/// Everything the bus stress workers share: the service, and the ledgers their checks write to.
final class BusStressRun: Sendable {
    let service: ComponentService
    let violations = StressViolations()
    let callbacks: CallbackLedger
    let shared = SharedNameLedger()
    let rounds: LazyRounds
    private let lastToken = Locked(0)
    let calls = Counter()
    let syncCalls = Counter()
    let invokes = Counter()
    let invokeAnswers = Counter()
    let invokeCancellations = Counter()
    let ownCycles = Counter()

    init() throws {
        service = try makeEchoService()
        callbacks = CallbackLedger(violations: violations)
        rounds = LazyRounds(violations: violations)
    }

    /// A token no other registration has.
    func nextToken() -> Int {
        lastToken.withLock { token in
            token += 1
            return token
        }
    }
}

/// One stress worker: a plain thread that cycles through every kind of operation until the deadline and at
/// least ``minimumIterations`` times, checking each answer as it comes.
struct BusStressWorker {
    static let minimumIterations = 120

    let index: Int
    let run: BusStressRun
    private var iteration = 0
    private var lastRound = 0

    init(index: Int, run: BusStressRun) {
        self.index = index
        self.run = run
    }

    mutating func work(until deadline: ContinuousClock.Instant) {
        while ContinuousClock.now < deadline || iteration < Self.minimumIterations {
            iteration += 1
            lazyFirstCall()
            switch iteration % 6 {
            case 0, 3: syncCall()
            case 1: invoke()
            case 2: callbackCall()
            case 4: sharedName()
            default: ownName()
            }
        }
    }

    private var service: ComponentService { run.service }

    private func call(_ component: String, _ command: String, _ arguments: ComponentPayload = [:]) -> ComponentResult {
        run.calls.increment()
        return service.call(component, command, arguments)
    }

    /// A sync call whose answer is known exactly.
    private func syncCall() {
        let text = "\(index)-\(iteration)"
        let times = 1 + iteration % 3
        let note = iteration % 4 == 0 ? "n\(iteration)" : nil
        var arguments: ComponentPayload = ["text": .string(text), "times": .int(times)]
        if let note { arguments["note"] = .string(note) }
        let expected = String(repeating: text, count: times) + (note.map { " " + $0 } ?? "")
        run.syncCalls.increment()
        let result = call(EchoDefine.name, "echo", arguments)
        if (try? result.get()) != ["echoed": .string(expected)] {
            run.violations.add("echo \(arguments): answered \(result), expected \(expected)")
        }
    }

    /// An async call through `invoke`; a third are cancelled at once, a third after a pause of up to 2 ms.
    private func invoke() {
        let sleepy = iteration % 12 == 1
        let text = "\(index)-\(iteration)"
        let command = sleepy ? "sleepy" : "later"
        let arguments: ComponentPayload = sleepy ? ["millis": .int(iteration % 3)] : ["text": .string(text)]
        let expected: ComponentPayload = ["echoed": sleepy ? "awake" : .string(text)]
        let cancelAfter: Duration? =
            switch iteration / 6 % 3 {
            case 0: nil
            case 1: .zero
            default: .microseconds(200 * (iteration % 11))
            }
        run.invokes.increment()
        run.calls.increment()
        let service = service
        let outcome = awaitOnThread(cancelAfter: cancelAfter) { () -> Result<ComponentPayload, ComponentError> in
            do throws(ComponentError) {
                return .success(try await service.invoke(EchoDefine.name, command, arguments))
            } catch {
                return .failure(error)
            }
        }
        switch outcome {
        case .success(let payload)? where payload == expected:
            run.invokeAnswers.increment()
        case .failure(let error)? where error.code == .cancelled && cancelAfter != nil:
            run.invokeCancellations.increment()
        case nil:
            run.violations.add("invoke \(command) \(arguments): no outcome within \(hangTimeout)")
        case let outcome?:
            run.violations.add("invoke \(command) \(arguments), cancel \(String(describing: cancelAfter)): \(outcome)")
        }
    }

    /// A dictionary call of an async command with a callback, which must complete exactly once.
    private func callbackCall() {
        let text = "\(index)-\(iteration)"
        let command: String
        let arguments: ComponentPayload
        let callback: ComponentCallback
        switch iteration / 6 % 5 {
        case 0:
            (command, arguments) = ("twice", ["text": .string(text)])
            callback = run.callbacks.open(.success(["echoed": .string(text + "-first")]))
        case 1:
            (command, arguments) = ("progress", [:])
            callback = run.callbacks.open(.success(["echoed": "done"]), steps: [1, 2, 3])
        case 2:
            (command, arguments) = ("drop", [:])
            callback = run.callbacks.open(.failure(.componentFailure))
        case 3:
            (command, arguments) = ("sleepy", ["millis": .int(iteration % 3)])
            callback = run.callbacks.open(.success(["echoed": "awake"]))
        default:
            (command, arguments) = ("later", ["text": .string(text)])
            callback = run.callbacks.open(.success(["echoed": .string(text)]))
        }
        run.calls.increment()
        let started = service.call(EchoDefine.name, command, arguments, callback: callback)
        if (try? started.get()) != [:] {
            run.violations.add("call \(command) with a callback: started with \(started), expected [:]")
        }
    }

    /// Registers and calls the name every worker competes for, and every other time unregisters it, so the
    /// name is taken half the time: registrations are refused, and workers remove each other's.
    private func sharedName() {
        let token = run.nextToken()
        do {
            try service.register(Tagged<SharedTag>(token: token))
            run.shared.registered(token)
        } catch let error where error.isDuplicateName {
            run.shared.refused()
        } catch {
            run.violations.add("register Shared: \(error)")
        }
        switch call(SharedTag.name, "whoami") {
        case .success(let payload):
            if let answered = payload["token"]?.intValue {
                run.shared.answered(answered)
            } else {
                run.violations.add("Shared.whoami answered \(payload)")
            }
        case .failure(let error) where error.code == .noComponent: break
        case .failure(let error): run.violations.add("Shared.whoami: \(error)")
        }
        if iteration / 6 % 2 == 0, service.unregister(SharedTag.name) { run.shared.removed() }
    }

    /// Registers this worker's own name (as an instance or lazily), calls it, unregisters it, calls again:
    /// no other worker touches the name, so every step has exactly one right answer.
    private func ownName() {
        let registrar = OwnTagRegistrar.all[index % OwnTagRegistrar.all.count]
        let token = run.nextToken()
        do {
            try registrar.register(service, token, iteration % 12 == 5)
        } catch {
            run.violations.add("register \(registrar.name): \(error)")
        }
        let answer = call(registrar.name, "whoami")
        if (try? answer.get()) != ["token": .int(token)] {
            run.violations.add("\(registrar.name).whoami answered \(answer), expected token \(token)")
        }
        if !service.unregister(registrar.name) { run.violations.add("unregister \(registrar.name): not registered") }
        let after = call(registrar.name, "whoami")
        if after.error?.code != .noComponent {
            run.violations.add("\(registrar.name).whoami after unregistering answered \(after)")
        }
        run.ownCycles.increment()
    }

    /// The first call of this worker to the current lazy probe, racing the other workers' first calls.
    private mutating func lazyFirstCall() {
        let round = run.rounds.current(in: service, replacingAfter: 4)
        guard round.id != lastRound else { return }
        lastRound = round.id
        round.callers.increment()
        switch call(LazyTag.name, "whoami") {
        case .success(let payload):
            if let id = payload["token"]?.intValue, let answered = run.rounds.round(id) {
                answered.answers.increment()
            } else {
                run.violations.add("LazyProbe.whoami answered \(payload), not a round's token")
            }
        case .failure(let error) where error.code == .noComponent: break  // between two registrations
        case .failure(let error): run.violations.add("LazyProbe.whoami: \(error)")
        }
    }
}
