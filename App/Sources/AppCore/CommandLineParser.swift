/// Reads the app's command line into an ``AppCommand``; knows nothing of the registered components.
public enum CommandLineParser {
    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> AppCommand {
        guard let subcommand = arguments.first else { return .help(.main) }
        let rest = Array(arguments.dropFirst())
        switch subcommand {
        case "-h", "--help", "help":
            return .help(try helpTopic(rest))
        case "list":
            return try commandOrHelp(.list, rest) { rest throws(UsageError) in try noOperands(rest, .list, topic: .list)
            }
        case "tour":
            return try commandOrHelp(.tour, rest) { rest throws(UsageError) in try noOperands(rest, .tour, topic: .tour)
            }
        case "describe":
            return try commandOrHelp(.describe, rest) { rest throws(UsageError) in
                guard rest.count == 1, let name = rest.first, !name.hasPrefix("-") else {
                    throw UsageError("describe takes one component name: app describe NAME", topic: .describe)
                }
                return .describe(component: name)
            }
        case "call":
            return try commandOrHelp(.call, rest, optionsWithValues: callOptionsWithValues, endsOptions: "--") {
                rest throws(UsageError) in .call(try parseCall(rest))
            }
        case "page":
            return try commandOrHelp(
                .page, rest, optionsWithValues: PageOptionsParser.optionsWithValues, endsOptions: "--"
            ) {
                rest throws(UsageError) in .page(try PageOptionsParser.parse(rest))
            }
        default:
            throw UsageError("Unknown subcommand \(quoted: subcommand); use list, describe, call, page, tour or help")
        }
    }

    /// The options of `app call` that take the next word as their value.
    static let callOptionsWithValues: Set<String> = ["--json", "--timeout"]

    /// What `parse` reads from `rest`; when it cannot, the topic's help if `rest` holds `-h` or `--help`
    /// where an option may stand.
    ///
    /// A help flag that reads as something else, the value of one of `optionsWithValues` or an operand after
    /// `endsOptions` (`--`), is that (`app call A b --timeout -h` is a bad timeout); one that does
    /// not (`app call Main -h`) asks for help, whatever else the line holds.
    private static func commandOrHelp(
        _ topic: HelpTopic, _ rest: [String], optionsWithValues: Set<String> = [], endsOptions: String? = nil,
        parse: ([String]) throws(UsageError) -> AppCommand
    ) throws(UsageError) -> AppCommand {
        do {
            return try parse(rest)
        } catch {
            if asksForHelp(rest, skipping: optionsWithValues, until: endsOptions) { return .help(topic) }
            throw error
        }
    }

    /// Whether a word of `words` before `end`, other than the value of an option of `valued`, is `-h` or
    /// `--help`.
    private static func asksForHelp(_ words: [String], skipping valued: Set<String>, until end: String?) -> Bool {
        var index = words.startIndex
        while index < words.endIndex, words[index] != end {
            if words[index] == "-h" || words[index] == "--help" { return true }
            index += valued.contains(words[index]) ? 2 : 1
        }
        return false
    }

    private static func helpTopic(_ rest: [String]) throws(UsageError) -> HelpTopic {
        guard let name = rest.first else { return .main }
        guard rest.count == 1, let topic = HelpTopic(rawValue: name), topic != .main else {
            throw UsageError(
                "No help for \(quoted: rest.joined(separator: " ")); topics: list, describe, call, page, tour")
        }
        return topic
    }

    private static func noOperands(
        _ rest: [String], _ command: AppCommand, topic: HelpTopic
    ) throws(UsageError)
        -> AppCommand
    {
        guard rest.isEmpty else {
            throw UsageError(
                "\(topic.rawValue) takes no arguments, got \(quoted: rest.joined(separator: " "))", topic: topic)
        }
        return command
    }

    private static func parseCall(_ arguments: [String]) throws(UsageError) -> CallRequest {
        var operands: [String] = []
        var json: String?
        var timeout: Double?
        var index = 0
        while index < arguments.count {
            var argument = arguments[index]
            index += 1
            // `--json=VALUE` and `--timeout=VALUE` are the option and its value in one word.
            var attached: String?
            if argument.hasPrefix("--"), let (option, value) = splitAtEquals(argument) {
                attached = value
                argument = option
            }
            func optionValue() throws(UsageError) -> String {
                if let attached { return attached }
                return try value(after: argument, in: arguments, at: &index)
            }
            switch argument {
            case "--json":
                guard json == nil else { throw UsageError("--json is given twice", topic: .call) }
                json = try optionValue()
            case "--timeout":
                guard timeout == nil else { throw UsageError("--timeout is given twice", topic: .call) }
                let text = try optionValue()
                // A value under an attosecond, the unit of `Duration`, would wait for no time at all.
                guard let seconds = DecimalSeconds.read(text, atMost: 86_400), seconds > 0,
                    Duration.seconds(seconds) > .zero
                else {
                    throw UsageError(
                        "--timeout takes seconds, more than 0 and at most 86400, in decimals such as 2.5; got "
                            + "\(quoted: text)", topic: .call)
                }
                timeout = seconds
            case "--" where attached == nil:
                operands += arguments[index...]
                index = arguments.count
            default:
                guard attached == nil, !argument.hasPrefix("-") || splitAtEquals(argument) != nil else {
                    throw UsageError(
                        "Unknown option \(quoted: arguments[index - 1]); call takes --json and --timeout",
                        topic: .call)
                }
                operands.append(argument)
            }
        }
        guard operands.count >= 2 else {
            throw UsageError("call needs a component and a command: app call NAME COMMAND [key=value …]", topic: .call)
        }
        var assignments: [CallRequest.Assignment] = []
        for operand in operands.dropFirst(2) {
            guard let (key, value) = splitAtEquals(operand), !key.isEmpty else {
                throw UsageError("Arguments are key=value, got \(quoted: operand)", topic: .call)
            }
            assignments.append(.init(key: key, value: value))
        }
        return CallRequest(
            component: operands[0], command: operands[1], assignments: assignments, json: json, timeout: timeout)
    }

    /// `word` split at its first `=`, or `nil` when it has none. Found among the word's Unicode scalars: a
    /// combining mark after an `=` makes one character of the two, which a search by character passes by.
    private static func splitAtEquals(_ word: String) -> (before: String, after: String)? {
        let scalars = word.unicodeScalars
        guard let equals = scalars.firstIndex(of: "=") else { return nil }
        return (String(scalars[..<equals]), String(scalars[scalars.index(after: equals)...]))
    }

    private static func value(
        after option: String, in arguments: [String], at index: inout Int
    ) throws(UsageError)
        -> String
    {
        guard index < arguments.count else { throw UsageError("\(option) needs a value", topic: .call) }
        defer { index += 1 }
        return arguments[index]
    }
}
