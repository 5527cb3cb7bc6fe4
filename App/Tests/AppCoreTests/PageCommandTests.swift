import AppCore
import CMS
import ComponentService
import Foundation
import PageKit
import PageTerminal
import Testing

/// A section of numbered lines whose data says how many, under a header; selecting a line echoes it.
struct LinesSection: PageSection {
    /// The kind of a line.
    static let lineKind = "line"
    /// The kind of the header.
    static let headerKind = "lines.header"
    static let itemKinds = [lineKind, headerKind]

    let count: Int

    var items: [PageItem] { (1...max(count, 1)).map { PageItem("line \($0)", kind: Self.lineKind) } }
    var header: PageItem? { PageItem("== lines ==", kind: Self.headerKind) }

    /// The terminal cells of its kinds: each item and the header is its text, on one line.
    static func cells() throws -> TerminalCells {
        var cells = TerminalCells()
        for kind in itemKinds {
            try cells.register(kind: kind) { TextCell { item, _ in [item.value(as: String.self) ?? ""] } }
        }
        return cells
    }

    func respond(to event: inout PageEvent) async -> PageEventDisposition {
        guard event.name == PageEvent.select, let line = event.sender?.value(as: String.self) else { return .pass }
        event.output.append("you picked \(line)")
        return .consumed
    }
}

/// A section of items identified by the strings its data lists, each shown as its text.
struct IdsSection: PageSection {
    static let itemKinds = [LinesSection.lineKind]

    let ids: [String]

    var items: [PageItem] { ids.map { PageItem($0, kind: LinesSection.lineKind) } }
}

/// A section of items whose identities are values of a struct, which print as Swift renders them.
struct TilesSection: PageSection {
    struct Tile: Hashable, Sendable {
        let row: Int
    }

    static let itemKinds = [LinesSection.lineKind]

    let count: Int

    var items: [PageItem] { (1...max(count, 1)).map { PageItem(Tile(row: $0), kind: LinesSection.lineKind) } }
}

@Suite("app page")
struct PageCommandTests {
    private static let page = #"""
        {"id": "demo", "sections": [
          {"id": "top", "kind": "test.lines", "data": {"count": 5}},
          {"id": "top", "kind": "test.lines", "data": {"count": 1}},
          {"id": "sky", "kind": "weather"},
          {"kind": "test.lines"}
        ]}
        """#

    /// Runs the app against a CMS serving `files` (and `demo.json`) from a temporary directory, which `$DIR` in
    /// `arguments` names, showing pages with `cells` (by default, those of every kind of ``LinesSection``).
    private func run(
        _ arguments: [String], files: [String: String] = [:], cells: TerminalCells? = nil
    ) async throws -> (AppExitStatus, TestConsole) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.page.write(to: directory.appendingPathComponent("demo.json"), atomically: true, encoding: .utf8)
        for (name, text) in files {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let service = ComponentService()
        try service.register(CMSComponent(pagesDirectory: directory))
        let sections = SectionRegistry()
        try sections.register(kind: "test.lines") { configuration in
            LinesSection(count: configuration.data["count"]?.intValue ?? 0)
        }
        try sections.register(kind: "test.tiles") { configuration in
            TilesSection(count: configuration.data["count"]?.intValue ?? 0)
        }
        try sections.register(kind: "test.ids") { configuration in
            IdsSection(ids: configuration.data["ids"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        }
        let console = TestConsole()
        let arguments = arguments.map { $0.replacingOccurrences(of: "$DIR", with: directory.path) }
        let status = await AppRunner(
            service: service, sections: sections, cells: try cells ?? LinesSection.cells(), console: console
        ).run(arguments)
        return (status, console)
    }

    @Test("a page prints every valid section, then its diagnostics; exit 0")
    func page() async throws {
        let (status, console) = try await run(["page", "demo", "--width", "30"])
        #expect(status == .success)
        let lines = console.stdout.components(separatedBy: "\n")
        #expect(
            Array(lines.prefix(8)) == [
                "== lines ==", "line 1", "line 2", "line 3", "line 4", "line 5", "== lines ==", "line 1",
            ])
        #expect(console.stdout.contains("Diagnostics:"))
        #expect(console.stdout.contains(#"renamed to "top#2""#))
        #expect(console.stdout.contains("unknown section kind 'weather'"))
        #expect(console.stdout.contains(#"$.sections[3]: skipped: "id" is missing"#))
    }

    @Test("an item kind without a terminal cell takes no rows and is reported under the page; the rest shows")
    func kindWithoutCell() async throws {
        var cells = TerminalCells()
        try cells.register(kind: LinesSection.headerKind) {
            TextCell { item, _ in [item.value(as: String.self) ?? ""] }
        }
        let (status, console) = try await run(["page", "demo", "--width", "30"], cells: cells)
        #expect(status == .success)
        #expect(console.stdout.hasPrefix("== lines ==\n== lines ==\n\nDiagnostics:\n"))
        let unsized = console.stdout.components(separatedBy: "\n").filter {
            $0.hasPrefix("  error: top")
                && $0.hasSuffix(": neither the host nor the section sizes kind 'line'; shown with size 0")
        }
        #expect(unsized.count == 6, "\(console.stdout)")
        #expect(console.stdout.contains("unknown section kind 'weather'"))
    }

    @Test("a page taller than a viewport can be prints the rows a viewport shows, then how many more there are")
    func tallerThanAViewport() async throws {
        // Two items of 500,001 rows under a header: three rows more than the 1,000,000 a viewport shows.
        var cells = TerminalCells()
        try cells.register(kind: LinesSection.headerKind) { TextCell { _, _ in ["== lines =="] } }
        try cells.register(kind: LinesSection.lineKind) {
            TextCell { item, _ in [item.value(as: String.self) ?? ""] + Array(repeating: "", count: 500_000) }
        }
        let page = #"{"id": "tall", "sections": [{"id": "t", "kind": "test.lines", "data": {"count": 2}}]}"#
        let (status, console) = try await run(
            ["page", "tall", "--width", "30", "--quiet"], files: ["tall.json": page], cells: cells)
        #expect(status == .success)
        let lines = console.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 1_000_001)
        #expect(lines.prefix(2) == ["== lines ==", "line 1"])
        #expect(lines.last == "… 3 more rows: a page shows at most 1000000 rows at once")
    }

    @Test("--quiet sends the diagnostics to stderr")
    func quiet() async throws {
        let (status, console) = try await run(["page", "demo", "--width", "30", "--quiet"])
        #expect(status == .success)
        #expect(!console.stdout.contains("Diagnostics:"))
        #expect(console.stderr.contains("unknown section kind 'weather'"))
    }

    @Test("--scroll renders the viewport there and prints the exposure events of the move")
    func scroll() async throws {
        let (status, console) = try await run(["page", "demo", "--width", "30", "--height", "3", "--scroll", "2"])
        #expect(status == .success)
        #expect(console.stdout.hasPrefix("line 2\nline 3\nline 4\n"))
        #expect(console.stdout.contains("appeared:    top/line 3, top/line 4"))
        #expect(console.stdout.contains("disappeared: top/line 1"))
    }

    @Test("--select sends a selection to the owning section, by identity or by position")
    func select() async throws {
        let (status, console) = try await run(["page", "demo", "--width", "30", "--select", "top/line 4"])
        #expect(status == .success)
        #expect(console.stdout.contains("Selected top/line 4 (section top handled it):\n  you picked line 4"))
        let (_, byPosition) = try await run(["page", "demo", "--width", "30", "--select", "top/#2"])
        #expect(byPosition.stdout.contains("you picked line 2"))
        let (missing, error) = try await run(["page", "demo", "--width", "30", "--select", "top/#9"])
        #expect(missing == .usageError)
        #expect(error.stderr.contains("No item 'top/#9' on the page"))
    }

    @Test("items whose identity is not plain text are named by position, in --select's hint and in exposure")
    func valueIdentities() async throws {
        let files = [
            "tiles.json": ##"{"id": "t", "sections": [{"id": "grid", "kind": "test.tiles", "data": {"count": 3}}, "##
                + ##"{"id": "ids", "kind": "test.ids", "data": {"ids": ["#7", "x", "x"]}}]}"##
        ]
        let (missing, hint) = try await run(
            ["page", "--config", "$DIR/tiles.json", "--select", "grid/#9"], files: files)
        #expect(missing == .usageError)
        #expect(hint.stderr.contains("No item 'grid/#9' on the page; items of 'grid': #1, #2, #3"), "\(hint.stderr)")
        // `#7` reads as a position, and the second `x` is not the item `x` names: both are named by position.
        let (_, ids) = try await run(["page", "--config", "$DIR/tiles.json", "--select", "ids/#9"], files: files)
        #expect(ids.stderr.contains("items of 'ids': #1, x, #3"), "\(ids.stderr)")
        let (scrolled, exposure) = try await run(
            ["page", "--config", "$DIR/tiles.json", "--height", "2", "--scroll", "2"], files: files)
        #expect(scrolled == .success)
        #expect(exposure.stdout.contains("appeared:    grid/#3"), "\(exposure.stdout)")
        #expect(exposure.stdout.contains("disappeared: grid/#1"), "\(exposure.stdout)")
        // Each name is one that --select takes, and selects the item it names.
        for (name, item) in [("grid/#2", "grid/Tile(row: 2)"), ("ids/#1", "ids/#7"), ("ids/x", "ids/x")] {
            let (selected, selection) = try await run(
                ["page", "--config", "$DIR/tiles.json", "--select", name], files: files)
            #expect(selected == .success)
            #expect(selection.stdout.contains("Nothing handles select of \(item)."), "\(selection.stdout)")
        }
    }

    @Test("--select reads a section id that holds a '/' as the page has it, and says when two readings fit")
    func selectSlashes() async throws {
        let files = [
            "slashes.json": ##"{"id": "s", "sections": [{"id": "a/b", "kind": "test.lines", "data": {"count": 3}}, "##
                + ##"{"id": "a", "kind": "test.ids", "data": {"ids": ["b/#2", "#7"]}}]}"##
        ]
        func select(_ reference: String) async throws -> (AppExitStatus, TestConsole) {
            try await run(["page", "--config", "$DIR/slashes.json", "--select", reference], files: files)
        }
        let (status, console) = try await select("a/b/#3")
        #expect(status == .success)
        #expect(console.stdout.contains("you picked line 3"))
        let (ambiguous, both) = try await select("a/b/#2")
        #expect(ambiguous == .usageError)
        #expect(
            both.stderr.contains(
                "'a/b/#2' is ambiguous on this page: item 'line 2' of section 'a/b', or item 'b/#2' of section 'a'"))
        // An id that is `#` and a number is selected by its position: the second item of `a` is `#7`.
        let (byPosition, second) = try await select("a/#2")
        #expect(byPosition == .success)
        #expect(second.stdout.contains("Selected a/#2 (app handled it):\n  Nothing handles select of a/#7."))
        let (missing, noItem) = try await select("a/b/line 9")
        #expect(missing == .usageError)
        #expect(noItem.stderr.contains("No item 'a/b/line 9' on the page; items of 'a/b': line 1, line 2, line 3"))
        // A position that names no item is reported against the section it was read in.
        let (zero, atZero) = try await select("a/b/#0")
        #expect(zero == .usageError)
        #expect(atZero.stderr.contains("No item 'a/b/#0' on the page; items of 'a/b': line 1, line 2, line 3"))
        let (huge, past) = try await select("a/b/#99999999999999999999")
        #expect(huge == .usageError)
        #expect(past.stderr.contains("items of 'a/b'"))
        let (nowhere, noSection) = try await select("z/q/1")
        #expect(nowhere == .usageError)
        #expect(noSection.stderr.contains("No section 'z' on the page; sections: a/b, a"))
    }

    @Test("an ambiguous --select names two readings and counts the others; a section without items says so")
    func selectManyReadingsAndEmptySections() async throws {
        let files = [
            "three.json": ##"{"id": "t", "sections": [{"id": "a", "kind": "test.ids", "data": {"ids": ["b/c/x"]}}, "##
                + ##"{"id": "a/b", "kind": "test.ids", "data": {"ids": ["c/x"]}}, "##
                + ##"{"id": "a/b/c", "kind": "test.ids", "data": {"ids": ["x"]}}, "##
                + ##"{"id": "none", "kind": "test.ids", "data": {"ids": []}}]}"##
        ]
        let (ambiguous, three) = try await run(
            ["page", "--config", "$DIR/three.json", "--select", "a/b/c/x"], files: files)
        #expect(ambiguous == .usageError)
        #expect(
            three.stderr
                == "app: 'a/b/c/x' is ambiguous on this page: item 'b/c/x' of section 'a', or item 'c/x' of section "
                + "'a/b', and 1 more")
        let (missing, empty) = try await run(
            ["page", "--config", "$DIR/three.json", "--select", "none/#1"], files: files)
        #expect(missing == .usageError)
        #expect(empty.stderr == "app: No item 'none/#1' on the page; section 'none' has no items")
    }

    @Test("--config shows a local file; a file that is not JSON exits 2 with the position")
    func config() async throws {
        let (status, console) = try await run(
            ["page", "--config", "$DIR/mine.json", "--width", "30"],
            files: [
                "mine.json": #"{"id": "mine", "sections": [{"id": "a", "kind": "test.lines", "data": {"count": 2}}]}"#
            ])
        #expect(status == .success)
        #expect(console.stdout.hasPrefix("== lines ==\nline 1\nline 2"))
        let (bad, badConsole) = try await run(
            ["page", "--config", "$DIR/bad.json"], files: ["bad.json": "{\n  \"id\": oops\n}"])
        #expect(bad == .usageError)
        #expect(badConsole.stderr.contains("is not JSON: invalid JSON at line 2, column"))
        let (twice, twiceConsole) = try await run(
            ["page", "--config", "$DIR/twice.json"],
            files: [
                "twice.json": "{\"id\": \"twice\",\n \"sections\": [{\"id\": \"a\", \"kind\": \"k\", \"kind\": \"j\"}]}"
            ])
        #expect(twice == .usageError)
        #expect(
            twiceConsole.stderr.contains(
                "/twice.json is not JSON: invalid JSON at line 2, column 40: "
                    + #"duplicate key "kind" at $.sections[0].kind, first at line 2, column 27"#))
        let (absent, absentConsole) = try await run(["page", "--config", "$DIR/absent.json"])
        #expect(absent == .usageError)
        #expect(absentConsole.stderr.hasSuffix("/absent.json cannot be read: No such file or directory"))
        let (directory, directoryConsole) = try await run(["page", "--config", "$DIR"])
        #expect(directory == .usageError)
        #expect(directoryConsole.stderr.hasSuffix(" is a directory; --config takes a page configuration file"))
    }

    @Test("a page the CMS does not have exits 1 with its error")
    func missingPage() async throws {
        let (status, console) = try await run(["page", "nowhere", "--width", "30"])
        #expect(status == .componentError)
        #expect(console.stderr.contains("error 300"))
        #expect(console.stderr.contains("No page 'nowhere'"))
    }

    @Test(
        "bad page options are usage errors",
        arguments: [
            ["page"], ["page", "a", "b"], ["page", "a", "--width", "3"], ["page", "a", "--select", "nope"],
            ["page", "a", "--interactive", "--scroll", "2"], ["page", "a", "--bogus"],
        ])
    func usage(arguments: [String]) async throws {
        let (status, console) = try await run(arguments)
        #expect(status == .usageError)
        #expect(console.stderr.contains("app: "))
    }
}
