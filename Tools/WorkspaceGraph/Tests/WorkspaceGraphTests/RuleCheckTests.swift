import Testing

@testable import WorkspaceGraph

@Suite("rules")
struct RuleCheckTests {
    @Test("declared dependencies that break rules 1 and 2 are reported, each with its target and rule")
    func implementationAndInterface() throws {
        try withFixture(Fixture.brokenRules) { fixture in
            let violations = RuleCheck.run(try fixture.workspace())
            #expect(
                violations.map { "\($0.target ?? "-") → \($0.dependency): \($0.rule)" } == [
                    "Store → Packages/Feed:Feed: implementationToImplementation",
                    "StoreInterface → Packages/PageKit:PageKit: interfaceBeyondComponentService",
                ])
            #expect(violations.allSatisfy { $0.message.hasPrefix("Packages/Store/Package.swift: target ") })
        }
    }

    /// A package of no component that re-exported Store let Feed's implementation reach Store's unreported.
    @Test("an implementation that reaches another's through a package of no component breaks rule 1 too")
    func throughAnotherPackage() throws {
        try withFixture { fixture in
            fixture = try Fixture.standard()
            try fixture.package(
                "Tools/Shared", dependsOn: ["Packages/Store"], products: [library("Shared")],
                targets: [Target(name: "Shared", dependencies: [product("Store")])])
            try fixture.package(
                "Tools/Plain", dependsOn: ["Packages/Store"], products: [library("Plain")],
                targets: [Target(name: "Plain", dependencies: [product("StoreInterface", package: "Store")])])
            try fixture.package(
                "Packages/Feed", dependsOn: ["Packages/ComponentService", "Tools/Shared", "Tools/Plain"],
                products: [library("FeedInterface"), library("Feed")],
                targets: [
                    Target(name: "FeedInterface", dependencies: [product("ComponentService")]),
                    Target(
                        name: "Feed",
                        dependencies: [.byName("FeedInterface"), product("Shared"), product("Plain")]),
                    Target(name: "FeedTests", kind: .test, dependencies: [.byName("Feed"), product("Shared")]),
                ])
            let violations = RuleCheck.run(try fixture.workspace())
            #expect(
                violations.map { "\($0.package) \($0.target ?? "-") → \($0.dependency): \($0.rule)" } == [
                    "Packages/Feed Feed → Tools/Shared:Shared: implementationToImplementation"
                ])
        }
    }

    @Test("a package outside the workspace breaks rule 5, unless the manifest says outside-dependencies")
    func outsideDependencies() throws {
        try withFixture { fixture in
            fixture = try Fixture.standard()
            try fixture.package(
                "Tests/Bench", remote: ["swinject"],
                targets: [Target(name: "Bench", dependencies: [product("Swinject", package: "swinject")])])
            try fixture.package(
                "Tests/Peers", remote: ["swinject"],
                targets: [Target(name: "Peers", dependencies: [product("Swinject", package: "swinject")])],
                manifestText: "// workspace-graph: outside-dependencies — measured against a peer\n")
            let violations = RuleCheck.run(try fixture.workspace())
            #expect(violations.map(\.package) == ["Tests/Bench"])
            #expect(violations.first?.rule == .outsideDependency)
            #expect(violations.first?.dependency == "remote:swinject")
            let dot = GraphDOT.render(try fixture.workspace(), importProblems: [])
            let edge = dot.split(separator: "\n").first {
                $0.hasPrefix("  \"Tests/Bench:Bench\" -> \"remote:swinject\"")
            }
            #expect(edge?.contains("color=red") == true)
            #expect(edge?.contains("outside the workspace") == true)
        }
    }

    /// A package outside the workspace that no target used passed, though SwiftPM resolves and fetches it.
    @Test("a package outside the workspace that the manifest declares and no target uses breaks rule 5 too")
    func unusedOutsideDependencies() throws {
        try withFixture { fixture in
            fixture = try Fixture.standard()
            try fixture.package("Tests/Bench", remote: ["swinject"], targets: [Target(name: "Bench")])
            try fixture.package(
                "Tests/Peers", remote: ["swinject"], targets: [Target(name: "Peers")],
                manifestText: "// workspace-graph: outside-dependencies — measured against a peer\n")
            let violations = RuleCheck.run(try fixture.workspace())
            #expect(
                violations.map { "\($0.package) \($0.target ?? "-") \($0.dependency)" } == [
                    "Tests/Bench - remote:swinject"
                ])
            #expect(
                violations.first?.message
                    == "Tests/Bench/Package.swift: the package depends on remote:swinject, though no target uses it; "
                    + "\(DependencyRule.outsideDependency.explanation)")
        }
    }

    @Test("the outside-dependencies line is read apart from the depends-on lines, and is no error")
    func directive() throws {
        let text = """
            // swift-tools-version:6.0
            // workspace-graph: outside-dependencies — measured against a peer library
            // workspace-graph: depends-on ../Other
            """
        #expect(DependsOnComment.allowsOutsideDependencies(text))
        #expect(try DependsOnComment.parse(text, file: "T/Package.swift").map(\.path) == ["../Other"])
        #expect(!DependsOnComment.allowsOutsideDependencies("// workspace-graph: depends-on ../Other"))
        #expect(!DependsOnComment.allowsOutsideDependencies("// not workspace-graph: outside-dependencies"))
    }
}
