import Foundation

/// One package that builds the test targets of many workspace packages, so that a test run compiles them in one
/// build graph and links one test binary instead of one per package. Each test target keeps its sources and
/// its dependencies, which become products of the packages that offer them; a target of its own package that
/// only its tests use and no product offers (a stub) is declared by the umbrella from the same sources. An
/// executable that a test target's package names in a `depends-on` line is a dependency of the umbrella's
/// ``programsTarget``, so that one build also links the program the tests run, beside the test binary rather
/// than before it.
///
/// The manifest lives in a directory of its own (under `.build`), beside a symbolic link to the workspace root:
/// SwiftPM takes a target's sources only from inside its package, and the link keeps every relative path a test
/// derives from `#filePath` pointing into the workspace. A package joins only when its tests build the same
/// there as in their own package; otherwise it is left out, with why, and is tested on its own.
public struct TestUmbrella: Sendable {
    /// The name of the umbrella package; its test binary is `<name>PackageTests.xctest`.
    public static let packageName = "WorkspaceTests"
    /// The name of the link to the workspace root, beside the manifest.
    public static let rootLink = "workspace"
    /// The umbrella's target that depends on the programs the tests run, so that the build links them. No test
    /// target depends on it: the test binary's link then need not wait for theirs.
    public static let programsTarget = "WorkspaceTestsPrograms"
    /// The directory of ``programsTarget``, beside the manifest, and its one source file.
    public static let programsDirectory = "Programs"
    static let programsSource = "Programs.swift"

    /// A package whose test targets join the umbrella.
    public struct Member: Sendable, Hashable {
        /// The package's path.
        public var package: String
        /// Its test targets, which are the umbrella's too.
        public var testTargets: [String]

        /// The modules of its test targets, which name their tests: a target's name with every character a
        /// Swift identifier cannot hold made `_`, as SwiftPM makes it (`CMS-Tests` is `CMS_Tests`).
        public var testModules: [String] { testTargets.map(Self.moduleName(ofTarget:)) }

        /// The module SwiftPM builds from a target of this name.
        public static func moduleName(ofTarget name: String) -> String {
            var module = name.utf8.map { ImportScanner.isIdentifierByte($0) ? $0 : UInt8(ascii: "_") }
            if let first = module.first, ImportScanner.isDigit(first) { module.insert(UInt8(ascii: "_"), at: 0) }
            return String(decoding: module, as: UTF8.self)
        }
    }

    /// A package left out, and why.
    public struct Exclusion: Sendable, Hashable {
        /// The package's path.
        public var package: String
        /// Why its tests must be built in their own package.
        public var reason: String
    }

    /// The packages it was made for: those of the workspace among the ones given, each once, in the order given.
    /// The manifest names them (``packages(inManifest:)``).
    public let packages: [String]
    /// The packages that join, in the order given.
    public private(set) var members: [Member] = []
    /// The packages with test targets that do not join, in the order given.
    public private(set) var exclusions: [Exclusion] = []
    /// The manifest, for a directory from which `rootPath` leads to the workspace root.
    public private(set) var manifest = ""

    private struct TestTarget {
        var name: String
        var path: String
        /// Each dependency as a product and the path, relative to the root, of the package that offers it.
        var products: [(product: String, package: String)]
        /// The targets of its own package that no product offers, such as a stub the tests build on: the
        /// umbrella declares them as targets of its own (``SupportTarget``).
        var supportTargets: [SupportTarget] = []
        /// The executable products its tests run, and the packages that offer them.
        var programs: [(product: String, package: String)] = []
    }

    /// A regular target of a member that only its tests use, declared by the umbrella from the same sources.
    private struct SupportTarget {
        var name: String
        var path: String
        var products: [(product: String, package: String)]
    }

    /// The umbrella over the test targets of `packages` (paths relative to the root), for a manifest in a
    /// directory from which `rootPath` (e.g. `../..`) leads to the workspace root.
    public init(workspace: Workspace, packages: [String], rootPath: String) {
        var seen: Set<String> = []
        self.packages = packages.filter { workspace.package(at: $0) != nil && seen.insert($0).inserted }
        var targets: [TestTarget] = []
        var testTargetOwners: [String: String] = [:]
        var platforms: [String: String] = [:]
        // SwiftPM refuses a graph in which a target of the umbrella has the name of a target of a package it
        // depends on; any workspace package may be one of them.
        var targetOwners: [String: [String]] = [:]
        for package in workspace.packages {
            for target in package.manifest.targets where target.kind != .test {
                targetOwners[target.name, default: []].append(package.path)
            }
        }
        for path in self.packages {
            guard let package = workspace.package(at: path) else { continue }
            let tests = package.manifest.targets.filter { $0.kind == .test }
            guard !tests.isEmpty else { continue }
            do throws(Reason) {
                let joined = try Self.testTargets(of: package, in: workspace)
                let names = joined.map(\.name) + Set(joined.flatMap { $0.supportTargets.map(\.name) }).sorted()
                for name in names {
                    if name == Self.programsTarget {
                        throw Reason("its target \(name) has the name of the umbrella's own")
                    }
                    if let owner = testTargetOwners[name] {
                        throw Reason("its target \(name) has the name of one in \(owner)")
                    }
                }
                for target in joined {
                    if let owner = targetOwners[target.name]?.first(where: { $0 != path }) {
                        throw Reason("its test target \(target.name) has the name of a target in \(owner)")
                    }
                }
                for name in names {
                    testTargetOwners[name] = path
                }
                targets += joined
                members.append(Member(package: path, testTargets: joined.map(\.name)))
                for platform in package.manifest.platforms {
                    let known = platforms[platform.platformName]
                    if known.map({ Self.isVersion($0, lowerThan: platform.version) }) ?? true {
                        platforms[platform.platformName] = platform.version
                    }
                }
            } catch {
                exclusions.append(Exclusion(package: path, reason: error.text))
            }
        }
        manifest = Self.render(
            packages: self.packages, targets: targets, platforms: platforms, rootPath: rootPath,
            files: FileListing.fingerprint(of: workspace))
    }

    /// The packages an umbrella's manifest was made for, as its ``packages`` lines name them; empty for any other
    /// text.
    public static func packages(inManifest manifest: String) -> [String] {
        manifest.split(separator: "\n").compactMap { line in
            line.hasPrefix(packageLinePrefix) ? String(line.dropFirst(packageLinePrefix.count)) : nil
        }
    }

    /// How the manifest names each package it was made for, one line each.
    private static let packageLinePrefix = "// Made for the package "

    private struct Reason: Error {
        var text: String
        init(_ text: String) { self.text = text }
    }

    /// The package's test targets as the umbrella declares them, or why they cannot join.
    private static func testTargets(
        of package: WorkspacePackage, in workspace: Workspace
    ) throws(Reason)
        -> [TestTarget]
    {
        let manifest = package.manifest
        guard (manifest.toolsMajorVersion ?? 0) >= 6, !manifest.setsLanguageModes else {
            throw Reason("its manifest does not use the Swift 6 language mode of tools version 6")
        }
        if let file = declaresPackageAccess(package, in: workspace) {
            throw Reason("\(file) declares `package` symbols, which only its own package's tests can reach")
        }
        var result: [TestTarget] = []
        for target in manifest.targets where target.kind == .test {
            guard target.isPlain else {
                throw Reason("its test target \(target.name) has resources, settings, plugins or conditions")
            }
            let directory = "\(package.path)/\(target.directory)"
            if usesXCTest(target, of: package, in: workspace) {
                throw Reason("its test target \(target.name) uses XCTest")
            }
            var joined = TestTarget(name: target.name, path: directory, products: [])
            for dependency in workspace.dependencies(of: target, in: package) {
                if let support = try supportTarget(dependency, of: target, in: package, workspace: workspace) {
                    joined.supportTargets.append(support)
                } else if dependency.declaresImports {
                    joined.products.append(try product(for: dependency, of: target, in: package))
                } else if let program = executable(dependency, in: workspace) {
                    joined.programs.append(program)
                }
            }
            result.append(joined)
        }
        return result
    }

    /// The product, and the path of the package that offers it, for what a test target depends on: a product of
    /// a workspace package as it is, a target of its own package as the product that offers it.
    private static func product(
        for dependency: ResolvedDependency, of target: Target, in package: WorkspacePackage
    ) throws(Reason) -> (product: String, package: String) {
        switch dependency.origin {
        case .ownTarget:
            let offering = package.manifest.products.filter { $0.targets.contains(dependency.name) }
            guard let product = offering.first(where: { $0.name == dependency.name }) ?? offering.first else {
                throw Reason(
                    "its test target \(target.name) depends on \(dependency.name), which no product of it offers")
            }
            return (product.name, package.path)
        case .workspace(let path) where !dependency.modules.isEmpty:
            return (dependency.name, path)
        case .workspace, .external, .unresolved:
            throw Reason(
                "its test target \(target.name) depends on \(dependency.name), which no workspace package offers")
        }
    }

    /// For a dependency on a regular target of the test target's own package that no product offers, that
    /// target as the umbrella declares it; `nil` for any other dependency. It joins only when nothing else
    /// can bring the package's own copy into the build or clash with it: no non-test target of its package
    /// uses it, no other workspace package has a target of its name, it does not use XCTest, it is plain, and
    /// everything it depends on is a product the umbrella can name.
    private static func supportTarget(
        _ dependency: ResolvedDependency, of target: Target, in package: WorkspacePackage, workspace: Workspace
    ) throws(Reason) -> SupportTarget? {
        guard dependency.origin == .ownTarget, dependency.declaresImports,
            !package.manifest.products.contains(where: { $0.targets.contains(dependency.name) }),
            let support = package.manifest.target(named: dependency.name)
        else { return nil }
        let unoffered = "its test target \(target.name) depends on \(dependency.name), which no product of it offers"
        guard support.kind == .regular, support.isPlain else {
            throw Reason("\(unoffered) and which is not a plain library target")
        }
        if shipped(by: package, in: workspace).contains(support.name) {
            throw Reason("\(unoffered) and which its other targets use")
        }
        if let other = workspace.packages.first(where: {
            $0.path != package.path && $0.manifest.target(named: support.name).map { $0.kind != .test } == true
        }) {
            throw Reason("\(unoffered) and which has the name of a target in \(other.path)")
        }
        let directory = "\(package.path)/\(support.directory)"
        if usesXCTest(support, of: package, in: workspace) {
            throw Reason("\(unoffered) and which uses XCTest")
        }
        var products: [(product: String, package: String)] = []
        for own in workspace.dependencies(of: support, in: package) where own.declaresImports {
            guard own.origin != .ownTarget else {
                throw Reason("\(unoffered) and which depends on \(own.name) of the same package")
            }
            products.append(try product(for: own, of: target, in: package))
        }
        return SupportTarget(name: support.name, path: directory, products: products)
    }

    /// The targets of `package` that its non-test targets use, directly or through one another.
    private static func shipped(by package: WorkspacePackage, in workspace: Workspace) -> Set<String> {
        var used: Set<String> = []
        var pending = package.manifest.targets.filter { $0.kind != .test }
        while let next = pending.popLast() {
            for dependency in workspace.dependencies(of: next, in: package) where dependency.origin == .ownTarget {
                guard used.insert(dependency.name).inserted, let own = package.manifest.target(named: dependency.name)
                else { continue }
                pending.append(own)
            }
        }
        return used
    }

    /// For a `depends-on` line's executable product (the tests run the program), the product and its package:
    /// it adds no module to import, but the same build then links the program the tests run.
    private static func executable(
        _ dependency: ResolvedDependency, in workspace: Workspace
    ) -> (product: String, package: String)? {
        guard case .workspace(let path) = dependency.origin,
            workspace.package(at: path)?.manifest.product(named: dependency.name)?.isExecutable == true
        else { return nil }
        return (dependency.name, path)
    }

    /// The first source file of a non-test target that declares something with `package` access.
    private static func declaresPackageAccess(_ package: WorkspacePackage, in workspace: Workspace) -> String? {
        for target in package.manifest.targets where target.kind != .test {
            for file in TargetSources.swiftFiles(of: target, in: package, root: workspace.root) ?? [] {
                guard let text = ImportCheck.text(of: file), ImportScanner.declaresPackageAccess(in: text) else {
                    continue
                }
                return ImportCheck.relativePath(of: file, root: workspace.root)
            }
        }
        return nil
    }

    /// Whether the sources of a target use XCTest: import it, or name `XCTestCase`, as a test does that has
    /// XCTest from a module that re-exports it.
    private static func usesXCTest(_ target: Target, of package: WorkspacePackage, in workspace: Workspace) -> Bool {
        for file in TargetSources.swiftFiles(of: target, in: package, root: workspace.root) ?? [] {
            guard let text = ImportCheck.text(of: file) else { continue }
            // Comments and strings blanked once for both questions.
            let code = ImportScanner.codeOnly(text)
            if ImportScanner.imports(inCode: code).contains(where: { $0.module == "XCTest" })
                || ImportScanner.mentions("XCTestCase", inCode: code)
            {
                return true
            }
        }
        return false
    }

    private static func isVersion(_ left: String, lowerThan right: String) -> Bool {
        let parts = { (text: String) in text.split(separator: ".").map { Int($0) ?? 0 } }
        let (a, b) = (parts(left), parts(right))
        for index in 0..<max(a.count, b.count) {
            let (x, y) = (index < a.count ? a[index] : 0, index < b.count ? b[index] : 0)
            if x != y { return x < y }
        }
        return false
    }

    private static let platformNames = [
        "macos": "macOS", "ios": "iOS", "tvos": "tvOS", "watchos": "watchOS", "visionos": "visionOS",
        "maccatalyst": "macCatalyst", "driverkit": "driverKit",
    ]

    private static func render(
        packages: [String], targets: [TestTarget], platforms: [String: String], rootPath: String, files: String
    ) -> String {
        var lines = [
            "// swift-tools-version:6.0",
            "// Written by `workspace-graph umbrella` for a test run: the test targets of the packages it tests,",
            "// built as one package. Each run writes it anew.",
            "// The names of the workspace's files (FileListing), so that a file added to a package is built: \(files)",
        ]
        lines += packages.map { packageLinePrefix + $0 }
        lines += ["import PackageDescription", "", "let package = Package(", "    name: \"\(packageName)\","]
        let declared = platforms.sorted { $0.key < $1.key }.compactMap { name, version in
            platformNames[name].map { ".\($0)(\(literal(version)))" }
        }
        if !declared.isEmpty { lines.append("    platforms: [\(declared.joined(separator: ", "))],") }
        var supports: [SupportTarget] = []
        for support in targets.flatMap(\.supportTargets) where !supports.contains(where: { $0.name == support.name }) {
            supports.append(support)
        }
        var programs: [(product: String, package: String)] = []
        for program in targets.flatMap(\.programs) where !programs.contains(where: { $0 == program }) {
            programs.append(program)
        }
        lines.append("    dependencies: [")
        let packages =
            targets.flatMap { $0.products.map(\.package) } + supports.flatMap { $0.products.map(\.package) }
            + programs.map(\.package)
        for path in Set(packages).sorted() {
            lines.append("        .package(path: \(literal("\(rootPath)/\(path)"))),")
        }
        lines += ["    ],", "    targets: ["]
        for support in supports {
            lines.append("        .target(")
            lines.append("            name: \(literal(support.name)),")
            lines += dependencyLines(support.products, targets: [])
            lines.append("            path: \(literal("\(rootLink)/\(support.path)"))),")
        }
        if !programs.isEmpty {
            lines += ["        .target(", "            name: \"\(programsTarget)\","]
            lines += dependencyLines(programs, targets: [])
            lines.append("            path: \"\(programsDirectory)\"),")
        }
        for target in targets {
            lines.append("        .testTarget(")
            lines.append("            name: \(literal(target.name)),")
            lines += dependencyLines(target.products, targets: target.supportTargets.map(\.name))
            lines.append("            path: \(literal("\(rootLink)/\(target.path)"))),")
        }
        lines += ["    ]", ")", ""]
        return lines.joined(separator: "\n")
    }

    /// `text` as a Swift string literal: in quotes, with every backslash, quote and control character escaped
    /// (which the compiler refuses raw in a source file), so that a name or a path from the workspace is the
    /// manifest's string as it is, never code or an interpolation.
    static func literal(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                escaped += "\\u{\(String(scalar.value, radix: 16))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }

    /// A target's `dependencies:` argument: the umbrella's own `targets` by name, then `products`.
    private static func dependencyLines(
        _ products: [(product: String, package: String)], targets: [String]
    ) -> [String] {
        var lines = ["            dependencies: ["]
        lines += targets.map { "                \(literal($0))," }
        for (product, package) in products {
            let identity = PackageDependency.local(path: package).identity
            lines.append("                .product(name: \(literal(product)), package: \(literal(identity))),")
        }
        lines.append("            ],")
        return lines
    }
}
