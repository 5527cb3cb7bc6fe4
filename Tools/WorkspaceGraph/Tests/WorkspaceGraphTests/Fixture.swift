import Foundation
import Testing

@testable import WorkspaceGraph

/// A workspace in a temporary directory: manifests given as values (no `dump-package`), files written for real.
struct Fixture {
    let root: URL
    var manifests: [String: Manifest] = [:]

    init() throws {
        root = FileManager.default.temporaryDirectory.appending(path: "workspace-graph-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// Writes a file, relative to the root.
    func write(_ path: String, _ text: String) throws {
        let url = root.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Adds a package: its manifest value, a Package.swift (with `manifestText` in it, for `depends-on` lines)
    /// and a directory for each target.
    mutating func package(
        _ path: String, dependsOn packages: [String] = [], remote: [String] = [], products: [Product] = [],
        targets: [Target], manifestText: String = ""
    ) throws {
        let dependencies =
            packages.map { PackageDependency.local(path: root.appending(path: $0).path) }
            + remote.map { PackageDependency.remote(identity: $0) }
        let name = URL(fileURLWithPath: path).lastPathComponent
        manifests[path] = Manifest(name: name, dependencies: dependencies, products: products, targets: targets)
        try write("\(path)/Package.swift", "// swift-tools-version:6.0\n\(manifestText)")
        for target in targets where target.kind != .plugin {
            try FileManager.default.createDirectory(
                at: root.appending(path: path).appending(path: target.directory), withIntermediateDirectories: true)
        }
    }

    func workspace() throws -> Workspace {
        try Workspace(root: root, manifests: manifests)
    }

    /// Removes the fixture, and the lock files SwiftPM left for it in the temporary directory.
    func remove() {
        let files = FileManager.default
        try? files.removeItem(at: root)
        let lockPrefix = root.path.replacingOccurrences(of: "/", with: "_")
        for name in (try? files.contentsOfDirectory(atPath: files.temporaryDirectory.path)) ?? []
        where name.hasPrefix(lockPrefix) && name.hasSuffix(".lock") {
            try? files.removeItem(at: files.temporaryDirectory.appending(path: name))
        }
    }

    /// A small workspace shaped like the real one: a test-only helper, core packages, two components, an app
    /// and end-to-end tests that run the app (a `depends-on` line).
    static func standard() throws -> Fixture {
        var fixture = try Fixture()
        try fixture.package(
            "Tests/TestSupport", products: [library("TestSupport")], targets: [Target(name: "TestSupport")])
        try fixture.package(
            "Packages/JSONParsing", dependsOn: ["Tests/TestSupport"], products: [library("JSONParsing")],
            targets: [
                Target(name: "JSONParsing"),
                Target(
                    name: "JSONParsingTests", kind: .test,
                    dependencies: [.byName("JSONParsing"), product("TestSupport")]),
            ])
        for core in ["ComponentService", "PageKit"] {
            try fixture.package(
                "Packages/\(core)", dependsOn: ["Packages/JSONParsing", "Tests/TestSupport"], products: [library(core)],
                targets: [
                    Target(name: core, dependencies: [product("JSONParsing")]),
                    Target(name: "\(core)Tests", kind: .test, dependencies: [.byName(core), product("TestSupport")]),
                ])
        }
        for component in ["Store", "Feed"] {
            try fixture.package(
                "Packages/\(component)", dependsOn: ["Packages/ComponentService", "Packages/PageKit"],
                products: [library("\(component)Interface"), library(component)],
                targets: [
                    Target(name: "\(component)Interface", dependencies: [product("ComponentService")]),
                    Target(
                        name: component,
                        dependencies: [
                            .byName("\(component)Interface"), product("ComponentService"), product("PageKit"),
                        ]),
                    Target(name: "\(component)Tests", kind: .test, dependencies: [.byName(component)]),
                ])
        }
        try fixture.package(
            "App", dependsOn: ["Packages/ComponentService", "Packages/Store", "Packages/Feed"],
            products: [Product(name: "app", targets: ["app"], isExecutable: true), library("AppCore")],
            targets: [
                Target(name: "AppCore", dependencies: [product("ComponentService")]),
                Target(
                    name: "app", kind: .executable,
                    dependencies: [
                        .byName("AppCore"), product("Store"), product("Feed"),
                        product("FeedInterface", package: "Feed"),
                    ]),
                Target(name: "AppCoreTests", kind: .test, dependencies: [.target("AppCore")]),
            ])
        try fixture.package(
            "Tests/EndToEnd", targets: [Target(name: "EndToEndTests", kind: .test, path: "Tests/EndToEndTests")],
            manifestText: "// workspace-graph: depends-on ../../App — runs the built app\n")
        return fixture
    }

    /// The standard fixture with Store's implementation depending on Feed's, and StoreInterface on PageKit.
    static func brokenRules() throws -> Fixture {
        var fixture = try Fixture.standard()
        try fixture.package(
            "Packages/Store", dependsOn: ["Packages/ComponentService", "Packages/PageKit", "Packages/Feed"],
            products: [library("StoreInterface"), library("Store")],
            targets: [
                Target(name: "StoreInterface", dependencies: [product("ComponentService"), product("PageKit")]),
                Target(
                    name: "Store",
                    dependencies: [.byName("StoreInterface"), product("ComponentService"), product("Feed")]),
                Target(name: "StoreTests", kind: .test, dependencies: [.byName("Store"), product("Feed")]),
            ])
        try fixture.write(
            "Packages/Store/Sources/Store/Store.swift", "import Feed\nimport StoreInterface\nimport PageKit\n")
        return fixture
    }
}

/// A library product made of one target of the same name.
func library(_ name: String) -> Product {
    Product(name: name, targets: [name])
}

/// `.product(name: name, package: package ?? name)`.
func product(_ name: String, package: String? = nil) -> TargetDependency {
    .product(name: name, package: package ?? name)
}

/// Runs `body` with a fixture and removes it afterwards.
func withFixture<T>(_ make: () throws -> Fixture = { try Fixture() }, _ body: (inout Fixture) throws -> T) throws -> T {
    var fixture = try make()
    defer { fixture.remove() }
    return try body(&fixture)
}

/// A seeded random number generator (SplitMix64), so randomized tests are repeatable.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
