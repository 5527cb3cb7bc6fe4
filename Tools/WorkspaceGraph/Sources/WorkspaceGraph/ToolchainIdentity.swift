import Foundation

/// What tells one toolchain from another, for the manifest cache's key: the paths, sizes, inodes and
/// modification times of the programs a dump runs (`swift`, and `swift-package` and `swift-frontend` beside
/// it, links resolved). Read from the file system in well under a millisecond, where `swift --version` takes
/// about 80 ms, on every run of the tool. A toolchain installed or upgraded in place changes them.
///
/// `nil`, so that the caller identifies the toolchain by what `swift --version` prints, wherever the files
/// may not say which toolchain runs:
/// - `swift` is not found, or `swift-package` or `swift-frontend` is not beside it (a wrapper script);
/// - `swift-package` is one program with `swift` or `swift-frontend`: a proxy such as swiftly's, which picks
///   the toolchain when it runs, from its settings or a `.swift-version` file;
/// - on macOS, where `xcrun`, `xcode-select`, `DEVELOPER_DIR` and `TOOLCHAINS` pick it.
enum ToolchainIdentity {
    /// The programs beside `swift` that a dump runs: SwiftPM, and the compiler that evaluates the manifest.
    static let package = "swift-package"
    static let frontend = "swift-frontend"

    /// The identity of the toolchain that `swift` (a path, or a name looked up in `searchPath`) runs.
    static func of(
        _ swift: String, searchPath: String? = ProcessInfo.processInfo.environment["PATH"]
    ) -> Data? {
        #if os(macOS)
            return nil
        #else
            guard let program = locate(swift, searchPath: searchPath) else { return nil }
            let resolved = program.resolvingSymlinksInPath()
            let directory = resolved.deletingLastPathComponent()
            let files =
                [resolved] + [package, frontend].map { directory.appending(path: $0).resolvingSymlinksInPath() }
            var identity = ""
            var inodes: [UInt64] = []
            for file in files {
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
                    let size = attributes[.size] as? NSNumber,
                    let modified = attributes[.modificationDate] as? Date,
                    let inode = attributes[.systemFileNumber] as? NSNumber
                else { return nil }
                inodes.append(inode.uint64Value)
                identity += "\(file.path)\u{0}\(size)\u{0}\(inode)\u{0}\(modified.timeIntervalSince1970)\n"
            }
            // Older toolchains make `swift` a link to `swift-frontend`; a proxy is `swift-package` too.
            guard inodes[1] != inodes[0], inodes[1] != inodes[2] else { return nil }
            return Data(identity.utf8)
        #endif
    }

    /// The executable file `swift` names: itself when it holds a `/`, else the first in `searchPath`.
    static func locate(_ swift: String, searchPath: String?) -> URL? {
        let files = FileManager.default
        if swift.contains("/") {
            return files.isExecutableFile(atPath: swift) ? URL(fileURLWithPath: swift) : nil
        }
        // As `env` searches: an empty entry is the current directory.
        for directory in (searchPath ?? "").split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = URL(fileURLWithPath: directory.isEmpty ? "." : String(directory)).appending(path: swift)
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
