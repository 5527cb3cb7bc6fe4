import PageKit

/// Reads the operands and options of `app page`.
enum PageOptionsParser {
    /// The options that take the next word as their value.
    static let optionsWithValues: Set<String> = [
        "--config", "--width", "--height", "--scroll", "--select", "--delay", "--param",
    ]

    static func parse(_ arguments: [String]) throws(UsageError) -> PageRequest {
        var request = PageRequest()
        var index = 0
        func value(_ option: String) throws(UsageError) -> String {
            guard index < arguments.count else { throw UsageError("\(option) needs a value", topic: .page) }
            defer { index += 1 }
            return arguments[index]
        }
        func count(_ option: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
            let text = try value(option)
            guard let number = Int(text), range.contains(number) else {
                throw UsageError(
                    "\(option) takes a whole number from \(range.lowerBound) to \(range.upperBound), got "
                        + "\(quoted: text)", topic: .page)
            }
            return number
        }
        var given: Set<String> = []
        // After `--`, a word is the page id even when it starts with `-`, as a CMS page id may.
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if !optionsEnded, argument.hasPrefix("--") {
                guard given.insert(argument).inserted else {
                    throw UsageError("\(quoted: argument) is given twice", topic: .page)
                }
            }
            switch optionsEnded ? "" : argument {
            case "--": optionsEnded = true
            case "--config": request.configFile = try value(argument)
            case "--width": request.width = try count(argument, in: TerminalSize.widths)
            case "--height": request.height = try count(argument, in: TerminalSize.heights)
            case "--scroll": request.scroll = try count(argument, in: TerminalSize.offsets)
            case "--select":
                let text = try value(argument)
                guard let reference = ItemReference(text) else {
                    throw UsageError("--select takes SECTION/ITEM or SECTION/#N, got \(quoted: text)", topic: .page)
                }
                request.select = reference
            case "--quiet": request.quiet = true
            case "--interactive": request.interactive = true
            case "--delay": request.delays = try delays(try value(argument))
            case "--param": request.parameters = try parameters(try value(argument))
            default:
                guard optionsEnded || !argument.hasPrefix("-") else {
                    throw UsageError("Unknown option \(quoted: argument) for page", topic: .page)
                }
                guard request.pageID == nil else {
                    throw UsageError(
                        "page takes one page id, got \(quoted: request.pageID ?? "") and \(quoted: argument)",
                        topic: .page)
                }
                request.pageID = argument
            }
        }
        guard request.pageID != nil || request.configFile != nil else {
            throw UsageError("page needs a page id, or --config FILE: app page home", topic: .page)
        }
        if let pageID = request.pageID, request.configFile != nil {
            throw UsageError(
                "page takes a page id or --config FILE, not both: drop \(quoted: pageID) or --config", topic: .page)
        }
        if request.interactive, request.scroll != nil || request.select != nil {
            throw UsageError("--interactive scrolls and selects with keys; drop --scroll and --select", topic: .page)
        }
        return request
    }

    /// `KEY=VALUE[,KEY=VALUE…]`: what the page's sections read, as a route would pass it.
    private static func parameters(_ text: String) throws(UsageError) -> [String: String] {
        var parameters: [String: String] = [:]
        for entry in text.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty else {
                throw UsageError(
                    "--param takes KEY=VALUE, several separated by commas; got \(quoted: String(entry))", topic: .page)
            }
            guard parameters.updateValue(String(parts[1]), forKey: String(parts[0])) == nil else {
                throw UsageError("--param names \(quoted: String(parts[0])) twice", topic: .page)
            }
        }
        return parameters
    }

    /// `SECTION=SECONDS[,SECTION=SECONDS…]`: each section's delay, within the configuration's limits.
    private static func delays(_ text: String) throws(UsageError) -> [String: Double] {
        var delays: [String: Double] = [:]
        let limits = PageLimits.sectionDelays
        // The limits are whole seconds, so the text is compared with the upper one digit by digit.
        let most = UInt(limits.upperBound)
        for entry in text.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, let seconds = DecimalSeconds.read(parts[1], atMost: most),
                limits.contains(seconds)
            else {
                throw UsageError(
                    "--delay takes SECTION=SECONDS, seconds from \(Int(limits.lowerBound)) to "
                        + "\(Int(limits.upperBound)), several separated by commas; got \(quoted: String(entry))",
                    topic: .page)
            }
            guard delays.updateValue(seconds, forKey: String(parts[0])) == nil else {
                throw UsageError("--delay names section \(quoted: String(parts[0])) twice", topic: .page)
            }
        }
        return delays
    }
}
