import Foundation
import Testing

@testable import WorkspaceGraph

@Suite("check-imports")
struct ImportCheckTests {
    private func check(_ files: [String: String]) throws -> ImportCheckReport {
        try withFixture({ try Fixture.standard() }) { fixture in
            for (path, text) in files { try fixture.write(path, text) }
            return ImportCheck.run(try fixture.workspace())
        }
    }

    @Test("declared imports pass: own targets, products, byName products and system modules")
    func declared() throws {
        let report = try check([
            "Packages/Store/Sources/Store/Store.swift": """
            import ComponentService
            import Foundation
            import PageKit
            import StoreInterface
            """,
            "Packages/Store/Sources/StoreInterface/StoreDefine.swift": "import ComponentService\n",
            "App/Sources/app/main.swift": "import AppCore\nimport Feed\nimport FeedInterface\nimport Store\n",
            "App/Tests/AppCoreTests/AppCoreTests.swift": "@testable import AppCore\nimport Testing\nimport XCTest\n",
        ])
        #expect(report.problems.isEmpty)
        #expect(report.importCount == 12)
        #expect(report.summary.hasPrefix("check-imports: 12 imports in "))
    }

    @Test("a target whose sources are not where the workspace keeps them is reported, not skipped")
    func unscanned() throws {
        let report = try withFixture({ try Fixture.standard() }) { fixture in
            // SwiftPM would also find the target in src/; the workspace's checks read Sources/.
            try fixture.write("Packages/Store/src/Store/Store.swift", "import ComponentService\n")
            try FileManager.default.removeItem(at: fixture.root.appending(path: "Packages/Store/Sources/Store"))
            return ImportCheck.run(try fixture.workspace())
        }
        #expect(report.problems.isEmpty)
        #expect(!report.isClean)
        #expect(
            report.unscanned == [
                "Packages/Store: target Store has no directory Sources/Store; the workspace keeps targets in Sources/ "
                    + "and Tests/, or where a target's path: says"
            ])
        #expect(report.summary == "check-imports: 1 target(s) not scanned")
    }

    @Test("an undeclared import is reported with file, line, target and a hint")
    func undeclared() throws {
        let report = try check([
            "Packages/Store/Sources/Store/Store.swift": "import ComponentService\n\nimport Feed\n"
        ])
        let problem = try #require(report.problems.first)
        #expect(report.problems.count == 1)
        #expect(
            problem.message
                == "Packages/Store/Sources/Store/Store.swift:3: target Store of Packages/Store imports Feed, "
                + "which Packages/Store/Package.swift does not declare for it")
        #expect(problem.owner == .workspace(package: "Packages/Feed", target: "Feed"))
        #expect(
            problem.hint
                == "add .product(name: \"Feed\", package: \"Feed\") to target Store and .package(path: \"../Feed\") "
                + "to the package")
        #expect(report.summary == "check-imports: 1 undeclared import(s)")
    }

    @Test("a module reachable only transitively is not declared")
    func transitive() throws {
        let report = try check([
            "Packages/Store/Sources/Store/Store.swift": "import JSONParsing\n",
            "Packages/Store/Tests/StoreTests/StoreTests.swift": "@testable import Store\nimport ComponentService\n",
        ])
        #expect(report.problems.map(\.module) == ["JSONParsing", "ComponentService"])
        #expect(report.problems.map(\.line) == [1, 2])
        #expect(report.problems[1].target == "StoreTests")
        #expect(
            report.problems[1].hint
                == "add .product(name: \"ComponentService\", package: \"ComponentService\") to target StoreTests")
    }

    @Test("@testable import and import struct X.Y are checked like plain imports")
    func forms() throws {
        let report = try check([
            "Packages/Feed/Tests/FeedTests/FeedTests.swift": "@testable import Feed\n@testable import FeedInterface\n",
            "Packages/Feed/Sources/Feed/Feed.swift": "import struct PageKit.Page\nimport class Store.Thing\n",
        ])
        #expect(report.problems.map(\.module) == ["Store", "FeedInterface"])
        #expect(
            report.problems.map(\.file) == [
                "Packages/Feed/Sources/Feed/Feed.swift", "Packages/Feed/Tests/FeedTests/FeedTests.swift",
            ])
        #expect(report.problems[1].hint == "add \"FeedInterface\" to the dependencies of target FeedTests")
    }

    @Test("imports in comments and string literals do not count")
    func commentsAndStrings() throws {
        let report = try check([
            "Packages/Store/Tests/StoreTests/FixtureTests.swift": #"""
            import Store
            // import Feed
            /* import Feed */
            let fixture = """
                import Feed
                """
            let inline = "import Feed"
            """#
        ])
        #expect(report.problems.isEmpty)
    }

    @Test("plugin targets and targets without a directory are not scanned; outside products name their module")
    func skipped() throws {
        try withFixture { fixture in
            try fixture.package(
                "Tests/Benchmarks", remote: ["benchmark"],
                targets: [
                    Target(
                        name: "Bench", kind: .executable, dependencies: [product("Benchmark", package: "benchmark")]),
                    Target(name: "Missing", kind: .executable),
                    Target(name: "Plugin", kind: .plugin),
                ])
            try fixture.package(
                "Tests/Compare", remote: ["swinject"],
                targets: [Target(name: "Compare", dependencies: [product("Swinject", package: "swinject")])])
            try FileManager.default.removeItem(at: fixture.root.appending(path: "Tests/Benchmarks/Sources/Missing"))
            try fixture.write("Tests/Benchmarks/Sources/Bench/main.swift", "import Benchmark\nimport Swinject\n")
            try fixture.write("Tests/Benchmarks/Plugins/Plugin/plugin.swift", "import PackagePlugin\n")
            let report = ImportCheck.run(try fixture.workspace())
            #expect(report.targetCount == 2)
            #expect(report.problems.map(\.module) == ["Swinject"])
            #expect(report.problems.first?.owner == .external(identity: "swinject"))
            #expect(
                report.problems.first?.hint == "add .product(name: \"Swinject\", package: \"swinject\") to target Bench"
            )
        }
    }

    @Test("a module no package of the workspace has or depends on, such as an SDK's, is left to the compiler")
    func sdkModules() throws {
        let report = try check([
            "Packages/Store/Sources/Store/Location.swift": """
            #if canImport(CoreLocation)
            import CoreLocation
            #endif
            #if canImport(CryptoKit)
            import CryptoKit
            #endif
            import Cxx
            import Swinject
            """
        ])
        #expect(report.problems.map(\.module) == [], "\(report.problems.map(\.message))")
        #expect(report.isClean)
    }

    @Test("an import of another package's test target is reported, saying no target can depend on it")
    func testTargetImport() throws {
        let report = try check(["Packages/Store/Tests/StoreTests/StoreTests.swift": "import FeedTests\n"])
        #expect(report.problems.map(\.module) == ["FeedTests"])
        #expect(report.problems.first?.owner == .workspace(package: "Packages/Feed", target: "FeedTests"))
        #expect(
            report.problems.first?.hint == "FeedTests is a test target of Packages/Feed, which no target can depend on")
    }

    @Test("an import of another package's target that no product offers says to add a product first")
    func unofferedTargetImport() throws {
        let report = try withFixture({ try Fixture.standard() }) { fixture in
            try fixture.package(
                "Packages/Kit", products: [library("Kit")],
                targets: [Target(name: "Kit", dependencies: [.target("KitInternals")]), Target(name: "KitInternals")])
            try fixture.write("Packages/Store/Sources/Store/Store.swift", "import KitInternals\n")
            return ImportCheck.run(try fixture.workspace())
        }
        #expect(report.problems.map(\.module) == ["KitInternals"])
        #expect(report.problems.first?.owner == .workspace(package: "Packages/Kit", target: "KitInternals"))
        #expect(
            report.problems.first?.hint
                == "no product of Packages/Kit offers KitInternals; add one to Packages/Kit/Package.swift first")
    }

    @Test("a macro target's imports are checked; a target of a kind the check does not know is reported as not scanned")
    func macroAndUnknownKinds() throws {
        try withFixture({ try Fixture.standard() }) { fixture in
            try fixture.package(
                "Packages/Macros", products: [library("MacrosImpl")],
                targets: [
                    Target(name: "MacrosImpl", kind: .other("macro")), Target(name: "Future", kind: .other("future")),
                    Target(name: "Binary", kind: .other("binary")),
                ])
            try fixture.write("Packages/Macros/Sources/MacrosImpl/M.swift", "import PageKit\n")
            let report = ImportCheck.run(try fixture.workspace())
            #expect(report.problems.map(\.target) == ["MacrosImpl"])
            #expect(
                report.unscanned == [
                    "Packages/Macros: target Future is of a kind the check does not know, future, and is not scanned"
                ])
        }
    }

    @Test("a target's files are its own: not a nested target's, an excluded path's, or a DocC catalog's")
    func targetFiles() throws {
        try withFixture({ try Fixture.standard() }) { fixture in
            try fixture.package(
                "Packages/Nest", dependsOn: ["Packages/PageKit"], products: [library("Outer"), library("Inner")],
                targets: [
                    Target(name: "Outer", exclude: ["Inner", "./Scripts", "Notes.swift"]),
                    Target(name: "Inner", path: "Sources/Outer/Inner", dependencies: [product("PageKit")]),
                    Target(name: "Listed", sources: ["Main"]),
                    Target(name: "Dotted", path: "./Sources/Dotted/../Dotted"),
                ])
            for file in [
                "Outer/Inner/I.swift", "Outer/Scripts/tool.swift", "Outer/Notes.swift",
                "Outer/Outer.docc/Snippet.swift",
                "Listed/Other/O.swift",
            ] {
                try fixture.write("Packages/Nest/Sources/\(file)", "import PageKit\n")
            }
            try fixture.write("Packages/Nest/Sources/Outer/Outer.swift", "import Feed\n")
            try fixture.write("Packages/Nest/Sources/Listed/Main/M.swift", "import Store\n")
            try fixture.write("Packages/Nest/Sources/Dotted/D.swift", "import Store\n")
            let workspace = try fixture.workspace()
            let report = ImportCheck.run(workspace)
            #expect(
                report.problems.map(\.file) == [
                    "Packages/Nest/Sources/Dotted/D.swift", "Packages/Nest/Sources/Listed/Main/M.swift",
                    "Packages/Nest/Sources/Outer/Outer.swift",
                ])
            let nest = try #require(workspace.package(at: "Packages/Nest"))
            let files = nest.manifest.targets.map { target in
                TargetSources.swiftFiles(of: target, in: nest, root: workspace.root)?.map {
                    ImportCheck.relativePath(of: $0, root: workspace.root)
                }
            }
            #expect(
                files == [
                    ["Packages/Nest/Sources/Outer/Outer.swift"], ["Packages/Nest/Sources/Outer/Inner/I.swift"],
                    ["Packages/Nest/Sources/Listed/Main/M.swift"], ["Packages/Nest/Sources/Dotted/D.swift"],
                ])
        }
    }

    @Test("a nested target's files are not its parent's, though the parent does not exclude its directory")
    func nestedTargetWithoutExclude() throws {
        try withFixture({ try Fixture.standard() }) { fixture in
            try fixture.package(
                "Packages/Nest", dependsOn: ["Packages/PageKit"], products: [library("Outer"), library("Inner")],
                targets: [
                    Target(name: "Outer"),
                    Target(name: "Inner", path: "Sources/Outer/Inner", dependencies: [product("PageKit")]),
                ])
            try fixture.write("Packages/Nest/Sources/Outer/Outer.swift", "import Foundation\n")
            try fixture.write("Packages/Nest/Sources/Outer/Inner/I.swift", "import PageKit\n")
            let workspace = try fixture.workspace()
            let nest = try #require(workspace.package(at: "Packages/Nest"))
            let outer = try #require(nest.manifest.target(named: "Outer"))
            let files = TargetSources.swiftFiles(of: outer, in: nest, root: workspace.root)?.map {
                ImportCheck.relativePath(of: $0, root: workspace.root)
            }
            #expect(files == ["Packages/Nest/Sources/Outer/Outer.swift"])
            #expect(ImportCheck.run(workspace).problems.isEmpty)
        }
    }

    @Test("an excluded or listed path holds what is under it, not a file or folder whose name only begins with it")
    func excludedAndListedPathsAreWholeNames() throws {
        try withFixture({ try Fixture.standard() }) { fixture in
            try fixture.package(
                "Packages/Paths", products: [library("Excluding"), library("Listing")],
                targets: [
                    Target(name: "Excluding", exclude: ["Scripts"]),
                    Target(name: "Listing", sources: ["Main"]),
                ])
            try fixture.write("Packages/Paths/Sources/Excluding/Scripts/tool.swift", "import Feed\n")
            try fixture.write("Packages/Paths/Sources/Excluding/ScriptsHelper.swift", "import Feed\n")
            try fixture.write("Packages/Paths/Sources/Listing/Main/M.swift", "import Foundation\n")
            try fixture.write("Packages/Paths/Sources/Listing/MainExtras/E.swift", "import Feed\n")
            let report = ImportCheck.run(try fixture.workspace())
            #expect(report.problems.map(\.file) == ["Packages/Paths/Sources/Excluding/ScriptsHelper.swift"])
        }
    }

    @Test("a depends-on line declares no import: a module of the named package is undeclared")
    func dependsOnDeclaresNoImport() throws {
        // Tests/EndToEnd says `depends-on ../../App`, which orders builds and tests only.
        let report = try check(["Tests/EndToEnd/Tests/EndToEndTests/EndToEndTests.swift": "import AppCore\n"])
        #expect(report.problems.map(\.module) == ["AppCore"])
        #expect(report.problems.first?.target == "EndToEndTests")
        #expect(report.problems.first?.owner == .workspace(package: "App", target: "AppCore"))
    }
}
