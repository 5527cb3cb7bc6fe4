import Foundation
import Testing

/// The core target is host-neutral: it renders nothing, so it imports no terminal module.
@Suite struct CoreImportsTests {
    private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// An `import` of a terminal module, with any attribute and access level: `@testable import TerminalText`,
    /// `internal import PageTerminal`.
    private static func terminalImport() throws -> Regex<AnyRegexOutput> {
        try Regex(
            #"^\s*(@\w+\s+)*((public|package|internal|fileprivate|private)\s+)?import\s+(TerminalText|PageTerminal)\b"#)
    }

    @Test("no source file of the PageKit target imports TerminalText or PageTerminal")
    func noTerminalImports() throws {
        let sources = Self.packageRoot.appendingPathComponent("Sources/PageKit")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        let pattern = try Self.terminalImport()
        var offending: [String] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains(pattern) {
                offending.append("\(file.lastPathComponent): \(line)")
            }
        }
        #expect(files.count > 40)
        #expect(offending.isEmpty, "\(offending)")
    }

    @Test("the pattern finds every form of such an import, and nothing else")
    func patternFindsImports() throws {
        let pattern = try Self.terminalImport()
        for line in [
            "import TerminalText", "@testable import PageTerminal", "internal import TerminalText",
            "  public import PageTerminal", "@preconcurrency import TerminalText",
        ] {
            #expect(line.contains(pattern), "\(line)")
        }
        for line in [
            "import PageKit", "import TerminalTextual", "// import TerminalText in a host", "import Foundation",
        ] {
            #expect(!line.contains(pattern), "\(line)")
        }
    }

    @Test("the manifest gives the PageKit target no terminal dependency")
    func manifest() throws {
        let manifest = try String(contentsOf: Self.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let start = try #require(manifest.firstRange(of: try Regex(#"\.target\(\s*name:\s*"PageKit""#)))
        let rest = manifest[start.upperBound...]
        let end = rest.range(of: ".target(")?.lowerBound ?? rest.endIndex
        let declaration = rest[..<end]
        #expect(declaration.contains("JSONParsing"))
        #expect(!declaration.contains("TerminalText") && !declaration.contains("PageTerminal"), "\(declaration)")
    }
}
