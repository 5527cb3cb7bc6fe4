import Testing

@testable import ComponentService

@Suite("Name index")
struct NameIndexTests {
    @Test(
        "every name is found at its position and an unknown one is not, compared or hashed",
        arguments: [0, 1, NameIndex.hashedLookupThreshold, NameIndex.hashedLookupThreshold + 1, 20])
    func positions(count: Int) {
        let names = (0..<count).map { "command\($0)" }
        let index = NameIndex(names)
        for (position, name) in names.enumerated() {
            #expect(index.position(of: name) == position)
        }
        #expect(index.position(of: "command\(count)") == nil)
        #expect(index.position(of: "") == nil)
    }

    @Test("a repeated name keeps its first position", arguments: [2, NameIndex.hashedLookupThreshold + 2])
    func repeatedName(count: Int) {
        let names = ["twice"] + (1..<(count - 1)).map { "name\($0)" } + ["twice"]
        #expect(NameIndex(names).position(of: "twice") == 0)
    }

    @Test("a long name, stored on the heap, is found by its contents")
    func longName() {
        let stored = String(repeating: "long", count: 20)
        let asked = Array(repeating: "long", count: 20).joined()
        #expect(NameIndex(["short", stored]).position(of: asked) == 1)
    }
}
