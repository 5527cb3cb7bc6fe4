import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The POSIX pseudo-terminal functions, looked up at run time: Swift's C module does not declare them
/// (they need `_XOPEN_SOURCE`), but the C library has them.
private enum PTY {
    typealias IntFunction = @convention(c) (Int32) -> Int32
    typealias NameFunction = @convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32

    static func function<T>(_ name: String, as type: T.Type) -> T? {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }

    static let open = function("posix_openpt", as: IntFunction.self)
    static let grant = function("grantpt", as: IntFunction.self)
    static let unlock = function("unlockpt", as: IntFunction.self)
    static let name = function("ptsname_r", as: NameFunction.self)
}

/// A pseudo-terminal pair: the app runs on the secondary side, the test types and reads on the primary side.
final class PseudoTerminal {
    let primary: Int32
    let secondaryPath: String
    private var received: [UInt8] = []

    /// Opens a pair sized `columns` × `rows`; `nil` when the system has no pseudo-terminals.
    init?(columns: UInt16 = 80, rows: UInt16 = 24) {
        guard let open = PTY.open, let grant = PTY.grant, let unlock = PTY.unlock, let name = PTY.name else {
            return nil
        }
        let primary = ProcessStart.exclusively { open(O_RDWR | O_NOCTTY) }
        var path = [CChar](repeating: 0, count: 256)
        guard primary >= 0, grant(primary) == 0, unlock(primary) == 0, name(primary, &path, path.count) == 0 else {
            return nil
        }
        self.primary = primary
        secondaryPath = String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(primary, UInt(TIOCSWINSZ), &size)
    }

    deinit { close(primary) }

    /// Starts the app with the secondary side as its standard input, output and error, and the variables of
    /// `environment` added to this process's.
    func spawn(_ binary: URL, arguments: [String], environment: [String: String] = [:]) throws -> Process {
        try ProcessStart.exclusively {
            let secondary = try FileHandle(forUpdating: URL(fileURLWithPath: secondaryPath))
            let process = Process()
            process.executableURL = binary
            process.arguments = arguments
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            process.standardInput = secondary
            process.standardOutput = secondary
            process.standardError = secondary
            try process.run()
            try secondary.close()
            return process
        }
    }

    /// Resizes the window, as a terminal emulator does when its window is: the foreground process group of
    /// the terminal, if it has one, gets SIGWINCH.
    func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(primary, UInt(TIOCSWINSZ), &size)
    }

    /// Types `text` as if on the keyboard.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
    }

    /// Reads until `text` has appeared in everything read so far (since the last ``clear()``), or the
    /// deadline passes; returns whether it appeared. Between reads it sleeps rather than blocks, so that the
    /// few threads the tests share run other tests meanwhile. The deadline is longer than a section's 10 s
    /// timeout, so that a section that times out is seen in what the app prints, not as a race with it.
    @discardableResult
    func waitFor(_ text: String, seconds: Double = 30) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if output.contains(text) { return true }
            var descriptor = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 0) > 0 else {
                do { try await Task.sleep(for: .milliseconds(5)) } catch { break }
                continue
            }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { read(primary, $0.baseAddress, $0.count) }
            if count > 0 {
                received += buffer[0..<count]
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                break  // the app's side is closed (a pseudo-terminal reads EIO then): nothing more will come
            }
        }
        return output.contains(text)
    }

    /// Everything read since the last ``clear()``.
    var output: String { String(decoding: received, as: UTF8.self) }

    /// Forgets what was read.
    func clear() { received = [] }
}
