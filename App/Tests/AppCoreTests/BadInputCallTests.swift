import AppCore
import ComponentService
import Foundation
import TestSupport
import Testing

/// A component that misbehaves on purpose: it throws, drops or keeps its responder, or answers twice.
final class ProbeComponent: Component {
    static let items = ComponentKey<ComponentValue?>("items", "Anything.")
    static let filter = ComponentKey<ComponentPayload?>("filter", "An object.")
    static let text = ComponentKey<String?>("text", "A text.")
    static let count = ComponentKey<Int>("count", "How many arguments came.")
    static let answer = ComponentKey<String>("answer", "Which answer this is.")

    static let take = ComponentCommand.sync(
        "take", "Counts its arguments.", arguments: [items, filter, text], results: [count])
    static let fail = ComponentCommand.sync("fail", "Throws.")
    static let drop = ComponentCommand.async("drop", "Drops its responder.")
    static let never = ComponentCommand.async("never", "Keeps its responder and never answers.")
    static let twice = ComponentCommand.async("twice", "Answers twice.", results: [answer])

    static let descriptor = ComponentDescriptor(
        name: "Probe", summary: "Misbehaves on purpose.", commands: [take, fail, drop, never, twice])

    static let handlers: [ComponentHandler<ProbeComponent>] = [
        .sync(take) { component, call in
            component.record()
            return try ComponentPayload(count, call.arguments.count)
        },
        .sync(fail) { _, _ in throw ProbeFailure() },
        .responder(drop) { _, _, _ in },
        .responder(never) { component, _, responder in component.keep(responder) },
        .responder(twice) { _, _, responder in
            _ = try? responder.succeed(ComponentPayload(answer, "first"))
            _ = try? responder.succeed(ComponentPayload(answer, "second"))
        },
    ]

    private let ledger = ProbeLedger()

    /// How many `take` calls reached the component.
    var callCount: Int { ledger.withLock { $0.calls } }
    private func record() { ledger.withLock { $0.calls += 1 } }
    private func keep(_ responder: ComponentResponder) { ledger.withLock { $0.kept.append(responder) } }
}

/// What the probe saw, behind a lock.
final class ProbeLedger: @unchecked Sendable {
    struct State {
        var calls = 0
        var kept: [ComponentResponder] = []
    }

    private let lock = NSLock()
    private var state = State()

    func withLock<T>(_ body: (inout State) -> T) -> T { lock.withLock { body(&state) } }
}

struct ProbeFailure: Error, CustomStringConvertible {
    var description: String { "the probe broke" }
}

@Suite("Bad input to app call")
struct BadInputCallTests {
    private func run(_ arguments: [String]) async throws -> (AppExitStatus, TestConsole, ProbeComponent) {
        let service = ComponentService()
        let probe = ProbeComponent()
        try service.register(probe)
        let console = TestConsole()
        let status = await AppRunner(service: service, console: console).run(["call", "Probe"] + arguments)
        return (status, console, probe)
    }

    @Test(
        "a malformed command line is a usage error, exit 2, whatever component or command it names",
        arguments: [["Nope", "take"], ["Probe", "nope"], ["Probe", "take"]])
    func formBeforeLookup(target: [String]) async throws {
        let malformed = [
            ["--json", "{bad"], ["--json", "[1]"], ["=v"], ["text=a", "text=b"],
            ["--json", #"{"text": "a"}"#, "text=b"],
            ["--json", "[" + nested(200) + "]"],
        ]
        for tail in malformed {
            let service = ComponentService()
            let probe = ProbeComponent()
            try service.register(probe)
            let console = TestConsole()
            let status = await AppRunner(service: service, console: console).run(["call"] + target + tail)
            #expect(status == .usageError, "\(target + tail.map { String($0.prefix(20)) })")
            #expect(console.stderr.contains("Run 'app help call' for usage."))
            #expect(!console.stderr.contains("error 100") && !console.stderr.contains("error 200"))
            #expect(probe.callCount == 0)
        }
    }

    /// `levels` arrays, each inside the next: `nested(2)` is `[[]]`.
    private func nested(_ levels: Int) -> String {
        String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
    }

    /// The command lines of `parserLimits`, by name, so that a failure does not print megabytes.
    private static let overParserLimits: [String: [String]] = [
        "deep --json": ["take", "--json", #"{"items": "# + String(repeating: "[", count: 129)],
        "deep value": ["take", "items=" + String(repeating: "[", count: 129)],
        "deep undeclared value": ["take", "other=" + String(repeating: #"{"a":"#, count: 200)],
        "huge --json": ["take", "--json", #"{"text": ""# + String(repeatingASCII: "a", count: 8 << 20) + #""}"#],
    ]

    @Test(
        "JSON over the parser's limits in --json or key=value is a usage error naming the limit; exit 2, no call",
        arguments: [
            (
                "deep --json",
                "app: --json is over a JSON limit: arrays and objects are nested deeper than the limit of 128 "
                    + "(line 1, column 138)"
            ),
            (
                "deep value",
                "app: 'items' is over a JSON limit: arrays and objects are nested deeper than the limit of 128 "
                    + "(line 1, column 129)"
            ),
            (
                "deep undeclared value",
                "app: 'other' is over a JSON limit: arrays and objects are nested deeper than the limit of 128 "
                    + "(line 1, column 641)"
            ),
            (
                "huge --json",
                "app: --json is over a JSON limit: the text is 8388620 bytes, more than the limit of 8388608 bytes"
            ),
        ])
    func parserLimits(name: String, message: String) async throws {
        let (status, console, probe) = try await run(try #require(Self.overParserLimits[name]))
        #expect(status == .usageError)
        let lines = console.stderr.split(separator: "\n").map { String($0.prefix(300)) }
        #expect(lines == [message, "Run 'app help call' for usage."])
        #expect(probe.callCount == 0)
    }

    @Test(
        "a key written twice in --json or in a key=value read as JSON is a usage error naming its path; exit 2, no call",
        arguments: [
            (
                ["take", "--json", #"{"items": [{"a": 1}], "items": []}"#],
                #"app: --json is not valid JSON: invalid JSON at line 1, column 23: duplicate key "items" at $.items, "#
                    + "first at line 1, column 2"
            ),
            (
                ["take", #"filter={"a": {"b": 1, "b": 2}}"#],
                #"app: 'filter' is not valid JSON: invalid JSON at line 1, column 16: duplicate key "b" at $.a.b, "#
                    + "first at line 1, column 8"
            ),
            (
                ["take", #"other=[{"two words": 1, "two words": 2}]"#],
                #"app: 'other' is not valid JSON: invalid JSON at line 1, column 19: duplicate key "two words" at "#
                    + #"$[0]["two words"], first at line 1, column 3"#
            ),
        ])
    func duplicateKeys(arguments: [String], message: String) async throws {
        let (status, console, probe) = try await run(arguments)
        #expect(status == .usageError)
        #expect(
            console.stderr.split(separator: "\n").map(String.init) == [message, "Run 'app help call' for usage."])
        #expect(probe.callCount == 0)
    }

    @Test("JSON within the parser's limits but over the bus's limits is error 300 naming the key and the limit; exit 1")
    func busLimits() async throws {
        let (deep, deepConsole, probe) = try await run(["take", "items=" + nested(65)])
        #expect(deep == .componentError)
        #expect(
            firstLine(deepConsole)
                == "app: error 300: Invalid argument for Probe.take: 'items' is nested 65 levels deep; the limit is 64")
        #expect(probe.callCount == 0)
        let (long, longConsole, _) = try await run(
            ["take", "--json", #"{"text": ""# + String(repeatingASCII: "a", count: (1 << 20) + 1) + #""}"#])
        #expect(long == .componentError)
        #expect(
            firstLine(longConsole)
                == "app: error 300: Invalid argument for Probe.take: 'text' is a string of 1048577 bytes; "
                + "the limit is 1048576 bytes")
        let many = "[" + Array(repeating: "0", count: 100_001).joined(separator: ",") + "]"
        let (huge, hugeConsole, _) = try await run(["take", "--json", #"{"items": "# + many + "}"])
        #expect(huge == .componentError)
        #expect(
            firstLine(hugeConsole)
                == "app: error 300: Invalid argument for Probe.take: 'items' holds more than 100000 values, "
                + "counting nested ones; the limit is 100000")
        let (fine, fineConsole, _) = try await run(["take", "items=" + nested(64)])
        #expect(fine == .success, "\(firstLine(fineConsole))")
        #expect(fineConsole.stdout == "{\n  \"count\": 1\n}")
    }

    /// The first line on standard error, cut to 300 characters so that a failure does not print megabytes.
    private func firstLine(_ console: TestConsole) -> String {
        String((console.stderr.split(separator: "\n").first ?? "").prefix(300))
    }

    @Test("wrong JSON in key=value is passed on as text, which the bus rejects naming the key; exit 1")
    func wrongJSONInAssignment() async throws {
        let (status, console, probe) = try await run(["take", "filter={oops"])
        #expect(status == .componentError)
        #expect(
            console.stderr.hasPrefix(
                #"app: error 300: Invalid argument for Probe.take: 'filter' expects object, got string "{oops""#))
        #expect(console.stderr.contains("take takes: items: any?, filter: object?, text: string?"))
        #expect(probe.callCount == 0)
    }

    @Test("an argument to a command that takes none is error 300, with a line saying it takes none; exit 1")
    func argumentToNone() async throws {
        let (status, console, _) = try await run(["fail", "x=1"])
        #expect(status == .componentError)
        #expect(console.stderr.hasPrefix("app: error 300: Invalid argument for Probe.fail"), "\(console.stderr)")
        #expect(console.stderr.hasSuffix("\nfail takes no arguments"), "\(console.stderr)")
    }

    @Test("a component that throws is error 400 carrying what it threw; exit 1")
    func throwing() async throws {
        let (status, console, _) = try await run(["fail"])
        #expect(status == .componentError)
        #expect(console.stderr == "app: error 400: Probe.fail failed: the probe broke")
    }

    @Test("a command that drops its responder unanswered is error 400; exit 1")
    func dropped() async throws {
        let (status, console, _) = try await run(["drop"])
        #expect(status == .componentError)
        #expect(console.stderr == "app: error 400: Probe.drop dropped its responder without answering")
    }

    @Test("a command that keeps its responder and never answers ends only by --timeout: error 500; exit 1")
    func neverAnswers() async throws {
        let (status, console, _) = try await run(["never", "--timeout", "0.05"])
        #expect(status == .componentError)
        #expect(console.stderr == "app: error 500: Probe.never did not answer within 0.05 seconds")
    }

    @Test("a command that answers twice prints the first answer only; exit 0")
    func answersTwice() async throws {
        let (status, console, _) = try await run(["twice"])
        #expect(status == .success)
        #expect(console.stdout == "{\n  \"answer\": \"first\"\n}")
    }
}
