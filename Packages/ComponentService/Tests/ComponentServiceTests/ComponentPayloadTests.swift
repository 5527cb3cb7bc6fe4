import Foundation
import Testing

@testable import ComponentService

@Suite("Payload")
struct ComponentPayloadTests {
    /// Sizes on both sides of the point where a payload starts to keep a hash index.
    static let sizes = [0, 1, ComponentPayload.hashedLookupThreshold, ComponentPayload.hashedLookupThreshold + 1, 40]

    static func numbered(_ count: Int) -> ComponentPayload {
        ComponentPayload((0..<count).map { ("key\($0)", .int($0)) })
    }

    @Test("every key set is found with its value, in the order first set, and an unknown key is not", arguments: sizes)
    func setAndGet(count: Int) {
        var payload = ComponentPayload()
        for position in 0..<count {
            payload["key\(position)"] = .int(position)
        }
        #expect(payload.count == count)
        #expect(payload.keys == (0..<count).map { "key\($0)" })
        for position in 0..<count {
            #expect(payload["key\(position)"] == .int(position))
        }
        #expect(payload["key\(count)"] == nil)
        #expect(payload.isEmpty == (count == 0))
    }

    @Test("setting a key again replaces its value in place and returns the old one", arguments: sizes.filter { $0 > 0 })
    func replace(count: Int) {
        var payload = Self.numbered(count)
        let old = payload.updateValue("new", forKey: "key0")
        #expect(old == .int(0))
        #expect(payload.count == count)
        #expect(payload.first?.key == "key0")
        #expect(payload["key0"] == "new")
    }

    @Test(
        "removing a key keeps the others findable, in order, on both sides of the index",
        arguments: sizes.filter { $0 > 0 })
    func remove(count: Int) {
        var payload = Self.numbered(count)
        #expect(payload.removeValue(forKey: "key0") == .int(0))
        #expect(payload.removeValue(forKey: "key0") == nil)
        payload["key1"] = nil
        #expect(payload.keys == (2..<max(count, 2)).map { "key\($0)" })
        for position in 2..<max(count, 2) {
            #expect(payload["key\(position)"] == .int(position))
        }
        payload["again"] = true
        #expect(payload["again"] == true)
        #expect(payload.count == max(count - 2, 0) + 1)
    }

    @Test("a key written twice keeps its last value at its first place, in a literal and from a sequence")
    func repeatedKeys() {
        let literal: ComponentPayload = ["a": 1, "b": 2, "a": 3]
        #expect(literal.keys == ["a", "b"])
        #expect(literal["a"] == 3)
        let large = ComponentPayload(
            (0...ComponentPayload.hashedLookupThreshold).map { ("key\($0)", .int($0)) } + [("key0", "last")])
        #expect(large.count == ComponentPayload.hashedLookupThreshold + 1)
        #expect(large.first?.value == "last")
        #expect(large["key0"] == "last")
    }

    @Test("payloads with the same members are equal and hash alike, whatever their order", arguments: sizes)
    func equalityIgnoresOrder(count: Int) {
        let forward = Self.numbered(count)
        let backward = ComponentPayload(Self.numbered(count).reversed().map { ($0.key, $0.value) })
        #expect(forward == backward)
        #expect(forward.hashValue == backward.hashValue)
        var changed = forward
        changed["extra"] = .null
        #expect(changed != forward)
        if count > 0 {
            var other = forward
            other["key0"] = "different"
            #expect(other != forward)
        }
    }

    @Test("a Dictionary converts to a payload and back unchanged", arguments: sizes)
    func dictionaryRoundTrip(count: Int) {
        let dictionary = Dictionary(uniqueKeysWithValues: (0..<count).map { ("key\($0)", ComponentValue.int($0)) })
        let payload = ComponentPayload(dictionary)
        #expect(payload.dictionary == dictionary)
        #expect(payload == Self.numbered(count))
    }

    @Test("mapValues and merging keep keys and order")
    func transforms() {
        let payload: ComponentPayload = ["a": 1, "b": 2]
        let doubled = payload.mapValues { value in ComponentValue.int((value.intValue ?? 0) * 2) }
        #expect(doubled.keys == ["a", "b"])
        #expect(doubled == ["a": 2, "b": 4])
        let merged = payload.merging(["b": 20, "c": 30])
        #expect(merged.keys == ["a", "b", "c"])
        #expect(merged == ["a": 1, "b": 20, "c": 30])
    }

    @Test("a payload encodes as a JSON object and decodes back equal", arguments: sizes)
    func codable(count: Int) throws {
        var payload = Self.numbered(count)
        payload["nested"] = ["list": [1, "two"], "flag": true]
        let data = try JSONEncoder().encode(payload)
        #expect(try JSONDecoder().decode(ComponentPayload.self, from: data) == payload)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(object?.count == count + 1)
    }

    @Test("the description is the object's compact JSON text with sorted keys")
    func description() {
        let payload: ComponentPayload = ["b": 1, "a": "x"]
        #expect(payload.description == #"{"a":"x","b":1}"#)
    }

    @Test("a literal of two members that repeat a key keeps one member, with the last value")
    func repeatedKeyInATwoMemberLiteral() {
        let payload: ComponentPayload = ["a": 1, "a": 2]
        #expect(payload.count == 1)
        #expect(payload.keys == ["a"])
        #expect(payload["a"] == 2)
        #expect(payload == ["a": 2])
    }

    @Test("a payload is not equal to one that holds its members and more, whichever side it is on", arguments: sizes)
    func equalityNeedsTheSameKeys(count: Int) {
        let payload = Self.numbered(count)
        var larger = payload
        larger["extra"] = .null
        #expect(payload != larger)
        #expect(larger != payload)
        #expect(!(payload == larger))
        #expect(ComponentValue.object(payload) != .object(larger))
    }
}

@Suite("Payload coding")
struct ComponentPayloadCodingTests {
    struct Envelope: Codable, Equatable {
        let payload: ComponentPayload
        let value: ComponentValue
    }

    @Test("a key strategy of JSONEncoder and JSONDecoder leaves payload keys alone, as for a dictionary")
    func keyStrategies() throws {
        let envelope = Envelope(payload: ["userName": 1], value: ["userName": 2])
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(envelope)
        #expect(String(decoding: data, as: UTF8.self) == #"{"payload":{"userName":1},"value":{"userName":2}}"#)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let snake = Data(#"{"payload":{"user_name":1},"value":{"user_name":2}}"#.utf8)
        let decoded = try decoder.decode(Envelope.self, from: snake)
        #expect(decoded.payload.keys == ["user_name"])
        #expect(decoded.value.objectValue?.keys == ["user_name"])
    }
}
