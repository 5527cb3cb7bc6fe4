/// The packages a set of changed files requires testing, in dependency order, each with why.
public struct AffectedPackages: Sendable, Hashable {
    /// A chosen package and why it was chosen.
    public struct Choice: Sendable, Hashable {
        /// The package's path.
        public var package: String
        /// Why, e.g. `changed: Packages/Store/Package.swift` or `depends on Packages/Store`.
        public var reason: String
        /// What chose it.
        public var cause: Cause
        /// The test targets of it to run, in manifest order: all of them unless it was chosen as a dependent
        /// (``AffectedTestTargets``); nil only from the initializer that reads no targets.
        public var testTargets: [String]?
        /// Its test targets that do not run, since none depends on what changed.
        public var skippedTestTargets: [String] = []

        /// What chooses a package.
        public enum Cause: Sendable, Hashable {
            /// Files of it changed (``AffectedPackages/changedFilesByPackage``).
            case changed
            /// The build itself changed.
            case build
            /// It depends on a chosen package.
            case dependency
        }

        /// Makes a record.
        public init(package: String, reason: String, cause: Cause = .dependency, testTargets: [String]? = nil) {
            self.package = package
            self.reason = reason
            self.cause = cause
            self.testTargets = testTargets
        }
    }

    /// What a changed file is.
    public enum FileKind: Sendable, Hashable {
        /// Build output (`.build`, `.build-*`, `.swiftpm`), ignored.
        case ignored
        /// Documentation (`*.md`, or under a `docs/` folder, outside a package's `Sources` and `Tests`): changes
        /// nothing.
        case documentation
        /// A file of a package (the one with the longest matching path).
        case package(String)
        /// A file of a package the change deletes (its directory has no Package.swift any more): it affects
        /// nothing by itself, as the packages that depended on it changed their own manifests.
        case deletedPackage(String)
        /// Anything else outside every package, or a source of this tool: the build itself changed, so every
        /// package is affected.
        case build
    }

    /// The chosen packages, a package after everything it depends on, ties broken by path.
    public var chosen: [Choice]
    /// Why nothing is chosen, when `chosen` is empty.
    public var noneReason: String?
    /// The changed files of each package that holds one (paths relative to the root), `only` or not.
    public var changedFilesByPackage: [String: [String]]

    /// The lines for standard error: one per chosen package with why (and, for a package chosen as a dependent,
    /// which of its test targets do not run), or one saying why none is.
    public var explanation: [String] {
        guard let noneReason else {
            let width = chosen.map(\.package.count).max() ?? 0
            return chosen.map { choice in
                let package = choice.package.padding(toLength: width, withPad: " ", startingAt: 0)
                return "  \(package)   \(choice.reason)" + Self.testsNote(choice)
            }
        }
        return ["no package is affected: \(noneReason)"]
    }

    /// What the explanation says of the test targets that do not run: nothing when all of them run.
    private static func testsNote(_ choice: Choice) -> String {
        let skipped = choice.skippedTestTargets
        guard !skipped.isEmpty else { return "" }
        guard choice.testTargets?.isEmpty == false else { return "; none of its tests depends on what changed" }
        return "; not run, as they do not depend on what changed: " + skipped.joined(separator: ", ")
    }

    /// Chooses among a workspace's packages, and among the test targets of each package chosen as a dependent
    /// those that depend on what changed (``AffectedTestTargets``). `only`, if given, limits the output to those
    /// packages, which must be packages of the workspace.
    public init(workspace: Workspace, changedFiles: [String], only: [String]? = nil) throws {
        let paths = workspace.packages.map(\.path)
        if let only { try workspace.requirePackages(only) }
        self.init(changedFiles: changedFiles, packages: paths, edges: workspace.packageEdges, only: only)
        // The reach of every change, including those of packages `only` leaves out (a test-only helper).
        let reach = AffectedTestTargets(workspace: workspace, changedFiles: changedFilesByPackage)
        for index in chosen.indices {
            let run = reach.testTargets(of: chosen[index])
            chosen[index].testTargets = run
            chosen[index].skippedTestTargets = reach.allTestTargets(of: chosen[index].package).filter {
                !run.contains($0)
            }
        }
    }

    /// Chooses among `packages` (paths), given the dependencies between them. `only`, if given, limits the
    /// output to those packages.
    public init(changedFiles: [String], packages: [String], edges: [PackageEdge], only: [String]? = nil) {
        var changed: [String: [String]] = [:]
        var buildFiles: [String] = []
        var kinds: Set<String> = []
        let files = changedFiles.map(Self.clean).filter { !$0.isEmpty }
        let deleted = Self.deletedPackages(changedFiles: files, packages: packages)
        for file in Set(files).sorted() {
            switch Self.classify(file, packages: packages, deleted: deleted) {
            case .ignored: kinds.insert("build output")
            case .documentation: kinds.insert("documentation")
            case .deletedPackage: kinds.insert("deleted packages")
            case .package(let package): changed[package, default: []].append(file)
            case .build: buildFiles.append(file)
            }
        }

        var reasons: [String: Choice] = [:]
        for (package, files) in changed {
            reasons[package] = Choice(
                package: package, reason: "changed: " + Self.firstAndMore(files), cause: .changed)
        }
        if !buildFiles.isEmpty {
            for package in packages where reasons[package] == nil {
                reasons[package] = Choice(
                    package: package, reason: "the build changed: " + Self.firstAndMore(buildFiles), cause: .build)
            }
        } else {
            for (package, reason) in Self.dependents(of: Set(changed.keys), edges: edges) where reasons[package] == nil
            {
                reasons[package] = Choice(package: package, reason: reason)
            }
        }

        changedFilesByPackage = changed
        let order = Self.dependencyOrder(Set(reasons.keys), edges: edges)
        let allowed = only.map(Set.init)
        chosen = order.filter { allowed?.contains($0) ?? true }.compactMap { reasons[$0] }
        if !chosen.isEmpty {
            noneReason = nil
        } else if !order.isEmpty {
            noneReason =
                "none of the --only packages is affected (\(order.joined(separator: ", ")) "
                + (order.count == 1 ? "is)" : "are)")
        } else if files.isEmpty {
            noneReason = "no file changed"
        } else {
            noneReason = "only \(kinds.sorted().joined(separator: " and ")) changed"
        }
    }

    /// The package of this tool, whose sources decide how every package is built, tested and chosen.
    static let toolPackage = "Tools/WorkspaceGraph"

    /// What a changed path (relative to the root) is.
    ///
    /// Markdown files and files under a `docs` folder are documentation, except inside a package's `Sources`
    /// or `Tests`, where a test may read them (a DocC article, a fixture). A change to this tool's sources or
    /// manifest is a change to the build. A file under one of `deleted`, the directories of packages the change
    /// deletes (``deletedPackages(changedFiles:packages:)``), is a deleted package's.
    public static func classify(_ path: String, packages: [String], deleted: Set<String> = []) -> FileKind {
        guard let normalized = Workspace.normalize(clean(path)) else { return .build }
        let components = normalized.split(separator: "/")
        let isBuildOutput = { (name: Substring) in name == ".build" || name.hasPrefix(".build-") || name == ".swiftpm" }
        if components.contains(where: isBuildOutput) { return .ignored }
        let owner = packages.filter { normalized == $0 || normalized.hasPrefix($0 + "/") }.max { $0.count < $1.count }
        let inPackage = owner.map { normalized.dropFirst($0.count).split(separator: "/") } ?? components
        let isCode = owner != nil && ["Sources", "Tests"].contains(inPackage.first ?? "")
        if !isCode, normalized.lowercased().hasSuffix(".md") || inPackage.dropLast().contains("docs") {
            return .documentation
        }
        guard let owner else {
            let gone = deleted.first { normalized.hasPrefix($0 + "/") }
            return gone.map { .deletedPackage($0) } ?? .build
        }
        let isToolBuild = inPackage.first == "Sources" || inPackage == ["Package.swift"]
        return owner == toolPackage && isToolBuild ? .build : .package(owner)
    }

    /// The packages a change deletes: each directory where a package may be (``Workspace/packagePatterns``)
    /// whose Package.swift is among the changed files, and which is not one of `packages`, those that have one.
    public static func deletedPackages(changedFiles: [String], packages: [String]) -> Set<String> {
        let existing = Set(packages)
        var deleted: Set<String> = []
        for file in changedFiles {
            guard let path = Workspace.normalize(clean(file)), path.hasSuffix("/Package.swift") else { continue }
            let directory = String(path.dropLast("/Package.swift".count))
            let parts = directory.split(separator: "/")
            let matches = Workspace.packagePatterns.contains { pattern in
                let patternParts = pattern.split(separator: "/")
                return patternParts.count == parts.count
                    && zip(patternParts, parts).allSatisfy { $0 == "*" || $0 == $1 }
            }
            if matches, !existing.contains(directory) { deleted.insert(directory) }
        }
        return deleted
    }

    private static func clean(_ path: String) -> String {
        var path = Substring(path)
        while let last = path.last, last == "\r" || last == " " || last == "\t" { path = path.dropLast() }
        while let first = path.first, first == " " || first == "\t" { path = path.dropFirst() }
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        return String(path)
    }

    private static func firstAndMore(_ items: [String]) -> String {
        guard let first = items.first else { return "" }
        return items.count > 1 ? "\(first) (and \(items.count - 1) more)" : first
    }

    /// The packages a change to `changed` reaches, each with why: a package depending on a reached package is
    /// reached, and reaches further only through an edge that carries the change.
    private static func dependents(of changed: Set<String>, edges: [PackageEdge]) -> [String: String] {
        var incoming: [String: [PackageEdge]] = [:]
        for edge in edges { incoming[edge.to, default: []].append(edge) }
        var carrying = changed
        var queue = changed.sorted()
        var through: [String: [PackageEdge]] = [:]
        while let package = queue.popLast() {
            for edge in incoming[package] ?? [] {
                through[edge.from, default: []].append(edge)
                if edge.carries, carrying.insert(edge.from).inserted {
                    queue.append(edge.from)
                }
            }
        }
        var reasons: [String: String] = [:]
        for (package, edges) in through where !changed.contains(package) {
            let sorted = edges.sorted {
                (changed.contains($0.to) ? 0 : 1, $0.to) < (changed.contains($1.to) ? 0 : 1, $1.to)
            }
            guard let first = sorted.first else { continue }
            var reason = "depends on \(first.to)"
            if let comment = first.dependsOn {
                reason += " (\(package)/Package.swift" + (comment.reason.isEmpty ? ")" : ": \(comment.reason))")
            }
            let others = Set(sorted.map { $0.to }).count - 1
            if others > 0 { reason += " (and \(others) more)" }
            reasons[package] = reason
        }
        return reasons
    }

    /// `packages` with each after every package of the set it depends on; ties (and cycles) broken by path.
    static func dependencyOrder(_ packages: Set<String>, edges: [PackageEdge]) -> [String] {
        var dependencies: [String: Set<String>] = [:]
        for edge in edges where packages.contains(edge.from) && packages.contains(edge.to) && edge.from != edge.to {
            dependencies[edge.from, default: []].insert(edge.to)
        }
        var remaining = packages
        var order: [String] = []
        while !remaining.isEmpty {
            let ready = remaining.filter { dependencies[$0, default: []].isDisjoint(with: remaining) }
            guard let next = ready.min() ?? remaining.min() else { break }
            order.append(next)
            remaining.remove(next)
        }
        return order
    }
}
