import Foundation

/// Runs a program to completion and collects what it printed.
struct ProcessRunner: Sendable {
    /// What a finished program left behind.
    struct Output: Sendable {
        var status: Int32
        var standardOutput: Data
        var standardError: Data
    }

    /// Runs `executable` (a path, or a name looked up in PATH) with `arguments`. Output goes to temporary files
    /// rather than pipes, so a large output cannot fill a pipe while the other one is waited on.
    func run(_ executable: String, _ arguments: [String]) throws -> Output {
        let files = FileManager.default
        let scratch = files.temporaryDirectory.appending(path: "workspace-graph-\(UUID().uuidString)")
        let command = ([executable] + arguments).joined(separator: " ")
        do {
            try files.createDirectory(at: scratch, withIntermediateDirectories: true)
            defer { try? files.removeItem(at: scratch) }
            let outputURL = scratch.appending(path: "stdout")
            let errorURL = scratch.appending(path: "stderr")
            _ = files.createFile(atPath: outputURL.path, contents: nil)
            _ = files.createFile(atPath: errorURL.path, contents: nil)
            let output = try FileHandle(forWritingTo: outputURL)
            let error = try FileHandle(forWritingTo: errorURL)
            let process = Process()
            if executable.contains("/") {
                process.executableURL = URL(fileURLWithPath: executable)
                process.arguments = arguments
            } else {
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = [executable] + arguments
            }
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = output
            process.standardError = error
            try process.run()
            process.waitUntilExit()
            try output.close()
            try error.close()
            return Output(
                status: process.terminationStatus, standardOutput: try contents(of: outputURL),
                standardError: try contents(of: errorURL))
        } catch {
            throw WorkspaceGraphError.cannotRun(command: command, detail: error.localizedDescription)
        }
    }

    /// A file's bytes, read through a file handle: `Data(contentsOf:)` leaks its buffer for an empty file on
    /// Linux, which LeakSanitizer reports.
    private func contents(of url: URL) throws -> Data {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        return try handle.readToEnd() ?? Data()
    }
}
