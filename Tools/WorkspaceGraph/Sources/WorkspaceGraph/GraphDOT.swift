/// Draws the workspace's targets and their dependencies as a Graphviz DOT graph.
public enum GraphDOT: Sendable {
    /// Where an edge ends.
    enum Endpoint: Hashable {
        case target(package: String, target: String)
        case remote(identity: String)
        case module(String)

        var id: String {
            switch self {
            case .target(let package, let target): return "\(package):\(target)"
            case .remote(let identity): return "remote:\(identity)"
            case .module(let name): return "module:\(name)"
            }
        }
    }

    /// How an edge is drawn.
    enum EdgeKind: Int, Hashable, Comparable {
        case declared, dependsOn, undeclaredImport

        static func < (lhs: EdgeKind, rhs: EdgeKind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    struct Edge {
        var from: String
        var to: Endpoint
        var kind: EdgeKind
        var rules: Set<DependencyRule> = []
        var notes: [String] = []
    }

    /// The DOT text: one cluster per package (core packages inside a `core` cluster), a node per target styled
    /// by its role, one node per outside package, a legend, and an edge per dependency; edges that break a rule
    /// are red, undeclared imports (`importProblems`, from `ImportCheck`) red and dashed.
    public static func render(_ workspace: Workspace, importProblems: [ImportProblem]) -> String {
        var edges: [String: Edge] = [:]
        func add(_ from: String, _ to: Endpoint, _ kind: EdgeKind, rules: [DependencyRule], note: String?) {
            let key = "\(from)\n\(to.id)\n\(kind.rawValue)"
            var edge = edges[key] ?? Edge(from: from, to: to, kind: kind)
            edge.rules.formUnion(rules)
            if let note, !edge.notes.contains(note) { edge.notes.append(note) }
            edges[key] = edge
        }
        var outside: Set<Endpoint> = []
        for edge in declaredEdges(of: workspace) {
            let kind: EdgeKind = edge.dependency.dependsOn == nil ? .declared : .dependsOn
            let note = edge.dependency.dependsOn.map { "\(edge.package.path)/Package.swift: depends-on \($0.path)" }
            if case .target = edge.endpoint {} else { outside.insert(edge.endpoint) }
            add(
                Endpoint.target(package: edge.package.path, target: edge.target.name).id, edge.endpoint, kind,
                rules: edge.rules, note: note)
        }
        for problem in importProblems {
            guard let package = workspace.package(at: problem.package),
                let target = package.manifest.target(named: problem.target)
            else { continue }
            let endpoint: Endpoint
            switch problem.owner {
            case .workspace(let owner, let ownerTarget): endpoint = .target(package: owner, target: ownerTarget)
            case .external(let identity): endpoint = .remote(identity: identity)
            case .system, .unknown: endpoint = .module(problem.module)
            }
            if case .target = endpoint {} else { outside.insert(endpoint) }
            let rules =
                brokenRules(from: target, in: package, to: endpoint, product: nil, workspace: workspace)
                + [.undeclaredImport]
            add(
                Endpoint.target(package: package.path, target: target.name).id, endpoint, .undeclaredImport,
                rules: rules, note: "\(problem.file):\(problem.line) imports \(problem.module)")
        }

        var lines = [
            "digraph \"workspace\" {",
            "  graph [rankdir=LR, compound=true, forcelabels=true, fontname=\"Helvetica\", fontsize=12];",
            "  node [fontname=\"Helvetica\", fontsize=10];",
            "  edge [color=\"#777777\", arrowsize=0.7, fontname=\"Helvetica\", fontsize=9];",
        ]
        let core = workspace.packages.filter(\.isCore)
        if !core.isEmpty {
            lines += [
                "  subgraph \"cluster_core\" {", "    label=\"core\";", "    style=\"rounded,filled\";",
                "    fillcolor=\"#f3f3f3\";",
            ]
            for package in core { lines += cluster(package, indent: "    ") }
            lines.append("  }")
        }
        for package in workspace.packages where !package.isCore { lines += cluster(package, indent: "  ") }
        for endpoint in outside.sorted(by: { $0.id < $1.id }) {
            switch endpoint {
            case .remote(let identity):
                lines.append("  \(quote(endpoint.id)) [label=\(quote("\(identity)\n(outside)")), shape=plaintext];")
            case .module(let name):
                lines.append(
                    "  \(quote(endpoint.id)) [label=\(quote("\(name)\n(unknown module)")), shape=plaintext, "
                        + "fontcolor=red];")
            case .target:
                break
            }
        }
        lines += legend()
        let sortedEdges = edges.values.sorted { ($0.from, $0.to.id, $0.kind) < ($1.from, $1.to.id, $1.kind) }
        for edge in sortedEdges {
            lines.append("  \(quote(edge.from)) -> \(quote(edge.to.id))\(attributes(of: edge));")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A dependency a manifest declares (or a `depends-on` line states), from one target to one endpoint, with
    /// the rules it breaks.
    struct DeclaredEdge {
        var package: WorkspacePackage
        var target: Target
        var dependency: ResolvedDependency
        var endpoint: Endpoint
        var rules: [DependencyRule]
    }

    /// Every dependency of every target of `workspace`, one per endpoint: what `graph` draws and `rules`
    /// reports the broken ones of.
    static func declaredEdges(of workspace: Workspace) -> [DeclaredEdge] {
        var edges: [DeclaredEdge] = []
        for package in workspace.packages {
            for target in package.manifest.targets {
                for dependency in workspace.dependencies(of: target, in: package) {
                    for endpoint in endpoints(of: dependency, in: package) {
                        let rules = brokenRules(
                            from: target, in: package, to: endpoint, product: dependency, workspace: workspace)
                        edges.append(
                            DeclaredEdge(
                                package: package, target: target, dependency: dependency, endpoint: endpoint,
                                rules: rules))
                    }
                }
            }
        }
        return edges
    }

    /// The rules an edge from `target` to `endpoint` breaks. `product` is the manifest dependency behind it, nil
    /// for an import.
    static func brokenRules(
        from target: Target, in package: WorkspacePackage, to endpoint: Endpoint, product: ResolvedDependency?,
        workspace: Workspace
    ) -> [DependencyRule] {
        var rules: [DependencyRule] = []
        let role = TargetRole(of: target, in: package)
        if package.isComponent, role != .test, role != .interface,
            case .target(let otherPath, let otherName) = endpoint, otherPath != package.path,
            let other = workspace.package(at: otherPath), let otherTarget = other.manifest.target(named: otherName),
            other.isComponent
                ? isImplementation(otherTarget, of: other)
                : workspace.reachesImplementation(from: otherTarget, in: other, besides: package.path)
        {
            // Directly, or through a package of no component that depends on one's implementation.
            rules.append(.implementationToImplementation)
        }
        if role == .interface {
            let isComponentService: Bool
            if let product {
                isComponentService = product.name == "ComponentService" && product.origin != .ownTarget
            } else if case .target(let otherPath, let otherName) = endpoint {
                isComponentService = otherName == "ComponentService" && otherPath != package.path
            } else {
                isComponentService = false
            }
            if !isComponentService { rules.append(.interfaceBeyondComponentService) }
        }
        if case .remote = endpoint, !package.allowsOutsideDependencies { rules.append(.outsideDependency) }
        return rules
    }

    /// Whether `target` is one of a component package's implementation targets: neither its interface nor a test.
    static func isImplementation(_ target: Target, of package: WorkspacePackage) -> Bool {
        package.isComponent && TargetRole(of: target, in: package) != .interface && target.kind != .test
    }

    private static func endpoints(of dependency: ResolvedDependency, in package: WorkspacePackage) -> [Endpoint] {
        switch dependency.origin {
        case .ownTarget:
            return [.target(package: package.path, target: dependency.name)]
        case .workspace(let other):
            return dependency.modules.map { .target(package: other, target: $0) }
        case .external(let identity):
            return [.remote(identity: identity)]
        case .unresolved:
            return [.module(dependency.name)]
        }
    }

    private static func cluster(_ package: WorkspacePackage, indent: String) -> [String] {
        var lines = [
            "\(indent)subgraph \(quote("cluster_\(package.path)")) {", "\(indent)  label=\(quote(package.path));",
            "\(indent)  style=rounded;",
        ]
        for target in package.manifest.targets.sorted(by: { $0.name < $1.name }) {
            let id = Endpoint.target(package: package.path, target: target.name).id
            let role = TargetRole(of: target, in: package)
            lines.append("\(indent)  \(quote(id)) [label=\(quote(target.name)), \(style(role))];")
        }
        lines.append("\(indent)}")
        return lines
    }

    /// The node attributes that tell the roles apart.
    static func style(_ role: TargetRole) -> String {
        switch role {
        case .interface: return "shape=ellipse, style=filled, fillcolor=\"#cfe2ff\""
        case .implementation: return "shape=box, style=filled, fillcolor=\"#ffe0b2\""
        case .library: return "shape=box, style=\"rounded,filled\", fillcolor=\"#d9f2d0\""
        case .executable: return "shape=hexagon, style=filled, fillcolor=\"#f6d0e4\""
        case .test: return "shape=note, style=dashed"
        }
    }

    private static func legend() -> [String] {
        let roles: [(TargetRole, String)] = [
            (.interface, "Interface target"), (.implementation, "implementation target"),
            (.library, "other library target"), (.executable, "executable target"), (.test, "test target"),
        ]
        var lines = [
            "  subgraph \"cluster_legend\" {", "    label=\"legend\";", "    style=dashed;",
        ]
        for (role, name) in roles {
            lines.append("    \(quote("legend:\(role)")) [label=\(quote(name)), \(style(role))];")
        }
        lines += [
            "    \"legend:outside\" [label=\"package outside the workspace\", shape=plaintext];",
            "    \"legend:a\" [label=\"\", shape=point];", "    \"legend:b\" [label=\"\", shape=point];",
            "    \"legend:c\" [label=\"\", shape=point];", "    \"legend:d\" [label=\"\", shape=point];",
            "    \"legend:e\" [label=\"\", shape=point];", "    \"legend:f\" [label=\"\", shape=point];",
            "    \"legend:a\" -> \"legend:b\" [color=red, label=\"breaks a rule\"];",
            "    \"legend:c\" -> \"legend:d\" [color=red, style=dashed, label=\"undeclared import\"];",
            "    \"legend:e\" -> \"legend:f\" [style=dotted, label=\"depends-on line\"];", "  }",
        ]
        return lines
    }

    private static func attributes(of edge: Edge) -> String {
        var attributes: [String] = []
        switch edge.kind {
        case .declared: break
        case .dependsOn: attributes.append("style=dotted")
        case .undeclaredImport: attributes.append("style=dashed")
        }
        let rules = edge.rules.sorted()
        if !rules.isEmpty {
            attributes.append("color=red")
            attributes.append("fontcolor=red")
            // An external label: Graphviz places it after the layout. A `label` takes part in ranking, where
            // dot 2.43 fails on some graphs ("trouble in init_rank") and drops edges.
            attributes.append("xlabel=\(quote(rules.map(\.label).joined(separator: "; ")))")
        }
        let tooltip = rules.map(\.explanation) + edge.notes
        if !tooltip.isEmpty {
            attributes.append("tooltip=\(quote(tooltip.joined(separator: "\n")))")
        }
        return attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
    }

    /// A DOT quoted string: backslashes and quotes escaped, newlines as `\n`.
    static func quote(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
