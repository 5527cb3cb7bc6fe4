import Foundation
import Testing

@testable import WorkspaceGraph

@Suite("affected")
struct AffectedPackagesTests {
    private func affected(_ files: [String], only: [String]? = nil) throws -> AffectedPackages {
        try withFixture({ try Fixture.standard() }) { fixture in
            try AffectedPackages(workspace: try fixture.workspace(), changedFiles: files, only: only)
        }
    }

    @Test("a leaf change selects it and its dependents, not its siblings")
    func leaf() throws {
        let result = try affected(["Packages/Store/Sources/Store/Store.swift", "Packages/Store/Package.swift"])
        #expect(result.chosen.map(\.package) == ["Packages/Store", "App", "Tests/EndToEnd"])
        #expect(
            result.explanation == [
                "  Packages/Store   changed: Packages/Store/Package.swift (and 1 more)",
                "  App              depends on Packages/Store; none of its tests depends on what changed",
                "  Tests/EndToEnd   depends on App (Tests/EndToEnd/Package.swift: runs the built app)",
            ])
    }

    @Test("a core change selects everything built on it, in dependency order")
    func core() throws {
        let result = try affected(["Packages/JSONParsing/Sources/JSONParsing/Parser.swift"])
        #expect(
            result.chosen.map(\.package) == [
                "Packages/JSONParsing", "Packages/ComponentService", "Packages/PageKit", "Packages/Feed",
                "Packages/Store", "App", "Tests/EndToEnd",
            ])
        #expect(result.chosen.last?.reason == "depends on App (Tests/EndToEnd/Package.swift: runs the built app)")
    }

    @Test("documentation outside the packages' sources and tests selects nothing, and says so")
    func documentation() throws {
        let result = try affected(["docs/bad-input.md", "Packages/Store/README.md", "Packages/Feed/docs/diagram.png"])
        #expect(result.chosen.isEmpty)
        #expect(result.explanation == ["no package is affected: only documentation changed"])
        // A DocC article or a file in a docs folder of a target is the package's: a test may read it.
        let packages = ["Packages/PageKit", "Packages/Store"]
        for path in [
            "Packages/PageKit/Sources/PageKit/PageKit.docc/BindingToUIKit.md",
            "Packages/Store/Sources/Store/docs/Helper.swift", "Packages/Store/Tests/StoreTests/docs/case.md",
        ] {
            #expect(
                AffectedPackages.classify(path, packages: packages)
                    == .package(path.hasPrefix("Packages/PageKit") ? "Packages/PageKit" : "Packages/Store"))
        }
        #expect(try affected([]).noneReason == "no file changed")
        #expect(try affected(["App/.build/debug/app", ".swiftpm/x"]).noneReason == "only build output changed")
    }

    @Test("a source of this tool is a change to the build; its tests are its own")
    func tool() {
        let packages = ["Packages/Store", "Tools/WorkspaceGraph"]
        let source = "Tools/WorkspaceGraph/Sources/WorkspaceGraph/TestUmbrella.swift"
        #expect(AffectedPackages.classify(source, packages: packages) == .build)
        #expect(AffectedPackages.classify("Tools/WorkspaceGraph/Package.swift", packages: packages) == .build)
        let test = "Tools/WorkspaceGraph/Tests/WorkspaceGraphTests/TestUmbrellaTests.swift"
        #expect(AffectedPackages.classify(test, packages: packages) == .package("Tools/WorkspaceGraph"))
    }

    @Test("a file outside every package (Makefile, scripts) selects every package")
    func build() throws {
        let result = try affected(["Makefile", "scripts/check-deps.sh", "docs/x.md"])
        #expect(result.chosen.count == 8)
        #expect(result.chosen.first?.package == "Tests/TestSupport")
        #expect(result.chosen.allSatisfy { $0.reason == "the build changed: Makefile (and 1 more)" })
    }

    @Test("a deleted package selects the dependents whose manifests dropped it, not every package")
    func deletedPackage() throws {
        // Packages/Gone was deleted; the app's manifest and registry dropped it in the same change.
        let result = try affected([
            "Packages/Gone/Package.swift", "Packages/Gone/Sources/Gone/Gone.swift", "App/Package.swift",
            "App/Sources/app/ComponentRegistry.swift",
        ])
        #expect(result.chosen.map(\.package) == ["App", "Tests/EndToEnd"], "\(result.explanation)")
        let alone = try affected(["Packages/Gone/Package.swift", "Packages/Gone/README.md", "Packages/Gone/x.json"])
        #expect(alone.explanation == ["no package is affected: only deleted packages and documentation changed"])
        // A folder where no package may be, or a package that still has its manifest, is not a deleted package.
        #expect(
            AffectedPackages.deletedPackages(
                changedFiles: ["Packages/Gone/Package.swift", "Packages/Store/Package.swift", "Other/Package.swift"],
                packages: ["Packages/Store"]) == ["Packages/Gone"])
        #expect(try affected(["Packages/Gone/Sources/Gone/Gone.swift"]).chosen.count == 8)
        // A folder whose name only begins with a deleted package's is not in it: outside every package, it changes
        // the build.
        #expect(
            AffectedPackages.classify("Packages/GoneToo/notes.txt", packages: ["App"], deleted: ["Packages/Gone"])
                == .build)
        #expect(
            try affected(["Packages/Gone/Package.swift", "Packages/GoneToo/notes.txt"]).chosen.count == 8)
    }

    @Test("a manifest deeper than where a package may be is no deleted package: it changes the build")
    func nestedManifestOutsidePackages() throws {
        // Tests/Fixtures is no package; a package may be at Tests/Fixtures, not at Tests/Fixtures/Sample.
        let fixture = "Tests/Fixtures/Sample/Package.swift"
        #expect(AffectedPackages.deletedPackages(changedFiles: [fixture], packages: ["Tests/EndToEnd"]).isEmpty)
        #expect(try affected([fixture]).chosen.count == 8)
    }

    @Test("paths read with carriage returns (CRLF lines) are classified as without them")
    func carriageReturns() throws {
        let documentation = try affected(["Packages/Store/README.md\r", "docs/guide.md\r"])
        #expect(documentation.chosen.isEmpty)
        #expect(documentation.noneReason == "only documentation changed")
        let source = try affected(["Packages/Store/Sources/Store/Store.swift\r"])
        #expect(source.changedFilesByPackage == ["Packages/Store": ["Packages/Store/Sources/Store/Store.swift"]])
        #expect(source.chosen.map(\.package) == ["Packages/Store", "App", "Tests/EndToEnd"])
    }

    @Test("a package whose tests also depend on a package still carries a change from it to its dependents")
    func testDependencyDoesNotHideACarryingOne() throws {
        try withFixture { fixture in
            try fixture.package("Packages/Core", products: [library("Core")], targets: [Target(name: "Core")])
            // The test target comes after the library target that depends on Core: the edge carries all the same.
            try fixture.package(
                "Packages/Lib", dependsOn: ["Packages/Core"], products: [library("Lib")],
                targets: [
                    Target(name: "Lib", dependencies: [product("Core")]),
                    Target(name: "LibTests", kind: .test, dependencies: [.byName("Lib"), product("Core")]),
                ])
            try fixture.package(
                "App", dependsOn: ["Packages/Lib"],
                targets: [
                    Target(name: "AppCore", dependencies: [product("Lib")]),
                    Target(name: "AppCoreTests", kind: .test, dependencies: [.byName("AppCore")]),
                ])
            let workspace = try fixture.workspace()
            let edge = try #require(workspace.packageEdges.first { $0.from == "Packages/Lib" })
            #expect(edge.to == "Packages/Core")
            #expect(edge.carries)
            let result = try AffectedPackages(
                workspace: workspace, changedFiles: ["Packages/Core/Sources/Core/Core.swift"])
            #expect(result.chosen.map(\.package) == ["Packages/Core", "Packages/Lib", "App"])
            #expect(result.chosen.last?.testTargets == ["AppCoreTests"])
        }
    }

    @Test("a test-only helper selects its direct users, not their dependents")
    func testOnlyHelper() throws {
        let result = try affected(["Tests/TestSupport/Sources/TestSupport/Random.swift"])
        #expect(
            result.chosen.map(\.package) == [
                "Tests/TestSupport", "Packages/JSONParsing", "Packages/ComponentService", "Packages/PageKit",
            ])
    }

    @Test("a depends-on line makes the package depend on every product of the named one")
    func dependsOn() throws {
        try withFixture({ try Fixture.standard() }) { fixture in
            let workspace = try fixture.workspace()
            let endToEnd = try #require(workspace.package(at: "Tests/EndToEnd"))
            #expect(endToEnd.dependsOn.map(\.package) == ["App"])
            let edge = try #require(workspace.packageEdges.first { $0.from == "Tests/EndToEnd" })
            #expect(edge.to == "App")
            #expect(edge.carries)
            let target = try #require(endToEnd.manifest.target(named: "EndToEndTests"))
            #expect(workspace.dependencies(of: target, in: endToEnd).map(\.name) == ["app", "AppCore"])
            let app = try AffectedPackages(workspace: workspace, changedFiles: ["App/Sources/app/main.swift"])
            #expect(app.chosen.map(\.package) == ["App", "Tests/EndToEnd"])
        }
    }

    @Test("a local dependency through a symbolic link is the workspace package the link leads to")
    func dependencyThroughALink() throws {
        try withFixture { fixture in
            try fixture.package("Packages/Core", products: [library("Core")], targets: [Target(name: "Core")])
            try FileManager.default.createSymbolicLink(
                at: fixture.root.appending(path: "Linked"), withDestinationURL: fixture.root.appending(path: "Packages")
            )
            try fixture.package(
                "App", targets: [Target(name: "AppTests", kind: .test, dependencies: [product("Core")])])
            fixture.manifests["App"]?.dependencies = [
                .local(path: fixture.root.appending(path: "Linked/Core").path)
            ]
            let workspace = try fixture.workspace()
            #expect(workspace.packageEdges.map { [$0.from, $0.to] } == [["App", "Packages/Core"]])
            let result = try AffectedPackages(
                workspace: workspace, changedFiles: ["Packages/Core/Sources/Core/Core.swift"])
            #expect(result.chosen.map(\.package) == ["Packages/Core", "App"])
            #expect(result.chosen.last?.testTargets == ["AppTests"])
        }
    }

    @Test("--only limits the output; unknown packages are an error")
    func only() throws {
        let result = try affected(["Packages/Store/Sources/Store/Store.swift"], only: ["App", "Packages/Store"])
        #expect(result.chosen.map(\.package) == ["Packages/Store", "App"])
        let none = try affected(["Tests/TestSupport/Sources/TestSupport/Random.swift"], only: ["App"])
        #expect(none.chosen.isEmpty)
        #expect(none.noneReason?.hasPrefix("none of the --only packages is affected") == true)
        #expect(throws: WorkspaceGraphError.unknownPackages(["Packages/Nope"])) {
            try affected(["Makefile"], only: ["App", "Packages/Nope"])
        }
    }

    @Test("paths are classified by the longest package prefix; .build and .build-* are build output, .buildkite is not")
    func classify() {
        let packages = ["Tools/A", "Tools/A/Nested", "App"]
        #expect(AffectedPackages.classify("Tools/A/Nested/x.swift", packages: packages) == .package("Tools/A/Nested"))
        #expect(AffectedPackages.classify("./Tools/A/x.swift", packages: packages) == .package("Tools/A"))
        #expect(AffectedPackages.classify("Apple/x.swift", packages: packages) == .build)
        #expect(AffectedPackages.classify(".ci/run", packages: packages) == .build)
        #expect(AffectedPackages.classify("App/.build-asan/x", packages: packages) == .ignored)
        #expect(AffectedPackages.classify("App/.build/debug/x", packages: packages) == .ignored)
        #expect(AffectedPackages.classify(".buildkite/pipeline.yml", packages: packages) == .build)
        #expect(AffectedPackages.classify(".builds/linux.yml", packages: packages) == .build)
        #expect(AffectedPackages.classify("App/CHANGES.MD", packages: packages) == .documentation)
    }

    @Test("dependency order puts a package after what it depends on, ties by path")
    func order() {
        let edges = [
            PackageEdge(from: "A", to: "C", carries: true), PackageEdge(from: "C", to: "D", carries: true),
            PackageEdge(from: "B", to: "D", carries: false),
        ]
        #expect(AffectedPackages.dependencyOrder(["A", "B", "C", "D"], edges: edges) == ["D", "B", "C", "A"])
    }
}
