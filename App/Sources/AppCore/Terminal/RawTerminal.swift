#if canImport(Glibc)
    import Glibc

    private let systemWrite = Glibc.write
    private let systemSignal = Glibc.signal
#elseif canImport(Darwin)
    import Darwin

    private let systemWrite = Darwin.write
    private let systemSignal = Darwin.signal
#endif

/// The terminal settings to put back, kept where a signal handler can reach them. On the heap: a global
/// `termios` value is laid out without its trailing padding, and storing a whole `termios` into it overruns.
nonisolated(unsafe) private let savedSettings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
nonisolated(unsafe) private var hasSavedSettings = false

/// Full-screen, unbuffered terminal mode for the interactive page view.
///
/// ``enter()`` switches to the alternate screen with the cursor hidden and input unbuffered; ``restore()``
/// puts everything back. The terminal is also restored when the process is interrupted (SIGINT, SIGTERM,
/// SIGHUP, SIGQUIT), crashes (a trap in a section: SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGSYS)
/// or passes a resource limit (SIGXCPU, SIGXFSZ), before the signal takes its usual course.
public enum RawTerminal {
    private static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l"
    private static let leaveSequence = "\u{1B}[?25h\u{1B}[?1049l"
    private static let signals: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGSYS, SIGXCPU, SIGXFSZ,
    ]

    /// Whether standard input and output are terminals.
    public static var isAvailable: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    /// Whether the process may take the terminal over: it is not in the background of a terminal that another
    /// process group has in the foreground (started with `&`, or stopped and continued with `bg`), where
    /// changing the terminal's settings would stop it and its keys would go to the foreground group. A terminal
    /// that is not the process's controlling terminal has no foreground group to ask about, and is the
    /// process's to use.
    public static var ownsTerminal: Bool {
        let foreground = tcgetpgrp(STDIN_FILENO)
        return foreground < 0 || foreground == getpgrp()
    }

    /// Enters full-screen raw mode; returns `false` (changing nothing) when there is no terminal.
    public static func enter() -> Bool {
        guard isAvailable, !hasSavedSettings else { return false }
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return false }
        savedSettings.pointee = settings
        hasSavedSettings = true
        settings.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        settings.c_iflag &= ~tcflag_t(IXON | ICRNL)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
        for number in signals { _ = systemSignal(number, restoreAndReraise) }
        write(enterSequence)
        return true
    }

    /// Leaves raw mode and the alternate screen; safe to call more than once.
    public static func restore() {
        guard hasSavedSettings else { return }
        for number in signals { _ = systemSignal(number, SIG_DFL) }
        restoreFromSignal()
    }

    /// Writes `text` to standard output at once; a frame that cannot be written is dropped, as a terminal that
    /// went away shows nothing.
    public static func write(_ text: String) {
        _ = OutputDescriptor.writeAll(Array(text.utf8), to: STDOUT_FILENO)
    }

    /// Restores the terminal with async-signal-safe calls only.
    fileprivate static func restoreFromSignal() {
        guard hasSavedSettings else { return }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, savedSettings)
        hasSavedSettings = false
        leaveSequence.utf8CString.withUnsafeBufferPointer { buffer in
            _ = systemWrite(STDOUT_FILENO, buffer.baseAddress, buffer.count - 1)
        }
    }
}

/// Restores the terminal, then lets the signal do what it would have done.
private func restoreAndReraise(_ signal: Int32) {
    RawTerminal.restoreFromSignal()
    _ = systemSignal(signal, SIG_DFL)
    raise(signal)
}
