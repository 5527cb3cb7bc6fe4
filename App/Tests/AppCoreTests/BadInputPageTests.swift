import AppCore
import CMS
import ComponentService
import Foundation
import PageKit
import TestSupport
import Testing

struct FactoryFailure: Error, CustomStringConvertible {
    var description: String { "the factory gave up" }
}

@Suite("Bad input to app page")
struct BadInputPageTests {
    private static let page = #"""
        {"id": "demo", "sections": [
          {"id": "top", "kind": "test.lines", "data": {"count": 3}},
          {"id": "boom", "kind": "test.fails"},
          {"id": "end", "kind": "test.lines", "data": {"count": 1}}
        ]}
        """#

    /// Runs the app against a CMS serving `files` (and `demo.json`) from a temporary directory, which `$DIR`
    /// in `arguments` names; with `removeDirectory`, the directory is gone before the run.
    private func run(
        _ arguments: [String], files: [String: String] = [:], removeDirectory: Bool = false
    ) async throws -> (AppExitStatus, TestConsole) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.page.write(to: directory.appendingPathComponent("demo.json"), atomically: true, encoding: .utf8)
        for (name, text) in files {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        if removeDirectory { try FileManager.default.removeItem(at: directory) }
        let service = ComponentService()
        try service.register(CMSComponent(pagesDirectory: directory))
        let sections = SectionRegistry()
        try sections.register(kind: "test.lines") { configuration in
            LinesSection(count: configuration.data["count"]?.intValue ?? 0)
        }
        try sections.register(kind: "test.fails") { _ -> PlaceholderSection in throw FactoryFailure() }
        let console = TestConsole()
        let arguments = arguments.map { $0.replacingOccurrences(of: "$DIR", with: directory.path) }
        let status = await AppRunner(
            service: service, sections: sections, cells: try LinesSection.cells(), console: console
        ).run(arguments)
        return (status, console.replacingDirectory(directory.path))
    }

    private static func delayUsage(_ entry: String) -> String {
        "app: --delay takes SECTION=SECONDS, seconds from 0 to 60, several separated by commas; got '\(entry)'"
    }

    @Test("a kind over the budget its configuration sets shows a warning naming the kind and the figure; exit 0")
    func budgets() async throws {
        let page =
            #"{"id": "b", "sections": [{"id": "top", "kind": "test.lines", "budget": {"size": 0, "apply": 0}, "data": {"count": 2}}]}"#
        let (status, console) = try await run(
            ["page", "--config", "$DIR/b.json", "--width", "30"], files: ["b.json": page])
        #expect(status == .success)
        #expect(console.stdout.contains("warning: test.lines: took "))
        #expect(console.stdout.contains(" to size, over its budget of 0.0 ms"))
        #expect(console.stdout.contains(" to apply, over its budget of 0.0 ms"))
    }

    @Test("--delay holds the named sections back by the seconds given; the page still prints whole")
    func delay() async throws {
        let clock = ContinuousClock()
        let start = clock.now
        let (status, console) = try await run(["page", "demo", "--width", "30", "--delay", "top=0.2,end=0.1"])
        #expect(clock.now - start >= .milliseconds(200))
        #expect(status == .success)
        #expect(console.stdout.hasPrefix("== lines ==\nline 1\nline 2\nline 3\n⚠ boom: the factory gave up\n"))
    }

    @Test(
        "a bad --select, --scroll, --width, --height, --delay or --param is a usage error saying why; exit 2",
        arguments: [
            (["--select", "nope"], "app: --select takes SECTION/ITEM or SECTION/#N, got 'nope'"),
            (["--select", "top/#9"], "app: No item 'top/#9' on the page; items of 'top': line 1, line 2, line 3"),
            (
                ["--select", "top/line 7"],
                "app: No item 'top/line 7' on the page; items of 'top': line 1, line 2, line 3"
            ),
            (["--select", "side/#1"], "app: No section 'side' on the page; sections: top, boom, end"),
            (["--select", "/side/#1"], "app: No section '/side' on the page; sections: top, boom, end"),
            (["--scroll", "-1"], "app: --scroll takes a whole number from 0 to 100000000, got '-1'"),
            (["--scroll", "x"], "app: --scroll takes a whole number from 0 to 100000000, got 'x'"),
            (["--width", "3"], "app: --width takes a whole number from 10 to 1000, got '3'"),
            (["--width", "100001"], "app: --width takes a whole number from 10 to 1000, got '100001'"),
            (["--height", "0"], "app: --height takes a whole number from 1 to 100000, got '0'"),
            (["--width"], "app: --width needs a value"),
            (["--width", "40", "--width", "50"], "app: '--width' is given twice"),
            (["--quiet", "--quiet"], "app: '--quiet' is given twice"),
            (["--config", "x.json"], "app: page takes a page id or --config FILE, not both: drop 'demo' or --config"),
            (["--delay", "nowhere=1"], "app: --delay: no section 'nowhere' on the page; sections: top, boom, end"),
            (["--delay", "top=1,top=2"], "app: --delay names section 'top' twice"),
            (["--delay", "top"], Self.delayUsage("top")),
            (["--delay", "=1"], Self.delayUsage("=1")),
            (["--delay", "top=61"], Self.delayUsage("top=61")),
            (["--delay", "top=60.0000000000000001"], Self.delayUsage("top=60.0000000000000001")),
            (["--delay", "top=-1"], Self.delayUsage("top=-1")),
            (["--delay", "top=nan"], Self.delayUsage("top=nan")),
            (["--delay", "top=inf"], Self.delayUsage("top=inf")),
            (["--delay", "top=0x10"], Self.delayUsage("top=0x10")),
            (["--delay", "top=1e1"], Self.delayUsage("top=1e1")),
            (["--delay", "top=1.2.3"], Self.delayUsage("top=1.2.3")),
            (["--delay", "top=1,"], Self.delayUsage("")),
            (["--param", "id=1,id=2"], "app: --param names 'id' twice"),
        ])
    func badOptions(options: [String], message: String) async throws {
        let (status, console) = try await run(["page", "demo"] + options)
        #expect(status == .usageError)
        #expect(console.stderr.components(separatedBy: "\n").first == message, "\(console.stderr)")
    }

    @Test("a section whose factory throws shows its error state with a diagnostic; the rest shows; exit 0")
    func throwingFactory() async throws {
        let (status, console) = try await run(["page", "demo", "--width", "30"])
        #expect(status == .success)
        #expect(
            console.stdout.hasPrefix(
                "== lines ==\nline 1\nline 2\nline 3\n⚠ boom: the factory gave up\n== lines ==\nline 1\n"),
            "\(console.stdout)")
        #expect(
            console.stdout.hasSuffix(
                "Diagnostics:\n  error: $.sections[1]: section 'boom' (test.fails) failed: the factory gave up; "
                    + "shown as its error state"))
    }

    /// The config files of `configOverLimits`, by name, so that a failure does not print megabytes.
    private static let overLimitConfigs: [String: String] = [
        "deep": #"{"id": "x", "sections": "# + String(repeating: "[", count: 129),
        "huge": #"{"id": "x", "sections": [], "pad": ""# + String(repeatingASCII: "a", count: 8 << 20) + #""}"#,
    ]

    @Test(
        "a --config file over the JSON limits exits 2 naming the limit",
        arguments: [
            (
                "deep",
                "app: $DIR/deep.json is over a JSON limit: arrays and objects are nested deeper than the limit of 128 "
                    + "(line 1, column 152)"
            ),
            (
                "huge",
                "app: $DIR/huge.json is over a JSON limit: the text is 8388646 bytes, more than the limit of "
                    + "8388608 bytes"
            ),
        ])
    func configOverLimits(name: String, message: String) async throws {
        let text = try #require(Self.overLimitConfigs[name])
        let (status, console) = try await run(
            ["page", "--config", "$DIR/\(name).json"], files: ["\(name).json": text])
        #expect(status == .usageError)
        #expect(console.stderr == message)
    }

    @Test("a CMS pages directory that is missing, or a broken page file in it, is error 400; exit 1")
    func brokenPagesDirectory() async throws {
        let (missing, missingConsole) = try await run(["page", "demo"], removeDirectory: true)
        #expect(missing == .componentError)
        #expect(missingConsole.stderr == "app: error 400: The pages directory $DIR does not exist")
        let (broken, brokenConsole) = try await run(["page", "broken"], files: ["broken.json": "{\"id\": \"broken\","])
        #expect(broken == .componentError)
        #expect(
            brokenConsole.stderr
                == "app: error 400: Page 'broken' in $DIR/broken.json is not valid: invalid JSON at line 1, column 17: "
                + "expected '\"' to begin an object key, found end of input")
        let (wrongID, wrongIDConsole) = try await run(["page", "shape"], files: ["shape.json": #"{"id": "other"}"#])
        #expect(wrongID == .componentError)
        #expect(wrongIDConsole.stderr.hasPrefix("app: error 400: Page 'shape' in $DIR/shape.json is not valid: "))
    }

    @Test("a --select that names no item still prints the page's diagnostics before its usage error")
    func failedSelectKeepsDiagnostics() async throws {
        let (status, console) = try await run(["page", "demo", "--select", "top/#9"])
        #expect(status == .usageError)
        #expect(console.stdout.contains("Diagnostics:"), "\(console.stdout)")
        #expect(console.stdout.contains("the factory gave up"), "\(console.stdout)")
    }

    @Test("on a page without sections, a message naming them says there are none")
    func emptyPageListings() async throws {
        let empty = ["empty.json": #"{"id": "empty", "sections": []}"#]
        for (options, message) in [
            (["--select", "a/b"], "app: No section 'a' on the page; the page has no sections"),
            (["--delay", "a=1"], "app: --delay: no section 'a' on the page; the page has no sections"),
        ] {
            let (status, console) = try await run(["page", "empty"] + options, files: empty)
            #expect(status == .usageError)
            #expect(console.stderr.components(separatedBy: "\n").first == message, "\(console.stderr)")
        }
    }

    @Test("the items that appeared under --scroll are listed as the first of them, then how many more")
    func longExposureList() async throws {
        let page = #"{"id": "long", "sections": [{"id": "s", "kind": "test.lines", "data": {"count": 80}}]}"#
        let (status, console) = try await run(
            ["page", "long", "--width", "30", "--height", "40", "--scroll", "40"], files: ["long.json": page])
        #expect(status == .success)
        let appeared = try #require(console.stdout.components(separatedBy: "\n").first { $0.contains("appeared:") })
        #expect(appeared.range(of: #" and \d+ more$"#, options: .regularExpression) != nil, "\(appeared)")
        #expect(appeared.count < 300)
    }

    @Test("a served page without sections is checked by the page engine: no sections and its diagnostic; exit 0")
    func pageWithoutSections() async throws {
        let (status, console) = try await run(["page", "shape"], files: ["shape.json": #"{"id": "shape"}"#])
        #expect(status == .success)
        #expect(console.stdout.contains(#"$: no sections: "sections" is missing"#), "\(console.stdout)")
    }
}

extension TestConsole {
    /// A console with the same lines, `path` written as `$DIR`.
    func replacingDirectory(_ path: String) -> TestConsole {
        let copy = TestConsole()
        if !stdout.isEmpty { stdout.components(separatedBy: "\n").forEach(copy.out) }
        if !stderr.isEmpty {
            stderr.components(separatedBy: "\n").map { $0.replacingOccurrences(of: path, with: "$DIR") }
                .forEach(copy.err)
        }
        return copy
    }
}
