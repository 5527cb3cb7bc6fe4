import Testing

@testable import ComponentService

@Suite("Name table")
struct NameTableTests {
    @Test("every name is found with its value and an unknown one is not", arguments: [0, 1, 3, 4, 100, 1_000])
    func values(count: Int) {
        let names = (0..<count).map { "Component\($0)" }
        let table = NameTable(names.enumerated().map { (name: $1, value: $0) })
        for (position, name) in names.enumerated() {
            #expect(table.value(named: name) == position)
        }
        #expect(table.value(named: "Component\(count)") == nil)
        #expect(table.value(named: "") == nil)
    }

    @Test("a repeated name keeps its first value")
    func repeatedName() {
        let table = NameTable([(name: "Store", value: 1), (name: "Feed", value: 2), (name: "Store", value: 3)])
        #expect(table.value(named: "Store") == 1)
        #expect(table.value(named: "Feed") == 2)
    }

    @Test("names are compared by their contents, whatever their storage or normalization")
    func contents() {
        let stored = String(repeating: "Long", count: 20)
        let table = NameTable([(name: stored, value: 1), (name: "Caf\u{E9}", value: 2), (name: "K", value: 3)])
        #expect(table.value(named: Array(repeating: "Long", count: 20).joined()) == 1)
        #expect(table.value(named: "Caf\u{E9}") == 2)
        #expect(table.value(named: "Cafe\u{301}") == 2)
        #expect(table.value(named: "\u{212A}") == 3)  // KELVIN SIGN, canonically equivalent to "K"
        let kelvin = NameTable([(name: "\u{212A}", value: 4)])
        #expect(kelvin.value(named: "K") == 4)
        // Unicode 16 characters, which this Foundation's normalization may not know: found by comparison.
        let recent = NameTable([(name: "\u{11383}", value: 5), (name: "a\u{1AEB}\u{301}", value: 6)])
        #expect(recent.value(named: "\u{11382}\u{113C9}") == ("\u{11383}" == "\u{11382}\u{113C9}" ? 5 : nil))
        #expect(recent.value(named: "a\u{301}\u{1AEB}") == ("a\u{1AEB}\u{301}" == "a\u{301}\u{1AEB}" ? 6 : nil))
    }
}
