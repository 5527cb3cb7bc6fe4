/// Publication times as the feed templates show them.
enum FeedTime {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// An ISO 8601 time such as `2026-11-20T08:30:00Z` shortened to `Nov 20, 08:30` (as written, no time
    /// zone conversion); any other text as it is.
    static func short(_ time: String) -> String {
        let parts = time.split(separator: "T", maxSplits: 1)
        guard parts.count == 2 else { return time }
        let date = parts[0].split(separator: "-", omittingEmptySubsequences: false)
        let clock = parts[1].prefix(5)
        guard date.count == 3, date[0].count == 4, date[1].count == 2, date[2].count == 2,
            let month = Int(date[1]), months.indices.contains(month - 1), let day = Int(date[2]),
            (1...31).contains(day),
            clock.count == 5,
            clock.enumerated().allSatisfy({ index, character in
                index == 2 ? character == ":" : character.isASCII && character.isNumber
            })
        else { return time }
        return "\(months[month - 1]) \(day), \(clock)"
    }
}
