import Foundation

#if canImport(Glibc)
    import Glibc

    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    import Darwin

    private let systemRead = Darwin.read
#endif

/// A file of data from outside (a page configuration, a component's data file), read whole only when it can
/// be: a regular file no larger than a limit. Anything else is refused before it is read, saying what it is,
/// instead of a reading error that does not: a path that does not exist or cannot be opened (with the
/// system's reason), a directory, a pipe, a socket or a device (which could block or never end), a file over
/// the limit (from its size, without reading it).
public enum DataFile {
    /// The bytes of the file at `path`.
    ///
    /// - Parameters:
    ///   - path: the file's path, absolute or relative to the current directory.
    ///   - maxBytes: the largest file accepted; by default the JSON size limit,
    ///     ``ComponentJSONLimits/maxBytes``.
    /// - Throws: ``DataFileError`` saying what is wrong; a path that holds a NUL character is unreadable.
    public static func read(
        _ path: String, maxBytes: Int = ComponentJSONLimits.default.maxBytes
    ) throws(DataFileError) -> Data {
        // The system reads a path up to its first NUL: "a.json\0.txt" would open a.json.
        guard !path.utf8.contains(0) else { throw .unreadable(path: path, reason: "the path holds a NUL character") }
        // Opened without blocking, and checked through the descriptor: opening a pipe does not wait for a
        // writer, a path swapped after the check cannot change what is read, and a file that would block a
        // read (such as /proc/kmsg) fails it at once instead.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: systemReason()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(path: path, reason: systemReason()) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .directory(path: path)
        default: throw .notRegularFile(path: path)
        }
        let maxBytes = max(maxBytes, 0)
        guard Int(status.st_size) <= maxBytes else {
            throw .overLimit(path: path, byteCount: Int(status.st_size), maxBytes: maxBytes)
        }
        // One byte more than the limit tells a file that grew since it was measured.
        guard let data = readAll(descriptor, upTo: maxBytes == .max ? .max : maxBytes + 1) else {
            throw .unreadable(path: path, reason: systemReason())
        }
        guard data.count <= maxBytes else {
            throw .overLimit(path: path, byteCount: data.count, maxBytes: maxBytes)
        }
        return data
    }

    /// The bytes of the file at `url`; see ``read(_:maxBytes:)``.
    public static func read(
        _ url: URL, maxBytes: Int = ComponentJSONLimits.default.maxBytes
    ) throws(DataFileError) -> Data {
        try read(url.path, maxBytes: maxBytes)
    }

    private static func systemReason() -> String {
        String(cString: strerror(errno))
    }

    /// Everything `descriptor` reads, at most `limit` bytes; `nil` when a read fails (`errno` says why).
    private static func readAll(_ descriptor: Int32, upTo limit: Int) -> Data? {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while data.count < limit {
            let wanted = min(buffer.count, limit - data.count)
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return data
    }
}

/// Why ``DataFile`` did not read a file. Its description names the path, cut as messages cut what they echo.
public enum DataFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path does not exist or cannot be opened; `reason` is the system's, such as `Permission denied`.
    case unreadable(path: String, reason: String)
    /// The path is a directory.
    case directory(path: String)
    /// The path is a pipe, a socket or a device.
    case notRegularFile(path: String)
    /// The file is larger than the limit.
    case overLimit(path: String, byteCount: Int, maxBytes: Int)

    /// `/x/page.json cannot be read: No such file or directory`, `/tmp is a directory`,
    /// `/tmp/fifo is not a regular file (a pipe, a socket or a device)`, or
    /// `/x/huge.json is over a JSON limit: the text is 20971520 bytes, more than the limit of 8388608 bytes`.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(EchoedText.bare(path)) cannot be read: \(reason)"
        case .directory(let path): "\(EchoedText.bare(path)) is a directory"
        case .notRegularFile(let path): "\(EchoedText.bare(path)) is not a regular file (a pipe, a socket or a device)"
        case .overLimit(let path, let byteCount, let maxBytes):
            "\(EchoedText.bare(path)) is over a JSON limit: the text is \(byteCount) bytes, more than the limit of "
                + "\(maxBytes) bytes"
        }
    }
}
