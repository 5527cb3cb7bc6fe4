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
        let violations = GraphDOT.declaredEdges(of: workspace).flatMap { edge in
            edge.rules.map { rule in
                Violation(
                    package: edge.package.path, target: edge.target.name, dependency: edge.endpoint.id, rule: rule)
            }
        }
        return Set(violations).sorted {
            ($0.package, $0.target, $0.dependency, $0.rule) < ($1.package, $1.target, $1.dependency, $1.rule)
        }
    }
}
