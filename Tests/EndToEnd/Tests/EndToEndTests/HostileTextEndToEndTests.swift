import Foundation
import TerminalText
import TestSupport
import Testing

/// Text from outside (a page configuration, a command line) that tries to act on the terminal: whatever it
/// holds, what the app prints is data, and a page's lines keep their width.
@Suite("hostile text reaches the terminal as data")
struct HostileTextEndToEndTests {
    /// Pieces an attacker puts in a title, an id or a value: escape sequences (colours, clearing, the window
    /// title, the clipboard, terminal queries), C1 controls, line breaks, bidirectional overrides, and text
    /// that is wide or narrow to the eye.
    private static let pieces = [
        "Shop", " ", "a", "\u{1B}[31m", "\u{1B}[2J\u{1B}[H", "\u{1B}]0;owned\u{07}", "\u{1B}]52;c;aGk=\u{1B}\\",
        "\u{1B}[6n", "\u{1B}[c", "\u{9B}2J", "\u{9D}0;x\u{9C}", "\u{7F}", "\u{08}", "\n", "\r", "\r\n", "\t",
        "\u{202E}", "\u{2066}", "\u{2028}", "中文", "한", "e\u{301}", "👨‍👩‍👧", "🇫🇷", "1️⃣",
    ]

    private static func hostile(_ random: inout SplitMix64) -> String {
        (0..<Int.random(in: 1...12, using: &random)).map { _ in
            pieces[Int.random(in: 0..<pieces.count, using: &random)]
        }.joined()
    }

    /// `text` as a JSON string: quotes, backslashes and C0 controls escaped, the rest as it is.
    private static func json(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Bytes a terminal acts on rather than shows, other than the line feeds between lines.
    private static func controls(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x0A: false
            case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029:
                true
            default: false
            }
        }
    }

    private func withPage<T>(_ text: String, _ body: (String) async throws -> T) async throws -> T {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString).json")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try await body(file.path)
    }

    // Each seed is a case of its own, so that the cases run in parallel. Each case starts the app, so a few
    // seeds prove the process's own path; the breadth of the class is in-process, where a case costs
    // microseconds (TerminalTextTests sanitizes and fits 400 seeds of the same pieces).
    @Test(
        "titles, ids, kinds and values from a page configuration: no control reaches the terminal, lines fit",
        arguments: UInt64(1)...4)
    func pages(seed: UInt64) async throws {
        var random = SplitMix64(seed: seed)
        let width = Int.random(in: 10...70, using: &random)
        let (pageID, title, banner) = (Self.hostile(&random), Self.hostile(&random), Self.hostile(&random))
        let (nearbyID, nearbyTitle, kind) = (Self.hostile(&random), Self.hostile(&random), Self.hostile(&random))
        let page = """
            {"id": \(Self.json(pageID)), "title": \(Self.json(title)), "sections": [
              {"id": "banner", "kind": "main.banner", "data": {"prefix": \(Self.json(banner))}},
              {"id": \(Self.json(nearbyID)), "kind": "store.nearby", "data": {"title": \(Self.json(nearbyTitle))}},
              {"id": "odd", "kind": \(Self.json(kind)), "data": {}},
              {"id": "feed", "kind": "feed.list", "data": {"title": \(Self.json(title)), "pageSize": 3}}
            ]}
            """
        try await withPage(page) { path in
            let outcome = try await AppProcess.run(["page", "--config", path, "--width", "\(width)"])
            #expect(outcome.status == 0, "seed \(seed): \(outcome.stderr)")
            #expect(Self.controls(in: outcome.stdout).isEmpty, "seed \(seed): \(outcome.stdout.debugDescription)")
            #expect(Self.controls(in: outcome.stderr).isEmpty, "seed \(seed): \(outcome.stderr.debugDescription)")
            let pageLines = outcome.stdout.components(separatedBy: "\n").prefix { $0 != "Diagnostics:" }
            for line in pageLines {
                #expect(TerminalText.width(of: line) <= width, "seed \(seed) at \(width): \(line.debugDescription)")
            }
        }
    }

    @Test(
        "values, names and options on the command line: answers and errors show them as data", arguments: UInt64(1)...2
    )
    func commandLines(seed: UInt64) async throws {
        var random = SplitMix64(seed: seed)
        // Without `=`, so that all of it is the key of `TEXT=1`.
        let text = (Self.hostile(&random) + "\u{1B}]0;owned\u{07}").replacingOccurrences(of: "=", with: "-")
        let runs: [[String]] = [
            ["call", "Main", "getAppName", "prefix=\(text)"],
            ["call", "Main", "getAppName", "--json", "{\"prefix\": \(Self.json(text))}"],
            ["call", text, "x"],
            ["call", "Main", text],
            ["call", "Main", "getAppName", "prefix=ok", "\(text)=1"],
            [text],
            ["page", text],
            ["page", "home", "--select", "\(text)/1"],
            ["page", "home", "--width", text],
        ]
        for arguments in runs {
            let outcome = try await AppProcess.run(arguments)
            #expect(Self.controls(in: outcome.stdout).isEmpty, "seed \(seed) \(arguments): \(outcome.stdout)")
            #expect(Self.controls(in: outcome.stderr).isEmpty, "seed \(seed) \(arguments): \(outcome.stderr)")
            #expect(outcome.stdout.contains("]0;owned") || outcome.stderr.contains("]0;owned"), "\(arguments)")
        }
    }
}
