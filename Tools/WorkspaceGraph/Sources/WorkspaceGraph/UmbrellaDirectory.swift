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

    /// Writes the manifest, and the link `TestUmbrella.rootLink` to `rootPath` (relative to the directory) unless
    /// it is there already; the manifest is replaced only when it changed, so that SwiftPM does not evaluate it
    /// again for nothing.
    public func write(manifest: String, rootPath: String) throws {
        let files = FileManager.default
        let manifestFile = url.appending(path: "Package.swift")
        let link = url.appending(path: TestUmbrella.rootLink)
        do {
            try files.createDirectory(at: url, withIntermediateDirectories: true)
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
