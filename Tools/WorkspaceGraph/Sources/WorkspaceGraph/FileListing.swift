import Foundation

/// The names of every file of a workspace's packages, as one fingerprint.
///
/// SwiftPM plans a build again when a file of a root package's targets is added, removed or renamed, not when
/// one of a package it depends on is. The test umbrella's only targets of its own are test targets, so a file
/// added to a package's `Sources` would go unbuilt until something else made SwiftPM plan again. The umbrella
/// carries this fingerprint in its manifest: a file added to any package changes the manifest, and SwiftPM
/// plans the next build again. Only names count; a file's contents are SwiftPM's to follow.
public enum FileListing {
    /// The fingerprint of the names of the files in the `Sources` and `Tests` directories of every package of
    /// `workspace`, hidden ones left out.
    public static func fingerprint(of workspace: Workspace) -> String {
        var hash = FNV1a()
        for package in workspace.packages {
            for directory in ["Sources", "Tests"] {
                let path = "\(package.path)/\(directory)"
                for file in files(under: workspace.root.appending(path: path)) {
                    hash.add("\(path)/\(file)\n".utf8)
                }
            }
        }
        return hash.hex
    }

    /// The regular files under `directory`, as paths relative to it, sorted; none when it does not exist.
    static func files(under directory: URL) -> [String] {
        let base = directory.standardizedFileURL.path
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        var files: [String] = []
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let path = url.standardizedFileURL.path
            files.append(path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path)
        }
        return files.sorted()
    }
}
