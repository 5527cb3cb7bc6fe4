/// One workspace package depending on another.
public struct PackageEdge: Sendable, Hashable {
    /// The dependent package's path.
    public var from: String
    /// The path of the package it depends on.
    public var to: String
    /// Whether a change to `to` travels on to `from`'s dependents: some non-test target of `from` depends on
    /// `to`, or the edge is a `depends-on` line.
    public var carries: Bool
    /// The `depends-on` line the edge comes from, if any.
    public var dependsOn: DependsOnComment?

    /// Makes an edge.
    public init(from: String, to: String, carries: Bool, dependsOn: DependsOnComment? = nil) {
        self.from = from
        self.to = to
        self.carries = carries
        self.dependsOn = dependsOn
    }
}

extension Workspace {
    /// Every package-to-package dependency: a target of one package (tests included) depends on a product of
    /// the other, or a `depends-on` line names it. One edge per pair, sorted.
    public var packageEdges: [PackageEdge] {
        var edges: [String: PackageEdge] = [:]
        for package in packages {
            for target in package.manifest.targets {
                for dependency in dependencies(of: target, in: package) {
                    guard case .workspace(let other) = dependency.origin, other != package.path else { continue }
                    let carries = target.kind != .test || dependency.dependsOn != nil
                    let key = "\(package.path)\n\(other)"
                    var edge = edges[key] ?? PackageEdge(from: package.path, to: other, carries: false)
                    edge.carries = edge.carries || carries
                    edge.dependsOn = edge.dependsOn ?? dependency.dependsOn
                    edges[key] = edge
                }
            }
            for line in package.dependsOn {
                let key = "\(package.path)\n\(line.package)"
                var edge = edges[key] ?? PackageEdge(from: package.path, to: line.package, carries: true)
                edge.carries = true
                edge.dependsOn = edge.dependsOn ?? line.comment
                edges[key] = edge
            }
        }
        return edges.values.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
    }
}
