import AppCore
import TestSupport
import Testing

@Suite("page sizes from the environment and the terminal are clamped to what a page is shown at")
struct TerminalSizeTests {
    @Test(
        "$COLUMNS: a whole number, of any size, is clamped to 10...1000; anything else means 80",
        .enabled(if: TerminalSize.current() == nil, "standard output is a terminal here, whose width comes first"),
        arguments: [
            ("120", 120), ("10", 10), ("1000", 1_000), ("9", 10), ("0", 10), ("-5", 10), ("1001", 1_000),
            ("99999999999999999999999", 1_000), ("-99999999999999999999999", 10), ("9223372036854775807", 1_000),
            ("-9223372036854775808", 10), ("+50", 50), ("+99999999999999999999999", 1_000),
            ("abc", 80), ("", 80), (" 80", 80), ("1e3", 80), ("+", 80), ("-", 80), ("+-5", 80), ("--5", 80),
        ])
    func columns(text: String, expected: Int) {
        #expect(TerminalSize.defaultWidth(environment: ["COLUMNS": text]) == expected)
    }

    @Test(
        "any whole number of columns lands in the range",
        .enabled(if: TerminalSize.current() == nil, "standard output is a terminal here, whose width comes first"))
    func anyNumber() {
        var random = SplitMix64(seed: 0xC01)
        for round in 0..<1_000 {
            // Around the range as often as anywhere, so that numbers inside it are met, not only clamped ones.
            let number =
                round.isMultiple(of: 2)
                ? Int.random(in: -5...1_100, using: &random) : Int.random(in: Int.min...Int.max, using: &random)
            let width = TerminalSize.defaultWidth(environment: ["COLUMNS": String(number)])
            #expect(TerminalSize.widths.contains(width))
            #expect(width == min(max(number, 10), 1_000))
        }
        #expect(TerminalSize.defaultWidth(environment: [:]) == 80)
    }
}
