import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("app page --interactive, through a pseudo-terminal")
struct InteractiveEndToEndTests {
    private static let enterFullScreen = "\u{1B}[?1049h"
    private static let leaveFullScreen = "\u{1B}[?1049l"

    private func start(_ options: [String] = []) throws -> (PseudoTerminal, Process) {
        let terminal = try #require(PseudoTerminal(columns: 60, rows: 16), "this system has no pseudo-terminals")
        let process = try terminal.spawn(AppProcess.binary, arguments: ["page", "home", "--interactive"] + options)
        return (terminal, process)
    }

    /// The app showing the page configuration `json`, written to a temporary file that `body` may rewrite, in
    /// a terminal wide enough for the status line, which names the page by the file's path.
    private func withConfigPage(
        _ json: String, _ body: (PseudoTerminal, Process, URL) async throws -> Void
    ) async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("page-\(UUID().uuidString).json")
        try json.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let terminal = try #require(PseudoTerminal(columns: 400, rows: 16), "this system has no pseudo-terminals")
        let process = try terminal.spawn(
            AppProcess.binary, arguments: ["page", "--config", file.path, "--interactive"])
        defer { if process.isRunning { process.terminate() } }
        try await body(terminal, process, file)
    }

    private func waitForExit(_ process: Process, seconds: Double = 30) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { try? await Task.sleep(for: .milliseconds(10)) }
        return !process.isRunning
    }

    @Test("scroll, select and reload with keys, then quit with q and get the terminal back")
    func session() async throws {
        // Wider than the terminal, so that the status line is not cut: at 60 columns, "complete," falls off
        // its end when the section that loads last has a longer id than the feed's.
        let (terminal, process) = try start(["--width", "120"])
        defer { if process.isRunning { process.terminate() } }
        #expect(await terminal.waitFor(Self.enterFullScreen))
        #expect(await terminal.waitFor("home │ rows 1–15 of"))
        // The status line names items as --select does: a placeholder's item is its position, not a dump.
        #expect(await terminal.waitFor("+banner/#1"))
        #expect(!terminal.output.contains("SectionPlaceholder("))
        terminal.clear()
        terminal.type("jj")
        #expect(await terminal.waitFor("home │ rows 3–17 of"))
        terminal.clear()
        terminal.type("\u{1B}[B")
        #expect(await terminal.waitFor("home │ rows 4–18 of"))
        terminal.clear()
        terminal.type("k\r")
        #expect(await terminal.waitFor("selected "))
        terminal.clear()
        terminal.type("r")
        #expect(await terminal.waitFor("loading the page again"))
        #expect(await terminal.waitFor("complete,"))
        #expect(!terminal.output.contains("timed out"), "a section of the reloaded page timed out")
        // The selection's overlay went with the key that followed it, r included.
        #expect(!Self.screen(containing: "complete,", in: terminal.output).contains("── selected"))
        terminal.clear()
        terminal.type("q")
        #expect(await terminal.waitFor(Self.leaveFullScreen))
        #expect(await waitForExit(process))
        #expect(process.terminationStatus == 0)
    }

    @Test("with the feed delayed, the page shows at once with its placeholder, which the feed's items replace")
    func progressive() async throws {
        // Wider than the terminal, so that the status line is not cut: the test reads the bytes, not a screen.
        let (terminal, process) = try start(["--delay", "feed=0.5", "--width", "120"])
        defer { if process.isRunning { process.terminate() } }
        #expect(await terminal.waitFor("⋯ loading feed"))
        #expect(await terminal.waitFor("feed loaded in"))
        // Every frame up to the one that completed the page has been read whole.
        #expect(await terminal.waitFor("complete,"))
        // The app draws its frames in order: the page, with the feed's placeholder, was drawn before the
        // feed's data arrived, however late this test read it.
        let output = terminal.output
        let arrived = try #require(output.range(of: "feed loaded in")).lowerBound
        #expect(try #require(output.range(of: "⋯ loading feed")).lowerBound < arrived)
        // The other sections do not wait for the feed: the nearby stores, when they arrived first (on a busy
        // machine their load can outlast the feed's delay), were drawn before it.
        if let nearbyArrived = output.range(of: "nearby loaded in")?.lowerBound, nearbyArrived < arrived {
            #expect(try #require(output.range(of: "Stores near you")).lowerBound < arrived)
        }
        // The screen the feed's arrival drew: the feed's next page may already be on its way.
        let screen = Self.screen(containing: "feed loaded in", in: output)
        #expect(screen.contains("── Today"))
        #expect(!screen.contains("⋯ loading feed"))
        terminal.type("q")
        #expect(await terminal.waitFor(Self.leaveFullScreen))
        #expect(await waitForExit(process))
        #expect(process.terminationStatus == 0)
    }

    @Test("a page without sections says it has no rows, and q still quits")
    func emptyPage() async throws {
        try await withConfigPage(#"{"id": "empty", "sections": []}"#) { terminal, process, _ in
            #expect(await terminal.waitFor(" │ no rows │ "))
            terminal.type("q")
            #expect(await terminal.waitFor(Self.leaveFullScreen))
            #expect(await waitForExit(process))
            #expect(process.terminationStatus == 0)
        }
    }

    @Test("a reload that fails says why and leaves the page and its load as they were: the feed still pages")
    func failedReload() async throws {
        let page = #"{"id": "one", "sections": [{"id": "feed", "kind": "feed.list", "data": {"pageSize": 6}}]}"#
        try await withConfigPage(page) { terminal, process, file in
            #expect(await terminal.waitFor("complete,"))
            try #"{"id": "one", "sections": ["#.write(to: file, atomically: true, encoding: .utf8)
            terminal.clear()
            terminal.type("r")
            #expect(await terminal.waitFor("reload failed: "))
            #expect(Self.screen(containing: "reload failed: ", in: terminal.output).contains("── "))
            #expect(!terminal.output.contains("loading the page again"))
            // The load shown still follows the viewport: scrolled to the end, the feed's pages arrive and are
            // drawn.
            for _ in 0..<12 {
                terminal.type(String(repeating: " ", count: 6))
                if await terminal.waitFor("feed paged: 30 items", seconds: 1) { break }
            }
            #expect(terminal.output.contains("feed paged: 30 items"))
            terminal.type("q")
            #expect(await terminal.waitFor(Self.leaveFullScreen))
            #expect(await waitForExit(process))
            #expect(process.terminationStatus == 0)
        }
    }

    @Test("scrolled to the end of the feed, the feed loads its pages, one after another, to its last")
    func feedPages() async throws {
        let (terminal, process) = try start(["--width", "120"])
        defer { if process.isRunning { process.terminate() } }
        #expect(await terminal.waitFor("complete,"))
        // The feed's end may be near enough for its second page at once; scrolled to the end, the pages follow
        // one another until the feed has no more (30 stories, 6 a page).
        for count in [12, 18, 24, 30] {
            terminal.type(String(repeating: " ", count: 6))
            #expect(await terminal.waitFor("feed paged: \(count) items"), "page of \(count) items")
        }
        terminal.type("q")
        #expect(await terminal.waitFor(Self.leaveFullScreen))
        #expect(await waitForExit(process))
        #expect(process.terminationStatus == 0)
    }

    @Test("h/l scroll the marked carousel sideways: the next store appears, the first leaves")
    func carousel() async throws {
        let (terminal, process) = try start(["--width", "120"])
        defer { if process.isRunning { process.terminate() } }
        #expect(await terminal.waitFor("complete,"))
        terminal.clear()
        // Tab takes the marker from the banner to the carousel's first store.
        terminal.type("\tl")
        #expect(await terminal.waitFor("+nearby/8"))
        #expect(await terminal.waitFor("−nearby/1"))
        terminal.clear()
        terminal.type("\u{1B}[D")
        #expect(await terminal.waitFor("+nearby/1"))
        terminal.type("q")
        #expect(await terminal.waitFor(Self.leaveFullScreen))
        #expect(await waitForExit(process))
    }

    @Test("Enter on a store opens the store's page over home; Backspace and Esc go back")
    func openAndGoBack() async throws {
        let (terminal, process) = try start(["--width", "120"])
        defer { if process.isRunning { process.terminate() } }
        #expect(await terminal.waitFor("complete,"))
        terminal.clear()
        terminal.type("\t\r")
        #expect(await terminal.waitFor("home › store │ rows"))
        #expect(await terminal.waitFor("Address: 1024 SE Hawthorne Blvd"))
        #expect(terminal.output.contains("── Store"))
        terminal.clear()
        terminal.type("\u{7F}")
        #expect(await terminal.waitFor("home │ rows"))
        #expect(await terminal.waitFor("back ·"))
        terminal.clear()
        terminal.type("\t\r")
        #expect(await terminal.waitFor("home › store │ rows"))
        terminal.clear()
        terminal.type("\u{1B}")
        #expect(await terminal.waitFor("back ·"))
        terminal.clear()
        terminal.type("\u{7F}")
        #expect(await terminal.waitFor("this is the first page"))
        terminal.type("q")
        #expect(await terminal.waitFor(Self.leaveFullScreen))
        #expect(await waitForExit(process))
        #expect(process.terminationStatus == 0)
    }

    @Test("a selection that opens a page the CMS does not have says so and stays on its page")
    func pageToOpenMissing() async throws {
        // The CMS serves this home page alone: a store's row opens the store page, which it does not have.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let home = #"{"id": "home", "sections": [{"id": "nearby", "kind": "store.nearby", "data": {"limit": 2}}]}"#
        try home.write(to: directory.appendingPathComponent("home.json"), atomically: true, encoding: .utf8)
        let terminal = try #require(PseudoTerminal(columns: 120, rows: 16), "this system has no pseudo-terminals")
        let process = try terminal.spawn(
            AppProcess.binary, arguments: ["page", "home", "--interactive"],
            environment: ["CMS_PAGES_DIR": directory.path])
        defer { if process.isRunning { process.terminate() } }
        #expect(await terminal.waitFor("complete,"))
        terminal.clear()
        terminal.type("\r")
        #expect(await terminal.waitFor("home │ rows 1–"))
        #expect(await terminal.waitFor("could not open page store"))
        #expect(!terminal.output.contains("home › store"))
        terminal.type("q")
        #expect(await terminal.waitFor(Self.leaveFullScreen))
        #expect(await waitForExit(process))
        #expect(process.terminationStatus == 0)
    }

    @Test("a page that cannot be loaded ends the app with its error before the terminal is touched")
    func pageMissing() async throws {
        for (options, status, message) in [
            (["nowhere"], Int32(1), "app: error 300"),
            (["home", "--delay", "nowhere=1"], 2, "app: --delay: no section 'nowhere' on the page"),
        ] {
            let terminal = try #require(PseudoTerminal(columns: 60, rows: 16), "this system has no pseudo-terminals")
            let process = try terminal.spawn(AppProcess.binary, arguments: ["page", "--interactive"] + options)
            defer { if process.isRunning { process.terminate() } }
            #expect(await terminal.waitFor(message), "\(options)")
            #expect(await waitForExit(process))
            #expect(process.terminationStatus == status, "\(options)")
            #expect(!terminal.output.contains(Self.enterFullScreen), "\(options)")
        }
    }

    @Test("without a terminal it refuses with exit 2, saying it needs one, and writes no screen")
    func withoutTerminal() async throws {
        let outcome = try await AppProcess.run(["page", "home", "--interactive"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "app: --interactive needs a terminal on standard input and output\n")
        #expect(outcome.stdout.isEmpty)
    }

    /// The first screen the app drew with `text` on it: the output between two clear-screens.
    private static func screen(containing text: String, in output: String) -> String {
        output.components(separatedBy: "\u{1B}[H\u{1B}[2J").first { $0.contains(text) } ?? ""
    }

    @Test("Ctrl-C quits, restores the terminal and exits 130, as an interrupted program does")
    func controlC() async throws {
        let (terminal, process) = try start()
        defer { if process.isRunning { process.terminate() } }
        #expect(await terminal.waitFor("home │ rows"))
        terminal.type("\u{03}")
        #expect(await terminal.waitFor(Self.leaveFullScreen))
        #expect(await waitForExit(process))
        #expect(process.terminationStatus == 130)
    }

    /// `setsid`, which starts a program in a session of its own with the pseudo-terminal as its controlling
    /// terminal: the app then gets the terminal's signals and has a foreground process group to check.
    private static let setsid = "/usr/bin/setsid"

    @Test("a resized window is drawn again at its new size")
    func resized() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.setsid), "no \(Self.setsid) here")
        let terminal = try #require(PseudoTerminal(columns: 60, rows: 16), "this system has no pseudo-terminals")
        let process = try terminal.spawn(
            URL(fileURLWithPath: Self.setsid),
            arguments: ["--wait", "--ctty", AppProcess.binary.path, "page", "home", "--interactive"])
        defer { if process.isRunning { process.terminate() } }
        #expect(await terminal.waitFor("home │ rows 1–15 of"))
        terminal.clear()
        terminal.resize(columns: 40, rows: 9)
        #expect(await terminal.waitFor("home │ rows 1–8 of"))
        terminal.clear()
        terminal.resize(columns: 70, rows: 12)
        #expect(await terminal.waitFor("home │ rows 1–11 of"))
        terminal.type("q")
        #expect(await terminal.waitFor(Self.leaveFullScreen))
        #expect(await waitForExit(process))
        #expect(process.terminationStatus == 0)
    }

    @Test("started in the background of its terminal, it refuses with exit 2 and leaves the terminal alone")
    func background() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.setsid), "no \(Self.setsid) here")
        let terminal = try #require(PseudoTerminal(columns: 60, rows: 16), "this system has no pseudo-terminals")
        // A shell with job control (`set -m`) owning the terminal starts the app as a background job.
        let script = #"set -m; "$0" page home --interactive & wait $!"#
        let process = try terminal.spawn(
            URL(fileURLWithPath: Self.setsid),
            arguments: ["--wait", "--ctty", "/bin/sh", "-c", script, AppProcess.binary.path])
        defer { if process.isRunning { process.terminate() } }
        #expect(await terminal.waitFor("app: --interactive needs the terminal to itself"))
        #expect(await waitForExit(process))
        #expect(process.terminationStatus == 2)
        #expect(!terminal.output.contains(Self.enterFullScreen))
    }

    @Test("a signal that kills the app still restores the terminal first")
    func killed() async throws {
        let (terminal, process) = try start()
        defer { if process.isRunning { process.terminate() } }
        #expect(await terminal.waitFor("home │ rows"))
        terminal.clear()
        process.terminate()
        #expect(await terminal.waitFor(Self.leaveFullScreen))
        #expect(await waitForExit(process))
        #expect(process.terminationReason == .uncaughtSignal)
    }

    @Test("a crash (the SIGILL of a Swift trap) restores the terminal before the process dies")
    func crashed() async throws {
        let (terminal, process) = try start()
        defer { if process.isRunning { process.terminate() } }
        #expect(await terminal.waitFor("home │ rows"))
        terminal.clear()
        kill(process.processIdentifier, SIGILL)
        #expect(await terminal.waitFor(Self.leaveFullScreen))
        #expect(await waitForExit(process))
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGILL)
    }
}
