import Foundation
import Testing

/// The built `app` and a way to run it.
enum AppProcess {
    /// What a run printed and how it ended.
    struct Outcome {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// `$APP_BINARY`, else `.build/workspace/debug/app` of this workspace: the app that `make build`,
    /// `make test` and `make run` build in the workspace's shared scratch directory.
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["APP_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/workspace/debug/app")
    }

    /// Runs the app with `arguments` and waits for it to end. The process is started and read on a thread of
    /// its own: blocked in a read, one of the few threads that the tests share would hold up other tests.
    /// `output`, when given, is where its standard output goes instead of the outcome's `stdout`; with
    /// `withoutStandardOutput`, the app is started with its standard input and output closed. `shellWords`,
    /// when given, are more arguments after `arguments`, written for `/bin/sh`: `"$(printf 'a\\377')"` passes
    /// bytes that a Swift string cannot hold.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], output: FileHandle? = nil,
        withoutStandardOutput: Bool = false, shellWords: String? = nil
    ) async throws -> Outcome {
        try #require(
            FileManager.default.isExecutableFile(atPath: binary.path),
            "no app at \(binary.path): build it with `make build` (make test does), or set APP_BINARY")
        return try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(
                    with: Result {
                        try runWaiting(
                            arguments, environment: environment, output: output,
                            withoutStandardOutput: withoutStandardOutput, shellWords: shellWords)
                    })
            }
            .start()
        }
    }

    private static func runWaiting(
        _ arguments: [String], environment: [String: String], output: FileHandle?, withoutStandardOutput: Bool,
        shellWords: String?
    ) throws -> Outcome {
        let (process, stdout, stderr) = try ProcessStart.exclusively { () throws -> (Process, Pipe, Pipe) in
            let process = Process()
            if withoutStandardOutput || shellWords != nil {
                let redirections = withoutStandardOutput ? " <&- >&-" : ""
                process.executableURL = URL(fileURLWithPath: "/bin/sh")
                process.arguments =
                    ["-c", #"exec "$0" "$@" "# + (shellWords ?? "") + redirections, binary.path] + arguments
            } else {
                process.executableURL = binary
                process.arguments = arguments
            }
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            let stdout = Pipe()
            let stderr = Pipe()
            process.standardOutput = output ?? stdout
            process.standardError = stderr
            process.standardInput = FileHandle.nullDevice
            try process.run()
            try stdout.fileHandleForWriting.close()
            return (process, stdout, stderr)
        }
        let out = output == nil ? stdout.fileHandleForReading.readDataToEndOfFile() : Data()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self))
    }
}
