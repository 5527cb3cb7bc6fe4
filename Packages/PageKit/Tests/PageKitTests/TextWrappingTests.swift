import PageKit
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
