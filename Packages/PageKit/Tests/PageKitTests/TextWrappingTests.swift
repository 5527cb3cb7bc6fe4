import PageKit
import TestSupport
import Testing

@Suite("Text wrapping")
struct TextWrappingTests {
    @Test("words wrap at spaces within the width; long words are split; newlines are kept")
    func wrap() {
        #expect(TextWrapping.wrap("the quick brown fox", width: 10) == ["the quick", "brown fox"])
        #expect(TextWrapping.wrap("abcdefghij klm", width: 4) == ["abcd", "efgh", "ij", "klm"])
        #expect(TextWrapping.wrap("a\n\nb", width: 5) == ["a", "", "b"])
        #expect(TextWrapping.wrap("", width: 5) == [""])
        #expect(TextWrapping.wrap("word", width: 0) == ["w", "o", "r", "d"])
    }

    @Test("every wrapped line fits the width", arguments: [1, 3, 7, 20])
    func fits(width: Int) {
        let text = "Server-driven pages are composed from sections that business packages contribute."
        #expect(TextWrapping.wrap(text, width: width).allSatisfy { $0.count <= width })
    }

    @Test("random texts wrap as the plain rule says, whether or not they take the one-line shortcut")
    func matchesTheRule() {
        let pieces = ["a", "bc", "defgh", " ", "  ", "\n", "\r\n", "é", "e\u{301}", "🛒", "\t", "x y"]
        var random = SplitMix64(seed: 0x7E47_0A11)
        for round in 0..<4_000 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in
                pieces[Int.random(in: 0..<pieces.count, using: &random)]
            }.joined()
            let width = Int.random(in: 1...12, using: &random)
            #expect(
                TextWrapping.wrap(text, width: width) == Self.rule(text, width: width),
                "round \(round): \(text.debugDescription) at \(width)")
        }
    }

    /// The wrapping rule written plainly: words (runs without spaces) of each line of `text` fill lines of
    /// `width` characters joined by one space; a longer word is cut into pieces of `width`.
    private static func rule(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
            var lines: [String] = []
            var line = ""
            for word in paragraph.split(separator: " ") {
                var pieces: [String] = []
                var rest = Substring(word)
                while rest.count > width {
                    pieces.append(String(rest.prefix(width)))
                    rest = rest.dropFirst(width)
                }
                pieces.append(String(rest))
                if pieces.count > 1, !line.isEmpty {
                    lines.append(line)
                    line = ""
                }
                lines += pieces.dropLast()
                let last = pieces[pieces.count - 1]
                if line.isEmpty {
                    line = last
                } else if line.count + 1 + last.count <= width {
                    line += " " + last
                } else {
                    lines.append(line)
                    line = last
                }
            }
            return lines + [line]
        }
    }

    @Test("truncate, spread and rule fill exactly the width")
    func shapes() {
        #expect(TextWrapping.truncate("Bluebird Coffee", width: 8) == "Bluebir…")
        #expect(TextWrapping.truncate("tea", width: 8) == "tea")
        #expect(TextWrapping.spread("Bluebird Coffee", "350 m", width: 16) == "Bluebird…  350 m")
        #expect(TextWrapping.spread("Tea", "350 m", width: 12) == "Tea    350 m")
        #expect(TextWrapping.rule("Today", width: 12) == "── Today ───")
        #expect(TextWrapping.rule("Today", width: 12).count == 12)
    }
}
