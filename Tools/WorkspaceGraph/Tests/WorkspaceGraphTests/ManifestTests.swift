import Foundation
import Testing

@testable import WorkspaceGraph

@Suite("manifests")
struct ManifestTests {
    @Test("decodes dump-package JSON: dependencies, products, kinds, paths, target dependencies, exclude, sources")
    func decode() throws {
        let json = """
            {
              "name": "Benchmarks",
              "dependencies": [
                {"sourceControl": [{"identity": "benchmark", "location": {"remote": [{"urlString": "u"}]}}]},
                {"fileSystem": [{"identity": "pagekit", "path": "/w/Packages/PageKit"}]},
                {"registry": [{"identity": "scope.name"}]}
              ],
              "products": [
                {"name": "Lib", "targets": ["Lib", "More"], "type": {"library": ["automatic"]}},
                {"name": "tool", "targets": ["Tool"], "type": {"executable": null}}
              ],
              "targets": [
                {"name": "Lib", "type": "regular", "dependencies": [
                  {"byName": ["Other", null]},
                  {"target": ["More", {"platformNames": ["linux"]}]},
                  {"product": ["Benchmark", "benchmark", null, null]},
                  {"product": ["PageKit", null, {"A": "B"}, null]}
                ]},
                {"name": "More", "type": "regular", "path": "Sources/Extra", "dependencies": [],
                 "exclude": ["Inner", "notes.txt"], "sources": ["Main"]},
                {"name": "LibTests", "type": "test", "dependencies": []},
                {"name": "Plugin", "type": "plugin", "dependencies": []},
                {"name": "Macros", "type": "macro", "dependencies": []}
              ]
            }
            """
        let manifest = try Manifest.decode(Data(json.utf8))
        #expect(manifest.name == "Benchmarks")
        #expect(
            manifest.dependencies == [
                .remote(identity: "benchmark"), .local(path: "/w/Packages/PageKit"), .remote(identity: "scope.name"),
            ])
        #expect(manifest.dependencies[1].identity == "pagekit")
        #expect(
            manifest.products == [
                Product(name: "Lib", targets: ["Lib", "More"]),
                Product(name: "tool", targets: ["Tool"], isExecutable: true),
            ])
        #expect(
            manifest.targets.first?.dependencies == [
                .byName("Other"), .target("More"), .product(name: "Benchmark", package: "benchmark"),
                .product(name: "PageKit", package: nil),
            ])
        #expect(manifest.targets.map(\.kind) == [.regular, .regular, .test, .plugin, .other("macro")])
        #expect(
            manifest.targets.map(\.directory) == [
                "Sources/Lib", "Sources/Extra", "Tests/LibTests", "Sources/Plugin", "Sources/Macros",
            ])
        #expect(manifest.targets.map(\.exclude) == [[], ["Inner", "notes.txt"], [], [], []])
        #expect(manifest.targets.map(\.sources) == [nil, ["Main"], nil, nil, nil])
        #expect(manifest.targets.map(\.isPlain) == [false, false, true, true, true])
    }

    @Test("a product without a package resolves by name among the dependencies")
    func productByName() throws {
        try withFixture({ try Fixture.standard() }) { fixture in
            try fixture.package(
                "Tools/Thing", dependsOn: ["Packages/Store"], remote: ["swinject"],
                targets: [
                    Target(
                        name: "Thing",
                        dependencies: [
                            .product(name: "StoreInterface", package: nil), .byName("Swinject"), .byName("Nope"),
                        ])
                ])
            let workspace = try fixture.workspace()
            let package = try #require(workspace.package(at: "Tools/Thing"))
            let target = try #require(package.manifest.target(named: "Thing"))
            let resolved = workspace.dependencies(of: target, in: package)
            #expect(resolved.map(\.origin) == [.workspace("Packages/Store"), .external("swinject"), .unresolved])
            #expect(resolved.map(\.modules) == [["StoreInterface"], ["Swinject"], ["Nope"]])
        }
    }

    @Test("FNV-1a 64 matches the reference values")
    func fnv() {
        var empty = FNV1a()
        empty.add([UInt8]())
        #expect(empty.hex == "cbf29ce484222325")
        var a = FNV1a()
        a.add(Array("a".utf8))
        #expect(a.hex == "af63dc4c8601ec8c")
    }

    @Test("depends-on lines are read; anything else after workspace-graph: is an error")
    func dependsOnLines() throws {
        let text = """
            // swift-tools-version:6.0
            // workspace-graph: depends-on ../../App — runs the built app
              //workspace-graph: depends-on ../Other
            // an ordinary comment about workspace-graph: depends-on
            """
        #expect(
            try DependsOnComment.parse(text, file: "T/Package.swift") == [
                DependsOnComment(line: 2, path: "../../App", reason: "runs the built app"),
                DependsOnComment(line: 3, path: "../Other", reason: ""),
            ])
        #expect(
            throws: WorkspaceGraphError.badDirective(
                file: "T/Package.swift", line: 1, text: "// workspace-graph: dependson X")
        ) {
            try DependsOnComment.parse("// workspace-graph: dependson X", file: "T/Package.swift")
        }
        try withFixture { fixture in
            try fixture.package("Tests/E", targets: [], manifestText: "// workspace-graph: depends-on ../../Nope — x\n")
            #expect(
                throws: WorkspaceGraphError.unknownDependsOn(file: "Tests/E/Package.swift", line: 2, path: "../../Nope")
            ) {
                try fixture.workspace()
            }
        }
    }

    @Test("depends-on and outside-dependencies lines are read from a manifest with CRLF or CR line endings")
    func dependsOnLinesCRLF() throws {
        for end in ["\r\n", "\r"] {
            let text = [
                "// swift-tools-version:6.0", "// workspace-graph: depends-on ../../App — runs the built app", "",
            ]
            .joined(separator: end)
            #expect(
                try DependsOnComment.parse(text, file: "T/Package.swift") == [
                    DependsOnComment(line: 2, path: "../../App", reason: "runs the built app")
                ])
            #expect(
                DependsOnComment.allowsOutsideDependencies("// a\(end)// workspace-graph: outside-dependencies\(end)"))
        }
    }

    @Test("a depends-on path that leaves the root is an error, not the workspace package of the same name")
    func dependsOnAboveTheRoot() throws {
        try withFixture({ try Fixture.standard() }) { fixture in
            // From Tests/E, ../../App is the workspace's App; ../../../App is beside the workspace.
            try fixture.package("Tests/E", targets: [], manifestText: "// workspace-graph: depends-on ../../../App\n")
            #expect(
                throws: WorkspaceGraphError.unknownDependsOn(
                    file: "Tests/E/Package.swift", line: 2, path: "../../../App")
            ) {
                try fixture.workspace()
            }
        }
    }

    @Test("packages are found by the workspace's patterns")
    func discovery() throws {
        try withFixture { fixture in
            for path in ["Packages/A", "Packages/B", "App", "Tests/E", "Tools/T", "Other/X", "Packages/C/Nested"] {
                try fixture.write("\(path)/Package.swift", "// swift-tools-version:6.0\n")
            }
            try fixture.write("Packages/NoManifest/README.md", "")
            #expect(
                try Workspace.discoverPackages(root: fixture.root) == [
                    "App", "Packages/A", "Packages/B", "Tests/E", "Tools/T",
                ])
        }
        #expect(throws: WorkspaceGraphError.self) {
            try withFixture { fixture in try Workspace.discoverPackages(root: fixture.root) }
        }
    }

    @Test("a package path with whitespace is refused, naming it: the workspace's commands take paths as words")
    func spacedPath() throws {
        #expect(throws: WorkspaceGraphError.spacedPackagePath("Packages/C M S")) {
            try withFixture { fixture in
                try fixture.write("Packages/A/Package.swift", "// swift-tools-version:6.0\n")
                try fixture.write("Packages/C M S/Package.swift", "// swift-tools-version:6.0\n")
                return try Workspace.discoverPackages(root: fixture.root)
            }
        }
    }
}
