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
    func object(_ members: JSONObjectMembers<[String]>) -> [String] {
        members.ordered().flatMap { [$0.0] + $0.1 }
    }
}

/// Counts the values, and of an object reads only how many members it has: a builder that looks at no key.
private struct CountingBuilder: JSONValueBuilder {
    func null() -> Int { 1 }
    func bool(_ value: Bool) -> Int { 1 }
    func string(_ value: String) -> Int { 1 }
    func integer(_ value: Int) -> Int { 1 }
    func double(_ value: Double, hasFractionOrExponent: Bool) -> Int { 1 }
    func array(_ elements: [Int]) -> Int { 1 + elements.reduce(0, +) }
    func object(_ members: JSONObjectMembers<Int>) -> Int { 1 + members.count }
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

    @Test("the parser refuses a key written twice whatever the builder does with the members")
    func duplicatesWhateverTheBuilder() throws {
        for text in [#"{"a": 1, "a": 2}"#, "{" + (0..<20).map { "\"k\($0 % 19)\": 0" }.joined(separator: ",") + "}"] {
            let result = Array(text.utf8).withUnsafeBufferPointer { buffer in
                Result { () throws(JSONParseError) in try JSONParser.parse(buffer, building: CountingBuilder()) }
            }
            guard case .failure(let error) = result else {
                Issue.record("\(text) parsed: \(result)")
                continue
            }
            #expect(error.code == .duplicateKey, "\(text)")
        }
    }

    @Test("a builder that keeps the order and one that makes a dictionary refuse the same objects alike (seeded)")
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
