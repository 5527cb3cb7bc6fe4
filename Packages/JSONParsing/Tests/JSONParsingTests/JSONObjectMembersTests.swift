import JSONParsing
import TestSupport
import Testing

/// Makes, of each object, the list of its keys in the order the builder got them, and of any other value
/// nothing: what a builder that keeps the text's order sees.
private struct KeyOrderBuilder: JSONValueBuilder {
    func null() -> [String] { [] }
    func bool(_ value: Bool) -> [String] { [] }
    func string(_ value: String) -> [String] { [] }
    func integer(_ value: Int) -> [String] { [] }
    func double(_ value: Double, hasFractionOrExponent: Bool) -> [String] { [] }
    func array(_ elements: [[String]]) -> [String] { elements.flatMap { $0 } }
    func object(_ members: JSONObjectMembers<[String]>) -> [String]? {
        members.ordered().map { ordered in ordered.flatMap { [$0.0] + $0.1 } }
    }
}

@Suite("JSON parser: object members")
struct JSONObjectMembersTests {
    private func keyOrder(_ text: String) throws(JSONParseError) -> [String] {
        let result = Array(text.utf8).withUnsafeBufferPointer { buffer in
            Result { () throws(JSONParseError) in try JSONParser.parse(buffer, building: KeyOrderBuilder()) }
        }
        return try result.get()
    }

    @Test("ordered members come in the order of the text, in small objects and in large ones")
    func order() throws {
        #expect(try keyOrder(#"{"z": 1, "y": {"b": 1, "a": [{"q": 0}]}, "x": 3}"#) == ["z", "y", "b", "a", "q", "x"])
        let keys = (0..<40).map { "k\(39 - $0)" }
        let text = "{" + keys.map { "\"\($0)\": 0" }.joined(separator: ", ") + "}"
        #expect(try keyOrder(text) == keys)
    }

    @Test("both ways of gathering members refuse the same objects with the same error (seeded)")
    func sameDuplicates() throws {
        var random = SplitMix64(seed: 0x0D_E12_0B1)
        for round in 0..<2_000 {
            // Up to 20 keys from a small alphabet, so that some objects repeat a key and some do not.
            let keys = (0..<Int.random(in: 0...20, using: &random)).map { _ in
                "k\(Int.random(in: 0..<24, using: &random))"
            }
            let text = "[{" + keys.map { "\"\($0)\": {\"inner\": 1}" }.joined(separator: ", ") + "}]"
            let ordered = Result { () throws(JSONParseError) in try keyOrder(text) }
            let dictionary = Result { () throws(JSONParseError) in try TestValue.parse(text) }
            switch (ordered, dictionary) {
            case (.success(let order), .success):
                #expect(Set(keys).count == keys.count, "round \(round): \(text)")
                #expect(order == keys.flatMap { [$0, "inner"] }, "round \(round)")
            case (.failure(let orderedError), .failure(let dictionaryError)):
                #expect(orderedError == dictionaryError, "round \(round): \(text)")
                #expect(orderedError.code == .duplicateKey, "round \(round): \(text)")
            default:
                Issue.record("round \(round): \(ordered) against \(dictionary) for \(text)")
            }
        }
    }
}
