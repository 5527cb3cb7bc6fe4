import PageTerminal
import TerminalText
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

    @Test("widths are display columns, and control characters show as placeholders")
    func columns() {
        #expect(TextWrapping.wrap("中文中文 ab", width: 4) == ["中文", "中文", "ab"])
        #expect(TextWrapping.wrap("中", width: 1) == ["…"])
        #expect(TextWrapping.wrap("中中 a", width: 1) == ["…", "…", "a"])
        #expect(TextWrapping.wrap("a\u{1F3FB}b x", width: 2) == ["…", "b", "x"])
        #expect(TextWrapping.wrap("a\u{1B}[2Jb\r\nc\rd\te", width: 20) == ["a␛[2Jb", "c", "d␉e"])
        #expect(TextWrapping.truncate("中文中文", width: 5) == "中文…")
        #expect(TextWrapping.truncate("title\n\u{1B}]0;x\u{07}", width: 40) == "title␊␛]0;x␇")
        #expect(TextWrapping.spread("中文店", "1 km", width: 11) == "中文店 1 km")
        #expect(TextWrapping.spread("中文店", "1 km", width: 10) == "中文… 1 km")
        #expect(TextWrapping.rule("中文", width: 10) == "── 中文 ──")
        #expect(TextWrapping.width(of: "👍\u{1B}") == 3)
    }

    @Test("every wrapped line fits the width", arguments: [1, 3, 7, 20])
    func fits(width: Int) {
        let text = "Server-driven pages are composed from sections that business packages contribute."
        #expect(TextWrapping.wrap(text, width: width).allSatisfy { TerminalText.width(of: $0) <= width })
    }

    @Test("random texts wrap as the plain rule says, whether or not they take the one-line shortcut")
    func matchesTheRule() {
        let pieces = [
            "a", "bc", "defgh", " ", "  ", "\n", "\r\n", "\r", "é", "e\u{301}", "🛒", "中", "\t", "\u{1B}[1m", "x y",
            "a\u{1F3FB}", "\u{1100}\u{1100}\u{1100}",
        ]
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

    /// The wrapping rule written plainly: each line of `text` (split at `\n`, `\r\n` or `\r`), its control
    /// characters shown as placeholders, is cut into words at spaces that fill lines of `width` columns
    /// joined by one space; a wider word is cut into pieces as wide as fit, a character too wide for the
    /// width taking a piece of its own, shown as `…`.
    private static func rule(_ text: String, width: Int) -> [String] {
        let paragraphs = text.split(omittingEmptySubsequences: false) { ["\n", "\r\n", "\r"].contains($0) }
        return paragraphs.flatMap { paragraph in
            var lines: [String] = []
            var line = ""
            for word in TerminalText.sanitized(paragraph).split(separator: " ") {
                var pieces: [String] = []
                var piece = ""
                for character in word {
                    let columns = TerminalText.width(of: piece + String(character))
                    if columns > width, !piece.isEmpty {
                        pieces.append(piece)
                        piece = ""
                    }
                    piece.append(character)
                }
                pieces.append(piece)
                pieces = pieces.map { TerminalText.width(of: $0) > width ? "…" : $0 }
                if pieces.count > 1, !line.isEmpty {
                    lines.append(line)
                    line = ""
                }
                lines += pieces.dropLast()
                let last = pieces[pieces.count - 1]
                if line.isEmpty {
                    line = last
                } else if TerminalText.width(of: line) + 1 + TerminalText.width(of: last) <= width {
                    line += " " + last
                } else {
                    lines.append(line)
                    line = last
                }
            }
            return lines + [line]
        }
    }

    @Test("a word of zero-width characters is kept, at a line's start too; any width is safe")
    func zeroWidthWordsAndExtremeWidths() {
        #expect(TextWrapping.wrap("\u{200B} hello", width: 20) == ["\u{200B} hello"])
        #expect(TextWrapping.wrap("ab cd\n\u{FFA0} x", width: 20) == ["ab cd", "\u{FFA0} x"])
        // The zero-width word's line ends before a word split into pieces, as a visible word's would.
        #expect(TextWrapping.wrap("\u{200B} abcdefgh", width: 4) == ["\u{200B}", "abcd", "efgh"])
        for width in [Int.min, -1, 0, Int.max] {
            #expect(TextWrapping.spread("a", "b", width: width).count <= TextWrapping.maxColumns)
            #expect(TextWrapping.rule("a", width: width).count <= TextWrapping.maxColumns)
            #expect(TextWrapping.truncate("a", width: width).count <= 1)
            #expect(TextWrapping.wrap("a b", width: width).count >= 1)
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

    @Test("no width is exceeded: nothing fits in 0 columns, a right side that fills the width is alone")
    func edgesOfTheWidth() {
        #expect(TextWrapping.truncate("tea", width: 0) == "")
        #expect(TextWrapping.truncate("tea", width: 3) == "tea")
        // "350 m" and a space take 6 columns: no room for a column of the left side.
        #expect(TextWrapping.spread("Tea", "350 m", width: 6) == "350 m")
        #expect(TextWrapping.spread("Tea", "350 m", width: 7) == "… 350 m")
        #expect(TextWrapping.spread("Tea", "350 m", width: 4) == "350…")
    }

    @Test("a rule's title is whole when it fits between the first two dashes and a space each side")
    func ruleTitleFits() {
        #expect(TextWrapping.rule("Sections", width: 12) == "── Sections ")
        #expect(TextWrapping.rule("Sections", width: 11) == "── Sectio… ")
        #expect(TextWrapping.rule("Today", width: 2) == " …")
    }

    @Test("a rule takes exactly the width, however narrow, whatever its title")
    func ruleWidths() {
        for title in ["", "a", "Today", "中文中文", "Stores near you"] {
            for width in 0...30 {
                let rule = TextWrapping.rule(title, width: width)
                #expect(TerminalText.width(of: rule) == width, "\(title.debugDescription) at \(width): \(rule)")
            }
        }
    }
}
