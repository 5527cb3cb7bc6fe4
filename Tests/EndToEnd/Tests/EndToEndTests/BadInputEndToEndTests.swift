import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bad-input catalogue (docs/bad-input.md), run against the built app: each row's exit status and message.
@Suite("Bad input, end to end")
struct BadInputEndToEndTests {
    /// `levels` arrays, each inside the next.
    private static func nested(_ levels: Int) -> String {
        String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
    }

    /// Runs the app and returns its exit status and the lines it wrote to standard error.
    private func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> (Int32, [String]) {
        let outcome = try await AppProcess.run(arguments, environment: environment)
        return (outcome.status, outcome.stderr.split(separator: "\n").map(String.init))
    }

    /// A temporary directory holding `files`, removed by `body`'s end.
    private func withDirectory<T>(_ files: [String: String], _ body: (URL) async throws -> T) async throws -> T {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, text) in files {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return try await body(directory)
    }

    @Test(
        "a call the bus refuses exits 1 with the error code and message on stderr",
        arguments: [
            (["Shop", "x"], "app: error 100: No component named 'Shop'"),
            (["Main", "getAppColour"], "app: error 200: Unsupported command 'getAppColour' in 'Main'"),
            (
                ["Main", "getAppName"],
                "app: error 300: Invalid argument for Main.getAppName: 'prefix' is missing (expects string)"
            ),
            (
                ["Store", "nearby", "limit=ten"],
                #"app: error 300: Invalid argument for Store.nearby: 'limit' expects int, got string "ten""#
            ),
            (
                ["Store", "nearby", "limit=[1"],
                #"app: error 300: Invalid argument for Store.nearby: 'limit' expects int, got string "[1""#
            ),
            (
                ["Main", "getAppName", "prefix=x", "colour=red"],
                "app: error 300: Invalid argument for Main.getAppName: 'colour' is not declared; it takes prefix"
            ),
            (
                ["Main", "getAppName", "prefix=x", "deep=" + nested(65)],
                "app: error 300: Invalid argument for Main.getAppName: 'deep' is nested 65 levels deep; the limit is 64"
            ),
            (
                ["Main", "asyncGetAppVersion", "prefix=x", "--timeout", "0.05"],
                "app: error 500: Main.asyncGetAppVersion did not answer within 0.05 seconds"
            ),
        ])
    func refusedCalls(arguments: [String], message: String) async throws {
        let (status, lines) = try await run(["call"] + arguments)
        #expect(status == 1)
        #expect(lines.first == message, "\(lines)")
    }

    @Test("output that cannot be written, to a full disk, exits 3 saying so on stderr, whatever the command")
    func unwritableOutput() async throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"), "this system has no /dev/full")
        defer { try? full.close() }
        for (arguments, status) in [(["page", "home"], 3), (["list"], 3), (["call", "Nope", "x"], 1)]
            as [([String], Int32)]
        {
            let outcome = try await AppProcess.run(arguments, output: full)
            #expect(outcome.status == status, "\(arguments)")
            if status == 3 {
                #expect(
                    outcome.stderr.contains(
                        "app: could not write the output: standard output: No space left on device"),
                    "\(arguments): \(outcome.stderr)")
            }
        }
    }

    @Test("started without standard output, it exits 3 saying so; nothing goes to a descriptor of its own")
    func closedOutput() async throws {
        for arguments in [["list"], ["page", "home"], ["call", "Main", "getAppName", "prefix=x"]] {
            let outcome = try await AppProcess.run(arguments, withoutStandardOutput: true)
            #expect(outcome.status == 3, "\(arguments): \(outcome.stderr)")
            #expect(
                outcome.stderr.contains("app: could not write the output: standard output: Bad file descriptor"),
                "\(arguments): \(outcome.stderr)")
        }
    }

    /// Whether `pipe` became full within `limit`: it holds within two pages of its capacity (the kernel
    /// fills a pipe a page at a time, so a full one can hold a little less), unchanged for 100 ms, so that the
    /// writer at its other end has found that a write would block.
    private static func waitUntilFull(_ pipe: Pipe, within limit: Duration) async throws -> Bool {
        let reader = pipe.fileHandleForReading.fileDescriptor
        #if os(Linux)
            let getPipeSize: Int32 = 1032  // F_GETPIPE_SZ, which the Glibc module does not export
            let capacity = fcntl(reader, getPipeSize)
        #else
            let capacity: Int32 = 16_384
        #endif
        let deadline = ContinuousClock.now + limit
        var available: Int32 = 0
        var unchanged = 0
        while ContinuousClock.now < deadline {
            let before = available
            guard ioctl(reader, UInt(FIONREAD), &available) == 0 else { break }
            unchanged = available == before ? unchanged + 1 : 0
            if available >= capacity - 8_192, unchanged >= 20 { return true }
            try await Task.sleep(for: .milliseconds(5))
        }
        return false
    }

    @Test("a non-blocking standard output that fills up is waited for: the whole page arrives, exit 0")
    func nonBlockingOutput() async throws {
        let rows = (0..<1_000).map {
            #"{"id": "r\#($0)", "title": "row \#($0) \#(String(repeating: "x", count: 150))"}"#
        }
        let page =
            #"{"id": "big", "sections": [{"id": "s", "kind": "template.list", "data": {"title": "Big", "rows": ["#
            + rows.joined(separator: ", ") + "]}}]}"
        try await withDirectory(["big.json": page]) { directory in
            let pipe = ProcessStart.exclusively { Pipe() }
            let writer = pipe.fileHandleForWriting.fileDescriptor
            #expect(fcntl(writer, F_SETFL, fcntl(writer, F_GETFL) | O_NONBLOCK) == 0)
            // Read late, once the app has filled the pipe and so found that a write would block.
            let read = Task.detached {
                let full = try await Self.waitUntilFull(pipe, within: .seconds(60))
                return (full, pipe.fileHandleForReading.readDataToEndOfFile())
            }
            let outcome = try await AppProcess.run(
                ["page", "--config", directory.appendingPathComponent("big.json").path, "--width", "200", "--quiet"],
                output: pipe.fileHandleForWriting)
            try pipe.fileHandleForWriting.close()
            let (full, data) = try await read.value
            #expect(full, "the app's output never filled the pipe")
            let output = String(decoding: data, as: UTF8.self)
            #expect(outcome.status == 0, "\(outcome.stderr)")
            #expect(output.utf8.count > 150_000)
            #expect(output.contains("row 999 "))
        }
    }

    @Test("the hint under a refused call lists what there is")
    func hints() async throws {
        let (_, component) = try await run(["call", "Shop", "x"])
        // Every registered component, as `app list` shows them (the shipped ones and any a team has added with
        // `make component`), sorted; a long list shows its first 20 names and a count.
        let listed = try await AppProcess.run(["list"]).stdout.split(separator: "\n")
            .filter { !$0.hasPrefix(" ") }.compactMap { $0.split(separator: " — ").first.map(String.init) }
        let names = listed.sorted()
        #expect(Set(["CMS", "Feed", "Main", "Store", "Template"]).isSubset(of: names), "\(names)")
        let shown = names.prefix(20).joined(separator: ", ") + (names.count > 20 ? " and \(names.count - 20) more" : "")
        #expect(component.last == "Known components: \(shown)", "\(component)")
        let (_, command) = try await run(["call", "Main", "getAppColour"])
        #expect(command.last == "Main has: getAppName, asyncGetAppVersion")
        let (_, argument) = try await run(["call", "Store", "nearby", "limit=ten"])
        #expect(argument.last == "nearby takes: limit: int = 10, maxDistance: int?")
        let (_, none) = try await run(["call", "Feed", "types", "x=1"])
        #expect(none.last == "types takes no arguments")
    }

    @Test(
        "a malformed call command line exits 2 and calls nothing",
        arguments: [
            (
                ["--json", "{oops}"],
                #"app: --json is not valid JSON: invalid JSON at line 1, column 2: expected '"' to begin an object key, found 'o'"#
            ),
            (["--json", "[1]"], #"app: --json takes an object such as '{"limit": 3}', got array"#),
            (
                ["--json", #"{"prefix": "# + nested(129) + "}"],
                "app: --json is over a JSON limit: arrays and objects are nested deeper than the limit of 128 "
                    + "(line 1, column 139)"
            ),
            (
                ["prefix=x", "deep=" + nested(129)],
                "app: 'deep' is over a JSON limit: arrays and objects are nested deeper than the limit of 128 "
                    + "(line 1, column 129)"
            ),
            (["prefix"], "app: Arguments are key=value, got 'prefix'"),
            (["prefix=a", "prefix=b"], "app: 'prefix' is given twice"),
        ])
    func malformedCalls(arguments: [String], message: String) async throws {
        let (status, lines) = try await run(["call", "Main", "getAppName"] + arguments)
        #expect(status == 2)
        #expect(lines.first == message, "\(lines)")
    }

    @Test("an argument that is not UTF-8 exits 2 naming it, instead of reaching the component with U+FFFD")
    func argumentNotUTF8() async throws {
        let cases = [
            (#""prefix=$(printf 'a\377b')""#, "app: Argument 4 is not UTF-8: byte 0xFF at byte 9 of 'prefix=a"),
            (#"--json "$(printf '{"prefix":"\377"}')""#, #"app: Argument 5 is not UTF-8: byte 0xFF at byte 12 of '{"#),
        ]
        for (words, message) in cases {
            let outcome = try await AppProcess.run(["call", "Main", "getAppName"], shellWords: words)
            #expect(outcome.status == 2, "\(words): \(outcome.stdout)")
            #expect(outcome.stdout.isEmpty)
            #expect(outcome.stderr.hasPrefix(message), "\(outcome.stderr)")
        }
    }

    @Test(
        "bad page options exit 2 with what is wrong",
        arguments: [
            (["--select", "nope"], "app: --select takes SECTION/ITEM or SECTION/#N, got 'nope'"),
            (["--select", "nearby/#9"], "app: No item 'nearby/#9' on the page; items of 'nearby': 1, 3, 8, 2, 6, 4"),
            (["--select", "weather/#1"], "app: No section 'weather' on the page; sections: banner, nearby, feed"),
            (["--scroll", "-1"], "app: --scroll takes a whole number from 0 to 100000000, got '-1'"),
            (["--width", "3"], "app: --width takes a whole number from 10 to 1000, got '3'"),
            (["--bogus"], "app: Unknown option '--bogus' for page"),
            (["--width", "40", "--width", "50"], "app: '--width' is given twice"),
            (["--config", "x.json"], "app: page takes a page id or --config FILE, not both: drop 'home' or --config"),
        ])
    func badPageOptions(options: [String], message: String) async throws {
        let (status, lines) = try await run(["page", "home"] + options)
        #expect(status == 2)
        #expect(lines.first == message, "\(lines)")
    }

    @Test("a --config file over the JSON limits exits 2 naming the limit")
    func configOverLimits() async throws {
        let deep = #"{"id": "x", "sections": "# + String(repeating: "[", count: 200)
        let huge = #"{"id": "x", "sections": [], "pad": ""# + String(repeatingASCII: "a", count: 8 << 20) + #""}"#
        try await withDirectory(["deep.json": deep, "huge.json": huge]) { directory in
            let (deepStatus, deepLines) = try await run(["page", "--config", directory.path + "/deep.json"])
            #expect(deepStatus == 2)
            #expect(
                deepLines
                    == [
                        "app: \(directory.path)/deep.json is over a JSON limit: arrays and objects are nested deeper "
                            + "than the limit of 128 (line 1, column 152)"
                    ])
            let (hugeStatus, hugeLines) = try await run(["page", "--config", directory.path + "/huge.json"])
            #expect(hugeStatus == 2)
            #expect(
                hugeLines
                    == [
                        "app: \(directory.path)/huge.json is over a JSON limit: the text is 8388646 bytes, more than "
                            + "the limit of 8388608 bytes"
                    ])
        }
    }

    @Test("sections whose factories throw on bad data show their error states with diagnostics; exit 0")
    func failingSections() async throws {
        let page = #"""
            {"id": "t", "sections": [
              {"id": "s", "kind": "store.nearby", "data": {"limit": "ten"}},
              {"id": "b", "kind": "main.banner", "data": {"prefix": "ok"}}
            ]}
            """#
        try await withDirectory(["t.json": page]) { directory in
            let outcome = try await AppProcess.run(["page", "--config", directory.path + "/t.json", "--width", "40"])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            #expect(outcome.stdout.contains("ok-demo"))
            #expect(
                outcome.stdout.contains(
                    #"error: $.sections[0]: section 's' (store.nearby) failed: 'limit' must be an integer from 1 to 100, "#
                        + #"got "ten"; shown as its error state"#))
        }
    }

    @Test("a CMS pages directory that is missing or holds a broken page exits 1 with error 400")
    func brokenPagesDirectory() async throws {
        let (missingStatus, missingLines) = try await run(
            ["page", "home"], environment: ["CMS_PAGES_DIR": "/nonexistent/bad-input-pages"])
        #expect(missingStatus == 1)
        #expect(missingLines == ["app: error 400: The pages directory /nonexistent/bad-input-pages does not exist"])
        try await withDirectory(["broken.json": #"{"id": "broken", "sections": ["#]) { directory in
            let environment = ["CMS_PAGES_DIR": directory.path]
            let (status, lines) = try await run(["page", "broken"], environment: environment)
            #expect(status == 1)
            #expect(
                lines
                    == [
                        "app: error 400: Page 'broken' in \(directory.path)/broken.json is not valid: invalid JSON at "
                            + "line 1, column 31: unexpected end of input; expected a JSON value"
                    ])
            let (callStatus, callLines) = try await run(["call", "CMS", "page", "id=broken"], environment: environment)
            #expect(callStatus == 1)
            #expect(callLines.first == lines.first)
        }
    }

    @Test("feed items of unknown types or malformed content are shown flagged, never dropped; exit 0")
    func flaggedFeedItems() async throws {
        let page = #"{"id": "f", "sections": [{"id": "feed", "kind": "feed.list", "data": {"pageSize": 30}}]}"#
        try await withDirectory(["f.json": page]) { directory in
            let outcome = try await AppProcess.run(["page", "--config", directory.path + "/f.json", "--width", "60"])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            #expect(outcome.stdout.contains("(unsupported item: poll)"))
            #expect(outcome.stdout.contains("(unsupported item: live)"))
            #expect(outcome.stdout.contains("(unsupported item: article)\n  article content: missing key \"title\""))
        }
    }
}
