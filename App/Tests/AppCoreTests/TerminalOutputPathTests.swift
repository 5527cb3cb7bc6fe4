import Foundation
import Testing

/// Everything the app shows reaches the terminal through one of two doors, and both show text as data:
/// ``StandardConsole``, which sanitizes every line, and `RawTerminal.write`, which only the interactive screen
/// calls, with lines it has sanitized and cut. No other source file of the workspace's products writes to
/// standard output or standard error.
@Suite("one path to the terminal")
struct TerminalOutputPathTests {
    /// The calls that write to standard output or standard error.
    private static let writers = [
        "print(", "debugPrint(", "dump(", "FileHandle.standardOutput", "FileHandle.standardError", "fputs(",
        "fwrite(", "putchar(", "puts(", "write(STDOUT_FILENO", "write(STDERR_FILENO", "FileHandle(fileDescriptor: 1",
        "FileHandle(fileDescriptor: 2", "vprintf(", "printf(", "OutputDescriptor.writeAll(",
    ]
    /// The call that writes to the terminal raw, which only the interactive screen may make.
    private static let rawWrite = "RawTerminal.write("
    /// The files allowed to hold them, by the calls each may make.
    private static let doors: [String: [String]] = [
        "App/Sources/AppCore/Console.swift": ["OutputDescriptor.writeAll("],
        "App/Sources/AppCore/Terminal/RawTerminal.swift": ["OutputDescriptor.writeAll("],
    ]

    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The writers a line of code calls; comments do not count.
    static func writers(in line: Substring) -> [String] {
        let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return writers.filter { writer in
            guard let range = code.range(of: writer) else { return false }
            // `print(` inside `debugPrint(` or `someprint(` is another name.
            guard let before = code[..<range.lowerBound].last else { return true }
            return !(before.isLetter || before.isNumber || before == "_")
        }
    }

    private static func sources() throws -> [String] {
        var files: [String] = []
        let roots =
            try FileManager.default.contentsOfDirectory(atPath: root.appending(path: "Packages").path)
            .map { "Packages/\($0)/Sources" } + ["App/Sources"]
        for directory in roots {
            let enumerator = FileManager.default.enumerator(atPath: root.appending(path: directory).path)
            while let file = enumerator?.nextObject() as? String {
                if file.hasSuffix(".swift") { files.append("\(directory)/\(file)") }
            }
        }
        return files.sorted()
    }

    @Test("the check recognises every writer and ignores comments and other names")
    func recognises() {
        for writer in Self.writers {
            #expect(Self.writers(in: "    x.\(writer)y)"[...]).contains(writer), "\(writer)")
        }
        #expect(Self.writers(in: "    // print(\"hello\")"[...]).isEmpty)
        #expect(Self.writers(in: "    blueprint(x)"[...]).isEmpty)
        #expect(Self.writers(in: "    let a = 1 // then print(a)"[...]).isEmpty)
    }

    @Test("no source file but the two doors writes to standard output or standard error")
    func onlyTheDoors() throws {
        let files = try Self.sources()
        #expect(files.contains("App/Sources/AppCore/Console.swift"))
        #expect(files.count > 50)
        var offenders: [String] = []
        // Most files name no writer at all: found by a search of their bytes, they are not read line by line.
        let names = (Self.writers + [Self.rawWrite]).map { Data($0.utf8) }
        for file in files {
            let data = try Data(contentsOf: Self.root.appending(path: file))
            guard names.contains(where: { data.range(of: $0) != nil }) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            let allowed = Self.doors[file]
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for writer in Self.writers(in: line) where !(allowed?.contains(writer) ?? false) {
                    offenders.append("\(file):\(number + 1): \(writer)")
                }
                if line.contains(Self.rawWrite), file != "App/Sources/AppCore/Page/InteractiveScreen.swift" {
                    offenders.append("\(file):\(number + 1): \(Self.rawWrite)")
                }
            }
        }
        #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
    }
}
