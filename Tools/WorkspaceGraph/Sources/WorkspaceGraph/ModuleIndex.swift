/// Who provides a module.
public enum ModuleOwner: Sendable, Hashable {
    /// A target of a workspace package.
    case workspace(package: String, target: String)
    /// A product of a package outside the workspace that some manifest depends on (its identity).
    case external(identity: String)
    /// The toolchain (Swift, Foundation, Testing, ...).
    case system
    /// Nothing the tool knows.
    case unknown
}

/// The modules the toolchain and the platforms' SDKs provide, which no manifest declares: what a host for
/// another platform imports, such as UIKit under `#if canImport(UIKit)`, is one of them.
public let systemModules: Set<String> = [
    "Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Foundation", "FoundationEssentials",
    "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "CoreFoundation", "Dispatch",
    "Synchronization", "Observation", "Distributed", "Glibc", "Musl", "Darwin", "Android", "WinSDK", "ucrt", "os",
    "XCTest", "Testing", "UIKit", "AppKit", "SwiftUI", "Combine", "CoreGraphics", "QuartzCore", "CoreText",
    "ObjectiveC", "OSLog", "Network",
]

extension Workspace {
    /// Who provides `module`: the toolchain, a non-test target of a workspace package (of `preferred` if it
    /// has one, else the first by path), or a product of an outside package some manifest depends on.
    public func owner(ofModule module: String, preferring preferred: String? = nil) -> ModuleOwner {
        if systemModules.contains(module) { return .system }
        let preferredPackage = preferred.flatMap { package(at: $0) }
        for package in [preferredPackage].compactMap({ $0 }) + packages {
            if let target = package.manifest.target(named: module), target.kind != .test {
                return .workspace(package: package.path, target: target.name)
            }
        }
        for package in packages {
            for target in package.manifest.targets {
                for dependency in dependencies(of: target, in: package) {
                    if case .external(let identity) = dependency.origin, dependency.modules.contains(module) {
                        return .external(identity: identity)
                    }
                }
            }
        }
        return .unknown
    }
}
