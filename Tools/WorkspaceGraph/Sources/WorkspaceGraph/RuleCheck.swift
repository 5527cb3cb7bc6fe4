/// The dependencies that manifests declare and that break a dependency rule: what `make check-deps` reports
/// and `make graph` draws in red, found the same way.
public enum RuleCheck {
    /// A declared dependency that breaks a rule.
    public struct Violation: Sendable, Hashable {
        /// The package whose manifest declares it, relative to the root.
        public var package: String
        /// The depending target.
        public var target: String
        /// What it depends on: `Packages/Feed:Feed`, `remote:swinject`.
        public var dependency: String
        /// The rule it breaks.
        public var rule: DependencyRule

        /// `Packages/Store/Package.swift: target Store depends on Packages/Feed:Feed; rule: …`.
        public var message: String {
            "\(package)/Package.swift: target \(target) depends on \(dependency); \(rule.explanation)"
        }
    }

    /// Every declared dependency of every target that breaks a rule, by package, target and dependency.
    public static func run(_ workspace: Workspace) -> [Violation] {
        var violations: Set<Violation> = []
        for package in workspace.packages {
            for target in package.manifest.targets {
                for dependency in workspace.dependencies(of: target, in: package) {
                    for endpoint in GraphDOT.endpoints(of: dependency, in: package) {
                        let rules = GraphDOT.brokenRules(
                            from: target, in: package, to: endpoint, product: dependency, workspace: workspace)
                        for rule in rules {
                            violations.insert(
                                Violation(
                                    package: package.path, target: target.name, dependency: endpoint.id, rule: rule))
                        }
                    }
                }
            }
        }
        return violations.sorted {
            ($0.package, $0.target, $0.dependency, $0.rule) < ($1.package, $1.target, $1.dependency, $1.rule)
        }
    }
}
