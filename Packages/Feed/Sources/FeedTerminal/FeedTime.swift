/// Publication times as the feed templates show them.
enum FeedTime {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// An ISO 8601 time such as `2026-11-20T08:30:00Z` shortened to `Nov 20, 08:30` (as written, no time
    /// zone conversion); any other text as it is, such as a day the month does not have or `24:00`.
    static func short(_ time: String) -> String {
        let parts = time.split(separator: "T", maxSplits: 1)
        guard parts.count == 2 else { return time }
        let date = parts[0].split(separator: "-", omittingEmptySubsequences: false)
        let clock = parts[1].prefix(5)
        guard date.count == 3, date[0].count == 4, date[1].count == 2, date[2].count == 2,
            let year = digits(date[0]), let month = digits(date[1]), let day = digits(date[2]),
            (1...12).contains(month), (1...days(inMonth: month, of: year)).contains(day),
            clock.count == 5, clock.dropFirst(2).first == ":",
            let hour = digits(clock.prefix(2)), let minute = digits(clock.suffix(2)), hour < 24, minute < 60
        else { return time }
        return "\(months[month - 1]) \(day), \(clock)"
    }

    /// The number `text` writes in ASCII digits alone, or `nil` (no sign, no other digits).
    private static func digits(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return nil
        }
        return Int(text)
    }

    /// The days of `month` (1–12) in `year` of the Gregorian calendar.
    private static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
