/// The dependencies that manifests declare and that break a dependency rule: what `make check-deps` reports
/// and `make graph` draws in red, found the same way.
public enum RuleCheck {
    /// A declared dependency that breaks a rule.
    public struct Violation: Sendable, Hashable {
        /// The package whose manifest declares it, relative to the root.
        public var package: String
        /// The depending target; `nil` for a package dependency that no target uses.
        public var target: String?
        /// What it depends on: `Packages/Feed:Feed`, `remote:swinject`.
        public var dependency: String
        /// The rule it breaks.
        public var rule: DependencyRule

        /// `Packages/Store/Package.swift: target Store depends on Packages/Feed:Feed; rule: …`.
        public var message: String {
            guard let target else {
                return "\(package)/Package.swift: the package depends on \(dependency), though no target uses it; "
                    + rule.explanation
            }
            return "\(package)/Package.swift: target \(target) depends on \(dependency); \(rule.explanation)"
        }
    }

    /// Every declared dependency of every target that breaks a rule, by package, target and dependency; and
    /// every package outside the workspace that a manifest depends on without a target using it, which
    /// SwiftPM still resolves and fetches for the package's own build.
    public static func run(_ workspace: Workspace) -> [Violation] {
        var violations = Set(
            GraphDOT.declaredEdges(of: workspace).flatMap { edge in
                edge.rules.map { rule in
                    Violation(
                        package: edge.package.path, target: edge.target.name, dependency: edge.endpoint.id,
                        rule: rule)
                }
            })
        let reached = Set(violations.map { [$0.package, $0.dependency] })
        for package in workspace.packages where !package.allowsOutsideDependencies {
            for dependency in package.manifest.dependencies {
                guard case .external(let identity) = workspace.origin(of: dependency) else { continue }
                let endpoint = GraphDOT.Endpoint.remote(identity: identity).id
                guard !reached.contains([package.path, endpoint]) else { continue }
                violations.insert(
                    Violation(package: package.path, target: nil, dependency: endpoint, rule: .outsideDependency))
            }
        }
        return violations.sorted {
            ($0.package, $0.target ?? "", $0.dependency, $0.rule) < (
                $1.package, $1.target ?? "", $1.dependency, $1.rule
            )
        }
    }
}
