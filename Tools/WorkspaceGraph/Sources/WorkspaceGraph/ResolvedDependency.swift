/// A target's dependency, resolved to the package it comes from and the modules it makes importable.
public struct ResolvedDependency: Sendable, Hashable {
    /// Where a dependency comes from.
    public enum Origin: Sendable, Hashable {
        /// A target of the same package.
        case ownTarget
        /// A product of a workspace package (its path relative to the root).
        case workspace(String)
        /// A product of a package outside the workspace (its identity).
        case external(String)
        /// A name the manifest's dependencies do not provide.
        case unresolved
    }

    /// The target's or product's name.
    public var name: String
    /// Where it comes from.
    public var origin: Origin
    /// The modules (targets) it brings: the target itself, the product's targets, or for a package outside the
    /// workspace the module named like the product.
    public var modules: [String]
    /// The `depends-on` line it comes from, if it is not in the manifest's target dependencies.
    public var dependsOn: DependsOnComment?

    /// Makes a record.
    public init(name: String, origin: Origin, modules: [String], dependsOn: DependsOnComment? = nil) {
        self.name = name
        self.origin = origin
        self.modules = modules
        self.dependsOn = dependsOn
    }

    /// Whether importing its modules is declared by it: true unless it comes from a `depends-on` line, which
    /// orders builds and tests but does not let the compiler find any module.
    public var declaresImports: Bool { dependsOn == nil }

    /// The workspace package whose targets ``modules`` names, by path, for a dependency of a target of
    /// `package`: that package for its own target, another for a product of the workspace; `nil` for a
    /// package outside the workspace or a name nothing provides.
    public func workspacePackage(from package: String) -> String? {
        switch origin {
        case .ownTarget: package
        case .workspace(let other): other
        case .external, .unresolved: nil
        }
    }
}

extension Workspace {
    /// The dependencies of a target of a workspace package, in manifest order, followed by one per product of
    /// each package its `depends-on` lines name.
    public func dependencies(of target: Target, in package: WorkspacePackage) -> [ResolvedDependency] {
        var resolved: [ResolvedDependency] = []
        for dependency in target.dependencies {
            switch dependency {
            case .target(let name):
                resolved.append(ResolvedDependency(name: name, origin: .ownTarget, modules: [name]))
            case .byName(let name):
                if package.manifest.target(named: name) != nil {
                    resolved.append(ResolvedDependency(name: name, origin: .ownTarget, modules: [name]))
                } else {
                    resolved.append(resolveProduct(name, identity: nil, in: package))
                }
            case .product(let name, let identity):
                resolved.append(resolveProduct(name, identity: identity, in: package))
            }
        }
        for line in package.dependsOn {
            guard let other = self.package(at: line.package) else { continue }
            for product in other.manifest.products {
                resolved.append(
                    ResolvedDependency(
                        name: product.name, origin: .workspace(other.path), modules: product.targets,
                        dependsOn: line.comment))
            }
        }
        return resolved
    }

    /// The workspace package (path) or outside identity a package's dependency stands for.
    /// Whether `target` of `package`, through what it depends on in the workspace, reaches an implementation
    /// target of a component package other than `excluded`: a package of no component that re-exports one.
    /// (`depends-on` lines are not builds' edges, and are not followed.)
    func reachesImplementation(from target: Target, in package: WorkspacePackage, besides excluded: String) -> Bool {
        var seen: Set<String> = ["\(package.path):\(target.name)"]
        var pending = [(package, target)]
        while let (current, currentTarget) = pending.popLast() {
            for dependency in dependencies(of: currentTarget, in: current) where dependency.dependsOn == nil {
                guard let path = dependency.workspacePackage(from: current.path), let reached = self.package(at: path)
                else { continue }
                for module in dependency.modules {
                    guard let next = reached.manifest.target(named: module),
                        seen.insert("\(reached.path):\(module)").inserted
                    else { continue }
                    if reached.path != excluded, GraphDOT.isImplementation(next, of: reached) { return true }
                    pending.append((reached, next))
                }
            }
        }
        return false
    }

    func origin(of dependency: PackageDependency) -> ResolvedDependency.Origin {
        switch dependency.location {
        case .local(let path):
            return packagePath(forAbsolutePath: path).map { .workspace($0) } ?? .external(dependency.identity)
        case .remote:
            return .external(dependency.identity)
        }
    }

    private func resolveProduct(
        _ name: String, identity: String?, in package: WorkspacePackage
    )
        -> ResolvedDependency
    {
        let candidates: [PackageDependency]
        if let identity {
            let lowered = identity.lowercased()
            candidates = package.manifest.dependencies.filter { dependency in
                if dependency.identity == lowered { return true }
                if case .workspace(let path) = origin(of: dependency) {
                    return self.package(at: path)?.manifest.name.lowercased() == lowered
                }
                return false
            }
        } else {
            candidates = package.manifest.dependencies
        }
        for dependency in candidates {
            switch origin(of: dependency) {
            case .workspace(let path):
                if let product = self.package(at: path)?.manifest.product(named: name) {
                    return ResolvedDependency(name: name, origin: .workspace(path), modules: product.targets)
                }
                if identity != nil {
                    return ResolvedDependency(name: name, origin: .workspace(path), modules: [])
                }
            case .external(let externalIdentity):
                if identity != nil || externalIdentity == name.lowercased() {
                    return ResolvedDependency(name: name, origin: .external(externalIdentity), modules: [name])
                }
            case .ownTarget, .unresolved:
                continue
            }
        }
        return ResolvedDependency(name: name, origin: .unresolved, modules: [name])
    }
}
