import Testing

@testable import TerminalText

@Suite("terminal text")
struct TerminalTextTests {
    @Test(
        "control characters become visible placeholders, one for one",
        arguments: [
            ("\u{1B}[31mred\u{1B}[0m", "␛[31mred␛[0m"),
            ("title\u{1B}]0;owned\u{07}", "title␛]0;owned␇"),
            ("a\nb\r\nc\rd\te", "a␊b␍␊c␍d␉e"),
            ("\u{00}\u{7F}\u{9B}6n", "␀␡�6n"),
            ("left\u{202E}thgir\u{2066}x\u{2069}", "left�thgir�x�"),
            ("one\u{2028}two\u{2029}", "one␤two␤"),
            ("plain text, 中文, e\u{301}, 👍", "plain text, 中文, e\u{301}, 👍"),
            ("", ""),
        ])
    func placeholders(text: String, expected: String) {
        #expect(TerminalText.sanitized(text) == expected)
    }

    @Test("line breaks split lines, each sanitized")
    func lines() {
        #expect(TerminalText.sanitizedLines("a\u{1B}[2Jb\nc\r\nd\re") == ["a␛[2Jb", "c", "d", "e"])
        #expect(TerminalText.sanitizedLines("") == [""])
        #expect(TerminalText.sanitizedLines("x\n") == ["x", ""])
    }

    @Test(
        "widths are the columns a terminal gives each character",
        arguments: [
            ("a", 1), ("中", 2), ("ｶ", 1), ("Ａ", 2), ("한", 2), ("の", 2), ("\u{20000}", 2),
            ("e\u{301}", 1), ("\u{301}", 0), ("\u{200D}", 0), ("\u{200B}", 0),
            // The soft hyphen and the prepended concatenation marks are format characters that take a column.
            ("\u{AD}", 1), ("\u{600}", 1), ("\u{6DD}", 1), ("\u{110BD}", 1),
            ("👍", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇫🇷", 2), ("1️⃣", 2), ("☺", 1), ("☺️", 2), ("❤️", 2),
            ("␛", 1), ("…", 1), ("─", 1),
            // Clusters a terminal may draw code point by code point are measured so.
            ("a🏻", 3), ("a🏻🏻", 5), ("\u{1100}\u{1100}\u{1100}", 6), ("\u{1100}\u{1161}", 2),
            ("aﾞ", 2), ("👩🏽‍💻", 2),
            // A consonant joined by U+200D in an Indic conjunct is drawn, where an emoji so joined is not; the
            // vowel and final jamo of Hangul Jamo Extended-B join the syllable before.
            ("\u{915}\u{94D}\u{200D}\u{937}", 2), ("\u{995}\u{9CD}\u{200D}\u{9B7}", 2), ("\u{1100}\u{D7B0}", 2),
            ("\u{AC00}\u{D7CB}", 2),
            // Wide since Unicode 15 to 17, as Swift's own Unicode data (17.0) knows them: new ideographic
            // description characters and strokes, the Yijing and Tai Xuan Jing symbols.
            ("\u{2FFC}", 2), ("\u{31E4}", 2), ("\u{2630}", 2), ("\u{4DC0}", 2), ("\u{1D300}", 2), ("\u{18CFF}", 2),
            // A skin tone draws a text-default base as an emoji; the wide Hangul fillers take two.
            ("✌🏽", 2), ("☝🏾", 2), ("\u{115F}", 2), ("\u{3164}", 2),
            // A regional indicator without its pair is still an emoji; an enclosing mark draws over its base.
            ("\u{1F1EB}", 2), ("a\u{20DD}", 1), ("\u{20DD}", 0),
        ] as [(Character, Int)])
    func characterWidths(character: Character, columns: Int) {
        #expect(TerminalText.width(of: character) == columns)
    }

    @Test("a text's width is the sum of its characters'; a prefix never splits a character or overflows")
    func textWidths() {
        #expect(TerminalText.width(of: "ab中c") == 5)
        #expect(TerminalText.width(of: "🇫🇷🇩🇪") == 4)
        // A prepended concatenation mark and a wide base: one cluster, which a terminal draws code point by
        // code point, as wcwidth counts them: 1 and 2 columns.
        #expect(TerminalText.width(of: "\u{600}中") == 3)
        #expect(TerminalText.width(of: "") == 0)
        // DEL measures 0 in a text as on its own, however the text is read.
        #expect(TerminalText.width(of: "a\u{7F}b") == 2)
        #expect(TerminalText.width(of: "a\u{7F}b"[...]) == 2)
        #expect(TerminalText.prefix("ab中c", columns: 3) == "ab")
        #expect(TerminalText.prefix("ab中c", columns: 4) == "ab中")
        #expect(TerminalText.prefix("中", columns: 1) == "")
        #expect(TerminalText.prefix("abc", columns: -5) == "")
        #expect(TerminalText.fitted("\u{1B}[2Jwide 中中", columns: 8) == "␛[2Jwide")
        #expect(TerminalText.fitted("short", columns: 80) == "short")
    }

    @Test("the wide ranges are sorted and disjoint, so that binary search finds every one")
    func wideRanges() {
        let ranges = TerminalText.eastAsianWide
        for (earlier, later) in zip(ranges, ranges.dropFirst()) {
            #expect(earlier.upperBound < later.lowerBound)
        }
        for range in ranges {
            #expect(TerminalText.isWide(range.lowerBound))
            #expect(TerminalText.isWide(range.upperBound))
        }
        #expect(!TerminalText.isWide(0x41))
        #expect(!TerminalText.isWide(0x10FFFF))
    }

    @Test("hostile text of every kind: nothing raw reaches the terminal, and every cut fits its columns")
    func hostileText() {
        for seed in UInt64(1)...400 {
            var source = HostileText(seed: seed)
            let text = source.text()
            let safe = TerminalText.sanitized(text)
            #expect(!safe.unicodeScalars.contains(where: isControl), "seed \(seed)")
            #expect(safe.unicodeScalars.count == text.unicodeScalars.count, "seed \(seed)")
            #expect(TerminalText.width(of: safe) == safe.reduce(0) { $0 + TerminalText.width(of: $1) })

            let columns = source.number(in: 0...40)
            let fitted = TerminalText.fitted(text, columns: columns)
            #expect(!fitted.unicodeScalars.contains(where: isControl), "seed \(seed)")
            #expect(TerminalText.width(of: fitted) <= columns, "seed \(seed)")
            #expect(safe.hasPrefix(fitted), "seed \(seed)")
            // Only a character too wide for what is left stops the cut.
            let rest = safe.dropFirst(fitted.count)
            if let next = rest.first {
                #expect(TerminalText.width(of: fitted) + TerminalText.width(of: next) > columns, "seed \(seed)")
            }
            for line in TerminalText.sanitizedLines(text) {
                #expect(!line.unicodeScalars.contains(where: isControl), "seed \(seed)")
            }
        }
    }
}
