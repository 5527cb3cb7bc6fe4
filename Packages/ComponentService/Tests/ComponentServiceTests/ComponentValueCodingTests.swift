import ComponentService
import Foundation
import TestSupport
import Testing

/// Tests of ``ComponentValueEncoder`` and ``ComponentValueDecoder``; the suites are in extensions by aspect.
@Suite("ComponentValue coding")
enum ComponentValueCodingTests {}

extension ComponentValueCodingTests {
    /// Values that convert to a ``ComponentValue`` and back unchanged.
    @Suite("round trips")
    struct RoundTrips {
        @Test func nestedStructEncodesToTheExpectedValue() throws {
            let value = try ComponentValueEncoder().encode(sampleStore)
            #expect(value == sampleStoreValue)
            #expect(value["note"] == nil, "a nil optional is left out, not encoded as null")
            #expect(value["address"]?["floor"] == nil)
        }

        @Test func membersKeepTheOrderTheyWereEncodedIn() throws {
            struct Ordered: Encodable {
                var zebra = 1, yak = 2, xerus = 3, wolf = 4, vole = 5, urial = 6, tapir = 7, seal = 8, rhea = 9
                var payload: ComponentPayload = ["z": 1, "a": 2, "m": 3]
            }
            let value = try ComponentValueEncoder().encode(Ordered())
            #expect(
                value.objectValue.map { Array($0.keys) }
                    == ["zebra", "yak", "xerus", "wolf", "vole", "urial", "tapir", "seal", "rhea", "payload"])
            #expect(value["payload"]?.objectValue.map { Array($0.keys) } == ["z", "a", "m"])
        }

        @Test func aPayloadAndAForwardedValueComeBackAsTheyWere() throws {
            struct Holder: Codable {
                var payload: ComponentPayload
                var value: ComponentValue
                init(payload: ComponentPayload, value: ComponentValue) {
                    self.payload = payload
                    self.value = value
                }
                init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    payload = try container.decode(ComponentPayload.self, forKey: .payload)
                    value = try ComponentValue(from: container.superDecoder(forKey: .value))
                }
            }
            let opaque = ComponentValue.opaque(ComponentOpaqueValue(7))
            let holder = Holder(payload: ["z": 1, "a": [2.0], "m": opaque], value: 3.0)
            let decoded = try ComponentValueDecoder().decode(Holder.self, from: ComponentValueEncoder().encode(holder))
            #expect(Array(decoded.payload.keys) == ["z", "a", "m"])
            #expect(decoded.payload == holder.payload)
            if case .double(3.0) = decoded.value {} else { Issue.record("3.0 should stay a double: \(decoded.value)") }
            let forwarded = try ComponentValueDecoder().decode(
                Holder.self, from: ["payload": [:], "value": opaque])
            #expect(forwarded.value == opaque)
        }

        @Test func nestedStructRoundTrips() throws {
            var store = sampleStore
            store.note = "fresh daily"
            store.address.floor = 2
            let value = try ComponentValueEncoder().encode(store)
            #expect(value["note"] == "fresh daily")
            #expect(value["address"]?["floor"] == 2)
            #expect(try ComponentValueDecoder().decode(Store.self, from: value) == store)
        }

        @Test func arrayOfStructsRoundTrips() throws {
            var second = sampleStore
            second.id = 8
            second.category = .grocery
            let list = StoreList(stores: [sampleStore, second])
            let value = try ComponentValueEncoder().encode(list)
            #expect(value["stores"]?[1]?["category"] == "grocery")
            #expect(value["stores"]?.arrayValue?.count == 2)
            #expect(try ComponentValueDecoder().decode(StoreList.self, from: value) == list)
        }

        @Test func enumsEncodeAsTheirRawValues() throws {
            #expect(try ComponentValueEncoder().encode(Category.grocery) == "grocery")
            #expect(try ComponentValueEncoder().encode([Level.low, .high]) == [1, 3])
            #expect(try ComponentValueDecoder().decode(Level.self, from: 3) == .high)
            #expect(try ComponentValueDecoder().decode([Category].self, from: ["bakery"]) == [.bakery])
        }

        @Test func optionalsAreLeftOutOfObjectsButNullInArrays() throws {
            let address = Address(street: "a", city: "b", floor: nil)
            #expect(try ComponentValueEncoder().encode(address) == ["street": "a", "city": "b"])
            #expect(try ComponentValueEncoder().encode([1, nil, 3] as [Int?]) == [1, nil, 3])
            #expect(try ComponentValueEncoder().encode(Int?.none) == .null)
            let decoder = ComponentValueDecoder()
            #expect(try decoder.decode(Address.self, from: ["street": "a", "city": "b"]) == address)
            #expect(try decoder.decode(Address.self, from: ["street": "a", "city": "b", "floor": nil]) == address)
            #expect(try decoder.decode([Int?].self, from: [1, nil, 3]) == [1, nil, 3])
        }

        @Test func explicitNilForAKeyIsEncodedAsNull() throws {
            struct Explicit: Encodable {
                private enum Keys: CodingKey { case note, count }
                func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: Keys.self)
                    try container.encodeNil(forKey: .note)
                    try container.encode(1, forKey: .count)
                }
            }
            let value = try ComponentValueEncoder().encode(Explicit())
            #expect(value == ["note": nil, "count": 1])
            #expect(value.objectValue.map { Array($0.keys) } == ["note", "count"])
        }

        @Test func dictionariesRoundTrip() throws {
            let byName: [String: [Int]] = ["a": [1, 2], "b": []]
            let value = try ComponentValueEncoder().encode(byName)
            #expect(value == ["a": [1, 2], "b": []])
            #expect(try ComponentValueDecoder().decode([String: [Int]].self, from: value) == byName)

            // As in JSONEncoder, Int keys become string keys.
            let byNumber: [Int: String] = [1: "one", 20: "twenty"]
            let numberValue = try ComponentValueEncoder().encode(byNumber)
            #expect(numberValue == ["1": "one", "20": "twenty"])
            #expect(try ComponentValueDecoder().decode([Int: String].self, from: numberValue) == byNumber)
        }

        @Test func dateURLDataAndDecimalHaveFixedForms() throws {
            let basics = Basics(
                date: Date(timeIntervalSinceReferenceDate: 700_000_000.5),
                url: try #require(URL(string: "https://example.com/a?b=c")),
                data: Data([0, 1, 2, 250]), price: try #require(Decimal(string: "12.34")))
            let value = try ComponentValueEncoder().encode(basics)
            #expect(
                value == [
                    "date": 700_000_000.5, "url": "https://example.com/a?b=c", "data": "AAEC+g==", "price": 12.34,
                ])
            #expect(try ComponentValueDecoder().decode(Basics.self, from: value) == basics)
        }

        @Test func dateDecodesFromAnInteger() throws {
            let date = try ComponentValueDecoder().decode(Date.self, from: 86_400)
            #expect(date == Date(timeIntervalSinceReferenceDate: 86_400))
        }

        @Test func anyDateComesBackTheSame() throws {
            var random = SplitMix64(seed: 0xDA7E)
            for _ in 0..<1_000 {
                // From milliseconds to centuries either side of 2001, and now, with every bit of a Double set.
                let scale = pow(10, Double(Int.random(in: -3...9, using: &random)))
                let seconds = Double.random(in: -1...1, using: &random) * scale
                let dates = [Date(timeIntervalSinceReferenceDate: seconds), Date(timeIntervalSinceNow: seconds)]
                for date in dates {
                    let value = try ComponentValueEncoder().encode(date)
                    #expect(try ComponentValueDecoder().decode(Date.self, from: value) == date, "\(seconds)")
                }
            }
        }

        @Test func wholeDecimalEncodesAsInt() throws {
            #expect(try ComponentValueEncoder().encode(Decimal(42)) == 42)
            #expect(try ComponentValueDecoder().decode(Decimal.self, from: 0.1) == Decimal(string: "0.1"))
        }

        @Test("a Decimal that is not a whole Int is the nearest double: digits past its precision are lost")
        func longDecimalEncodesAsNearestDouble() throws {
            let long = try #require(Decimal(string: "12345678901234567890.123"))
            #expect(try ComponentValueEncoder().encode(long) == .double(12_345_678_901_234_567_890.123))
            let pastInt = try #require(Decimal(string: "123456789012345678901234567890"))
            #expect(try ComponentValueEncoder().encode(pastInt) == .double(1.2345678901234568e29))
            #expect(try ComponentValueEncoder().encode(Decimal(string: "-2.5")) == .double(-2.5))
        }

        @Test func everyNumberTypeRoundTrips() throws {
            let numbers = Numbers()
            let value = try ComponentValueEncoder().encode(numbers)
            #expect(value["int8"] == .int(-8))
            #expect(value["uint64"] == .int(64))
            #expect(value["float"] == .double(0.1), "a Float keeps its short decimal form, as in JSONEncoder")
            #expect(value["bool"] == true)
            #expect(try ComponentValueDecoder().decode(Numbers.self, from: value) == numbers)
        }

        @Test func largestIntegersFit() throws {
            let value = try ComponentValueEncoder().encode(Single(value: UInt64(Int.max)))
            #expect(value == ["value": .int(Int.max)])
            #expect(try ComponentValueDecoder().decode(Single<UInt64>.self, from: value).value == UInt64(Int.max))
            #expect(try ComponentValueEncoder().encode(Int64.min) == .int(Int.min))
        }

        @Test func intReadsAsDoubleAndWholeDoubleReadsAsInt() throws {
            let decoder = ComponentValueDecoder()
            #expect(try decoder.decode(Single<Double>.self, from: ["value": 3]).value == 3.0)
            #expect(try decoder.decode(Single<Float>.self, from: ["value": 3]).value == 3.0)
            #expect(try decoder.decode(Single<Int>.self, from: ["value": 3.0]).value == 3)
            #expect(try decoder.decode(Single<UInt8>.self, from: ["value": 255.0]).value == 255)
        }

        @Test func embeddedOpaqueValueSurvives() throws {
            let opaque = ComponentOpaqueValue({ (x: Int) in x + 1 } as @Sendable (Int) -> Int)
            let carrier = Carrier(label: "callback", payload: ["handler": .opaque(opaque), "count": 2])
            let value = try ComponentValueEncoder().encode(carrier)
            #expect(value["payload"]?["handler"] == .opaque(opaque), "the very same box, not a copy")

            let decoded = try ComponentValueDecoder().decode(Carrier.self, from: value)
            let handler = try #require(decoded.payload["handler"]?.opaqueValue)
            #expect(handler == opaque)
            let function = try #require(handler.value(as: (@Sendable (Int) -> Int).self))
            #expect(function(41) == 42)
            #expect(decoded.payload["count"] == 2)
        }

        @Test func componentValueAtTheTopLevelPassesThrough() throws {
            let opaque = ComponentOpaqueValue(Failure())
            let value: ComponentValue = ["x": .opaque(opaque), "y": [1.5, nil]]
            #expect(try ComponentValueEncoder().encode(value) == value)
            #expect(try ComponentValueDecoder().decode(ComponentValue.self, from: value) == value)
            #expect(try ComponentValueDecoder().decode(ComponentPayload.self, from: value) == value.objectValue)
        }

        @Test func handwrittenContainersRoundTrip() throws {
            let handmade = Handmade(name: "h", point: [3, -4], inner: ["flag": true])
            let value = try ComponentValueEncoder().encode(handmade)
            #expect(value == ["name": "h", "point": [3, -4], "inner": ["flag": true]])
            #expect(try ComponentValueDecoder().decode(Handmade.self, from: value) == handmade)
        }

        @Test func superEncoderAndSuperDecoderNestUnderSuper() throws {
            let value = try ComponentValueEncoder().encode(Dog(name: "Rex", legs: 4))
            #expect(value == ["name": "Rex", "super": ["legs": 4]])
            let dog = try ComponentValueDecoder().decode(Dog.self, from: value)
            #expect(dog.name == "Rex")
            #expect(dog.legs == 4)
        }

        @Test func userInfoReachesTheCodingCode() throws {
            /// Encodes, or decodes into `seen`, the string stored under the user info key `probe`.
            struct Probe: Codable {
                var seen: String
                init(seen: String) { self.seen = seen }
                init(from decoder: any Decoder) throws { seen = Self.probe(decoder.userInfo) }
                func encode(to encoder: any Encoder) throws {
                    var container = encoder.singleValueContainer()
                    try container.encode(Self.probe(encoder.userInfo))
                }
                static func probe(_ userInfo: [CodingUserInfoKey: Any]) -> String {
                    userInfo.first { $0.key.rawValue == "probe" }?.value as? String ?? "none"
                }
            }
            let key = try #require(CodingUserInfoKey(rawValue: "probe"))
            #expect(try ComponentValueEncoder().encode(Probe(seen: "")) == "none")
            let encoder = ComponentValueEncoder(userInfo: [key: "from encoder"])
            #expect(try encoder.encode(Probe(seen: "")) == "from encoder")
            var decoder = ComponentValueDecoder()
            decoder.userInfo[key] = "from decoder"
            #expect(try decoder.decode(Probe.self, from: 1).seen == "from decoder")
        }

        @Test func failedArrayElementIsNotConsumed() throws {
            /// Keeps the strings of an array and skips everything else, as lossy decoders do.
            struct Strings: Decodable {
                var strings: [String] = []
                init(from decoder: any Decoder) throws {
                    var container = try decoder.unkeyedContainer()
                    while !container.isAtEnd {
                        if let string = try? container.decode(String.self) {
                            strings.append(string)
                        } else {
                            _ = try container.decode(ComponentValue.self)
                        }
                    }
                }
            }
            let decoded = try ComponentValueDecoder().decode(Strings.self, from: ["a", 1, nil, "b"])
            #expect(decoded.strings == ["a", "b"])
            let alternating = try ComponentValueDecoder().decode(Strings.self, from: ["a", 1, "b", true, "c"])
            #expect(alternating.strings == ["a", "b", "c"])
        }

        @Test func keyEncodedTwiceKeepsOneMemberWithTheLastValue() throws {
            struct Twice: Encodable {
                private enum Keys: CodingKey { case a, b }
                func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: Keys.self)
                    try container.encode(1, forKey: .a)
                    try container.encode(2, forKey: .b)
                    try container.encode(3, forKey: .a)
                }
            }
            let value = try ComponentValueEncoder().encode(Twice())
            #expect(value.objectValue.map { Array($0.keys) } == ["a", "b"])
            #expect(value == ["a": 3, "b": 2])
        }

        @Test func nestedContainerAskedForTwiceFillsOneMember() throws {
            struct Split: Encodable {
                private enum Keys: CodingKey { case inner, list, x, y }
                func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: Keys.self)
                    var first = container.nestedContainer(keyedBy: Keys.self, forKey: .inner)
                    try first.encode(1, forKey: .x)
                    var second = container.nestedContainer(keyedBy: Keys.self, forKey: .inner)
                    try second.encode(2, forKey: .y)
                    var list = container.nestedUnkeyedContainer(forKey: .list)
                    try list.encode(1)
                    var more = container.nestedUnkeyedContainer(forKey: .list)
                    try more.encode(2)
                }
            }
            #expect(try ComponentValueEncoder().encode(Split()) == ["inner": ["x": 1, "y": 2], "list": [1, 2]])
        }

        @Test func decodeNilInAnArrayMovesPastTheNullOnly() throws {
            struct Gaps: Decodable {
                var values: [Int?] = []
                var isAtEnd = false
                init(from decoder: any Decoder) throws {
                    var container = try decoder.unkeyedContainer()
                    for _ in 0..<3 { values.append(try container.decodeIfPresent(Int.self)) }
                    isAtEnd = container.isAtEnd
                }
            }
            let decoded = try ComponentValueDecoder().decode(Gaps.self, from: [1, nil, 3])
            #expect(decoded.values == [1, nil, 3])
            #expect(decoded.isAtEnd)
        }

        @Test func keyedContainerSeesANullMemberAsPresent() throws {
            struct Presence: Decodable {
                private enum Keys: String, CodingKey { case a, b, c }
                var keys: [String]
                var contains: [Bool]
                init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: Keys.self)
                    keys = container.allKeys.map(\.rawValue)
                    contains = [Keys.a, .b, .c].map(container.contains)
                }
            }
            let decoded = try ComponentValueDecoder().decode(Presence.self, from: ["a": 1, "b": nil])
            #expect(decoded.keys == ["a", "b"])
            #expect(decoded.contains == [true, true, false])
        }

        @Test func matchesJSONEncoderForJSONCompatibleValues() throws {
            let list = StoreList(stores: [sampleStore])
            let text = try #require(String(data: try JSONEncoder().encode(list), encoding: .utf8))
            #expect(try ComponentValueEncoder().encode(list) == ComponentValue(jsonText: text))
        }
    }
}
