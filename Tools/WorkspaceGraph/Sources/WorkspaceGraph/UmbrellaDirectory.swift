import Foundation

/// The directory of a test umbrella: its `Package.swift` and the link to the workspace root beside it.
public struct UmbrellaDirectory: Sendable {
    /// The directory.
    public var url: URL

    /// The umbrella directory at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// The relative path from one directory to another, e.g. `../..`.
    public static func relativePath(from directory: URL, to other: URL) -> String {
        let path = ImportCheck.relative(from: directory.standardizedFileURL.path, to: other.standardizedFileURL.path)
        return path.isEmpty ? "." : path
    }

    /// The path from the directory to `root`, for the link to the root and the manifest's package paths: the
    /// directory is created first and both sides have their symbolic links resolved, as SwiftPM resolves a
    /// package's directory, so that the path leads to the root even when the directory, or a folder above it
    /// such as `.build`, is a link to somewhere else.
    public func rootPath(to root: URL) throws -> String {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw WorkspaceGraphError.fileError(path: url.path, detail: error.localizedDescription)
        }
        return Self.relativePath(from: url.resolvingSymlinksInPath(), to: root.resolvingSymlinksInPath())
    }

    /// The packages the umbrella in the directory was made for; empty when it has none.
    public func packages() -> [String] {
        FileManager.default.contents(atPath: url.appending(path: "Package.swift").path)
            .map { TestUmbrella.packages(inManifest: String(decoding: $0, as: UTF8.self)) } ?? []
    }

    /// The packages for an umbrella that keeps those the one in the directory takes and adds `asked`: the kept
    /// ones first, in their order, so that when they include every package asked for, the manifest stays as it
    /// is and SwiftPM's plan of the last build with it stays valid.
    public func packages(keeping asked: [String]) -> [String] {
        packages() + asked
    }

    /// Writes the manifest, the link `TestUmbrella.rootLink` to `rootPath` (relative to the directory) and the
    /// source of `TestUmbrella.programsTarget`, each unless it is there already; the manifest is replaced only
    /// when it changed, so that SwiftPM does not evaluate it again for nothing.
    public func write(manifest: String, rootPath: String) throws {
        let files = FileManager.default
        let manifestFile = url.appending(path: "Package.swift")
        let link = url.appending(path: TestUmbrella.rootLink)
        let programs = url.appending(path: TestUmbrella.programsDirectory)
        let programsSource = programs.appending(path: TestUmbrella.programsSource)
        do {
            try files.createDirectory(at: programs, withIntermediateDirectories: true)
            if !files.fileExists(atPath: programsSource.path) {
                let text = "// No code: the target depends on the programs the tests run, so the build links them.\n"
                try Data(text.utf8).write(to: programsSource, options: .atomic)
            }
            if (try? files.destinationOfSymbolicLink(atPath: link.path)) != rootPath {
                try? files.removeItem(at: link)
                try files.createSymbolicLink(atPath: link.path, withDestinationPath: rootPath)
            }
            let data = Data(manifest.utf8)
            if files.contents(atPath: manifestFile.path) != data {
                try data.write(to: manifestFile, options: .atomic)
            }
        } catch {
            throw WorkspaceGraphError.fileError(path: url.path, detail: error.localizedDescription)
        }
    }
}
