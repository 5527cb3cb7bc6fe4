import Testing

@testable import WorkspaceGraph

@Suite("graph")
struct GraphDOTTests {
    private func render(_ fixture: Fixture) throws -> String {
        let workspace = try fixture.workspace()
        return GraphDOT.render(workspace, importProblems: ImportCheck.run(workspace).problems)
    }

    private func edgeLine(_ dot: String, _ from: String, _ to: String) -> String? {
        dot.split(separator: "\n").map(String.init).first { $0.hasPrefix("  \"\(from)\" -> \"\(to)\"") }
    }

    @Test("an edge that breaks a rule is red and says which rule; a declared one is not")
    func redEdges() throws {
        try withFixture(Fixture.brokenRules) { fixture in
            let dot = try render(fixture)
            let implementation = try #require(edgeLine(dot, "Packages/Store:Store", "Packages/Feed:Feed"))
            #expect(implementation.contains("color=red"))
            #expect(implementation.contains("xlabel=\"implementation → implementation\""))
            let interface = try #require(edgeLine(dot, "Packages/Store:StoreInterface", "Packages/PageKit:PageKit"))
            #expect(interface.contains("color=red"))
            #expect(interface.contains("Interface → not ComponentService"))
            let declared = try #require(
                edgeLine(dot, "Packages/Store:StoreInterface", "Packages/ComponentService:ComponentService"))
            #expect(!declared.contains("red"))
            let own = try #require(edgeLine(dot, "Packages/Store:Store", "Packages/Store:StoreInterface"))
            #expect(!own.contains("red"))
            let testEdge = try #require(edgeLine(dot, "Packages/Store:StoreTests", "Packages/Feed:Feed"))
            #expect(!testEdge.contains("red"))
        }
    }

    @Test("an undeclared import is a red dashed edge to the module's target")
    func undeclaredImport() throws {
        try withFixture(Fixture.brokenRules) { fixture in
            let dot = try render(fixture)
            let lines = dot.split(separator: "\n").filter {
                $0.hasPrefix("  \"Packages/Store:Store\" -> \"Packages/PageKit:PageKit\"")
            }
            #expect(lines.count == 1)
            #expect(lines.first?.contains("style=dashed") == true)
            #expect(lines.first?.contains("color=red") == true)
            #expect(lines.first?.contains("Packages/Store/Sources/Store/Store.swift:3 imports PageKit") == true)
        }
    }

    @Test("core packages sit in the core cluster; roles are drawn apart; the output is deterministic")
    func clusters() throws {
        try withFixture({ try Fixture.standard() }) { fixture in
            let dot = try render(fixture)
            let lines = dot.split(separator: "\n").map(String.init)
            let coreStart = try #require(lines.firstIndex(of: "  subgraph \"cluster_core\" {"))
            let coreEnd = try #require(lines[coreStart...].firstIndex(of: "  }"))
            let core = lines[coreStart...coreEnd].joined(separator: "\n")
            for package in ["Packages/JSONParsing", "Packages/ComponentService", "Packages/PageKit"] {
                #expect(core.contains("subgraph \"cluster_\(package)\""))
            }
            for package in ["Packages/Store", "App", "Tests/TestSupport"] {
                #expect(!core.contains("cluster_\(package)\""))
                #expect(dot.contains("  subgraph \"cluster_\(package)\" {"))
            }
            #expect(dot.contains("\"Packages/Store:StoreInterface\" [label=\"StoreInterface\", shape=ellipse"))
            #expect(dot.contains("\"Packages/Store:Store\" [label=\"Store\", shape=box, style=filled"))
            #expect(dot.contains("\"App:app\" [label=\"app\", shape=hexagon"))
            #expect(dot.contains("\"App:AppCoreTests\" [label=\"AppCoreTests\", shape=note"))
            #expect(dot.contains("subgraph \"cluster_legend\""))
            #expect(dot.contains("\"Tests/EndToEnd:EndToEndTests\" -> \"App:app\" [style=dotted"))
            #expect(!dot.contains("red\""))
            #expect(try render(fixture) == dot)
        }
    }

    @Test("packages outside the workspace are one plaintext node each")
    func outside() throws {
        try withFixture { fixture in
            try fixture.package(
                "Tests/Benchmarks", remote: ["benchmark"],
                targets: [
                    Target(name: "A", kind: .executable, dependencies: [product("Benchmark", package: "benchmark")]),
                    Target(
                        name: "B", kind: .executable, dependencies: [product("BenchmarkExtra", package: "benchmark")]),
                ], manifestText: "// workspace-graph: outside-dependencies — measured against peers\n")
            let dot = try render(fixture)
            #expect(dot.contains("  \"remote:benchmark\" [label=\"benchmark\\n(outside)\", shape=plaintext];"))
            #expect(dot.contains("  \"Tests/Benchmarks:A\" -> \"remote:benchmark\";"))
            #expect(dot.contains("  \"Tests/Benchmarks:B\" -> \"remote:benchmark\";"))
        }
    }

    @Test("a dependency that names nothing the workspace knows is a red node of its own")
    func unknownModule() throws {
        try withFixture { fixture in
            try fixture.package("Packages/Lone", targets: [Target(name: "Lone", dependencies: [.byName("Nowhere")])])
            let dot = try render(fixture)
            #expect(
                dot.contains(
                    "  \"module:Nowhere\" [label=\"Nowhere\\n(unknown module)\", shape=plaintext, fontcolor=red];"))
            #expect(dot.contains("  \"Packages/Lone:Lone\" -> \"module:Nowhere\""))
        }
    }

    @Test("DOT strings are quoted and escaped")
    func quoting() {
        #expect(GraphDOT.quote("a \"b\" \\ c\nd") == "\"a \\\"b\\\" \\\\ c\\nd\"")
    }
}
