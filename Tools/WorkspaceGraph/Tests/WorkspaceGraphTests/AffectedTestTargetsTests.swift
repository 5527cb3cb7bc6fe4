import Testing

@testable import WorkspaceGraph

@Suite("affected test targets")
struct AffectedTestTargetsTests {
    /// The test targets each chosen package runs, for changes in the standard fixture.
    private func tests(_ files: [String]) throws -> [String: [String]] {
        try withFixture({ try Fixture.standard() }) { fixture in
            let affected = try AffectedPackages(workspace: try fixture.workspace(), changedFiles: files)
            return Dictionary(uniqueKeysWithValues: affected.chosen.map { ($0.package, $0.testTargets ?? ["all"]) })
        }
    }

    @Test("a dependent runs only the test targets that depend on what changed")
    func dependents() throws {
        // The app's executable links Store, its AppCoreTests do not; the end-to-end tests run the app.
        let store = try tests(["Packages/Store/Sources/Store/Store.swift"])
        #expect(store == ["Packages/Store": ["StoreTests"], "App": [], "Tests/EndToEnd": ["EndToEndTests"]])
        // A core change reaches every test target built on it.
        let core = try tests(["Packages/JSONParsing/Sources/JSONParsing/Parser.swift"])
        #expect(core["Packages/PageKit"] == ["PageKitTests"])
        #expect(core["Packages/Store"] == ["StoreTests"])
        #expect(core["App"] == ["AppCoreTests"])
        #expect(core["Tests/EndToEnd"] == ["EndToEndTests"])
        // An Interface target that only the app's executable imports, besides its own package.
        let interface = try tests(["Packages/Feed/Sources/FeedInterface/Feed.swift"])
        #expect(interface == ["Packages/Feed": ["FeedTests"], "App": [], "Tests/EndToEnd": ["EndToEndTests"]])
    }

    @Test("a package with a changed file runs all its test targets, even for a change in one of them")
    func changedPackage() throws {
        let test = try tests(["Packages/Store/Tests/StoreTests/StoreTests.swift"])
        #expect(test == ["Packages/Store": ["StoreTests"], "App": [], "Tests/EndToEnd": []])
        // The executable's sources: a test of the app may read them, so its tests run.
        let app = try tests(["App/Sources/app/main.swift"])
        #expect(app == ["App": ["AppCoreTests"], "Tests/EndToEnd": ["EndToEndTests"]])
    }

    @Test("a changed file in no target's directory changes every target of its package")
    func outsideTargets() throws {
        for file in ["Packages/Store/Package.swift", "Packages/Store/Resources/x.json", "Packages/Store/Sources/x"] {
            let result = try tests([file])
            #expect(result == ["Packages/Store": ["StoreTests"], "App": [], "Tests/EndToEnd": ["EndToEndTests"]])
        }
        // A fixture of a test target is that target's: the packages built on JSONParsing run no test for it.
        let fixture = try tests(["Packages/JSONParsing/Tests/JSONParsingTests/Fixture.json"])
        #expect(fixture.filter { !$0.value.isEmpty } == ["Packages/JSONParsing": ["JSONParsingTests"]])
        #expect(fixture.count == 7)
    }

    @Test("a file in a directory whose name only begins with a target's directory is in no target's directory")
    func directoryNamedLikeATarget() throws {
        // Tests/StoreTestsData is not Tests/StoreTests: the file changes every target of Store, and so the app that
        // the end-to-end tests run.
        let data = try tests(["Packages/Store/Tests/StoreTestsData/case.json"])
        #expect(data == ["Packages/Store": ["StoreTests"], "App": [], "Tests/EndToEnd": ["EndToEndTests"]])
    }

    @Test("an article of a DocC catalog runs its package's tests, and no dependent's: no build compiles it")
    func doccArticle() throws {
        let article = try tests(["Packages/JSONParsing/Sources/JSONParsing/JSONParsing.docc/Parsing.md"])
        #expect(article.filter { !$0.value.isEmpty } == ["Packages/JSONParsing": ["JSONParsingTests"]])
        // A source beside the catalog still reaches them.
        let source = try tests(["Packages/JSONParsing/Sources/JSONParsing/JSONParsing.docc/../Parser.swift"])
        #expect(source["Packages/PageKit"] == ["PageKitTests"])
    }

    @Test("--only leaves a changed package out of the output, not out of the reach of its change")
    func onlyLeavesOutAChangedPackage() throws {
        try withFixture({ try Fixture.standard() }) { fixture in
            let affected = try AffectedPackages(
                workspace: try fixture.workspace(), changedFiles: ["Tests/TestSupport/Sources/TestSupport/X.swift"],
                only: ["Packages/JSONParsing", "Packages/PageKit"])
            let tests = Dictionary(uniqueKeysWithValues: affected.chosen.map { ($0.package, $0.testTargets) })
            #expect(tests == ["Packages/JSONParsing": ["JSONParsingTests"], "Packages/PageKit": ["PageKitTests"]])
        }
    }

    @Test("a file is its target's: the longest directory that holds it, or every target that shares it")
    func nestedAndSharedDirectories() throws {
        try withFixture { fixture in
            // SwiftPM builds a target inside another's directory (excluded there), and targets that share a
            // directory with `sources` lists of their own.
            try fixture.package(
                "Packages/Lib", products: ["Outer", "Inner", "A", "B"].map(library),
                targets: [
                    Target(name: "Outer", path: "Sources/Outer", isPlain: false),
                    Target(name: "Inner", path: "Sources/Outer/Inner"),
                    Target(name: "A", path: "Sources/Shared", isPlain: false),
                    Target(name: "B", path: "Sources/Shared", isPlain: false),
                ])
            try fixture.package(
                "App", dependsOn: ["Packages/Lib"],
                targets: ["Outer", "Inner", "B"].map { name in
                    Target(name: "\(name)Tests", kind: .test, dependencies: [product(name, package: "Lib")])
                })
            let workspace = try fixture.workspace()
            func tests(_ file: String) throws -> [String]? {
                try AffectedPackages(workspace: workspace, changedFiles: [file]).chosen.first { $0.package == "App" }?
                    .testTargets
            }
            #expect(try tests("Packages/Lib/Sources/Outer/Inner/I.swift") == ["InnerTests"])
            #expect(try tests("Packages/Lib/Sources/Outer/O.swift") == ["OuterTests"])
            #expect(try tests("Packages/Lib/Sources/Shared/b.swift") == ["BTests"])
        }
    }

    @Test("a product named unlike its targets carries a change in any of them to the tests that depend on it")
    func productNamedUnlikeItsTargets() throws {
        try withFixture { fixture in
            try fixture.package(
                "Packages/Kit", products: [Product(name: "KitAll", targets: ["KitCore", "KitUI"])],
                targets: [Target(name: "KitCore"), Target(name: "KitUI", dependencies: [.target("KitCore")])])
            try fixture.package(
                "App", dependsOn: ["Packages/Kit"],
                targets: [Target(name: "AppTests", kind: .test, dependencies: [product("KitAll", package: "Kit")])])
            let workspace = try fixture.workspace()
            for file in ["Packages/Kit/Sources/KitCore/Core.swift", "Packages/Kit/Sources/KitUI/View.swift"] {
                let affected = try AffectedPackages(workspace: workspace, changedFiles: [file])
                #expect(affected.chosen.first { $0.package == "App" }?.testTargets == ["AppTests"], "\(file)")
            }
        }
    }

    @Test("a depends-on line reaches every target of the named package but its tests, in a product or not")
    func dependsOnEveryTarget() throws {
        try withFixture { fixture in
            // An executable SwiftPM makes a product of, and one no product offers.
            try fixture.package(
                "Tools/Gen", products: [Product(name: "gen", targets: ["gen"], isExecutable: true)],
                targets: [
                    Target(name: "gen", kind: .executable), Target(name: "helper", kind: .executable),
                    Target(name: "GenSelfTests", kind: .test, dependencies: [.target("gen")]),
                ])
            try fixture.package(
                "Tests/GenTests", targets: [Target(name: "GenTests", kind: .test)],
                manifestText: "// workspace-graph: depends-on ../../Tools/Gen — runs gen and helper\n")
            let workspace = try fixture.workspace()
            for file in ["Tools/Gen/Sources/gen/main.swift", "Tools/Gen/Sources/helper/main.swift"] {
                let affected = try AffectedPackages(workspace: workspace, changedFiles: [file])
                #expect(
                    affected.chosen.first { $0.package == "Tests/GenTests" }?.testTargets == ["GenTests"], "\(file)")
            }
            // A change to the named package's tests reaches no other package's.
            let test = try AffectedPackages(
                workspace: workspace, changedFiles: ["Tools/Gen/Tests/GenSelfTests/T.swift"])
            #expect(test.chosen.first { $0.package == "Tests/GenTests" }?.testTargets == [])
        }
    }

    @Test("a change to the build runs every test target")
    func build() throws {
        let result = try tests(["Makefile"])
        #expect(result["App"] == ["AppCoreTests"])
        #expect(result["Tests/TestSupport"] == [])
    }

    @Test("the explanation names the test targets a dependent does not run")
    func explanation() throws {
        try withFixture({ try Fixture.standard() }) { fixture in
            try fixture.package(
                "App", dependsOn: ["Packages/ComponentService", "Packages/Store"],
                products: [Product(name: "app", targets: ["app"], isExecutable: true)],
                targets: [
                    Target(name: "app", kind: .executable, dependencies: [product("Store")]),
                    Target(name: "AppTests", kind: .test, dependencies: [.target("app")]),
                    Target(name: "ServiceTests", kind: .test, dependencies: [product("ComponentService")]),
                ])
            let affected = try AffectedPackages(
                workspace: try fixture.workspace(), changedFiles: ["Packages/Store/Sources/Store/Store.swift"])
            let app = try #require(affected.chosen.first { $0.package == "App" })
            #expect(app.testTargets == ["AppTests"])
            #expect(app.skippedTestTargets == ["ServiceTests"])
            #expect(
                affected.explanation.contains(
                    "  App              depends on Packages/Store; not run, as they do not depend on what changed: "
                        + "ServiceTests"))
        }
    }

    @Test("on random workspaces, a dependent runs exactly the test targets with a path to a changed target")
    func randomWorkspaces() throws {
        var generator = SeededGenerator(seed: 0x7E57_7A26)
        for round in 0..<40 {
            try withFixture { fixture in
                let (packages, edges) = try randomWorkspace(in: &fixture, using: &generator)
                let workspace = try fixture.workspace()
                let changedTargets = edges.keys.filter { _ in Int.random(in: 0..<100, using: &generator) < 8 }
                let files = changedTargets.map { node in "\(node.package)/\(directory(of: node))/File.swift" }
                let affected = try AffectedPackages(workspace: workspace, changedFiles: files)
                let reached = reverseClosure(of: Set(changedTargets), edges: edges)
                let changedPackages = Set(changedTargets.map(\.package))
                for choice in affected.chosen {
                    let all = packages[choice.package] ?? []
                    let tests = all.filter { $0.kind == .test }.map(\.name)
                    let expected =
                        changedPackages.contains(choice.package)
                        ? tests : tests.filter { reached.contains(Node(package: choice.package, target: $0)) }
                    #expect(choice.testTargets == expected, "round \(round): \(choice.package)")
                }
                // Every reached test target is in a chosen package.
                let chosen = Set(affected.chosen.map(\.package))
                for node in reached
                where packages[node.package]?.first(where: { $0.name == node.target })?.kind == .test {
                    #expect(chosen.contains(node.package), "round \(round): \(node.package) \(node.target)")
                }
            }
        }
    }

    private struct Node: Hashable {
        var package: String
        var target: String
    }

    private func directory(of node: Node) -> String {
        node.target.hasSuffix("Tests") ? "Tests/\(node.target)" : "Sources/\(node.target)"
    }

    /// 3 to 8 packages `Packages/P0`…, each with library targets `P<i>L<j>` (one product each) and test targets
    /// `P<i>T<j>Tests`; a target depends on earlier targets of its package and on products of earlier packages.
    private func randomWorkspace(
        in fixture: inout Fixture, using generator: inout SeededGenerator
    ) throws -> (packages: [String: [Target]], edges: [Node: [Node]]) {
        var packages: [String: [Target]] = [:]
        var edges: [Node: [Node]] = [:]
        var libraries: [(package: String, target: String)] = []
        for index in 0..<Int.random(in: 3...8, using: &generator) {
            let path = "Packages/P\(index)"
            var targets: [Target] = []
            var dependsOnPackages: Set<String> = []
            let libraryCount = Int.random(in: 1...3, using: &generator)
            let testCount = Int.random(in: 0...2, using: &generator)
            for slot in 0..<(libraryCount + testCount) {
                let isTest = slot >= libraryCount
                let name = isTest ? "P\(index)T\(slot)Tests" : "P\(index)L\(slot)"
                var dependencies: [TargetDependency] = []
                var nodes: [Node] = []
                for own in targets where own.kind != .test && Bool.random(using: &generator) {
                    dependencies.append(.target(own.name))
                    nodes.append(Node(package: path, target: own.name))
                }
                for library in libraries
                where library.package != path && Int.random(in: 0..<100, using: &generator) < 20 {
                    let packageName = library.package.split(separator: "/").last.map(String.init)
                    dependencies.append(product(library.target, package: packageName))
                    nodes.append(Node(package: library.package, target: library.target))
                    dependsOnPackages.insert(library.package)
                }
                targets.append(Target(name: name, kind: isTest ? .test : .regular, dependencies: dependencies))
                let node = Node(package: path, target: name)
                for dependency in nodes { edges[dependency, default: []].append(node) }
                if edges[node] == nil { edges[node] = [] }
            }
            try fixture.package(
                path, dependsOn: dependsOnPackages.sorted(),
                products: targets.filter { $0.kind != .test }.map { library($0.name) }, targets: targets)
            packages[path] = targets
            libraries += targets.filter { $0.kind != .test }.map { (path, $0.name) }
        }
        return (packages, edges)
    }

    /// Every target with a path of dependencies to one of `changed`, and those themselves.
    private func reverseClosure(of changed: Set<Node>, edges: [Node: [Node]]) -> Set<Node> {
        var seen = changed
        var stack = Array(changed)
        while let node = stack.popLast() {
            for dependent in edges[node] ?? [] where seen.insert(dependent).inserted { stack.append(dependent) }
        }
        return seen
    }
}
