/// Reads the operands and options of `app page`.
enum PageOptionsParser {
    static func parse(_ arguments: [String]) throws(UsageError) -> PageRequest {
        var request = PageRequest()
        var index = 0
        func value(_ option: String) throws(UsageError) -> String {
            guard index < arguments.count else { throw UsageError("\(option) needs a value", topic: .page) }
            defer { index += 1 }
            return arguments[index]
        }
        func count(_ option: String, minimum: Int) throws(UsageError) -> Int {
            let text = try value(option)
            guard let number = Int(text), number >= minimum, number <= 100_000 else {
                throw UsageError(
                    "\(option) takes a whole number from \(minimum) to 100000, got '\(text)'", topic: .page)
            }
            return number
        }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "--config": request.configFile = try value(argument)
            case "--width": request.width = try count(argument, minimum: 10)
            case "--height": request.height = try count(argument, minimum: 1)
            case "--scroll": request.scroll = try count(argument, minimum: 0)
            case "--select":
                let text = try value(argument)
                guard let reference = ItemReference(text) else {
                    throw UsageError("--select takes SECTION/ITEM or SECTION/#N, got '\(text)'", topic: .page)
                }
                request.select = reference
            case "--quiet": request.quiet = true
            case "--interactive": request.interactive = true
            default:
                guard !argument.hasPrefix("-") else {
                    throw UsageError("Unknown option '\(argument)' for page", topic: .page)
                }
                guard request.pageID == nil else {
                    throw UsageError(
                        "page takes one page id, got '\(request.pageID ?? "")' and '\(argument)'", topic: .page)
                }
                request.pageID = argument
            }
        }
        guard request.pageID != nil || request.configFile != nil else {
            throw UsageError("page needs a page id, or --config FILE: app page home", topic: .page)
        }
        if request.interactive, request.scroll != nil || request.select != nil {
            throw UsageError("--interactive scrolls and selects with keys; drop --scroll and --select", topic: .page)
        }
        return request
    }
}
