import Foundation
import TestSupport
import Testing

@testable import ComponentService

/// Random dependency graphs among lazy components, some with cycles and some without, whose first calls
/// come from several threads in random orders. Whatever the interleaving: no call hangs, every call
/// succeeds or answers error 400 naming a real cycle of the graph, a graph without a reachable cycle
/// answers no error at all, and one with a reachable cycle answers at least one.
@Suite("Creation cycles in random graphs")
struct CreationCyclePropertyTests {
    /// One generated case: which nodes each initializer calls, and which nodes each thread calls.
    struct Case: CustomStringConvertible {
        var dependencies: [[String]]
        var threadCalls: [[String]]
        var delays: [Duration]

        var description: String { "dependencies \(dependencies), threads \(threadCalls)" }

        /// Whether a cycle of `dependencies` can be reached from a node that a thread calls.
        var hasReachableCycle: Bool {
            var state: [String: Bool] = [:]  // false while on the path, true once done
            func hasCycle(from node: String) -> Bool {
                if let done = state[node] { return !done }
                state[node] = false
                for next in edges(of: node) where hasCycle(from: next) { return true }
                state[node] = true
                return false
            }
            return threadCalls.joined().contains { hasCycle(from: $0) }
        }

        func edges(of node: String) -> [String] {
            CallingNodes.names.firstIndex(of: node).map { dependencies[$0] } ?? []
        }

        init(using random: inout SplitMix64) {
            let count = Int.random(in: 1...CallingNodes.names.count, using: &random)
            let names = Array(CallingNodes.names.prefix(count))
            dependencies = names.map { _ in
                (0..<Int.random(in: 0...2, using: &random)).map { _ in names.randomElement(using: &random) ?? "A" }
            }
            threadCalls = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                (0..<Int.random(in: 1...3, using: &random)).map { _ in names.randomElement(using: &random) ?? "A" }
            }
            delays = names.map { _ in .microseconds(Int.random(in: 0...2_000, using: &random)) }
        }
    }

    @Test("every call succeeds or names a real cycle, and none hangs (seeded)", arguments: 1...8 as ClosedRange<UInt64>)
    func randomGraphs(seed: UInt64) async throws {
        var random = SplitMix64(seed: 0xC1C1E_0000 + seed)
        var cyclic = 0
        for index in 0..<25 {
            let generated = Case(using: &random)
            let context = "seed \(seed), case \(index): \(generated)"
            let nodes = try CallingNodes(dependencies: generated.dependencies, delays: generated.delays)
            let finished = await threadsFinish(generated.threadCalls.count, within: CreationCycleTests.watchdog) {
                thread in
                for callee in generated.threadCalls[thread] { nodes.call(callee) }
            }
            try #require(finished, "threads still blocked: \(context)")

            var errors = 0
            for call in nodes.calls {
                guard let error = call.result.error else { continue }
                errors += 1
                #expect(error.code == .componentFailure, "\(error): \(context)")
                let cycle = Self.cycle(in: error.message)
                #expect(cycle.first == call.callee && cycle.last == call.callee, "\(error.message): \(context)")
                for (from, to) in zip(cycle, cycle.dropFirst()) {
                    #expect(generated.edges(of: from).contains(to), "\(from) → \(to) in \(error.message): \(context)")
                }
            }
            if generated.hasReachableCycle {
                cyclic += 1
                #expect(errors > 0, "a reachable cycle answered no error: \(context)")
            } else {
                #expect(errors == 0, "a graph without a reachable cycle answered errors: \(context)")
            }
            #expect(nodes.creationCounts.values.allSatisfy { $0 == 1 }, "\(nodes.creationCounts): \(context)")
        }
        // Both kinds of graph came up, so both assertions above were tested.
        #expect(cyclic > 0 && cyclic < 25)
    }

    /// The components a cycle error names, such as `["A", "B", "A"]` for `…: A → B → A`.
    static func cycle(in message: String) -> [String] {
        guard let colon = message.range(of: ": ", options: .backwards) else { return [] }
        return message[colon.upperBound...].components(separatedBy: " → ")
    }
}
