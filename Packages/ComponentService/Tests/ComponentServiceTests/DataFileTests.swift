import ComponentService
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("data files: what is not a readable file within the limit is refused before it is read, saying what it is")
struct DataFileTests {
    private func withDirectory<T>(_ body: (URL) throws -> T) throws -> T {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("data-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try body(directory)
    }

    private func failure(_ path: String, maxBytes: Int = 100) -> DataFileError? {
        do {
            _ = try DataFile.read(path, maxBytes: maxBytes)
            return nil
        } catch {
            return error
        }
    }

    @Test("a regular file within the limit is read whole")
    func regular() throws {
        try withDirectory { directory in
            let file = directory.appendingPathComponent("page.json")
            let text = Data(#"{"id": "p", "sections": []}"#.utf8)
            try text.write(to: file)
            #expect(try DataFile.read(file.path, maxBytes: 100) == text)
            #expect(try DataFile.read(file, maxBytes: 27) == text)
            #expect(try DataFile.read(file, maxBytes: .max) == text)
            #expect(failure(file.path, maxBytes: 26) == .overLimit(path: file.path, byteCount: 27, maxBytes: 26))
            #expect(failure(file.path, maxBytes: -1) == .overLimit(path: file.path, byteCount: 27, maxBytes: 0))
        }
    }

    @Test("missing paths, directories, pipes, devices and files over the limit each get their own message")
    func refused() throws {
        try withDirectory { directory in
            let pipe = directory.appendingPathComponent("pipe").path
            #expect(mkfifo(pipe, 0o600) == 0)
            let big = directory.appendingPathComponent("big.json")
            try Data(repeating: 0x20, count: 101).write(to: big)
            let missing = directory.path + "/none.json"
            #expect(failure(missing) == .unreadable(path: missing, reason: "No such file or directory"))
            #expect(
                "\(failure(missing).map(String.init(describing:)) ?? "")"
                    == "\(missing) cannot be read: No such file or directory")
            #expect(failure(directory.path) == .directory(path: directory.path))
            #expect(failure(directory.path)?.description == "\(directory.path) is a directory")
            #expect(failure(pipe) == .notRegularFile(path: pipe))
            #expect(failure(pipe)?.description == "\(pipe) is not a regular file (a pipe, a socket or a device)")
            #expect(failure("/dev/zero") == .notRegularFile(path: "/dev/zero"))
            #expect(
                failure(big.path)?.description
                    == "\(big.path) is over a JSON limit: the text is 101 bytes, more than the limit of 100 bytes")
        }
    }

    @Test("a long path is echoed cut, with its length")
    func longPath() throws {
        let path = "/" + String(repeating: "p", count: 5_000)
        let text = try #require(failure(path)).description
        #expect(text.count < 300)
        #expect(text.hasSuffix("… (5001 characters) cannot be read: File name too long"))
    }

    #if os(Linux)
        @Test("a file that holds more than its measured size is refused when what it holds is over the limit")
        func largerThanMeasured() throws {
            // A file of /proc is regular and measures 0 bytes, but holds more when read.
            let whole = try DataFile.read("/proc/self/status")
            #expect(whole.count > 10)
            #expect(throws: DataFileError.overLimit(path: "/proc/self/status", byteCount: 11, maxBytes: 10)) {
                try DataFile.read("/proc/self/status", maxBytes: 10)
            }
        }
    #endif

    @Test("a path holding a NUL character is refused, not read up to the NUL")
    func nulPath() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "nul-path-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let real = directory.appending(path: "data.txt").path
        try Data("data".utf8).write(to: URL(fileURLWithPath: real))
        #expect(throws: DataFileError.unreadable(path: real + "\0.json", reason: "the path holds a NUL character")) {
            try DataFile.read(real + "\0.json")
        }
    }
}
