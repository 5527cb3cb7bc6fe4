import Foundation

/// Where the app writes: results to standard output, errors to standard error.
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

    /// Writes a line to standard output.
    public func out(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Writes a line to standard error.
    public func err(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
