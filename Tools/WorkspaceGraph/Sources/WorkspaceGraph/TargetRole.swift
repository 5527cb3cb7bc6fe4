/// What a target is, for drawing it and for the dependency rules.
public enum TargetRole: Sendable, Hashable, CaseIterable {
    /// A target whose name ends in `Interface`: what other packages may use of a component.
    case interface
    /// A regular, non-Interface target of a component package.
    case implementation
    /// Any other library (or plugin, macro, ...) target.
    case library
    /// An executable target.
    case executable
    /// A test target.
    case test

    /// The role of a target of a package.
    public init(of target: Target, in package: WorkspacePackage) {
        switch target.kind {
        case .test: self = .test
        case .executable: self = .executable
        case .regular where target.name.hasSuffix("Interface"): self = .interface
        case .regular where package.isComponent: self = .implementation
        default: self = .library
        }
    }
}

/// The rules of `scripts/check-deps.sh` that a target-to-target edge can break.
public enum DependencyRule: String, Sendable, Hashable, CaseIterable, Comparable {
    /// An implementation target depends on a non-Interface target of another component package.
    case implementationToImplementation
    /// An Interface target depends on something other than the ComponentService product.
    case interfaceBeyondComponentService
    /// A target of the product depends on a package outside the workspace.
    case outsideDependency
    /// An import that the importing target's manifest does not declare.
    case undeclaredImport

    /// A short label for an edge.
    public var label: String {
        switch self {
        case .implementationToImplementation: return "implementation → implementation"
        case .interfaceBeyondComponentService: return "Interface → not ComponentService"
        case .outsideDependency: return "outside the workspace"
        case .undeclaredImport: return "undeclared import"
        }
    }

    /// What the rule says.
    public var explanation: String {
        switch self {
        case .implementationToImplementation:
            return "rule: an implementation target never depends on another component package's implementation"
        case .interfaceBeyondComponentService:
            return "rule: an Interface target depends only on ComponentService"
        case .outsideDependency:
            return "rule: the product has no third-party dependencies (a package outside it says "
                + "`// workspace-graph: outside-dependencies` in its manifest)"
        case .undeclaredImport:
            return "check-imports: every import is declared by the target's manifest"
        }
    }

    /// Orders rules as declared.
    public static func < (lhs: DependencyRule, rhs: DependencyRule) -> Bool {
        let order = allCases
        return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}
