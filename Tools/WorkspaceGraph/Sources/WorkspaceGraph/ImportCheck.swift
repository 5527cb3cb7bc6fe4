import Foundation

/// An import that the importing target's manifest does not declare.
public struct ImportProblem: Sendable, Hashable {
    /// The file, relative to the root.
    public var file: String
    /// The line of the import, from 1.
    public var line: Int
    /// The importing package's path.
    public var package: String
    /// The importing target.
    public var target: String
    /// The imported module.
    public var module: String
    /// Who provides the module.
    public var owner: ModuleOwner
    /// How to declare it, when the module's package is known.
    public var hint: String?

    /// Makes a record.
    public init(
        file: String, line: Int, package: String, target: String, module: String, owner: ModuleOwner = .unknown,
        hint: String? = nil
    ) {
        self.file = file
        self.line = line
        self.package = package
        self.target = target
        self.module = module
        self.owner = owner
        self.hint = hint
    }

    /// The one-line report.
    public var message: String {
        "\(file):\(line): target \(target) of \(package) imports \(module), which \(package)/Package.swift does not "
            + "declare for it"
    }
}

/// The result of checking every target's imports.
public struct ImportCheckReport: Sendable {
    /// The undeclared imports, sorted by file and line.
    public var problems: [ImportProblem]
    /// How many import declarations were read.
    public var importCount: Int
    /// How many targets were scanned.
    public var targetCount: Int
    /// How many packages had a target scanned.
    public var packageCount: Int
    /// The targets whose sources were not found where the check looks for them, or of a kind it does not know,
    /// each as a sentence.
    public var unscanned: [String] = []

    /// Whether every target was scanned and every import is declared.
    public var isClean: Bool { problems.isEmpty && unscanned.isEmpty }

    /// The line printed when there is no problem, or the count line otherwise.
    public var summary: String {
        if isClean {
            return
                "check-imports: \(importCount) imports in \(targetCount) targets of \(packageCount) packages are declared"
        }
        let counts = [
            problems.isEmpty ? nil : "\(problems.count) undeclared import(s)",
            unscanned.isEmpty ? nil : "\(unscanned.count) target(s) not scanned",
        ]
        return "check-imports: " + counts.compactMap { $0 }.joined(separator: ", ")
    }
}

/// Checks that every import of every target that the shared build could find by accident is declared by the
/// target's manifest.
public enum ImportCheck: Sendable {
    /// Scans every `.swift` file of every target (tests and macros included; not plugins, binary targets or
    /// system libraries) and reports each import of a module that the target does not declare and that a
    /// package of the workspace has, or a package some manifest depends on brings: what the shared build can
    /// find by accident. A module the toolchain ships is
    /// declared for every target, and one nothing in the workspace provides (an SDK's) is left to the compiler.
    /// It reports each target whose directory does not exist too (the workspace keeps a target in
    /// `Sources/<name>` or `Tests/<name>`, or where its `path:` says), and each of a kind it does not know.
    public static func run(_ workspace: Workspace) -> ImportCheckReport {
        var problems: [ImportProblem] = []
        var importCount = 0
        var targetCount = 0
        var scannedPackages: Set<String> = []
        var unscanned: [String] = []
        for package in workspace.packages {
            for target in package.manifest.targets {
                guard Self.isScanned(target.kind) else {
                    if case .other(let kind) = target.kind, !Self.unscannedKinds.contains(kind) {
                        unscanned.append(
                            "\(package.path): target \(target.name) is of a kind the check does not know, \(kind), "
                                + "and is not scanned")
                    }
                    continue
                }
                guard let files = TargetSources.swiftFiles(of: target, in: package, root: workspace.root) else {
                    unscanned.append(
                        "\(package.path): target \(target.name) has no directory \(target.directory); the workspace "
                            + "keeps targets in Sources/ and Tests/, or where a target's path: says")
                    continue
                }
                targetCount += 1
                scannedPackages.insert(package.path)
                let declared = declaredModules(of: target, in: package, workspace: workspace)
                for file in files {
                    guard let text = text(of: file) else { continue }
                    let relativeFile = relativePath(of: file, root: workspace.root)
                    for declaration in ImportScanner.imports(in: text) {
                        importCount += 1
                        let module = declaration.module
                        guard module != target.name, !declared.contains(module) else { continue }
                        let owner = workspace.owner(ofModule: module, preferring: package.path)
                        // A module no package of the workspace has or depends on (an SDK's, such as
                        // CoreLocation) cannot be found by accident in the shared build: where it is missing,
                        // every build fails.
                        guard owner != .unknown else { continue }
                        problems.append(
                            ImportProblem(
                                file: relativeFile, line: declaration.line, package: package.path,
                                target: target.name, module: module, owner: owner,
                                hint: hint(
                                    module: module, owner: owner, target: target, package: package, in: workspace)
                            ))
                    }
                }
            }
        }
        problems.sort { ($0.file, $0.line, $0.module) < ($1.file, $1.line, $1.module) }
        return ImportCheckReport(
            problems: problems, importCount: importCount, targetCount: targetCount, packageCount: scannedPackages.count,
            unscanned: unscanned)
    }

    /// Whether the check reads the sources of a target of a kind: a library, an executable, a test or a macro.
    static func isScanned(_ kind: Target.Kind) -> Bool {
        switch kind {
        case .regular, .executable, .test, .other("macro"): true
        case .plugin, .other: false
        }
    }

    /// The kinds of target, as the manifest names them, that have no Swift sources of their own to read, besides
    /// plugins: binary targets and system libraries.
    static let unscannedKinds: Set<String> = ["binary", "system"]

    /// The modules a target may import: the toolchain's and those its manifest dependencies bring.
    public static func declaredModules(
        of target: Target, in package: WorkspacePackage, workspace: Workspace
    )
        -> Set<String>
    {
        var modules = systemModules
        for dependency in workspace.dependencies(of: target, in: package) where dependency.declaresImports {
            modules.formUnion(dependency.modules)
        }
        return modules
    }

    /// The files and directories under a directory that `include` takes, sorted, skipping hidden ones; nil if
    /// it does not exist.
    static func files(under directory: URL, where include: (URL) -> Bool) -> [URL]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { return nil }
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        var files: [URL] = []
        for case let url as URL in enumerator where include(url) {
            files.append(url)
        }
        return files.sorted { $0.path < $1.path }
    }

    /// A source file's text, decoded as UTF-8; nil if it cannot be read.
    static func text(of file: URL) -> String? {
        FileManager.default.contents(atPath: file.path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// A file's path relative to the root, or its absolute path if it is outside.
    static func relativePath(of file: URL, root: URL) -> String {
        let rootPath = root.standardizedFileURL.path
        let path = file.standardizedFileURL.path
        return path.hasPrefix(rootPath + "/") ? String(path.dropFirst(rootPath.count + 1)) : path
    }

    private static func hint(
        module: String, owner: ModuleOwner, target: Target, package: WorkspacePackage, in workspace: Workspace
    ) -> String? {
        switch owner {
        case .workspace(let ownerPath, let ownerTarget)
        where workspace.package(at: ownerPath)?.manifest.target(named: ownerTarget)?.kind == .test:
            return "\(module) is a test target of \(ownerPath), which no target can depend on"
        case .workspace(let ownerPath, _) where ownerPath == package.path:
            return "add \"\(module)\" to the dependencies of target \(target.name)"
        case .workspace(let ownerPath, _):
            guard let ownerPackage = workspace.package(at: ownerPath) else { return nil }
            let products = ownerPackage.manifest.products.filter { $0.targets.contains(module) }
            guard let product = products.first(where: { $0.name == module }) ?? products.first else {
                return "no product of \(ownerPath) offers \(module); add one to \(ownerPath)/Package.swift first"
            }
            let identity = URL(fileURLWithPath: ownerPath).lastPathComponent
            var text = "add .product(name: \"\(product.name)\", package: \"\(identity)\") to target \(target.name)"
            let dependsOnIt = package.manifest.dependencies.contains {
                workspace.origin(of: $0) == .workspace(ownerPath)
            }
            if !dependsOnIt {
                text += " and .package(path: \"\(relative(from: package.path, to: ownerPath))\") to the package"
            }
            return text
        case .external(let identity):
            return "add .product(name: \"\(module)\", package: \"\(identity)\") to target \(target.name)"
        case .system, .unknown:
            return nil
        }
    }

    /// The relative path from one package directory to another, e.g. `../ComponentService`.
    static func relative(from: String, to: String) -> String {
        let fromComponents = from.split(separator: "/")
        let toComponents = to.split(separator: "/")
        var common = 0
        while common < min(fromComponents.count, toComponents.count), fromComponents[common] == toComponents[common] {
            common += 1
        }
        let up = Array(repeating: "..", count: fromComponents.count - common)
        return (up + toComponents[common...].map(String.init)).joined(separator: "/")
    }
}
