import Foundation

/// What tells one toolchain from another, for the manifest cache's key: the paths, sizes, inodes and
/// modification times of the programs a dump runs (`swift`, and `swift-package` and `swift-frontend` beside
/// it, links resolved). Read from the file system in well under a millisecond, where `swift --version` takes
/// about 80 ms, on every run of the tool. A toolchain installed or upgraded in place changes them.
///
/// `nil` when `swift` is not found, is not beside those programs (a wrapper script, an `xcrun` shim), or is
/// one program with them (a proxy such as swiftly's, which picks the toolchain when it runs, from its own
/// settings or a `.swift-version` file, so that its file says nothing of which): the caller then identifies
/// the toolchain by what `swift --version` prints.
enum ToolchainIdentity {
    /// The programs beside `swift` that a dump runs.
    static let siblings = ["swift-package", "swift-frontend"]

    /// The identity of the toolchain that `swift` (a path, or a name looked up in `searchPath`) runs.
    static func of(
        _ swift: String, searchPath: String? = ProcessInfo.processInfo.environment["PATH"]
    ) -> Data? {
        guard let program = locate(swift, searchPath: searchPath) else { return nil }
        let resolved = program.resolvingSymlinksInPath()
        let directory = resolved.deletingLastPathComponent()
        var identity = ""
        var inodes: Set<UInt64> = []
        for file in [resolved] + siblings.map({ directory.appending(path: $0).resolvingSymlinksInPath() }) {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
                let size = attributes[.size] as? NSNumber,
                let modified = attributes[.modificationDate] as? Date,
                let inode = attributes[.systemFileNumber] as? NSNumber,
                inodes.insert(inode.uint64Value).inserted
            else { return nil }
            identity += "\(file.path)\u{0}\(size)\u{0}\(inode)\u{0}\(modified.timeIntervalSince1970)\n"
        }
        return Data(identity.utf8)
    }

    /// The executable file `swift` names: itself when it holds a `/`, else the first in `searchPath`.
    static func locate(_ swift: String, searchPath: String?) -> URL? {
        let files = FileManager.default
        if swift.contains("/") {
            return files.isExecutableFile(atPath: swift) ? URL(fileURLWithPath: swift) : nil
        }
        for directory in (searchPath ?? "").split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = URL(fileURLWithPath: String(directory)).appending(path: swift)
            var isDirectory: ObjCBool = false
            if files.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                files.isExecutableFile(atPath: candidate.path)
            {
                return candidate
            }
        }
        return nil
    }
}
