import Foundation

/// The Swift files of a target, as SwiftPM finds them.
public enum TargetSources {
    /// The `.swift` files of `target` of `package`, sorted: those under its directory, except a hidden one, one
    /// under the directory of another target of the package inside it (a file is the target's with the longest
    /// directory that holds it), under a path it excludes, outside the paths its `sources:` names if it names
    /// any, or in a DocC catalog (`<Module>.docc`), which no build compiles. Nil if its directory does not exist.
    public static func swiftFiles(of target: Target, in package: WorkspacePackage, root: URL) -> [URL]? {
        // Without `.` and `..`, so that every path of the walk starts with the directory's.
        let own = Workspace.normalize(target.directory) ?? target.directory
        let directory = root.appending(path: package.path).appending(path: own)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { return nil }
        let nested = package.manifest.targets.compactMap { other -> String? in
            guard let path = Workspace.normalize(other.directory), path.hasPrefix(own + "/") else { return nil }
            return String(path.dropFirst(own.count + 1))
        }
        let excluded = nested + target.exclude.compactMap { Workspace.normalize($0) }
        let limited = target.sources.map { $0.compactMap { Workspace.normalize($0) } }
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        let base = directory.path.hasSuffix("/") ? directory.path : directory.path + "/"
        var files: [URL] = []
        while let url = enumerator.nextObject() as? URL {
            let pathExtension = url.pathExtension
            if pathExtension == "docc" {
                enumerator.skipDescendants()
                continue
            }
            // Most targets exclude nothing and list no sources: their files' paths are not needed.
            if !excluded.isEmpty || limited != nil {
                let path = url.path
                guard path.hasPrefix(base) else { continue }
                let relative = path.dropFirst(base.count)
                if excluded.contains(where: { isPath(relative, under: $0) }) {
                    enumerator.skipDescendants()
                    continue
                }
                if pathExtension == "swift", let limited, !limited.contains(where: { isPath(relative, under: $0) }) {
                    continue
                }
            }
            guard pathExtension == "swift", !url.hasDirectoryPath else { continue }
            files.append(url)
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Whether `path` is `directory` or lies under it; an empty `directory` (the target's own) holds everything.
    private static func isPath(_ path: Substring, under directory: String) -> Bool {
        directory.isEmpty || path == directory || path.hasPrefix(directory + "/")
    }
}
