import Foundation

/// The names of every file of a workspace's packages, as one fingerprint.
///
/// SwiftPM plans a build again when a file of a root package's targets is added, removed or renamed, not when
/// one of a package it depends on is. The test umbrella's only targets of its own are test targets, so a file
/// added to a package's `Sources` would go unbuilt until something else made SwiftPM plan again. The umbrella
/// carries this fingerprint in its manifest: a file added to any package changes the manifest, and SwiftPM
/// plans the next build again. Only names count; a file's contents are SwiftPM's to follow.
public enum FileListing {
    /// The fingerprint of the names of the files (and symbolic links) in the `Sources` and `Tests` directories
    /// of every package of `workspace`, hidden ones left out.
    public static func fingerprint(of workspace: Workspace) -> String {
        var hash = FNV1a()
        for package in workspace.packages {
            for directory in ["Sources", "Tests"] {
                // Everything but directories, which the walk marks with a trailing slash: no file is looked up.
                let files = ImportCheck.files(under: workspace.root.appending(path: "\(package.path)/\(directory)")) {
                    !$0.hasDirectoryPath
                }
                for file in files ?? [] {
                    hash.add("\(ImportCheck.relativePath(of: file, root: workspace.root))\n".utf8)
                }
            }
        }
        return hash.hex
    }
}
