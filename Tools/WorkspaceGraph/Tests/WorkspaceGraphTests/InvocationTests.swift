import Foundation
import Testing

@testable import WorkspaceGraph

@Suite("command line")
struct InvocationTests {
    @Test("parses the commands and options, in any order")
    func parses() throws {
        #expect(try Invocation.parse(["check-imports"]) == Invocation(command: .checkImports))
        #expect(try Invocation.parse(["rules"]) == Invocation(command: .rules))
        #expect(try Invocation.parse(["system-modules"]) == Invocation(command: .systemModules))
        #expect(try Invocation.parse(["graph", "--root", "/w"]) == Invocation(command: .graph, root: "/w"))
        #expect(
            try Invocation.parse(["--root=/w", "affected", "--only", "App  Packages/Store/\n"])
                == Invocation(command: .affected(only: ["App", "Packages/Store"]), root: "/w"))
        #expect(try Invocation.parse(["affected"]) == Invocation(command: .affected(only: nil)))
        #expect(try Invocation.parse(["graph", "--help"]) == Invocation(command: .help))
        #expect(
            try Invocation.parse(["umbrella", "--reuse", "--output", "u", "--only", "App"])
                == Invocation(command: .umbrella(only: ["App"], output: "u", reuse: true)))
        #expect(
            try Invocation.parse(["umbrella", "--output=u"])
                == Invocation(command: .umbrella(only: nil, output: "u", reuse: false)))
    }

    @Test("a path inside a root reached through a symbolic link resolves inside it")
    func rootThroughALink() throws {
        let base = FileManager.default.temporaryDirectory.appending(
            path: "invocation-\(UInt64.random(in: 0...UInt64.max))")
        defer { try? FileManager.default.removeItem(at: base) }
        let real = base.appending(path: "real")
        try FileManager.default.createDirectory(at: real.appending(path: "Sources"), withIntermediateDirectories: true)
        try Data("import Feed\n".utf8).write(to: real.appending(path: "Sources/A.swift"))
        try FileManager.default.createSymbolicLink(
            at: base.appending(path: "link"), withDestinationURL: real)
        for (root, directory) in [
            ("link", base.path), (".", base.appending(path: "link").path), (base.path + "/link", "/"),
        ] {
            let file = URL(
                fileURLWithPath: "Sources/A.swift",
                relativeTo: Invocation(command: .graph, root: root)
                    .rootURL(currentDirectory: directory))
            #expect(ImportScanner.imports(inFile: file)?.map(\.module) == ["Feed"], "\(root) from \(directory)")
        }
    }

    @Test(
        "rejects bad command lines with a message",
        arguments: [
            ([], "no command given"),
            (["draw"], "unknown command draw"),
            (["graph", "--verbose"], "unknown option --verbose"),
            (["graph", "extra"], "unexpected argument extra"),
            (["graph", "--root"], "--root needs a value"),
            (["affected", "--only"], "--only needs a value"),
            (["affected", "--only", " "], "--only needs at least one package"),
            (["graph", "--only", "App"], "--only is an option of affected and umbrella only"),
            (["graph", "--root", "a", "--root", "b"], "--root is given twice"),
            (["umbrella", "--only", "App"], "umbrella needs --output DIR"),
            (["affected", "--reuse"], "--reuse is an option of umbrella only"),
            (["graph", "--output", "u"], "--output is an option of umbrella only"),
            (["umbrella", "--output", "u", "--reuse=yes"], "unknown option --reuse=yes"),
        ])
    func rejects(arguments: [String], message: String) {
        #expect(throws: Invocation.UsageError(message)) { try Invocation.parse(arguments) }
    }
}
