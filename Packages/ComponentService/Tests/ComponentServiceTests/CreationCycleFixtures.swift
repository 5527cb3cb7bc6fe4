import Foundation
import TestSupport

@testable import ComponentService

/// Names of lazy components whose initializers call each other. A component's name is static, so each
/// name is a type (see ``Tagged``).
enum NodeA: TagName { static var name: String { "A" } }
enum NodeB: TagName { static var name: String { "B" } }
enum NodeC: TagName { static var name: String { "C" } }
enum NodeD: TagName { static var name: String { "D" } }
enum NodeE: TagName { static var name: String { "E" } }
enum NodeF: TagName { static var name: String { "F" } }

/// A set of lazy ``Tagged`` components whose initializers call other components of the set.
struct CallingNodes: Sendable {
    /// One call made during a test: from an initializer (`caller` set) or by a test thread.
    struct Call: Sendable {
        let caller: String?
        let callee: String
        let result: ComponentResult
    }

    /// The calls made and the initializers run, from any thread.
    final class Record: Sendable {
        let calls = LockedBox<[Call]>([])
        let creations = LockedBox<[String: Int]>([:])

        /// Calls `whoami` of `callee` on `service` and records the result.
        func call(_ callee: String, from caller: String?, on service: ComponentService) {
            let result = service.call(callee, TagDefine.whoami.name)
            calls.withLock { $0.append(Call(caller: caller, callee: callee, result: result)) }
        }
    }

    typealias Registrar =
        @Sendable (ComponentService, _ initializer: @escaping @Sendable (ComponentService) -> Void)
        throws -> Void

    static let names = [NodeA.name, NodeB.name, NodeC.name, NodeD.name, NodeE.name, NodeF.name]
    private static let registrars = [
        registrar(NodeA.self), registrar(NodeB.self), registrar(NodeC.self), registrar(NodeD.self),
        registrar(NodeE.self), registrar(NodeF.self),
    ]

    let service = ComponentService()
    private let record = Record()

    /// Registers the nodes `A`, `B`, … one for each entry of `dependencies`: the initializer of node `i`
    /// waits at `barrier` (when given), sleeps `delays[i]` (when given), then calls `whoami` of each node
    /// that `dependencies[i]` names, in order.
    init(dependencies: [[String]], barrier: ThreadBarrier? = nil, delays: [Duration] = []) throws {
        for (index, callees) in dependencies.enumerated() {
            let name = Self.names[index]
            let delay = index < delays.count ? delays[index] : .zero
            try Self.registrars[index](service) { [record] service in
                record.creations.withLock { $0[name, default: 0] += 1 }
                if let barrier { _ = barrier.arrive(within: .seconds(10)) }
                if delay > .zero { Thread.sleep(forTimeInterval: delay.seconds) }
                for callee in callees { record.call(callee, from: name, on: service) }
            }
        }
    }

    /// Calls `whoami` of `callee` from a test thread and records the result.
    func call(_ callee: String) {
        record.call(callee, from: nil, on: service)
    }

    /// Every call made so far.
    var calls: [Call] { record.calls.withLock { $0 } }

    /// The result of the call that the initializer of `caller` made of `callee`.
    func inner(_ caller: String, _ callee: String) -> ComponentResult? {
        calls.first { $0.caller == caller && $0.callee == callee }?.result
    }

    /// The results of the calls made by test threads.
    var outer: [ComponentResult] { calls.filter { $0.caller == nil }.map(\.result) }

    /// How many times each node's initializer ran.
    var creationCounts: [String: Int] { record.creations.withLock { $0 } }

    private static func registrar<Name: TagName>(_: Name.Type) -> Registrar {
        { service, initializer in
            try service.register(Tagged<Name>.self) { service in
                initializer(service)
                return Tagged<Name>(token: 0)
            }
        }
    }
}

/// A meeting point for threads: each one that arrives waits until `parties` have arrived.
final class ThreadBarrier: Sendable {
    private let parties: Int
    private let arrived = LockedBox(0)
    private let released = DispatchSemaphore(value: 0)

    init(parties: Int) {
        self.parties = parties
    }

    /// Waits until every party has arrived; `false` when they did not within `timeout`.
    func arrive(within timeout: Duration) -> Bool {
        let isLast = arrived.withLock { arrived in
            arrived += 1
            return arrived == parties
        }
        guard !isLast else {
            for _ in 1..<parties { released.signal() }
            return true
        }
        return released.wait(timeout: .now() + timeout.seconds) == .success
    }
}

/// Runs `body(index)` on `count` new threads; `true` when every one returned within `timeout`.
///
/// A thread that never returns is left behind, so that a regression fails the test instead of hanging
/// the run.
func threadsFinish(
    _ count: Int, within timeout: Duration, _ body: @escaping @Sendable (Int) -> Void
) async -> Bool {
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        Thread {
            body(index)
            group.leave()
        }
        .start()
    }
    return await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
            continuation.resume(returning: group.wait(timeout: .now() + timeout.seconds) == .success)
        }
    }
}
