import Foundation

/// What tells one toolchain from another, for the manifest cache's key: the paths, sizes, inodes and
/// modification times of the programs a dump runs (`swift`, and `swift-package` and `swift-frontend` beside
/// it, links resolved). Read from the file system in well under a millisecond, where `swift --version` takes
/// about 80 ms, on every run of the tool. A toolchain installed or upgraded in place changes them.
///
/// `nil` when `swift` is not found, or is not beside those programs (a wrapper script, say): the caller then
/// identifies the toolchain by what `swift --version` prints.
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
        for file in [resolved] + siblings.map({ directory.appending(path: $0).resolvingSymlinksInPath() }) {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
                let size = attributes[.size] as? NSNumber,
                let modified = attributes[.modificationDate] as? Date,
                let inode = attributes[.systemFileNumber] as? NSNumber
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
