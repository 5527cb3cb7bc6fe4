import PageKit
import TestSupport
import Testing

@Suite("SectionBuildError: how a section's data appears in its messages")
struct SectionBuildErrorTests {
    @Test("a value is shown whole up to 60 Unicode scalars, else cut to 59 and …, however its characters are built")
    func shownIsBounded() {
        var random = SplitMix64(seed: 0x5_1A0E)
        let pieces: [String] = ["a", " ", "é", "\u{301}", "\u{301}\u{302}\u{303}", "👨‍👩‍👧", "漢", "\"", "\\"]
        for _ in 0..<500 {
            let count = Int.random(in: 0...120, using: &random)
            let text = (0..<count).map { _ in pieces.randomElement(using: &random) ?? "a" }.joined()
            for value in [PageJSON.string(text), .array([.string(text), .int(1)])] {
                let whole = value.description
                let shown = SectionBuildError.shown(value)
                if whole.unicodeScalars.count <= SectionBuildError.shownCharacters {
                    #expect(shown == whole)
                } else {
                    #expect(shown.unicodeScalars.count <= SectionBuildError.shownCharacters, "\(shown)")
                    #expect(shown.hasSuffix("…"))
                    #expect(whole.unicodeScalars.starts(with: shown.unicodeScalars.dropLast()))
                }
            }
        }
    }

    /// One character of 100,000 combining marks made the message 100,000 scalars long.
    @Test("a character of many combining marks does not make the message long")
    func combiningMarks() {
        let value = PageJSON.string("a" + String(repeating: "\u{301}", count: 100_000))
        let error = SectionBuildError.invalidData(key: "title", expected: "a short title", got: value)
        #expect(error.message.unicodeScalars.count < 120, "\(error.message.unicodeScalars.count) scalars")
        let start = "'title' must be a short title, got \"a\u{301}"
        #expect(error.message.unicodeScalars.starts(with: start.unicodeScalars))
        #expect(error.message.unicodeScalars.suffix(2).elementsEqual("\u{301}…".unicodeScalars))
    }
}
