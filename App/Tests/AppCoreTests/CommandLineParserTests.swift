import Foundation
import Testing

@testable import AppCore

@Suite("Command line parsing")
struct CommandLineParserTests {
    @Test("subcommands and their operands")
    func subcommands() throws {
        #expect(try CommandLineParser.parse([]) == .help(.main))
        #expect(try CommandLineParser.parse(["list"]) == .list)
        #expect(try CommandLineParser.parse(["tour"]) == .tour)
        #expect(try CommandLineParser.parse(["describe", "Store"]) == .describe(component: "Store"))
        #expect(try CommandLineParser.parse(["help", "call"]) == .help(.call))
        #expect(try CommandLineParser.parse(["-h"]) == .help(.main))
        #expect(try CommandLineParser.parse(["--help"]) == .help(.main))
        #expect(try CommandLineParser.parse(["help"]) == .help(.main))
    }

    @Test("--help works on every subcommand", arguments: HelpTopic.allCases)
    func helpEverywhere(topic: HelpTopic) throws {
        let words = topic == .main ? ["--help"] : [topic.rawValue, "--help"]
        #expect(try CommandLineParser.parse(words) == .help(topic))
    }

    @Test("a call keeps key=value text in order, with --json and --timeout anywhere")
    func call() throws {
        let command = try CommandLineParser.parse([
            "call", "Store", "nearby", "limit=3", "--timeout", "2.5", "note=a=b", "--json", #"{"x":1}"#,
        ])
        let expected = CallRequest(
            component: "Store", command: "nearby",
            assignments: [.init(key: "limit", value: "3"), .init(key: "note", value: "a=b")],
            json: #"{"x":1}"#, timeout: 2.5)
        #expect(command == .call(expected))
    }

    @Test("--json=VALUE and --timeout=VALUE are the option and its value in one word")
    func attachedValues() throws {
        let command = try CommandLineParser.parse(["call", "A", "b", "--timeout=2.5", #"--json={"x":1}"#, "k=v"])
        let expected = CallRequest(
            component: "A", command: "b", assignments: [.init(key: "k", value: "v")], json: #"{"x":1}"#, timeout: 2.5)
        #expect(command == .call(expected))
    }

    /// The first `=` was searched by character: one followed by a combining mark is part of a character, so a
    /// word split at a later `=`, or not at all.
    @Test("a word splits at its first =, even where a combining mark follows it")
    func equalsBeforeACombiningMark() throws {
        let words = ["call", "A", "b", "a=\u{301}=b", "k=\u{301}v", "-n=\u{301}", "--json=\u{301}x"]
        guard case .call(let call) = try CommandLineParser.parse(words) else {
            Issue.record("not a call")
            return
        }
        #expect(call.assignments.map { Array($0.key.unicodeScalars) } == [["a"], ["k"], ["-", "n"]])
        #expect(
            call.assignments.map { Array($0.value.unicodeScalars) }
                == [["\u{301}", "=", "b"], ["\u{301}", "v"], ["\u{301}"]])
        #expect(call.json.map { Array($0.unicodeScalars) } == ["\u{301}", "x"])
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["call", "A", "b", "=\u{301}v"]) }

        // The fuzzer's input (Tests/Fuzz/corpus/regressions/cli-equals-before-mark), its arguments split at NUL
        // bytes: held here, so that the package's tests read nothing outside it.
        let input: [UInt8] = [0x41, 0x00, 0x62, 0x00, 0x61, 0x3D, 0xCC, 0x81, 0x3D, 0x62]
        let arguments = input.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        guard case .call(let found) = try CommandLineParser.parse(["call"] + arguments) else {
            Issue.record("not a call")
            return
        }
        #expect(found.assignments.map { Array($0.key.unicodeScalars) } == [["a"]])
    }

    @Test("a value may start with a dash, and -- ends the options")
    func dashes() throws {
        let command = try CommandLineParser.parse(["call", "A", "b", "n=-3", "--", "--json=x"])
        guard case .call(let request) = command else {
            Issue.record("expected a call, got \(command)")
            return
        }
        #expect(request.assignments == [.init(key: "n", value: "-3"), .init(key: "--json", value: "x")])
        #expect(request.json == nil)
    }

    @Test("-h and --help ask for help where an option may stand, even beside mistakes")
    func helpBesideMistakes() throws {
        #expect(try CommandLineParser.parse(["call", "A", "b", "-h"]) == .help(.call))
        #expect(try CommandLineParser.parse(["call", "A", "b", "--timeout", "soon", "--help"]) == .help(.call))
        #expect(try CommandLineParser.parse(["page", "home", "--width", "x", "-h"]) == .help(.page))
        #expect(try CommandLineParser.parse(["describe", "A", "B", "-h"]) == .help(.describe))
        #expect(try CommandLineParser.parse(["list", "extra", "--help"]) == .help(.list))
        // `--` ends the options of call and page only; to the others it is a mistake like any other.
        #expect(try CommandLineParser.parse(["describe", "A", "--", "--help"]) == .help(.describe))
    }

    @Test("after --, a page id may start with -, as a CMS page id may; the options before it still count")
    func pageIDsAfterDashes() throws {
        for (arguments, pageID, width) in [
            (["page", "--", "-draft"], "-draft", nil), (["page", "--width", "60", "--", "--width"], "--width", 60),
            (["page", "--", "--"], "--", nil), (["page", "--", "-h"], "-h", nil),
        ] {
            guard case .page(let page) = try CommandLineParser.parse(arguments) else {
                Issue.record("expected a page: \(arguments)")
                continue
            }
            #expect(page.pageID == pageID && page.width == width, "\(arguments)")
        }
        #expect(throws: UsageError("Unknown option '-draft' for page", topic: .page)) {
            try CommandLineParser.parse(["page", "-draft"])
        }
    }

    @Test("-h that reads as an option's value or an operand after -- is that, not a request for help")
    func helpFlagsAsText() throws {
        let afterDashes = try CommandLineParser.parse(["call", "--", "-h", "--help"])
        #expect(afterDashes == .call(CallRequest(component: "-h", command: "--help", assignments: [])))
        guard case .call(let call) = try CommandLineParser.parse(["call", "A", "b", "--json", "-h"]) else {
            Issue.record("expected a call")
            return
        }
        #expect(call.json == "-h")
        guard case .page(let page) = try CommandLineParser.parse(["page", "--config", "--help"]) else {
            Issue.record("expected a page")
            return
        }
        #expect(page.configFile == "--help")
        #expect(throws: UsageError("page takes one page id, got 'home' and '-h'", topic: .page)) {
            try CommandLineParser.parse(["page", "home", "--", "-h"])
        }
        #expect(throws: UsageError("Arguments are key=value, got '-h'", topic: .call)) {
            try CommandLineParser.parse(["call", "A", "b", "--", "-h"])
        }
    }

    @Test("the options the help check skips the value of are exactly those that need one")
    func optionsWithValuesNeedOne() {
        let cases =
            CommandLineParser.callOptionsWithValues.map { ["call", "A", "b", $0] }
            + PageOptionsParser.optionsWithValues.map { ["page", "home", $0] }
        for arguments in cases {
            do {
                let command = try CommandLineParser.parse(arguments)
                Issue.record("parsed \(arguments) as \(command)")
            } catch {
                #expect(error.message == "\(arguments[arguments.count - 1]) needs a value", "\(arguments)")
            }
        }
        for flag in ["--quiet", "--interactive"] {
            #expect((try? CommandLineParser.parse(["page", "home", flag, "-h"])) == .help(.page))
        }
    }

    @Test("a usage error points at the help of its subcommand, or at the overview")
    func usageHints() {
        #expect(HelpTopic.main.usageHint == "Run 'app help' for usage.")
        #expect(HelpTopic.call.usageHint == "Run 'app help call' for usage.")
        #expect(HelpTopic.page.usageHint == "Run 'app help page' for usage.")
    }

    @Test(
        "bad command lines are usage errors that say what is wrong",
        arguments: [
            (["frobnicate"], "Unknown subcommand 'frobnicate'"),
            (["list", "extra"], "list takes no arguments"),
            (["describe"], "describe takes one component name"),
            (["describe", "A", "B"], "describe takes one component name"),
            (["call", "Store"], "call needs a component and a command"),
            (["call", "Store", "nearby", "limit"], "Arguments are key=value, got 'limit'"),
            (["call", "Store", "nearby", "=3"], "Arguments are key=value, got '=3'"),
            (["call", "A", "b", "--timeout"], "--timeout needs a value"),
            (["call", "A", "b", "--timeout", "soon"], "--timeout takes seconds"),
            (["call", "A", "b", "--timeout", "-1"], "--timeout takes seconds"),
            (["call", "A", "b", "--timeout", "nan"], "--timeout takes seconds"),
            (["call", "A", "b", "--timeout", "0x10"], "--timeout takes seconds"),
            // Under an attosecond, the unit of a Duration, it is no time at all.
            (["call", "A", "b", "--timeout", "0.0000000000000000000000001"], "--timeout takes seconds"),
            (["call", "A", "b", "--timeout", "0.0000000000000000004"], "--timeout takes seconds"),
            (["call", "A", "b", "--timeout", "+1"], "--timeout takes seconds"),
            // Over the limit by less than a Double tells from it.
            (["call", "A", "b", "--timeout", "86400.0000000000000000001"], "--timeout takes seconds"),
            (["call", "A", "b", "--json", "{}", "--json", "{}"], "--json is given twice"),
            (["call", "A", "b", "--verbose"], "Unknown option '--verbose'"),
            (["call", "A", "b", "--verbose=1"], "Unknown option '--verbose=1'"),
            (["call", "A", "b", "--=1"], "Unknown option '--=1'"),
            (["call", "A", "b", "--timeout=", "k=v"], "--timeout takes seconds"),
            (["call", "A", "b", "--timeout=1", "--timeout", "2"], "--timeout is given twice"),
            (["help", "nothing"], "No help for 'nothing'"),
            // The overview is `app help` alone; `main` names no subcommand.
            (["help", "main"], "No help for 'main'"),
            (["page", "home", "--param", "=3"], "--param takes KEY=VALUE"),
            (["page", "home", "--interactive", "--select", "top/#1"], "--interactive scrolls and selects with keys"),
            (["page", "home", "--interactive", "--scroll", "3"], "--interactive scrolls and selects with keys"),
            // A '/' needs text on both sides.
            (["page", "home", "--select", "/top"], "--select takes SECTION/ITEM"),
            (["page", "home", "--select", "top/"], "--select takes SECTION/ITEM"),
            // -h as the value of an option that rejects it is that option's usage error, not a request for help.
            (["call", "A", "b", "--timeout", "-h"], "--timeout takes seconds"),
            (["call", "Main", "--json", "-h"], "call needs a component and a command"),
            (["call", "A", "--timeout", "--help"], "--timeout takes seconds"),
            (["page", "home", "--width", "-h"], "--width takes a whole number"),
            (["page", "home", "--select", "--help"], "--select takes SECTION/ITEM"),
        ])
    func usageErrors(arguments: [String], message: String) {
        do {
            let command = try CommandLineParser.parse(arguments)
            Issue.record("parsed \(arguments) as \(command)")
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
        }
    }
}
