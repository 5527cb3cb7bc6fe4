import Foundation

/// One package that builds the test targets of many workspace packages, so that a test run compiles them in one
/// build graph and links one test binary instead of one per package. Each test target keeps its sources and
/// its dependencies, which become products of the packages that offer them.
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

    /// A package whose test targets join the umbrella.
    public struct Member: Sendable, Hashable {
        /// The package's path.
        public var package: String
        /// Its test targets, which are the umbrella's too.
        public var testTargets: [String]
    }

    /// A package left out, and why.
    public struct Exclusion: Sendable, Hashable {
        /// The package's path.
        public var package: String
        /// Why its tests must be built in their own package.
        public var reason: String
    }

    /// The packages that join, in the order given.
    public private(set) var members: [Member] = []
    /// The packages with test targets that do not join, in the order given.
    public private(set) var exclusions: [Exclusion] = []
    /// The manifest, for a directory from which `rootPath` leads to the workspace root.
    public private(set) var manifest = ""

    private struct TestTarget {
        var name: String
        var path: String
        var products: [(product: String, package: String)]
    }

    /// The umbrella over the test targets of `packages` (paths relative to the root), for a manifest in a
    /// directory from which `rootPath` (e.g. `../..`) leads to the workspace root.
    public init(workspace: Workspace, packages: [String], rootPath: String) {
        var targets: [TestTarget] = []
        var dependencies: [String: String] = [:]  // identity → path relative to the root
        var testTargetOwners: [String: String] = [:]
        var platforms: [String: String] = [:]
        for path in packages {
            guard let package = workspace.package(at: path) else { continue }
            let tests = package.manifest.targets.filter { $0.kind == .test }
            guard !tests.isEmpty else { continue }
            do throws(Reason) {
                let joined = try Self.testTargets(of: package, in: workspace)
                for target in joined {
                    if let owner = testTargetOwners[target.name] {
                        throw Reason("its test target \(target.name) has the name of one in \(owner)")
                    }
                }
                for target in joined {
                    testTargetOwners[target.name] = path
                    for (_, identity) in target.products {
                        if let path = Self.packagePath(identity: identity, from: package, in: workspace) {
                            dependencies[identity] = path
                        }
                    }
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
        manifest = Self.render(targets: targets, dependencies: dependencies, platforms: platforms, rootPath: rootPath)
    }

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
            if usesXCTest(directory: workspace.root.appending(path: directory)) {
                throw Reason("its test target \(target.name) uses XCTest")
            }
            var products: [(product: String, package: String)] = []
            for dependency in target.dependencies {
                products.append(try product(for: dependency, of: target, in: package, workspace: workspace))
            }
            result.append(TestTarget(name: target.name, path: directory, products: products))
        }
        return result
    }

    /// The product (and the identity of its package) that offers what a test target depends on.
    private static func product(
        for dependency: TargetDependency, of target: Target, in package: WorkspacePackage, workspace: Workspace
    ) throws(Reason) -> (product: String, package: String) {
        let manifest = package.manifest
        let ownIdentity = URL(fileURLWithPath: package.path).lastPathComponent.lowercased()
        let ownTarget: String?
        switch dependency {
        case .target(let name): ownTarget = name
        case .byName(let name): ownTarget = manifest.target(named: name) == nil ? nil : name
        case .product: ownTarget = nil
        }
        switch dependency {
        case _ where ownTarget != nil:
            let name = ownTarget ?? ""
            let offering = manifest.products.filter { $0.targets.contains(name) }
            guard let product = offering.first(where: { $0.name == name }) ?? offering.first else {
                throw Reason("its test target \(target.name) depends on \(name), which no product of it offers")
            }
            return (product.name, ownIdentity)
        case .byName(let name), .target(let name):
            for dependency in manifest.dependencies {
                guard case .local = dependency.location,
                    let path = packagePath(identity: dependency.identity, from: package, in: workspace),
                    workspace.package(at: path)?.manifest.product(named: name) != nil
                else { continue }
                return (name, dependency.identity)
            }
            throw Reason("its test target \(target.name) depends on \(name), which no workspace package offers")
        case .product(let name, let identity):
            let candidates = manifest.dependencies.filter { dependency in
                identity.map { dependency.identity == $0.lowercased() } ?? true
            }
            for dependency in candidates {
                guard case .local = dependency.location,
                    let path = packagePath(identity: dependency.identity, from: package, in: workspace),
                    workspace.package(at: path)?.manifest.product(named: name) != nil
                else { continue }
                return (name, dependency.identity)
            }
            throw Reason("its test target \(target.name) depends on \(name), which no workspace package offers")
        }
    }

    /// The path, relative to the root, of the package with an identity: the package itself or one of its local
    /// dependencies.
    private static func packagePath(
        identity: String, from package: WorkspacePackage, in workspace: Workspace
    )
        -> String?
    {
        if URL(fileURLWithPath: package.path).lastPathComponent.lowercased() == identity { return package.path }
        for dependency in package.manifest.dependencies where dependency.identity == identity {
            if case .local(let absolute) = dependency.location {
                return workspace.packagePath(forAbsolutePath: absolute)
            }
        }
        return nil
    }

    /// The first source file of a non-test target that declares something with `package` access.
    private static func declaresPackageAccess(_ package: WorkspacePackage, in workspace: Workspace) -> String? {
        let keywords = [
            "func", "var", "let", "struct", "class", "enum", "protocol", "typealias", "init", "actor", "static",
            "subscript", "final", "extension",
        ]
        for target in package.manifest.targets where target.kind != .test {
            let directory = workspace.root.appending(path: package.path).appending(path: target.directory)
            for file in ImportCheck.swiftFiles(under: directory) ?? [] {
                guard let data = FileManager.default.contents(atPath: file.path) else { continue }
                let code = String(
                    decoding: ImportScanner.codeOnly(String(decoding: data, as: UTF8.self)), as: UTF8.self)
                for line in code.split(separator: "\n") {
                    let words = line.split(whereSeparator: \.isWhitespace)
                    guard let index = words.firstIndex(of: "package"), index + 1 < words.count,
                        keywords.contains(String(words[index + 1]))
                    else { continue }
                    return "\(package.path)/\(target.directory)/\(file.lastPathComponent)"
                }
            }
        }
        return nil
    }

    private static func usesXCTest(directory: URL) -> Bool {
        for file in ImportCheck.swiftFiles(under: directory) ?? [] {
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            if ImportScanner.imports(in: String(decoding: data, as: UTF8.self)).contains(where: {
                $0.module == "XCTest"
            }) {
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
        targets: [TestTarget], dependencies: [String: String], platforms: [String: String], rootPath: String
    ) -> String {
        var lines = [
            "// swift-tools-version:6.0",
            "// Written by `workspace-graph umbrella` for a test run: the test targets of the packages it tests,",
            "// built as one package. Each run writes it anew.",
            "import PackageDescription", "", "let package = Package(", "    name: \"\(packageName)\",",
        ]
        let declared = platforms.sorted { $0.key < $1.key }.compactMap { name, version in
            platformNames[name].map { ".\($0)(\"\(version)\")" }
        }
        if !declared.isEmpty { lines.append("    platforms: [\(declared.joined(separator: ", "))],") }
        lines.append("    dependencies: [")
        for path in Set(dependencies.values).sorted() {
            lines.append("        .package(path: \"\(rootPath)/\(path)\"),")
        }
        lines += ["    ],", "    targets: ["]
        for target in targets {
            lines.append("        .testTarget(")
            lines.append("            name: \"\(target.name)\",")
            lines.append("            dependencies: [")
            for (product, package) in target.products {
                lines.append("                .product(name: \"\(product)\", package: \"\(package)\"),")
            }
            lines.append("            ],")
            lines.append("            path: \"\(rootLink)/\(target.path)\"),")
        }
        lines += ["    ]", ")", ""]
        return lines.joined(separator: "\n")
    }
}
