import Foundation
import TestSupport
import Testing

@testable import ComponentService

/// Lazy components whose initializers call each other: a cycle answers error 400 naming it, on every
/// thread caught in it, instead of blocking them forever; a chain that is not a cycle waits and succeeds.
/// Threads meet at a barrier so that their creations overlap, and every test gives up after a bounded
/// time instead of hanging if the detection breaks.
@Suite("Creation cycles")
struct CreationCycleTests {
    static let watchdog = Duration.seconds(20)

    @Test("every call caught in a cycle answers at once, not only once the initializer that found it ends")
    func cycleAnswersEveryWaiterAtOnce() async {
        // In a process of its own: the creation gate belongs to the process, so another test's creation
        // finishing at the same time would wake the waiters too, and hide a missing wake-up.
        await #expect(processExitsWith: .success) { try await Self.everyWaiterOfACycleAnswersAtOnce() }
    }

    private static func everyWaiterOfACycleAnswersAtOnce() async throws {
        let service = ComponentService()
        let started = ThreadBarrier(parties: 2)
        let answered = ThreadBarrier(parties: 2)
        let inner = LockedBox<[String: ComponentResult]>([:])
        let metInTime = LockedBox<[Bool]>([])
        // Each initializer calls the other component, then waits for the other initializer's call to answer
        // too: both answers must come while both initializers still run.
        func initializer(_ name: String, calling other: String) -> @Sendable (ComponentService) -> Void {
            { service in
                _ = started.arrive(within: .seconds(10))
                let result = service.call(other, TagDefine.whoami.name)
                inner.withLock { $0[name] = result }
                let met = answered.arrive(within: .seconds(10))
                metInTime.withLock { $0.append(met) }
            }
        }
        let makeA = initializer(NodeA.name, calling: NodeB.name)
        let makeB = initializer(NodeB.name, calling: NodeA.name)
        try service.register(Tagged<NodeA>.self) { service in
            makeA(service)
            return Tagged<NodeA>(token: 0)
        }
        try service.register(Tagged<NodeB>.self) { service in
            makeB(service)
            return Tagged<NodeB>(token: 0)
        }
        let finished = await threadsFinish(2, within: watchdog) { index in
            _ = service.call([NodeA.name, NodeB.name][index], TagDefine.whoami.name)
        }
        try #require(finished, "the threads were still blocked after \(watchdog)")
        #expect(metInTime.withLock { $0 } == [true, true])
        let results = inner.withLock { $0 }
        #expect(results.count == 2)
        #expect(results.values.allSatisfy { $0.error?.code == .componentFailure })
    }

    @Test("two initializers that call each other from two threads at once both answer error 400 naming the cycle")
    func cycleOfTwo() async throws {
        let nodes = try CallingNodes(dependencies: [["B"], ["A"]], barrier: ThreadBarrier(parties: 2))
        let finished = await threadsFinish(2, within: Self.watchdog) { index in nodes.call(["A", "B"][index]) }
        try #require(finished, "the threads were still blocked after \(Self.watchdog)")

        let fromA = try #require(nodes.inner("A", "B")?.error)
        #expect(fromA.code == .componentFailure)
        #expect(fromA.message == "B.whoami was called in a cycle of initializers that call each other: B → A → B")
        let fromB = try #require(nodes.inner("B", "A")?.error)
        #expect(fromB.code == .componentFailure)
        #expect(fromB.message == "A.whoami was called in a cycle of initializers that call each other: A → B → A")
        // The initializers went on, so the calls that started the creations got their components.
        #expect(nodes.outer.allSatisfy { !$0.hasError })
        #expect(nodes.creationCounts == ["A": 1, "B": 1])
    }

    @Test("a cycle of three initializers started from three threads answers every call caught in it")
    func cycleOfThree() async throws {
        let nodes = try CallingNodes(dependencies: [["B"], ["C"], ["A"]], barrier: ThreadBarrier(parties: 3))
        let finished = await threadsFinish(3, within: Self.watchdog) { index in nodes.call(["A", "B", "C"][index]) }
        try #require(finished, "the threads were still blocked after \(Self.watchdog)")

        let expected = [
            ("A", "B", "B → C → A → B"), ("B", "C", "C → A → B → C"), ("C", "A", "A → B → C → A"),
        ]
        for (caller, callee, cycle) in expected {
            let error = try #require(nodes.inner(caller, callee)?.error, "\(caller) → \(callee)")
            #expect(error.code == .componentFailure)
            #expect(
                error.message == "\(callee).whoami was called in a cycle of initializers that call each other: \(cycle)"
            )
        }
        #expect(nodes.outer.allSatisfy { !$0.hasError })
        #expect(nodes.creationCounts == ["A": 1, "B": 1, "C": 1])
    }

    @Test("initializers of two services that call each other's components answer error 400, not wait forever")
    func cycleAcrossServices() async throws {
        let first = ComponentService()
        let second = ComponentService()
        let barrier = ThreadBarrier(parties: 2)
        let inner = LockedBox<[String: ComponentResult]>([:])
        // Each service's initializer holds the other service: unregistering releases both.
        defer {
            first.unregister("A")
            second.unregister("B")
        }
        try first.register(Tagged<NodeA>.self) { _ in
            _ = barrier.arrive(within: .seconds(10))
            let result = second.call("B", TagDefine.whoami.name)
            inner.withLock { $0["A"] = result }
            return Tagged<NodeA>(token: 1)
        }
        try second.register(Tagged<NodeB>.self) { _ in
            _ = barrier.arrive(within: .seconds(10))
            let result = first.call("A", TagDefine.whoami.name)
            inner.withLock { $0["B"] = result }
            return Tagged<NodeB>(token: 2)
        }
        let outer = LockedBox<[ComponentResult]>([])
        let finished = await threadsFinish(2, within: Self.watchdog) { index in
            let result = index == 0 ? first.call("A", TagDefine.whoami.name) : second.call("B", TagDefine.whoami.name)
            outer.withLock { $0.append(result) }
        }
        try #require(finished, "the threads were still blocked after \(Self.watchdog)")

        let fromA = try #require(inner.withLock { $0["A"] }?.error)
        #expect(fromA.message == "B.whoami was called in a cycle of initializers that call each other: B → A → B")
        let fromB = try #require(inner.withLock { $0["B"] }?.error)
        #expect(fromB.message == "A.whoami was called in a cycle of initializers that call each other: A → B → A")
        #expect(outer.withLock { $0 }.allSatisfy { !$0.hasError })
    }

    @Test("a chain that is not a cycle waits for each creation and succeeds")
    func chainWaits() async throws {
        // A waits for B, which waits for C, which takes a while: every wait is real.
        let nodes = try CallingNodes(
            dependencies: [["B"], ["C"], []], barrier: ThreadBarrier(parties: 3),
            delays: [.zero, .zero, .milliseconds(50)])
        let finished = await threadsFinish(3, within: Self.watchdog) { index in nodes.call(["A", "B", "C"][index]) }
        try #require(finished, "the threads were still blocked after \(Self.watchdog)")

        #expect(nodes.calls.count == 5)
        #expect(nodes.calls.allSatisfy { !$0.result.hasError }, "\(nodes.calls.compactMap(\.result.error))")
        #expect(nodes.creationCounts == ["A": 1, "B": 1, "C": 1])
    }

    /// Each nested creation took about 7 KB of the thread's stack in a debug build: a chain of 2,000 crashed
    /// the process.
    @Test("a chain of creations nested deeper than the limit on one thread answers 400 at the limit")
    func chainTooDeep() throws {
        let service = ComponentService()
        let inner = LockedBox<[Int: ComponentResult]>([:])
        try registerChain(ChainBottom.self, last: 39, on: service, inner: inner)

        #expect(!service.call(ChainBottom.name, TagDefine.whoami.name).hasError)
        let results = inner.withLock { $0 }
        let failed = results.filter { $0.value.hasError }
        #expect(failed.keys.sorted() == [31], "\(failed)")
        let error = try #require(results[31]?.error)
        #expect(error.code == .componentFailure)
        #expect(
            error.message.hasPrefix(
                "L32.whoami needs more than 32 creations nested on one thread, each called by the initializer of the "
                    + "one before: L0 → L1 → "),
            "\(error.message)")
        // Called afresh, the rest of the chain is created.
        #expect(!service.call("L32", TagDefine.whoami.name).hasError)
        #expect((0...39).allSatisfy { service.isInstantiated("L\($0)") })
    }

    @Test("a cycle on one thread, through a nested creation, names every component on it")
    func cycleOnOneThread() async throws {
        let nodes = try CallingNodes(dependencies: [["B"], ["A"]])
        let finished = await threadsFinish(1, within: Self.watchdog) { _ in nodes.call("A") }
        try #require(finished)

        let error = try #require(nodes.inner("B", "A")?.error)
        #expect(error.message == "A.whoami was called in a cycle of initializers that call each other: A → B → A")
        // B was created once its own call failed, so A's call of B succeeded.
        #expect(nodes.inner("A", "B")?.hasError == false)
        #expect(nodes.outer.allSatisfy { !$0.hasError })
    }

    @Test("an initializer that calls its own component is the cycle of one")
    func cycleOfOne() async throws {
        let nodes = try CallingNodes(dependencies: [["A"]])
        let finished = await threadsFinish(1, within: Self.watchdog) { _ in nodes.call("A") }
        try #require(finished)

        let error = try #require(nodes.inner("A", "A")?.error)
        #expect(error.code == .componentFailure)
        #expect(error.message == "A.whoami was called while A was being created, by its own initializer: A → A")
        #expect(nodes.outer.allSatisfy { !$0.hasError })
    }

    @Test("the same cycle started again and again from two threads never blocks and never loses a wake-up")
    func repeatedCycles() async throws {
        for round in 0..<50 {
            let nodes = try CallingNodes(dependencies: [["B"], ["A"]], barrier: ThreadBarrier(parties: 2))
            let finished = await threadsFinish(2, within: Self.watchdog) { index in nodes.call(["A", "B"][index]) }
            try #require(finished, "round \(round)")
            #expect(nodes.inner("A", "B")?.error?.code == .componentFailure, "round \(round)")
            #expect(nodes.inner("B", "A")?.error?.code == .componentFailure, "round \(round)")
            #expect(nodes.outer.allSatisfy { !$0.hasError }, "round \(round)")
        }
    }
}

/// A level of a chain of lazy components, `L0`, `L1`, …: a component's name is static, so each level is a type.
private protocol ChainLevel: TagName {
    static var depth: Int { get }
}

private enum ChainBottom: ChainLevel {
    static var depth: Int { 0 }
    static var name: String { "L0" }
}

private enum ChainAbove<Below: ChainLevel>: ChainLevel {
    static var depth: Int { Below.depth + 1 }
    static var name: String { "L\(depth)" }
}

/// Registers lazy components `Level` up to `L<last>`, each initializer calling the next level and recording
/// the result under its own depth.
private func registerChain<Level: ChainLevel>(
    _: Level.Type, last: Int, on service: ComponentService, inner: LockedBox<[Int: ComponentResult]>
) throws {
    try service.register(Tagged<Level>.self) { service in
        if Level.depth < last {
            let result = service.call(ChainAbove<Level>.name, TagDefine.whoami.name)
            inner.withLock { $0[Level.depth] = result }
        }
        return Tagged<Level>(token: Level.depth)
    }
    if Level.depth < last { try registerChain(ChainAbove<Level>.self, last: last, on: service, inner: inner) }
}
