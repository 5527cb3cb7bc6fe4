import Foundation

/// The part of a package manifest the tool needs, decoded from `swift package dump-package`.
public struct Manifest: Sendable, Hashable, Decodable {
    /// The package's name.
    public var name: String
    /// The packages it depends on.
    public var dependencies: [PackageDependency]
    /// The products it offers.
    public var products: [Product]
    /// Its targets, in manifest order.
    public var targets: [Target]
    /// The major version of its `swift-tools-version` (6 for `6.0`), or nil when the dump does not say.
    public var toolsMajorVersion: Int?
    /// Whether it sets `swiftLanguageModes` (or `swiftLanguageVersions`) instead of its tools version's default.
    public var setsLanguageModes: Bool
    /// The minimum platform versions it declares, e.g. `macos` and `15.0`.
    public var platforms: [Platform]

    /// Makes a manifest from its parts.
    public init(
        name: String, dependencies: [PackageDependency] = [], products: [Product] = [], targets: [Target] = [],
        toolsMajorVersion: Int? = 6, setsLanguageModes: Bool = false, platforms: [Platform] = []
    ) {
        self.name = name
        self.dependencies = dependencies
        self.products = products
        self.targets = targets
        self.toolsMajorVersion = toolsMajorVersion
        self.setsLanguageModes = setsLanguageModes
        self.platforms = platforms
    }

    /// A minimum platform version a manifest declares.
    public struct Platform: Sendable, Hashable, Decodable {
        /// The platform, as the dump names it (`macos`, `ios`, ...).
        public var platformName: String
        /// Its minimum version, e.g. `15.0`.
        public var version: String

        /// Makes a record.
        public init(platformName: String, version: String) {
            self.platformName = platformName
            self.version = version
        }
    }

    private enum CodingKeys: String, CodingKey {
        case name, dependencies, products, targets, toolsVersion, swiftLanguageVersions, swiftLanguageModes, platforms
    }

    private struct ToolsVersion: Decodable {
        var _version: String
    }

    /// Decodes the top level of `dump-package`'s JSON.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        dependencies = try container.decodeIfPresent([PackageDependency].self, forKey: .dependencies) ?? []
        products = try container.decodeIfPresent([Product].self, forKey: .products) ?? []
        targets = try container.decodeIfPresent([Target].self, forKey: .targets) ?? []
        let version = try container.decodeIfPresent(ToolsVersion.self, forKey: .toolsVersion)?._version
        toolsMajorVersion = version.flatMap { $0.split(separator: ".").first }.flatMap { Int($0) }
        let modes = try container.decodeIfPresent([String].self, forKey: .swiftLanguageModes)
        let versions = try container.decodeIfPresent([String].self, forKey: .swiftLanguageVersions)
        setsLanguageModes = modes != nil || versions != nil
        platforms = try container.decodeIfPresent([Platform].self, forKey: .platforms) ?? []
    }

    /// Decodes the JSON that `swift package dump-package` prints.
    public static func decode(_ json: Data) throws -> Manifest {
        try JSONDecoder().decode(Manifest.self, from: json)
    }

    /// The target with a name, if the package has one.
    public func target(named name: String) -> Target? {
        targets.first { $0.name == name }
    }

    /// The product with a name, if the package has one.
    public func product(named name: String) -> Product? {
        products.first { $0.name == name }
    }
}

/// A package a manifest depends on: a local path or a remote package.
public struct PackageDependency: Sendable, Hashable, Decodable {
    /// Where a dependency comes from.
    public enum Location: Sendable, Hashable {
        /// A local package, by absolute path.
        case local(path: String)
        /// A package from source control or a registry.
        case remote
    }

    /// The identity `.product(name:package:)` names it by, lowercased.
    public var identity: String
    /// Where it comes from.
    public var location: Location

    /// A local path dependency; its identity is the lowercased last path component (SwiftPM's rule).
    public static func local(path: String) -> PackageDependency {
        PackageDependency(
            identity: URL(fileURLWithPath: path).lastPathComponent.lowercased(), location: .local(path: path))
    }

    /// A remote dependency with an identity.
    public static func remote(identity: String) -> PackageDependency {
        PackageDependency(identity: identity.lowercased(), location: .remote)
    }

    private init(identity: String, location: Location) {
        self.identity = identity
        self.location = location
    }

    private enum CodingKeys: String, CodingKey {
        case fileSystem, sourceControl, registry
    }

    private struct Entry: Decodable {
        var identity: String?
        var path: String?
    }

    /// Decodes `{"fileSystem": [{path}]}`, `{"sourceControl": [{identity}]}` or `{"registry": [{identity}]}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let entry = try container.decodeIfPresent([Entry].self, forKey: .fileSystem)?.first,
            let path = entry.path
        {
            self = .local(path: path)
            return
        }
        for key in [CodingKeys.sourceControl, .registry] {
            if let identity = try container.decodeIfPresent([Entry].self, forKey: key)?.first?.identity {
                self = .remote(identity: identity)
                return
            }
        }
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "a dependency that is neither fileSystem (with a path), sourceControl nor registry"))
    }
}

/// A product: a name, the targets (modules) it offers, and whether it is an executable.
public struct Product: Sendable, Hashable, Decodable {
    /// The product's name.
    public var name: String
    /// The targets it is made of.
    public var targets: [String]
    /// Whether it is an executable (a program to run) rather than a library to link.
    public var isExecutable: Bool

    /// Makes a product.
    public init(name: String, targets: [String], isExecutable: Bool = false) {
        self.name = name
        self.targets = targets
        self.isExecutable = isExecutable
    }

    private enum CodingKeys: String, CodingKey {
        case name, targets, type
    }

    private enum TypeKeys: String, CodingKey {
        case executable
    }

    /// Decodes `{"name", "targets", "type": {"executable": null} | {"library": [...]} | ...}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        targets = try container.decodeIfPresent([String].self, forKey: .targets) ?? []
        let type = try? container.nestedContainer(keyedBy: TypeKeys.self, forKey: .type)
        isExecutable = type?.contains(.executable) ?? false
    }
}

/// A target of a package.
public struct Target: Sendable, Hashable, Decodable {
    /// The kinds of target the tool tells apart.
    public enum Kind: Sendable, Hashable {
        /// A library target.
        case regular
        /// A test target.
        case test
        /// An executable target.
        case executable
        /// A build tool or command plugin.
        case plugin
        /// Any other kind (`macro`, `binary`, `system`, ...), by its manifest name.
        case other(String)

        init(_ name: String) {
            switch name {
            case "regular": self = .regular
            case "test": self = .test
            case "executable": self = .executable
            case "plugin": self = .plugin
            default: self = .other(name)
            }
        }
    }

    /// The target's (and its module's) name.
    public var name: String
    /// Its kind.
    public var kind: Kind
    /// Its directory relative to the package, when the manifest sets one.
    public var path: String?
    /// What it depends on.
    public var dependencies: [TargetDependency]
    /// The paths, relative to its directory, that it excludes from its sources (`exclude:`).
    public var exclude: [String]
    /// The paths, relative to its directory, that its sources are limited to (`sources:`); nil for all.
    public var sources: [String]?
    /// Whether it is declared with no resources, excluded files, explicit sources, settings or plugins, and
    /// depends on nothing under a condition or a module alias: what can be declared again elsewhere from its
    /// name, path and dependencies alone.
    public var isPlain: Bool

    /// Makes a target.
    public init(
        name: String, kind: Kind = .regular, path: String? = nil, dependencies: [TargetDependency] = [],
        exclude: [String] = [], sources: [String]? = nil, isPlain: Bool = true
    ) {
        self.name = name
        self.kind = kind
        self.path = path
        self.dependencies = dependencies
        self.exclude = exclude
        self.sources = sources
        self.isPlain = isPlain && exclude.isEmpty && sources == nil
    }

    /// Its directory relative to the package: `path`, or `Tests/<name>` for a test target and `Sources/<name>`
    /// for any other.
    public var directory: String {
        path ?? (kind == .test ? "Tests/\(name)" : "Sources/\(name)")
    }

    private enum CodingKeys: String, CodingKey {
        case name, type, path, dependencies, resources, exclude, sources, settings, pluginUsages
    }

    /// Decodes a target of `dump-package`'s JSON.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        kind = Kind(try container.decode(String.self, forKey: .type))
        path = try container.decodeIfPresent(String.self, forKey: .path)
        dependencies = try container.decodeIfPresent([TargetDependency].self, forKey: .dependencies) ?? []
        exclude = try container.decodeIfPresent([String].self, forKey: .exclude) ?? []
        sources = try container.decodeIfPresent([String].self, forKey: .sources)
        var plain =
            try container.decodeIfPresent([PlainDependency].self, forKey: .dependencies)?.allSatisfy(\.isPlain)
            ?? true
        for key in [CodingKeys.resources, .exclude, .sources, .settings, .pluginUsages] {
            if let entries = try container.decodeIfPresent([EmptyDecodable].self, forKey: key), !entries.isEmpty {
                plain = false
            }
        }
        isPlain = plain
    }
}

/// Decodes any JSON value and keeps nothing: to count the entries of an array.
private struct EmptyDecodable: Decodable {
    init(from decoder: any Decoder) throws {}
}

/// Whether one entry of a target's `dependencies` has no condition and no module aliases: every field after the
/// name (and the package, for a product) is null.
private struct PlainDependency: Decodable {
    var isPlain: Bool

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        isPlain = true
        for key in container.allKeys {
            var fields = try container.nestedUnkeyedContainer(forKey: key)
            let named = key.stringValue == "product" ? 2 : 1
            var index = 0
            while !fields.isAtEnd {
                if index >= named, try !fields.decodeNil() {
                    isPlain = false
                    return
                }
                if index < named { _ = try fields.decode(EmptyDecodable.self) }
                index += 1
            }
        }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// One entry of a target's `dependencies`.
public enum TargetDependency: Sendable, Hashable, Decodable {
    /// `"Name"`: a target of the same package or a product of a dependency.
    case byName(String)
    /// `.target(name:)`: a target of the same package.
    case target(String)
    /// `.product(name:package:)`: a product of a dependency; `package` is its identity, or nil.
    case product(name: String, package: String?)

    private enum CodingKeys: String, CodingKey {
        case byName, target, product
    }

    /// Decodes `{"byName": [name, condition]}`, `{"target": [name, condition]}` or
    /// `{"product": [name, package, moduleAliases, condition]}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.byName) {
            var fields = try container.nestedUnkeyedContainer(forKey: .byName)
            self = .byName(try fields.decode(String.self))
        } else if container.contains(.target) {
            var fields = try container.nestedUnkeyedContainer(forKey: .target)
            self = .target(try fields.decode(String.self))
        } else if container.contains(.product) {
            var fields = try container.nestedUnkeyedContainer(forKey: .product)
            let name = try fields.decode(String.self)
            let package = fields.isAtEnd ? nil : try fields.decodeIfPresent(String.self)
            self = .product(name: name, package: package)
        } else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "a target dependency that is neither byName, target nor product"))
        }
    }
}
