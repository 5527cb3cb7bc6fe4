import Foundation
import Testing

@testable import WorkspaceGraph

@Suite("umbrella")
struct TestUmbrellaTests {
    private let everyPackage = [
        "Packages/JSONParsing", "Packages/ComponentService", "Packages/PageKit", "Packages/Store", "Packages/Feed",
        "App", "Tests/EndToEnd",
    ]

    @Test("every test target joins, with its sources through the root link and its dependencies as products")
    func standard() throws {
        try withFixture({ try Fixture.standard() }) { fixture in
            let umbrella = TestUmbrella(workspace: try fixture.workspace(), packages: everyPackage, rootPath: "../..")
            #expect(umbrella.exclusions.isEmpty)
            #expect(umbrella.members.map(\.package) == everyPackage)
            #expect(umbrella.members.first { $0.package == "App" }?.testTargets == ["AppCoreTests"])
            let manifest = umbrella.manifest
            #expect(manifest.hasPrefix("// swift-tools-version:6.0\n"))
            #expect(manifest.contains(#"name: "WorkspaceTests""#))
            #expect(manifest.contains(#".package(path: "../../Packages/Store"),"#))
            #expect(manifest.contains(#".package(path: "../../Tests/TestSupport"),"#))
            #expect(manifest.contains(#"path: "workspace/Packages/Store/Tests/StoreTests"),"#))
            #expect(manifest.contains(#"path: "workspace/Tests/EndToEnd/Tests/EndToEndTests"),"#))
            // byName of an own target becomes the product offering it; a product keeps its package's identity.
            #expect(manifest.contains(#".product(name: "Store", package: "store"),"#))
            #expect(manifest.contains(#".product(name: "TestSupport", package: "testsupport"),"#))
            #expect(manifest.contains(#".product(name: "AppCore", package: "app"),"#))
            #expect(!manifest.contains("Tests/TestSupport/Tests"))
            // The end-to-end tests run the app (a depends-on line): the umbrella's programs target builds it, and
            // no test target depends on it, so that the test binary's link does not wait for the app's. AppCore, a
            // library of the same line, is not the end-to-end tests' to import.
            func target(_ name: String) throws -> String {
                let start = try #require(manifest.range(of: "name: \"\(name)\""))
                return try #require(manifest[start.upperBound...].components(separatedBy: "path:").first)
            }
            let programs = try target(TestUmbrella.programsTarget)
            #expect(programs.contains(#".product(name: "app", package: "app")"#))
            #expect(manifest.contains("path: \"\(TestUmbrella.programsDirectory)\"),"))
            let endToEnd = try target("EndToEndTests")
            #expect(!endToEnd.contains(#"package: "app""#))
            #expect(!endToEnd.contains(TestUmbrella.programsTarget))
            // The manifest names the packages it was made for, in the order given.
            #expect(TestUmbrella.packages(inManifest: manifest) == everyPackage)
        }
    }

    @Test("a test target's module, which names its tests, is its name made a Swift identifier, as SwiftPM makes it")
    func moduleNames() {
        let cases = [
            ("StoreTests", "StoreTests"), ("CMS-Tests", "CMS_Tests"), ("a.b c", "a_b_c"), ("1Tests", "_1Tests"),
            ("Café-Tests", "Café_Tests"), ("_T", "_T"),
        ]
        for (target, module) in cases {
            #expect(TestUmbrella.Member.moduleName(ofTarget: target) == module)
        }
        let member = TestUmbrella.Member(package: "Packages/CMS", testTargets: ["CMS-Tests", "CMSTests"])
        #expect(member.testModules == ["CMS_Tests", "CMSTests"])
    }

    @Test("without a package whose tests run a program, the umbrella has no programs target")
    func noPrograms() throws {
        try withFixture({ try Fixture.standard() }) { fixture in
            let umbrella = TestUmbrella(
                workspace: try fixture.workspace(), packages: ["Packages/Store", "App"], rootPath: "../..")
            #expect(!umbrella.manifest.contains(TestUmbrella.programsTarget))
            #expect(umbrella.packages == ["Packages/Store", "App"])
        }
    }

    @Test("an umbrella that keeps its packages stays as it is for any of them, and grows for others")
    func keeping() throws {
        try withFixture({ try Fixture.standard() }) { fixture in
            let workspace = try fixture.workspace()
            let directory = UmbrellaDirectory(url: fixture.root.appending(path: ".build/workspace-umbrella"))
            #expect(directory.packages().isEmpty)
            #expect(directory.packages(keeping: ["App"]) == ["App"])
            let full = TestUmbrella(workspace: workspace, packages: everyPackage, rootPath: "../..")
            try directory.write(manifest: full.manifest, rootPath: "../..")
            #expect(directory.packages() == everyPackage)
            // Fewer packages, in another order, or twice: the same manifest.
            for asked in [["Tests/EndToEnd", "App", "Packages/Store"], everyPackage.reversed(), ["App", "App"]] {
                let kept = TestUmbrella(
                    workspace: workspace, packages: directory.packages(keeping: asked), rootPath: "../..")
                #expect(kept.manifest == full.manifest, "\(asked)")
            }
            // A package it lacks joins after the others; one that is no longer a package leaves.
            let grown = TestUmbrella(
                workspace: workspace, packages: directory.packages(keeping: ["Packages/Gone"]), rootPath: "../..")
            #expect(grown.packages == everyPackage)
            try directory.write(
                manifest: TestUmbrella(workspace: workspace, packages: ["App"], rootPath: "../..").manifest,
                rootPath: "../..")
            #expect(directory.packages(keeping: ["Packages/Store"]) == ["App", "Packages/Store"])
        }
    }

    @Test("a package whose tests need their own package is left out, saying why; the others still join")
    func exclusions() throws {
        try withFixture({ try Fixture.standard() }) { fixture in
            // Feed's tests use XCTest; Store declares a `package` function, in a folder of its target.
            try fixture.write("Packages/Feed/Tests/FeedTests/FeedTests.swift", "import XCTest\n")
            // ComponentService's tests have XCTest from a module that re-exports it, after a byte order mark.
            try fixture.write(
                "Packages/ComponentService/Tests/ComponentServiceTests/Reexported.swift",
                "\u{FEFF}import TestSupport\nfinal class P: XCTestCase {}\n")
            try fixture.write("Packages/Store/Sources/Store/Store.swift", "// package func\nfunc open() {}\n")
            try fixture.write("Packages/Store/Sources/Store/Deep/Inner.swift", "package func secret() {}\n")
            // PageKit's test target has resources.
            try fixture.package(
                "Packages/PageKit", dependsOn: ["Packages/JSONParsing"], products: [library("PageKit")],
                targets: [
                    Target(name: "PageKit"),
                    Target(name: "PageKitTests", kind: .test, dependencies: [.byName("PageKit")], isPlain: false),
                ])
            // A second package with a test target named like JSONParsing's; one whose test needs an internal target.
            try fixture.package(
                "Packages/Copy", products: [library("Copy")],
                targets: [
                    Target(name: "Copy"), Target(name: "Hidden"),
                    Target(name: "JSONParsingTests", kind: .test, dependencies: [.byName("Copy")]),
                ])
            try fixture.package(
                "Packages/Inner", products: [library("Inner")],
                targets: [
                    Target(name: "Inner"), Target(name: "Deeper"),
                    Target(name: "Secret", dependencies: [.target("Deeper")]),
                    Target(name: "InnerTests", kind: .test, dependencies: [.target("Secret")]),
                ])
            let umbrella = TestUmbrella(
                workspace: try fixture.workspace(), packages: everyPackage + ["Packages/Copy", "Packages/Inner"],
                rootPath: "../..")
            let reasons = Dictionary(uniqueKeysWithValues: umbrella.exclusions.map { ($0.package, $0.reason) })
            #expect(reasons["Packages/Feed"] == "its test target FeedTests uses XCTest")
            #expect(reasons["Packages/ComponentService"] == "its test target ComponentServiceTests uses XCTest")
            #expect(
                reasons["Packages/Store"]
                    == "Packages/Store/Sources/Store/Deep/Inner.swift declares `package` symbols, which only its own "
                    + "package's tests can reach")
            #expect(
                reasons["Packages/PageKit"]
                    == "its test target PageKitTests has resources, settings, plugins or conditions")
            #expect(
                reasons["Packages/Copy"] == "its target JSONParsingTests has the name of one in Packages/JSONParsing")
            #expect(
                reasons["Packages/Inner"]
                    == "its test target InnerTests depends on Secret, which no product of it offers and which "
                    + "depends on Deeper of the same package")
            #expect(umbrella.members.map(\.package) == ["Packages/JSONParsing", "App", "Tests/EndToEnd"])
            #expect(!umbrella.manifest.contains("FeedTests"))
        }
    }

    @Test("a package with a test target named like a target of another package is left out, in either order")
    func testTargetNamedLikeALibrary() throws {
        try withFixture { fixture in
            try fixture.package("Packages/Lib", products: [library("Helpers")], targets: [Target(name: "Helpers")])
            try fixture.package(
                "Packages/User", dependsOn: ["Packages/Lib"],
                targets: [Target(name: "UserTests", kind: .test, dependencies: [product("Helpers", package: "Lib")])])
            // Alone, Other's build never sees Lib's Helpers; in the umbrella, SwiftPM refuses the graph: "multiple
            // packages ('lib', 'workspacetests') declare targets with a conflicting name: 'Helpers'".
            try fixture.package("Packages/Other", targets: [Target(name: "Helpers", kind: .test)])
            for packages in [["Packages/User", "Packages/Other"], ["Packages/Other", "Packages/User"]] {
                let umbrella = TestUmbrella(workspace: try fixture.workspace(), packages: packages, rootPath: "../..")
                #expect(umbrella.members.map(\.package) == ["Packages/User"])
                #expect(
                    umbrella.exclusions == [
                        TestUmbrella.Exclusion(
                            package: "Packages/Other",
                            reason: "its test target Helpers has the name of a target in Packages/Lib")
                    ])
            }
        }
    }

    @Test("a package with a stub named like the umbrella's programs target is left out")
    func supportTargetNamedLikeTheProgramsTarget() throws {
        try withFixture({ try Fixture.standard() }) { fixture in
            let name = TestUmbrella.programsTarget
            try fixture.package(
                "Packages/Stubbed", products: [library("Stubbed")],
                targets: [
                    Target(name: "Stubbed"), Target(name: name),
                    Target(name: "StubbedTests", kind: .test, dependencies: [.target(name)]),
                ])
            let umbrella = TestUmbrella(
                workspace: try fixture.workspace(), packages: everyPackage + ["Packages/Stubbed"], rootPath: "../..")
            #expect(umbrella.members.map(\.package) == everyPackage)
            #expect(
                umbrella.exclusions == [
                    TestUmbrella.Exclusion(
                        package: "Packages/Stubbed", reason: "its target \(name) has the name of the umbrella's own")
                ])
            // The end-to-end tests run the app, so the umbrella declares its own target of that name, once.
            #expect(umbrella.manifest.components(separatedBy: "name: \"\(name)\"").count == 2)
        }
    }

    @Test("names and paths are Swift string literals in the manifest: a backslash or a quote in them is escaped")
    func escaping() throws {
        try withFixture { fixture in
            let path = #"Packages/Q"uote\(x)"#
            try fixture.package(path, targets: [Target(name: "QTests", kind: .test)])
            let umbrella = TestUmbrella(workspace: try fixture.workspace(), packages: [path], rootPath: "../..")
            #expect(umbrella.members.count == 1)
            #expect(umbrella.manifest.contains(#"path: "workspace/Packages/Q\"uote\\(x)/Tests/QTests""#))
            // SwiftPM reads the manifest back with the path as it is.
            try fixture.write("Umbrella/Package.swift", umbrella.manifest)
            let manifests = try ManifestReader(root: fixture.root).read(packages: ["Umbrella"]).manifests
            #expect(manifests["Umbrella"]?.targets.map(\.path) == ["workspace/\(path)/Tests/QTests"])
            #expect(TestUmbrella.literal("a\\b\"c\nd") == #""a\\b\"c\nd""#)
            #expect(TestUmbrella.literal("A\u{1}B\u{7F}") == #""A\u{1}B\u{7f}""#)
        }
    }

    @Test("a target of its own package that no product offers, such as a stub, joins as a target of the umbrella")
    func supportTargets() throws {
        try withFixture({ try Fixture.standard() }) { fixture in
            // PageKit's tests build on a stub that no product offers, which itself uses JSONParsing.
            try fixture.package(
                "Packages/PageKit", dependsOn: ["Packages/JSONParsing"], products: [library("PageKit")],
                targets: [
                    Target(name: "PageKit"),
                    Target(name: "Stub", dependencies: [.product(name: "JSONParsing", package: "JSONParsing")]),
                    Target(name: "PageKitTests", kind: .test, dependencies: [.byName("PageKit"), .byName("Stub")]),
                    Target(name: "MoreTests", kind: .test, dependencies: [.target("Stub")]),
                ])
            let umbrella = TestUmbrella(workspace: try fixture.workspace(), packages: everyPackage, rootPath: "../..")
            #expect(umbrella.exclusions.isEmpty)
            #expect(umbrella.members.map(\.package) == everyPackage)
            let manifest = umbrella.manifest
            // Declared once, from its own sources, with its dependency as a product; both test targets name it.
            #expect(manifest.components(separatedBy: #"name: "Stub""#).count == 2)
            let stub = try #require(manifest.range(of: #"name: "Stub""#))
            let stubTarget = try #require(manifest[stub.upperBound...].components(separatedBy: ".testTarget(").first)
            #expect(stubTarget.contains(#".product(name: "JSONParsing", package: "jsonparsing"),"#))
            #expect(stubTarget.contains(#"path: "workspace/Packages/PageKit/Sources/Stub""#))
            #expect(manifest.components(separatedBy: #"                "Stub","#).count == 3)
        }
    }

    @Test("a target only tests use stays out when its package's own copy could reach the build or clash with it")
    func refusedSupportTargets() throws {
        try withFixture({ try Fixture.standard() }) { fixture in
            // A shipped target uses the target, so the package's own copy comes with its product.
            try fixture.package(
                "Packages/Shipped", products: [library("Lib")],
                targets: [
                    Target(name: "Lib", dependencies: [.target("Middle")]),
                    Target(name: "Middle", dependencies: [.target("Core")]), Target(name: "Core"),
                    Target(name: "ShippedTests", kind: .test, dependencies: [.target("Core")]),
                ])
            // Another workspace package has a target of the same name; two packages' stubs of one name.
            try fixture.package(
                "Packages/Clash", products: [library("Clash")],
                targets: [
                    Target(name: "Clash"), Target(name: "TestSupport"),
                    Target(name: "ClashTests", kind: .test, dependencies: [.target("TestSupport")]),
                ])
            try fixture.package(
                "Packages/First", products: [library("First")],
                targets: [
                    Target(name: "First"), Target(name: "Stub"),
                    Target(name: "FirstTests", kind: .test, dependencies: [.target("Stub")]),
                ])
            try fixture.package(
                "Packages/Second", products: [library("Second")],
                targets: [
                    Target(name: "Second"), Target(name: "Stub"),
                    Target(name: "SecondTests", kind: .test, dependencies: [.target("Stub")]),
                ])
            // The target uses XCTest, which the shared test build leaves out.
            try fixture.package(
                "Packages/Old", products: [library("Old")],
                targets: [
                    Target(name: "Old"), Target(name: "OldStub"),
                    Target(name: "OldTests", kind: .test, dependencies: [.target("OldStub")]),
                ])
            try fixture.write("Packages/Old/Sources/OldStub/OldStub.swift", "import XCTest\n")
            let refused = ["Packages/Shipped", "Packages/Clash", "Packages/First", "Packages/Second", "Packages/Old"]
            let umbrella = TestUmbrella(
                workspace: try fixture.workspace(), packages: everyPackage + refused, rootPath: "../..")
            #expect(umbrella.members.map(\.package) == everyPackage)
            let reasons = Dictionary(uniqueKeysWithValues: umbrella.exclusions.map { ($0.package, $0.reason) })
            let unoffered = { (test: String, target: String) in
                "its test target \(test) depends on \(target), which no product of it offers and which "
            }
            #expect(reasons["Packages/Shipped"] == unoffered("ShippedTests", "Core") + "its other targets use")
            #expect(
                reasons["Packages/Clash"]
                    == unoffered("ClashTests", "TestSupport") + "has the name of a target in Tests/TestSupport")
            let named = "has the name of a target in Packages/"
            #expect(reasons["Packages/First"] == unoffered("FirstTests", "Stub") + named + "Second")
            #expect(reasons["Packages/Second"] == unoffered("SecondTests", "Stub") + named + "First")
            #expect(reasons["Packages/Old"] == unoffered("OldTests", "OldStub") + "uses XCTest")
            #expect(!umbrella.manifest.contains(#"name: "Core""#))
            #expect(!umbrella.manifest.contains(#"name: "Stub""#))
        }
    }

    @Test("a package with an older language mode, tests on a remote package or an executable helper is left out")
    func refusedManifests() throws {
        try withFixture({ try Fixture.standard() }) { fixture in
            for (path, name) in [("Packages/Five", "Five"), ("Packages/Pinned", "Pinned")] {
                try fixture.package(
                    path, products: [library(name)],
                    targets: [
                        Target(name: name), Target(name: "\(name)Tests", kind: .test, dependencies: [.byName(name)]),
                    ])
            }
            fixture.manifests["Packages/Five"]?.toolsMajorVersion = 5
            fixture.manifests["Packages/Pinned"]?.setsLanguageModes = true
            try fixture.package(
                "Packages/Remote", remote: ["swift-numerics"], products: [library("Remote")],
                targets: [
                    Target(name: "Remote"),
                    Target(
                        name: "RemoteTests", kind: .test,
                        dependencies: [.byName("Remote"), product("Numerics", package: "swift-numerics")]),
                ])
            try fixture.package(
                "Packages/Tooled", products: [library("Tooled")],
                targets: [
                    Target(name: "Tooled"), Target(name: "Helper", kind: .executable),
                    Target(name: "TooledTests", kind: .test, dependencies: [.target("Helper")]),
                ])
            try fixture.write("Packages/Tooled/Sources/Helper/main.swift", "print(1)\n")
            let refused = ["Packages/Five", "Packages/Pinned", "Packages/Remote", "Packages/Tooled"]
            let umbrella = TestUmbrella(
                workspace: try fixture.workspace(), packages: everyPackage + refused, rootPath: "../..")
            #expect(umbrella.members.map(\.package) == everyPackage)
            let reasons = Dictionary(uniqueKeysWithValues: umbrella.exclusions.map { ($0.package, $0.reason) })
            let oldMode = "its manifest does not use the Swift 6 language mode of tools version 6"
            #expect(reasons["Packages/Five"] == oldMode)
            #expect(reasons["Packages/Pinned"] == oldMode)
            #expect(
                reasons["Packages/Remote"]
                    == "its test target RemoteTests depends on Numerics, which no workspace package offers")
            #expect(
                reasons["Packages/Tooled"]
                    == "its test target TooledTests depends on Helper, which no product of it offers and which is not "
                    + "a plain library target")
        }
    }

    @Test("platforms are the highest each member declares")
    func platforms() throws {
        try withFixture { fixture in
            for (path, version) in [("Packages/A", "14.0"), ("Packages/B", "15.2"), ("Packages/C", "15.10")] {
                let name = URL(fileURLWithPath: path).lastPathComponent
                try fixture.package(
                    path, products: [library(name)],
                    targets: [
                        Target(name: name), Target(name: "\(name)Tests", kind: .test, dependencies: [.byName(name)]),
                    ])
                fixture.manifests[path]?.platforms = [.init(platformName: "macos", version: version)]
            }
            let umbrella = TestUmbrella(
                workspace: try fixture.workspace(), packages: ["Packages/A", "Packages/B", "Packages/C"],
                rootPath: "../..")
            #expect(umbrella.manifest.contains(#"platforms: [.macOS("15.10")],"#))
        }
    }

    @Test("a file added to, or removed from, any package changes the manifest, so that SwiftPM plans again")
    func fileListing() throws {
        try withFixture({ try Fixture.standard() }) { fixture in
            func manifest() throws -> String {
                TestUmbrella(workspace: try fixture.workspace(), packages: ["App"], rootPath: "../..").manifest
            }
            let before = try manifest()
            #expect(before.contains("// The names of the workspace's files (FileListing)"))
            // Store is not a member, but the app builds it: a new file of its sources must be built too.
            try fixture.write("Packages/Store/Sources/Store/New.swift", "func new() {}\n")
            let added = try manifest()
            #expect(added != before)
            // A file's contents are SwiftPM's to follow; hidden files do not count.
            try fixture.write("Packages/Store/Sources/Store/New.swift", "func changed() {}\n")
            try fixture.write("Packages/Store/Sources/Store/.hidden", "x")
            #expect(try manifest() == added)
            try FileManager.default.removeItem(
                at: fixture.root.appending(path: "Packages/Store/Sources/Store/New.swift"))
            #expect(try manifest() == before)
            // A file added to a package's tests counts as one added to its sources.
            try fixture.write("Packages/Store/Tests/StoreTests/NewTests.swift", "func newTest() {}\n")
            #expect(try manifest() != before)
        }
    }

    @Test("the directory gets the manifest and a link to the root; an unchanged manifest is not written again")
    func directory() throws {
        try withFixture { fixture in
            let directory = UmbrellaDirectory(url: fixture.root.appending(path: ".build/workspace-umbrella"))
            let rootPath = try directory.rootPath(to: fixture.root)
            #expect(rootPath == "../..")
            try directory.write(manifest: "// one\n", rootPath: rootPath)
            let manifest = directory.url.appending(path: "Package.swift")
            let link = directory.url.appending(path: TestUmbrella.rootLink)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "../..")
            try fixture.write(".build/workspace-umbrella/workspace/marker", "x")
            #expect(FileManager.default.fileExists(atPath: fixture.root.appending(path: "marker").path))
            let written = try FileManager.default.attributesOfItem(atPath: manifest.path)[.modificationDate] as? Date
            try directory.write(manifest: "// one\n", rootPath: rootPath)
            let again = try FileManager.default.attributesOfItem(atPath: manifest.path)[.modificationDate] as? Date
            #expect(written == again)
            try directory.write(manifest: "// two\n", rootPath: rootPath)
            #expect(FileManager.default.contents(atPath: manifest.path) == Data("// two\n".utf8))
            // The programs target's one source file is there, and is left as it is.
            let programs = directory.url.appending(path: "\(TestUmbrella.programsDirectory)/Programs.swift")
            #expect(FileManager.default.fileExists(atPath: programs.path))
        }
    }

    @Test("with the scratch directory behind a link, the root link and package paths still lead to the root")
    func directoryBehindALink() throws {
        try withFixture { fixture in
            let files = FileManager.default
            let elsewhere = files.temporaryDirectory.appending(path: "workspace-graph-scratch-\(UUID().uuidString)")
            defer { try? files.removeItem(at: elsewhere) }
            try files.createDirectory(at: elsewhere.appending(path: "scratch"), withIntermediateDirectories: true)
            try files.createDirectory(at: fixture.root.appending(path: ".build"), withIntermediateDirectories: true)
            try files.createSymbolicLink(
                at: fixture.root.appending(path: ".build/linked"),
                withDestinationURL: elsewhere.appending(path: "scratch"))
            try fixture.write("Packages/Store/marker", "x")
            let directory = UmbrellaDirectory(url: fixture.root.appending(path: ".build/linked/workspace-umbrella"))
            let rootPath = try directory.rootPath(to: fixture.root)
            try directory.write(manifest: "// one\n", rootPath: rootPath)
            let linked = directory.url.appending(path: "\(TestUmbrella.rootLink)/Packages/Store/marker")
            #expect(files.fileExists(atPath: linked.path), "\(rootPath)")
            // A package path in the manifest, relative to the directory where it really is, as SwiftPM reads it.
            let real = directory.url.resolvingSymlinksInPath().appending(path: "\(rootPath)/Packages/Store/marker")
            #expect(files.fileExists(atPath: real.path), "\(rootPath)")
        }
    }
}
