import Foundation

/// A package of the workspace: its path relative to the root, its manifest and its `depends-on` lines.
public struct WorkspacePackage: Sendable, Hashable {
    /// The path relative to the root, e.g. `Packages/Store`, `App`.
    public var path: String
    /// The decoded manifest.
    public var manifest: Manifest
    /// The `// workspace-graph: depends-on` lines, each with the workspace package it names.
    public var dependsOn: [DependsOn]

    /// A `depends-on` line and the workspace package it names.
    public struct DependsOn: Sendable, Hashable {
        /// The comment line.
        public var comment: DependsOnComment
        /// The package it names, relative to the root.
        public var package: String

        /// Makes a record.
        public init(comment: DependsOnComment, package: String) {
            self.comment = comment
            self.package = package
        }
    }

    /// Whether its manifest lets it depend on packages outside the workspace (`// workspace-graph:
    /// outside-dependencies`), as the benchmarks do; the product does not.
    public var allowsOutsideDependencies: Bool

    /// Makes a package record.
    public init(
        path: String, manifest: Manifest, dependsOn: [DependsOn] = [], allowsOutsideDependencies: Bool = false
    ) {
        self.path = path
        self.manifest = manifest
        self.dependsOn = dependsOn
        self.allowsOutsideDependencies = allowsOutsideDependencies
    }

    /// Whether it is a direct child of `Packages/`.
    public var isUnderPackages: Bool {
        let components = path.split(separator: "/")
        return components.count == 2 && components[0] == "Packages"
    }

    /// Whether it is a component package: under `Packages/`, with a target whose name ends in `Interface`.
    public var isComponent: Bool {
        isUnderPackages && manifest.targets.contains { $0.name.hasSuffix("Interface") }
    }

    /// Whether it is a core package: under `Packages/`, without an `Interface` target.
    public var isCore: Bool {
        isUnderPackages && !isComponent
    }
}

/// The packages of a workspace and how their targets depend on each other.
public struct Workspace: Sendable {
    /// The root, absolute and with symbolic links resolved.
    public let root: URL
    /// The packages, sorted by path.
    public let packages: [WorkspacePackage]

    private let packagesByPath: [String: WorkspacePackage]
    /// What ``packagePath(forAbsolutePath:)`` answers for each local dependency of a manifest, found once:
    /// each answer reads the file system, and the targets of a workspace of 60 packages ask thousands of times.
    private let packagePathsByDependencyPath: [String: String?]

    /// Who provides each module the packages have or depend on, found once (``owner(ofModule:preferring:)``).
    public private(set) var modules = ModuleIndex.empty

    /// The patterns a package's directory matches, relative to the root (`*` is one directory).
    public static let packagePatterns = ["Packages/*", "App", "Tests/*", "Tools/*"]

    /// Reads the workspace at `root`: finds its packages and reads their manifests with `reader` (default: a
    /// `ManifestReader` for `root`, which caches dumps under `.build/workspace-graph`).
    public static func load(root: URL, reader: ManifestReader? = nil) throws -> Workspace {
        let root = try resolvedRoot(root)
        let paths = try discoverPackages(root: root)
        let manifests = try (reader ?? ManifestReader(root: root)).read(packages: paths).manifests
        return try Workspace(root: root, manifests: manifests)
    }

    /// The packages under `root`: every directory matching one of `packagePatterns` that has a Package.swift,
    /// as paths relative to the root, sorted.
    ///
    /// - Throws: ``WorkspaceGraphError/spacedPackagePath(_:)`` for a path with whitespace, which the
    ///   workspace's commands cannot pass as one word.
    public static func discoverPackages(root: URL) throws -> [String] {
        let files = FileManager.default
        var paths: [String] = []
        for pattern in packagePatterns {
            let candidates: [String]
            if pattern.hasSuffix("/*") {
                let parent = String(pattern.dropLast(2))
                let names = (try? files.contentsOfDirectory(atPath: root.appending(path: parent).path)) ?? []
                candidates = names.filter { !$0.hasPrefix(".") }.map { "\(parent)/\($0)" }
            } else {
                candidates = [pattern]
            }
            paths += candidates.filter { files.fileExists(atPath: root.appending(path: "\($0)/Package.swift").path) }
        }
        guard !paths.isEmpty else { throw WorkspaceGraphError.noPackages(root: root.path) }
        if let spaced = paths.first(where: { $0.contains(where: \.isWhitespace) }) {
            throw WorkspaceGraphError.spacedPackagePath(spaced)
        }
        return paths.sorted()
    }

    /// A workspace from manifests already read, by package path. Each package's Package.swift under `root` is
    /// read, if it exists, for its `// workspace-graph: depends-on` lines.
    public init(root: URL, manifests: [String: Manifest]) throws {
        let root = try Self.resolvedRoot(root)
        let paths = Set(manifests.keys)
        var packages: [WorkspacePackage] = []
        for (path, manifest) in manifests.sorted(by: { $0.key < $1.key }) {
            let manifestPath = "\(path)/Package.swift"
            var dependsOn: [WorkspacePackage.DependsOn] = []
            var allowsOutsideDependencies = false
            if let text = try? String(contentsOf: root.appending(path: manifestPath), encoding: .utf8) {
                allowsOutsideDependencies = DependsOnComment.allowsOutsideDependencies(text)
                for comment in try DependsOnComment.parse(text, file: manifestPath) {
                    let target = Self.normalize("\(path)/\(comment.path)")
                    guard let target, paths.contains(target), target != path else {
                        throw WorkspaceGraphError.unknownDependsOn(
                            file: manifestPath, line: comment.line, path: comment.path)
                    }
                    dependsOn.append(WorkspacePackage.DependsOn(comment: comment, package: target))
                }
            }
            packages.append(
                WorkspacePackage(
                    path: path, manifest: manifest, dependsOn: dependsOn,
                    allowsOutsideDependencies: allowsOutsideDependencies))
        }
        self.init(root: root, packages: packages)
    }

    /// A workspace from package records; `root` is used as given.
    public init(root: URL, packages: [WorkspacePackage]) {
        self.root = root
        self.packages = packages.sorted { $0.path < $1.path }
        let packagesByPath = Dictionary(packages.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        self.packagesByPath = packagesByPath
        var packagePaths: [String: String?] = [:]
        for package in packages {
            for dependency in package.manifest.dependencies {
                guard case .local(let path) = dependency.location, packagePaths[path] == nil else { continue }
                let found = Self.packagePath(forAbsolutePath: path, root: root, packages: packagesByPath)
                packagePaths[path] = .some(found)
            }
        }
        packagePathsByDependencyPath = packagePaths
        modules = ModuleIndex(self)
    }

    /// The package at a path relative to the root.
    public func package(at path: String) -> WorkspacePackage? {
        packagesByPath[path]
    }

    /// Throws `unknownPackages` naming every path that is not a package of the workspace.
    public func requirePackages(_ paths: [String]) throws(WorkspaceGraphError) {
        let unknown = paths.filter { package(at: $0) == nil }
        guard unknown.isEmpty else { throw .unknownPackages(unknown) }
    }

    /// The workspace package a local dependency's absolute path names, if any.
    public func packagePath(forAbsolutePath absolutePath: String) -> String? {
        packagePathsByDependencyPath[absolutePath]
            ?? Self.packagePath(forAbsolutePath: absolutePath, root: root, packages: packagesByPath)
    }

    private static func packagePath(
        forAbsolutePath absolutePath: String, root: URL, packages: [String: WorkspacePackage]
    ) -> String? {
        let rootPath = root.standardizedFileURL.path
        func inside(_ candidate: String) -> String? {
            guard candidate.hasPrefix(rootPath + "/") else { return nil }
            let relative = String(candidate.dropFirst(rootPath.count + 1))
            return packages[relative] != nil ? relative : nil
        }
        return inside(URL(fileURLWithPath: absolutePath).standardizedFileURL.path)
            ?? inside(URL(fileURLWithPath: absolutePath).resolvingSymlinksInPath().path)
    }

    /// `path` with `.` and `..` components resolved, or nil if it leaves the root.
    static func normalize(_ path: String) -> String? {
        var components: [Substring] = []
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..":
                guard components.popLast() != nil else { return nil }
            default: components.append(component)
            }
        }
        return components.joined(separator: "/")
    }

    private static func resolvedRoot(_ root: URL) throws -> URL {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { throw WorkspaceGraphError.rootNotFound(root.path) }
        return root.standardizedFileURL.resolvingSymlinksInPath()
    }
}
