import Foundation
import Testing

@testable import WorkspaceGraph

@Suite("dump-package and its cache", .serialized)
struct ManifestReaderTests {
    @Test("reads real manifests with swift package dump-package, caches them, and dumps again when one changes")
    func realDump() throws {
        try withFixture { fixture in
            try fixture.write(
                "Packages/Core/Package.swift",
                """
                // swift-tools-version:6.0
                import PackageDescription

                let package = Package(
                    name: "Core",
                    products: [.library(name: "Core", targets: ["Core"])],
                    targets: [.target(name: "Core"), .testTarget(name: "CoreTests", dependencies: ["Core"])]
                )
                """)
            try fixture.write(
                "App/Package.swift",
                """
                // swift-tools-version:6.0
                import PackageDescription

                // workspace-graph: depends-on ../Packages/Core — for the test
                let package = Package(
                    name: "App",
                    dependencies: [.package(path: "../Packages/Core")],
                    targets: [.executableTarget(name: "app", dependencies: [.product(name: "Core", package: "Core")])]
                )
                """)
            try fixture.write("App/Sources/app/main.swift", "import Core\nimport Foundation\n")
            try fixture.write("Packages/Core/Sources/Core/Core.swift", "public let core = 1\n")

            let reader = ManifestReader(root: fixture.root)
            let first = try reader.read(packages: ["App", "Packages/Core"])
            #expect(first.dumped == ["App", "Packages/Core"])
            let cached = try FileManager.default.contentsOfDirectory(atPath: reader.cacheDirectory.path)
            #expect(cached.count == 2)
            #expect(cached.allSatisfy { $0.count == 21 && $0.hasSuffix(".json") })

            let workspace = try Workspace.load(root: fixture.root)
            let app = try #require(workspace.package(at: "App"))
            #expect(app.manifest.dependencies.first?.identity == "core")
            #expect(app.dependsOn.map(\.package) == ["Packages/Core"])
            let appTarget = try #require(app.manifest.target(named: "app"))
            #expect(workspace.dependencies(of: appTarget, in: app).first?.origin == .workspace("Packages/Core"))
            #expect(ImportCheck.run(workspace).problems.isEmpty)

            #expect(try reader.read(packages: ["App", "Packages/Core"]).dumped.isEmpty)
            try fixture.write(
                "Packages/Core/Package.swift",
                """
                // swift-tools-version:6.0
                import PackageDescription

                let package = Package(name: "Core", targets: [.target(name: "Core"), .target(name: "More")])
                """)
            let second = try reader.read(packages: ["App", "Packages/Core"])
            #expect(second.dumped == ["Packages/Core"])
            #expect(second.manifests["Packages/Core"]?.targets.map(\.name) == ["Core", "More"])
        }
    }

    @Test("a manifest that does not compile is an error naming the package and showing swift's output")
    func failingDump() throws {
        try withFixture { fixture in
            try fixture.write("Packages/Broken/Package.swift", "// swift-tools-version:6.0\nlet package = nonsense\n")
            do {
                _ = try ManifestReader(root: fixture.root).read(packages: ["Packages/Broken"])
                Issue.record("a broken manifest was read")
            } catch let error as WorkspaceGraphError {
                guard case .dumpFailed(let failures) = error else {
                    Issue.record("unexpected error \(error)")
                    return
                }
                #expect(failures.map(\.package) == ["Packages/Broken"])
                #expect(error.description.hasPrefix("cannot read Packages/Broken/Package.swift: "))
                #expect(error.description.contains("nonsense"))
            }
        }
    }

    @Test("a changed Package@swift-6.1.swift, which SwiftPM reads instead of Package.swift, is dumped again")
    func versionSpecificManifest() throws {
        try withFixture { fixture in
            // SwiftPM 6.1 and later read the version-specific manifest: its tools version is higher.
            let manifest = { (tools: String, test: String) in
                """
                // swift-tools-version:\(tools)
                import PackageDescription
                let package = Package(name: "Core", targets: [.target(name: "Core"), .testTarget(name: "\(test)")])
                """
            }
            try fixture.write("Packages/Core/Package.swift", manifest("6.0", "CoreTests"))
            try fixture.write("Packages/Core/Package@swift-6.1.swift", manifest("6.1", "CoreTests"))
            let reader = ManifestReader(root: fixture.root)
            #expect(try reader.read(packages: ["Packages/Core"]).dumped == ["Packages/Core"])
            #expect(try reader.read(packages: ["Packages/Core"]).dumped.isEmpty)
            try fixture.write("Packages/Core/Package@swift-6.1.swift", manifest("6.1", "RenamedTests"))
            let again = try reader.read(packages: ["Packages/Core"])
            #expect(again.dumped == ["Packages/Core"])
            #expect(again.manifests["Packages/Core"]?.targets.map(\.name) == ["Core", "RenamedTests"])
        }
    }

    @Test("a dump no read uses for a week leaves the cache when another manifest is dumped; one used stays")
    func pruning() throws {
        try withFixture { fixture in
            let manifest =
                "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Core\")\n"
            try fixture.write("Packages/Core/Package.swift", manifest)
            let reader = ManifestReader(root: fixture.root)
            _ = try reader.read(packages: ["Packages/Core"])
            let files = FileManager.default
            let old = reader.cacheDirectory.appending(path: "0000000000000001.json")
            let recent = reader.cacheDirectory.appending(path: "0000000000000002.json")
            let used = try files.contentsOfDirectory(atPath: reader.cacheDirectory.path)
            for file in [old, recent] { try Data("{}".utf8).write(to: file) }
            let longAgo = Date(timeIntervalSinceNow: -8 * 24 * 60 * 60)
            try files.setAttributes([.modificationDate: longAgo], ofItemAtPath: old.path)
            for name in used {
                try files.setAttributes(
                    [.modificationDate: longAgo], ofItemAtPath: reader.cacheDirectory.appending(path: name).path)
            }
            // A read from the cache alone removes nothing, and dates the dumps it used as used now.
            #expect(try reader.read(packages: ["Packages/Core"]).dumped.isEmpty)
            #expect(files.fileExists(atPath: old.path))
            // Another read, which does not use Core's dump (another toolchain's, say), keeps it: it was used.
            try fixture.write("Packages/Other/Package.swift", manifest.replacingOccurrences(of: "Core", with: "Other"))
            #expect(try reader.read(packages: ["Packages/Other"]).dumped == ["Packages/Other"])
            let left = Set(try files.contentsOfDirectory(atPath: reader.cacheDirectory.path))
            #expect(!left.contains(old.lastPathComponent))
            #expect(left.contains(recent.lastPathComponent))
            #expect(left.isSuperset(of: used))
            #expect(left.count == used.count + 2)
        }
    }

    @Test("the same manifest in two directories has two cache keys: its relative paths lead elsewhere")
    func cacheKeyNamesTheDirectory() throws {
        try withFixture { fixture in
            // `../Core` is Packages/Core for one and Tests/Core for the other: their dumps differ.
            let manifest = """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "Same", dependencies: [.package(path: "../Core")])
                """
            try fixture.write("Packages/Same/Package.swift", manifest)
            try fixture.write("Tests/Same/Package.swift", manifest)
            let reader = ManifestReader(root: fixture.root)
            let toolchain = Data("a toolchain".utf8)
            let keys = try ["Packages/Same", "Tests/Same"].map {
                try reader.cacheKey(package: $0, toolchain: toolchain)
            }
            #expect(keys[0] != keys[1])
            #expect(try reader.cacheKey(package: "Packages/Same", toolchain: toolchain) == keys[0])
        }
    }
}
