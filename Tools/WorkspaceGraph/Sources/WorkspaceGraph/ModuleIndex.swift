/// Who provides a module.
public enum ModuleOwner: Sendable, Hashable {
    /// A target of a workspace package.
    case workspace(package: String, target: String)
    /// A product of a package outside the workspace that some manifest depends on (its identity).
    case external(identity: String)
    /// The toolchain (Swift, Foundation, Testing, ...).
    case system
    /// Nothing the workspace provides or depends on: a module of a platform's SDK (CoreLocation), or a name
    /// nothing has.
    case unknown
}

/// The modules of the toolchain and the platforms' SDKs that every target may import, though no manifest
/// declares them, even where a workspace package has a target of the same name. `make check-deps` lets an
/// Interface target import these and no other module but ComponentService. A module of an SDK that is not in
/// the list (CoreLocation) still passes `check-imports`, as no package of the workspace provides it.
public let systemModules: Set<String> = [
    "Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Foundation", "FoundationEssentials",
    "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "CoreFoundation", "Dispatch",
    "Synchronization", "Observation", "Distributed", "Glibc", "Musl", "Darwin", "Android", "WinSDK", "ucrt", "os",
    "XCTest", "Testing", "UIKit", "AppKit", "SwiftUI", "Combine", "CoreGraphics", "QuartzCore", "CoreText",
    "ObjectiveC", "OSLog", "Network", "Cxx", "CxxStdlib",
]

/// Who provides each module that a workspace's packages have or depend on, found once for a workspace: a
/// lookup then costs the same whatever the number of packages.
public struct ModuleIndex: Sendable {
    /// A target of a workspace package, by the package's path and the target's name.
    private struct Provider: Sendable, Hashable {
        var package: String
        var target: String
    }

    /// The non-test targets of each module's name, by package path.
    private let libraries: [String: [Provider]]
    /// The test targets of each module's name, by package path.
    private let tests: [String: [Provider]]
    /// For each module a product of an outside package brings, the identity of the first such package, in the
    /// order of the packages, their targets and their dependencies.
    private let external: [String: String]

    /// An index of no module, until a workspace has built its own.
    static let empty = ModuleIndex(libraries: [:], tests: [:], external: [:])

    private init(libraries: [String: [Provider]], tests: [String: [Provider]], external: [String: String]) {
        self.libraries = libraries
        self.tests = tests
        self.external = external
    }

    /// The index of a workspace's modules.
    init(_ workspace: Workspace) {
        var libraries: [String: [Provider]] = [:]
        var tests: [String: [Provider]] = [:]
        var external: [String: String] = [:]
        for package in workspace.packages {
            // Resolving every target's dependencies costs much in a package with many: only a package that
            // depends on one outside the workspace can bring an outside module.
            let dependsOutside = package.manifest.dependencies.contains {
                if case .external = workspace.origin(of: $0) { true } else { false }
            }
            for target in package.manifest.targets {
                let provider = Provider(package: package.path, target: target.name)
                if target.kind == .test {
                    tests[target.name, default: []].append(provider)
                } else {
                    libraries[target.name, default: []].append(provider)
                }
                guard dependsOutside else { continue }
                for dependency in workspace.dependencies(of: target, in: package) {
                    guard case .external(let identity) = dependency.origin else { continue }
                    for module in dependency.modules where external[module] == nil {
                        external[module] = identity
                    }
                }
            }
        }
        self.init(libraries: libraries, tests: tests, external: external)
    }

    /// Who provides `module`: the toolchain, a non-test target of a workspace package (of `preferred` if it
    /// has one, else the first by path), a product of an outside package some manifest depends on, or else a
    /// test target of a workspace package, which no target can depend on.
    public func owner(ofModule module: String, preferring preferred: String? = nil) -> ModuleOwner {
        if systemModules.contains(module) { return .system }
        if let found = Self.first(libraries[module], preferring: preferred) {
            return .workspace(package: found.package, target: found.target)
        }
        if let identity = external[module] { return .external(identity: identity) }
        if let found = Self.first(tests[module], preferring: preferred) {
            return .workspace(package: found.package, target: found.target)
        }
        return .unknown
    }

    private static func first(_ providers: [Provider]?, preferring preferred: String?) -> Provider? {
        guard let providers else { return nil }
        return providers.first { $0.package == preferred } ?? providers.first
    }
}

extension Workspace {
    /// Who provides `module` (``ModuleIndex/owner(ofModule:preferring:)``), from the index the workspace built
    /// once.
    public func owner(ofModule module: String, preferring preferred: String? = nil) -> ModuleOwner {
        modules.owner(ofModule: module, preferring: preferred)
    }
}
