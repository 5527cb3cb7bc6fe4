/// Seconds as a person types them on the command line: digits with at most one decimal point (`2`, `0.05`,
/// `.5`). `Double`'s own reading also takes `0x10`, `1e3`, `+2`, `inf` and `nan`, which no option means.
enum DecimalSeconds {
    /// The seconds `text` spells in decimal, or `nil` when it is anything else.
    static func read(_ text: some StringProtocol) -> Double? {
        let digits = text.filter { $0 != "." }
        guard !digits.isEmpty, text.count - digits.count <= 1, digits.allSatisfy({ ("0"..."9").contains($0) })
        else { return nil }
        return Double(String(text))
    }

    /// The seconds `text` spells in decimal when they are at most `limit`, or `nil`.
    ///
    /// The text is compared with the limit digit by digit, not as the `Double` it reads as:
    /// `60.0000000000000001` is more than 60, though the nearest `Double` is 60.
    static func read(_ text: some StringProtocol, atMost limit: UInt) -> Double? {
        guard let seconds = read(text) else { return nil }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = String(parts[0].drop { $0 == "0" })
        let hasFraction = parts.dropFirst().contains { $0.contains { $0 != "0" } }
        let bound = limit == 0 ? "" : String(limit)
        // Digit strings without leading zeros order as their numbers do when shorter ones come first.
        guard whole.count == bound.count else { return whole.count < bound.count ? seconds : nil }
        guard whole == bound else { return whole < bound ? seconds : nil }
        return hasFraction ? nil : seconds
    }
}
