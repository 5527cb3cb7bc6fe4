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
}
