import Foundation
import TerminalText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the app writes: results to standard output, errors to standard error, one line per call.
///
/// Lines carry text from outside (names, ids, values, error messages), so a console shows them as data: a
/// control character in a line, a line break included, reaches the terminal as its visible placeholder
/// (``TerminalText/sanitized(_:)``), never as a command to the terminal. Text of several lines is written
/// line by line.
public protocol Console: Sendable {
    /// Writes a line to standard output.
    func out(_ line: String)
    /// Writes a line to standard error.
    func err(_ line: String)
}

/// The process's standard output and standard error.
///
/// A write that fails (a full disk, a closed descriptor) does not stop the app: the console keeps the first
/// failure (``writeFailure``), which the app reports when the command ends, and exits with
/// ``AppExitStatus/outputError``, as a command-line tool whose output was lost should. A descriptor that is
/// non-blocking is waited for, not given up on. A pipe whose reader has gone ends the app with `SIGPIPE`, as it
/// ends other command-line tools (`app list | head -1`).
public struct StandardConsole: Console {
    private let failures = WriteFailures()
    private let closedAtLaunch: Set<Int32>

    /// Creates the console; a write to a descriptor of `closedAtLaunch`
    /// (``StandardDescriptors/reserveClosed()``) fails as a write to a closed descriptor does.
    public init(closedAtLaunch: Set<Int32> = []) {
        self.closedAtLaunch = closedAtLaunch
    }

    /// Writes a line to standard output, sanitized.
    public func out(_ line: String) {
        write(line, to: STDOUT_FILENO, named: "standard output")
    }

    /// Writes a line to standard error, sanitized.
    public func err(_ line: String) {
        write(line, to: STDERR_FILENO, named: "standard error")
    }

    /// The first write that failed, such as `standard output: No space left on device`; `nil` while none has.
    public var writeFailure: String? { failures.first }

    private func write(_ line: String, to descriptor: Int32, named name: String) {
        guard !closedAtLaunch.contains(descriptor) else {
            failures.record("\(name): \(String(cString: strerror(EBADF)))")
            return
        }
        if let error = OutputDescriptor.writeAll(Array((TerminalText.sanitized(line) + "\n").utf8), to: descriptor) {
            failures.record("\(name): \(String(cString: strerror(error)))")
        }
    }
}

/// Writing whole buffers to standard output or standard error: the loop both doors to the terminal
/// (``StandardConsole`` and the interactive screen's `RawTerminal.write`) go through.
enum OutputDescriptor {
    /// Writes all of `bytes` to `descriptor`, going on after a signal interrupts a write and waiting while a
    /// non-blocking descriptor takes no more; the error number of the write that failed, or `nil`.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var written = 0
        while written < bytes.count {
            // The error number is read at once, before anything else can change it.
            let (result, error) = bytes.withUnsafeBytes { buffer in
                let result = systemWrite(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
                return (result, result < 0 ? errno : EIO)
            }
            if result > 0 {
                written += result
            } else if error == EAGAIN || error == EWOULDBLOCK {
                // A descriptor left non-blocking by whoever opened it: wait until it takes more.
                var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, -1)
            } else if error != EINTR {
                return error
            }
        }
        return nil
    }
}

/// The first failed write of a console; shared by its copies.
private final class WriteFailures: @unchecked Sendable {
    private let lock = NSLock()
    private var failure: String?

    var first: String? { lock.withLock { failure } }

    func record(_ description: String) {
        lock.withLock { failure = failure ?? description }
    }
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
#endif
