/// Which test targets of the chosen packages a change can reach, read from the targets' dependencies.
///
/// A package with a changed file runs all of its test targets, since a test may read any file of its package
/// (a fixture, the sources it scans). A package chosen as a dependent runs only the test targets that depend,
/// through targets and products, transitively, on a target holding a changed file: the app's tests of its
/// command line do not run for a change in a component that only the app's executable links. A changed file of
/// a package that is in no target's directory (its manifest, a resource beside the targets) changes every
/// target of the package; one in a DocC catalog (`<Module>.docc`), which no build compiles, changes none. A
/// `depends-on` line makes every target of its package depend on every target of the
/// named one but its tests, whether a product offers it or not (an executable SwiftPM makes a product of).
public struct AffectedTestTargets: Sendable {
    /// A target, as `package` + tab + `target`.
    private typealias Node = String
    /// The targets that hold a changed file, or depend on one, transitively.
    private let reached: Set<Node>
    /// Each package's test targets, in manifest order.
    private let testTargets: [String: [String]]

    /// The reach of `changedFiles`, the changed files of each package that holds one (paths relative to the
    /// root).
    public init(workspace: Workspace, changedFiles: [String: [String]]) {
        var dependents: [Node: [Node]] = [:]
        var tests: [String: [String]] = [:]
        var changedTargets: [Node] = []
        for package in workspace.packages {
            let targets = package.manifest.targets
            tests[package.path] = targets.filter { $0.kind == .test }.map(\.name)
            for target in targets {
                let node = Self.node(package.path, target.name)
                for dependency in workspace.dependencies(of: target, in: package) where dependency.dependsOn == nil {
                    guard let owner = dependency.workspacePackage(from: package.path) else { continue }
                    for module in dependency.modules {
                        dependents[Self.node(owner, module), default: []].append(node)
                    }
                }
            }
            for line in package.dependsOn {
                guard let other = workspace.package(at: line.package) else { continue }
                for dependency in other.manifest.targets where dependency.kind != .test {
                    dependents[Self.node(other.path, dependency.name), default: []] +=
                        targets.map { Self.node(package.path, $0.name) }
                }
            }
            if let files = changedFiles[package.path] {
                changedTargets += Self.targets(holding: files, in: package).map { Self.node(package.path, $0) }
            }
        }
        var reached = Set(changedTargets)
        var queue = changedTargets
        while let node = queue.popLast() {
            for dependent in dependents[node] ?? [] where reached.insert(dependent).inserted {
                queue.append(dependent)
            }
        }
        self.reached = reached
        testTargets = tests
    }

    /// The test targets of a chosen package to run: all of them, unless it was chosen as a dependent.
    public func testTargets(of choice: AffectedPackages.Choice) -> [String] {
        let all = allTestTargets(of: choice.package)
        guard choice.cause == .dependency else { return all }
        return all.filter { reached.contains(Self.node(choice.package, $0)) }
    }

    /// Every test target of a package, in manifest order.
    public func allTestTargets(of package: String) -> [String] {
        testTargets[package] ?? []
    }

    /// The targets of `package` whose directories hold `files` (paths relative to the root), or every target
    /// for a file in none; a file of a DocC catalog is none's. A file belongs to the target with the longest directory that holds it (SwiftPM lets
    /// one target's directory hold another's, excluded from the first), and to every target of that directory
    /// when several share it (each with its own `sources`).
    static func targets(holding files: [String], in package: WorkspacePackage) -> [String] {
        let targets = package.manifest.targets
        let directories = targets.map { Workspace.normalize("\(package.path)/\($0.directory)") }
        var holding: Set<String> = []
        for file in files {
            guard let file = Workspace.normalize(file) else { return targets.map(\.name) }
            if file.split(separator: "/").dropLast().contains(where: { $0.hasSuffix(".docc") }) { continue }
            var longest = 0
            var owners: [String] = []
            for (target, directory) in zip(targets, directories) {
                guard let directory, file.hasPrefix(directory + "/"), directory.count >= longest else { continue }
                if directory.count > longest { owners = [] }
                longest = directory.count
                owners.append(target.name)
            }
            guard !owners.isEmpty else { return targets.map(\.name) }
            holding.formUnion(owners)
        }
        return targets.map(\.name).filter(holding.contains)
    }

    private static func node(_ package: String, _ target: String) -> Node {
        "\(package)\t\(target)"
    }
}
