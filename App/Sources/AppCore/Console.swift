import Foundation
import TerminalText

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
public struct StandardConsole: Console {
    /// Creates the console.
    public init() {}

    /// Writes a line to standard output, sanitized.
    public func out(_ line: String) {
        FileHandle.standardOutput.write(Data((TerminalText.sanitized(line) + "\n").utf8))
    }

    /// Writes a line to standard error, sanitized.
    public func err(_ line: String) {
        FileHandle.standardError.write(Data((TerminalText.sanitized(line) + "\n").utf8))
    }
}
