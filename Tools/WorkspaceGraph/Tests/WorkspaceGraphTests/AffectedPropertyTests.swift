import Testing

@testable import WorkspaceGraph

@Suite("affected, on random package graphs")
struct AffectedPropertyTests {
    /// A random DAG of packages `P00`…: each may depend on any earlier one; some edges do not carry a change.
    private func randomGraph(
        packages count: Int, using generator: inout SeededGenerator, carryingOnly: Bool
    ) -> (packages: [String], edges: [PackageEdge]) {
        let packages = (0..<count).map { $0 < 10 ? "Packages/P0\($0)" : "Packages/P\($0)" }
        var edges: [PackageEdge] = []
        for from in 1..<count {
            for to in 0..<from where Int.random(in: 0..<100, using: &generator) < 15 {
                let carries = carryingOnly || Bool.random(using: &generator)
                edges.append(PackageEdge(from: packages[from], to: packages[to], carries: carries))
            }
        }
        return (packages.shuffled(using: &generator), edges.shuffled(using: &generator))
    }

    /// Reverse reachability, the slow way: repeat until nothing changes.
    private func expected(changed: Set<String>, edges: [PackageEdge]) -> Set<String> {
        var affected = changed
        var carrying = changed
        var grew = true
        while grew {
            grew = false
            for edge in edges where carrying.contains(edge.to) {
                grew = affected.insert(edge.from).inserted || grew
                if edge.carries { grew = carrying.insert(edge.from).inserted || grew }
            }
        }
        return affected
    }

    @Test("the selection is exactly the packages the change reaches, each after its affected dependencies")
    func randomDAGs() {
        var generator = SeededGenerator(seed: 0x5EED_2024)
        for round in 0..<200 {
            let carryingOnly = round.isMultiple(of: 2)
            let (packages, edges) = randomGraph(
                packages: Int.random(in: 2...40, using: &generator), using: &generator, carryingOnly: carryingOnly)
            let changed = Set(packages.filter { _ in Int.random(in: 0..<100, using: &generator) < 10 })
            let files = changed.map { "\($0)/Sources/X/File.swift" } + ["README.md"]
            let result = AffectedPackages(changedFiles: files, packages: packages, edges: edges)
            let chosen = result.chosen.map(\.package)
            let chosenSet = Set(chosen)
            #expect(chosen.count == chosenSet.count)
            #expect(chosenSet == expected(changed: changed, edges: edges), "round \(round)")
            if carryingOnly {
                #expect(chosenSet == reverseReachable(from: changed, edges: edges), "round \(round)")
            }
            let position = Dictionary(uniqueKeysWithValues: chosen.enumerated().map { ($1, $0) })
            for edge in edges {
                if let from = position[edge.from], let to = position[edge.to] {
                    #expect(to < from, "round \(round): \(edge.from) depends on \(edge.to)")
                }
            }
            if changed.isEmpty {
                #expect(result.noneReason == "only documentation changed")
            }
        }
    }

    /// Plain reverse reachability by depth-first search, for graphs whose every edge carries.
    private func reverseReachable(from changed: Set<String>, edges: [PackageEdge]) -> Set<String> {
        var dependents: [String: [String]] = [:]
        for edge in edges { dependents[edge.to, default: []].append(edge.from) }
        var seen = changed
        var stack = Array(changed)
        while let package = stack.popLast() {
            for dependent in dependents[package] ?? [] where seen.insert(dependent).inserted {
                stack.append(dependent)
            }
        }
        return seen
    }
}
