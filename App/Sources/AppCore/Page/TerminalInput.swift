import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the interactive view reacts to: a key, or the terminal's window changing size.
enum TerminalEvent: Sendable, Hashable {
    /// A key typed.
    case key(Key)
    /// The window was resized (SIGWINCH): the view reads the new size and redraws.
    case resize
}

/// The pipe through which the SIGWINCH handler wakes the reading thread: set once, before the handler is
/// installed, and only read after.
nonisolated(unsafe) private var resizePipe: (read: Int32, write: Int32) = (-1, -1)

/// The SIGWINCH handler: one byte down the pipe, an async-signal-safe call; the pipe does not block.
private func noteResize(_: Int32) {
    var byte: UInt8 = 1
    _ = write(resizePipe.write, &byte, 1)
}

/// Keys read from standard input and window resizes, on a thread of their own, as one asynchronous sequence.
/// The end of input is ``Key/quit``.
enum TerminalInput {
    static func stream() -> AsyncStream<TerminalEvent> {
        AsyncStream { continuation in
            let resizes = openResizePipe()
            let thread = Thread {
                // The thread that waits hears SIGWINCH, whatever signal mask the app was started with.
                var windowChange = sigset_t()
                sigemptyset(&windowChange)
                sigaddset(&windowChange, SIGWINCH)
                pthread_sigmask(SIG_UNBLOCK, &windowChange, nil)
                pump(into: continuation, resizes: resizes)
            }
            thread.start()
        }
    }

    /// The pipe's read end, with the SIGWINCH handler installed; -1 if there is no pipe (no resizes then).
    private static func openResizePipe() -> Int32 {
        guard resizePipe.read < 0 else { return resizePipe.read }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return -1 }
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        resizePipe = (ends[0], ends[1])
        _ = signal(SIGWINCH, noteResize)
        return ends[0]
    }

    private static func pump(into continuation: AsyncStream<TerminalEvent>.Continuation, resizes: Int32) {
        let clock = ContinuousClock()
        var keys = KeyAssembler()
        var buffer = [UInt8](repeating: 0, count: 64)
        var sources = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
        if resizes >= 0 { sources.append(pollfd(fd: resizes, events: Int16(POLLIN), revents: 0)) }
        while true {
            // Waits for input; with a sequence incomplete, no longer than until its wait is over.
            let ready = poll(
                &sources, nfds_t(sources.count), keys.deadline.map { milliseconds(clock.now.duration(to: $0)) } ?? -1)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            if ready == 0 {
                for key in keys.flush() { continuation.yield(.key(key)) }
                continue
            }
            if sources.count > 1, sources[1].revents != 0 {
                while buffer.withUnsafeMutableBytes({ read(resizes, $0.baseAddress, $0.count) }) > 0 {}
                continuation.yield(.resize)
            }
            guard sources[0].revents != 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            for key in keys.read(buffer[0..<count], at: clock.now) { continuation.yield(.key(key)) }
        }
        for key in keys.flush() { continuation.yield(.key(key)) }
        continuation.yield(.key(.quit))
        continuation.finish()
    }

    /// `duration` in whole milliseconds, as `poll` takes a timeout: 0 when it is over.
    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        return Int32(clamping: max(0, seconds &* 1_000 &+ attoseconds / 1_000_000_000_000_000))
    }
}
