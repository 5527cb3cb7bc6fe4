import Foundation
import Synchronization

/// Reads manifests with `swift package dump-package`, caching each dump in
/// `<root>/.build/workspace-graph/manifests/<hash>.json`, where the hash (64-bit FNV-1a) covers the bytes of
/// Package.swift and of any `Package@swift-<version>.swift` beside it, the package's absolute directory and the toolchain (its ``ToolchainIdentity``, or what
/// `swift --version` prints where that cannot be read). Missing dumps run in parallel, at
/// most one per processor at a time, each with its own scratch path under `.build/workspace-graph/scratch`, so
/// that a build of the package running meanwhile (which holds the lock of the package's `.build`) does not make
/// the dump wait.
public struct ManifestReader: Sendable {
    /// The workspace root, absolute.
    public let root: URL
    /// The `swift` to run: a path, or a name looked up in PATH.
    public let swift: String

    /// A reader for the workspace at `root`.
    public init(root: URL, swift: String = "swift") {
        self.root = root
        self.swift = swift
    }

    /// Where the dumps are cached.
    public var cacheDirectory: URL {
        root.appending(path: ".build/workspace-graph/manifests", directoryHint: .isDirectory)
    }

    /// The scratch path given to the dump of a package (it stays empty; only its lock is used).
    public func scratchDirectory(for package: String) -> URL {
        root.appending(path: ".build/workspace-graph/scratch").appending(path: package)
    }

    /// What `read` returns: the manifests, and which of them had to be dumped (the rest came from the cache).
    public struct Result: Sendable {
        /// The manifests by package path.
        public var manifests: [String: Manifest]
        /// The packages that had to be dumped.
        public var dumped: [String]
    }

    /// The manifests of `packages` (paths relative to the root), from the cache or dumped.
    public func read(packages: [String]) throws -> Result {
        let toolchain = try ToolchainIdentity.of(swift) ?? swiftVersion()
        var manifests: [String: Manifest] = [:]
        var missing: [(package: String, cacheFile: URL)] = []
        var used: Set<String> = []
        for package in packages {
            let cacheFile = cacheDirectory.appending(
                path: try cacheKey(package: package, toolchain: toolchain) + ".json")
            used.insert(cacheFile.lastPathComponent)
            if let data = try? Data(contentsOf: cacheFile), let manifest = try? Manifest.decode(data) {
                manifests[package] = manifest
                Self.markUsed(cacheFile)
            } else {
                missing.append((package, cacheFile))
            }
        }
        if !missing.isEmpty {
            do {
                try FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
            } catch {
                throw WorkspaceGraphError.fileError(path: cacheDirectory.path, detail: error.localizedDescription)
            }
            pruneCache(keeping: used)
        }
        let results = Mutex<[String: Swift.Result<Manifest, WorkspaceGraphError>]>([:])
        let next = Mutex(0)
        let work = missing
        let workers = min(ProcessInfo.processInfo.activeProcessorCount, work.count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = next.withLock { value in
                    defer { value += 1 }
                    return value
                }
                guard index < work.count else { return }
                let (package, cacheFile) = work[index]
                let result = Swift.Result { () throws(WorkspaceGraphError) in
                    try dump(package: package, cacheFile: cacheFile)
                }
                results.withLock { $0[package] = result }
            }
        }
        var failures: [WorkspaceGraphError.DumpFailure] = []
        for (package, result) in results.withLock({ $0 }).sorted(by: { $0.key < $1.key }) {
            switch result {
            case .success(let manifest):
                manifests[package] = manifest
            case .failure(.dumpFailed(let packageFailures)):
                failures += packageFailures
            case .failure(let error):
                throw error
            }
        }
        if !failures.isEmpty {
            throw WorkspaceGraphError.dumpFailed(failures)
        }
        return Result(manifests: manifests, dumped: missing.map(\.package))
    }

    /// How long a dump no read uses stays in the cache: one of an older manifest, or of a toolchain no longer
    /// run.
    static let unusedDumpLifetime: TimeInterval = 7 * 24 * 60 * 60

    /// Dates a dump a read used as written now, once a day at most, so that pruning, which goes by that date,
    /// keeps a dump that another toolchain's reads use though this one's do not.
    static func markUsed(_ file: URL, now: Date = Date()) {
        let files = FileManager.default
        guard let written = (try? files.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date,
            now.timeIntervalSince(written) > 24 * 60 * 60
        else { return }
        try? files.setAttributes([.modificationDate: now], ofItemAtPath: file.path)
    }

    /// Removes the cached dumps that are not in `used` and that no read wrote or used (``markUsed(_:now:)``)
    /// for longer than ``unusedDumpLifetime``.
    /// It runs only when a manifest has to be dumped (one changed), so that a read from the cache alone costs
    /// nothing more.
    func pruneCache(keeping used: Set<String>, now: Date = Date()) {
        let files = FileManager.default
        for name in (try? files.contentsOfDirectory(atPath: cacheDirectory.path)) ?? []
        where name.hasSuffix(".json") && !used.contains(name) {
            let file = cacheDirectory.appending(path: name)
            guard let written = (try? files.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date,
                now.timeIntervalSince(written) > Self.unusedDumpLifetime
            else { continue }
            try? files.removeItem(at: file)
        }
    }

    /// The cache file name (without `.json`) for a package: Package.swift and every version-specific manifest
    /// beside it (`Package@swift-6.1.swift`, which SwiftPM reads instead on a toolchain of that version or
    /// later), each by name and bytes, the package's directory and the toolchain.
    func cacheKey(package: String, toolchain: Data) throws -> String {
        let directory = root.appending(path: package)
        var hash = FNV1a()
        for name in ["Package.swift"] + Self.versionSpecificManifests(in: directory) {
            let file = directory.appending(path: name)
            let manifest: Data
            do {
                manifest = try Data(contentsOf: file)
            } catch {
                throw WorkspaceGraphError.fileError(path: file.path, detail: error.localizedDescription)
            }
            hash.add(Array(name.utf8))
            hash.add([0])
            hash.add(manifest)
            hash.add([0])
        }
        hash.add(Array(root.appending(path: package).path.utf8))
        hash.add([0])
        hash.add(toolchain)
        return hash.hex
    }

    /// The names of the version-specific manifests (`Package@swift-<version>.swift`) in a package's directory,
    /// sorted.
    static func versionSpecificManifests(in directory: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift") }.sorted()
    }

    private func swiftVersion() throws -> Data {
        let output = try ProcessRunner().run(swift, ["--version"])
        guard output.status == 0 else {
            throw WorkspaceGraphError.cannotRun(
                command: "\(swift) --version", detail: String(decoding: output.standardError, as: UTF8.self))
        }
        return output.standardOutput
    }

    private func dump(package: String, cacheFile: URL) throws(WorkspaceGraphError) -> Manifest {
        let directory = root.appending(path: package).path
        let output: ProcessRunner.Output
        do {
            output = try ProcessRunner().run(
                swift,
                [
                    "package", "--package-path", directory, "--scratch-path", scratchDirectory(for: package).path,
                    "dump-package",
                ])
        } catch let error as WorkspaceGraphError {
            throw error
        } catch {
            throw .cannotRun(command: "\(swift) package dump-package", detail: error.localizedDescription)
        }
        guard output.status == 0 else {
            throw .dumpFailed([
                .init(
                    package: package, status: output.status,
                    standardError: String(decoding: output.standardError, as: UTF8.self))
            ])
        }
        let manifest: Manifest
        do {
            manifest = try Manifest.decode(output.standardOutput)
        } catch {
            throw .undecodableManifest(package: package, detail: String(describing: error))
        }
        do {
            try output.standardOutput.write(to: cacheFile, options: .atomic)
        } catch {
            throw .fileError(path: cacheFile.path, detail: error.localizedDescription)
        }
        return manifest
    }
}
