import Foundation

/// What can stop the tool from reading the workspace.
public enum WorkspaceGraphError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The root directory does not exist.
    case rootNotFound(String)
    /// No package manifest was found under the root.
    case noPackages(root: String)
    /// A package's path holds whitespace, which the workspace's commands cannot pass as one word.
    case spacedPackagePath(String)
    /// `swift package dump-package` failed for one or more packages.
    case dumpFailed([DumpFailure])
    /// A manifest's JSON could not be decoded.
    case undecodableManifest(package: String, detail: String)
    /// A program could not be run at all.
    case cannotRun(command: String, detail: String)
    /// A `// workspace-graph:` comment line that the tool does not understand.
    case badDirective(file: String, line: Int, text: String)
    /// A `depends-on` line whose path is not a package of the workspace.
    case unknownDependsOn(file: String, line: Int, path: String)
    /// Packages named on the command line that the workspace does not have.
    case unknownPackages([String])
    /// A file that could not be read or written.
    case fileError(path: String, detail: String)

    /// One failed `dump-package`.
    public struct DumpFailure: Sendable, Hashable {
        /// The package, relative to the root.
        public var package: String
        /// swift's exit status.
        public var status: Int32
        /// swift's standard error.
        public var standardError: String

        /// Makes a failure record.
        public init(package: String, status: Int32, standardError: String) {
            self.package = package
            self.status = status
            self.standardError = standardError
        }
    }

    /// The message to show.
    public var description: String {
        switch self {
        case .rootNotFound(let root):
            return "the workspace root \(root) is not a directory"
        case .noPackages(let root):
            return
                "no package found under \(root) (looked for Packages/*/Package.swift, App/Package.swift, "
                + "Tests/*/Package.swift and Tools/*/Package.swift)"
        case .spacedPackagePath(let path):
            return
                "the package \(path) has whitespace in its path, and the workspace's commands (make, PKG=, --only) "
                + "take package paths as words: rename its folder"
        case .dumpFailed(let failures):
            return failures.map { failure in
                let detail = failure.standardError.trimmingCharacters(in: .whitespacesAndNewlines)
                return "cannot read \(failure.package)/Package.swift: `swift package dump-package` exited with "
                    + "status \(failure.status)" + (detail.isEmpty ? "" : ":\n\(detail)")
            }
            .joined(separator: "\n")
        case .undecodableManifest(let package, let detail):
            return "cannot decode the dump of \(package)/Package.swift: \(detail)"
        case .cannotRun(let command, let detail):
            return "cannot run `\(command)`: \(detail)"
        case .badDirective(let file, let line, let text):
            return
                "\(file):\(line): cannot read `\(text)`; expected "
                + "`// workspace-graph: depends-on <relative path> — <reason>`"
        case .unknownDependsOn(let file, let line, let path):
            return "\(file):\(line): depends-on \(path) names no package of the workspace"
        case .unknownPackages(let packages):
            return "not packages of the workspace: \(packages.joined(separator: " "))"
        case .fileError(let path, let detail):
            return "\(path): \(detail)"
        }
    }
}
