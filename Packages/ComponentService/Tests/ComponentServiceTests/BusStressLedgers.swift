import Foundation
import TestSupport

@testable import ComponentService

/// Dictionary calls with a callback: what each must answer, and what each callback received.
final class CallbackLedger: Sendable {
    /// The one outcome a call must end in.
    enum Expected: Sendable {
        case success(ComponentPayload)
        case failure(ComponentError.Code)
    }

    private struct Entry {
        let expected: Expected
        let steps: [Int]
        var progress: [Int] = []
        var completions = 0
    }

    private let entries = Locked<[Int: Entry]>([:])
    private let violations: StressViolations

    init(violations: StressViolations) {
        self.violations = violations
    }

    /// Opens a call that must report `steps` of progress, then end in `expected`; returns its callback.
    func open(_ expected: Expected, steps: [Int] = []) -> ComponentCallback {
        let id = entries.withLock { entries in
            let id = entries.count
            entries[id] = Entry(expected: expected, steps: steps)
            return id
        }
        return { event in self.record(event, call: id) }
    }

    private func record(_ event: ComponentCallbackEvent, call id: Int) {
        let problem: String? = entries.withLock { entries in
            guard var entry = entries[id] else { return "call \(id): an event for an unknown call" }
            defer { entries[id] = entry }
            switch event {
            case .progress(let payload):
                guard entry.completions == 0 else { return "call \(id): progress after its completion" }
                entry.progress.append(payload["step"]?.intValue ?? -1)
                return nil
            case .completed(let result):
                entry.completions += 1
                guard entry.completions == 1 else { return "call \(id): completed \(entry.completions) times" }
                guard entry.progress == entry.steps else {
                    return "call \(id): progress \(entry.progress), expected \(entry.steps)"
                }
                switch (entry.expected, result) {
                case (.success(let expected), .success(let payload)) where payload == expected: return nil
                case (.failure(let code), .failure(let error)) where error.code == code: return nil
                default: return "call \(id): answered \(result), expected \(entry.expected)"
                }
            }
        }
        if let problem { violations.add(problem) }
    }

    /// How many calls were opened.
    var calls: Int { entries.withLock { $0.count } }

    /// How many calls have not completed yet.
    var pending: Int { entries.withLock { $0.values.count { $0.completions == 0 } } }

    /// How many calls completed exactly once.
    var completedOnce: Int { entries.withLock { $0.values.count { $0.completions == 1 } } }
}

/// The registrations of the one name every worker competes for.
final class SharedNameLedger: Sendable {
    private struct State {
        var registered: Set<Int> = []
        var answered: Set<Int> = []
        var registrations = 0
        var refusals = 0
        var removals = 0
    }

    private let state = Locked(State())

    func registered(_ token: Int) {
        state.withLock { state in
            state.registrations += 1
            state.registered.insert(token)
        }
    }

    func refused() { state.withLock { $0.refusals += 1 } }
    func removed() { state.withLock { $0.removals += 1 } }
    func answered(_ token: Int) { state.withLock { _ = $0.answered.insert(token) } }

    var registrations: Int { state.withLock { $0.registrations } }
    var refusals: Int { state.withLock { $0.refusals } }
    var removals: Int { state.withLock { $0.removals } }

    /// Tokens that answered a call but were never registered.
    var unregisteredAnswers: Set<Int> { state.withLock { $0.answered.subtracting($0.registered) } }
}

/// One registration of the lazy probe, and what happened to it.
final class LazyRound: Sendable {
    let id: Int
    /// How often the factory ran; must be 1 if any call was answered, else 0.
    let factoryRuns = Counter()
    /// Calls aimed at this round.
    let callers = Counter()
    /// Calls this round's instance answered.
    let answers = Counter()
    /// Whether a second call had begun while the factory was still running.
    let contended = Locked(false)

    init(id: Int) {
        self.id = id
    }
}

/// The lazy probe's registrations: each is replaced by a fresh one once enough first calls were aimed at it.
final class LazyRounds: Sendable {
    private struct State {
        var current: LazyRound?
        var all: [LazyRound] = []
    }

    private let state = Locked(State())
    private let violations: StressViolations

    init(violations: StressViolations) {
        self.violations = violations
    }

    /// The current round; a fresh registration first if the current one had `callers` calls aimed at it.
    func current(in service: ComponentService, replacingAfter callers: Int) -> LazyRound {
        state.withLock { state in
            if let current = state.current, current.callers.count < callers { return current }
            let round = LazyRound(id: state.all.count + 1)
            if state.current != nil, !service.unregister(LazyTag.name) {
                violations.add("round \(round.id): the previous lazy probe was not registered")
            }
            let violations = violations
            do {
                try service.register(Tagged<LazyTag>.self) { _ in
                    round.factoryRuns.increment()
                    Thread.sleep(forTimeInterval: 0.000_5)
                    if round.callers.count > 1 { round.contended.withLock { $0 = true } }
                    if round.factoryRuns.count > 1 { violations.add("round \(round.id): the factory ran twice") }
                    return Tagged<LazyTag>(token: round.id)
                }
            } catch {
                violations.add("round \(round.id): registration refused: \(error)")
            }
            state.current = round
            state.all.append(round)
            return round
        }
    }

    /// The round with `id`, if there was one.
    func round(_ id: Int) -> LazyRound? {
        state.withLock { state in state.all.indices.contains(id - 1) ? state.all[id - 1] : nil }
    }

    var all: [LazyRound] { state.withLock { $0.all } }
}
