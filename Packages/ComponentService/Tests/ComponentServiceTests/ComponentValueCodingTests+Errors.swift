import ComponentService
import Foundation
import Testing

extension ComponentValueCodingTests {
    /// Each kind of ``ComponentValueCodingError``, with its path and message.
    @Suite("errors")
    struct Errors {
        @Test func typeMismatchNamesPathExpectedAndFound() throws {
            let third = setting("rating", to: "high", in: sampleStoreValue)
            let list: ComponentValue = ["stores": [sampleStoreValue, sampleStoreValue, third]]
            let error = try #require(decodingError(StoreList.self, from: list))
            #expect(error.code == .typeMismatch)
            #expect(error.path == "$.stores[2].rating")
            #expect(error.message == #"expected double, found string "high""#)
            #expect(error.description == #"at $.stores[2].rating: expected double, found string "high""#)
        }

        @Test func typeMismatchMessagesDescribeWhatWasFound() throws {
            let cases: [(ComponentValue, String)] = [
                (["value": true], "expected int, found bool true"),
                (["value": 1.5], "expected int, found double 1.5"),
                (["value": [1, 2]], "expected int, found array with 2 elements"),
                (["value": ["a": 1]], "expected int, found object with 1 key"),
                (["value": [:]], "expected int, found object with 0 keys"),
                (["value": []], "expected int, found array with 0 elements"),
                (["value": .opaque(ComponentOpaqueValue(Failure()))], "expected int, found opaque Failure"),
            ]
            for (value, message) in cases {
                let error = try #require(decodingError(Single<Int>.self, from: value))
                #expect(error.code == .typeMismatch)
                #expect(error.message == message)
                #expect(error.path == "$.value")
            }
            let container = try #require(decodingError(Store.self, from: [1, 2]))
            #expect(container.description == "at $: expected object, found array with 2 elements")
            let array = try #require(decodingError([Int].self, from: "text"))
            #expect(array.description == #"at $: expected array, found string "text""#)
            let string = try #require(decodingError(Single<String>.self, from: ["value": 5]))
            #expect(string.description == "at $.value: expected string, found int 5")
        }

        @Test func longStringsAreCutInMessages() throws {
            let long = String(repeating: "x", count: 100)
            let error = try #require(decodingError(Int.self, from: .string(long)))
            #expect(
                error.message == "expected int, found string \"\(String(repeating: "x", count: 60))…\" (100 characters)"
            )
        }

        @Test func hostileKeysAreEscapedAndCutInPaths() throws {
            let hostile = "\u{202E}evil\u{2028}x\u{85}y" + String(repeating: "z", count: 5_000)
            let error = try #require(decodingError([String: Int].self, from: .object([hostile: "x"])))
            #expect(error.path.hasPrefix(#"$["\u202eevil\u2028x\u0085yzzz"#), "\(error.path)")
            #expect(error.path.hasSuffix("(5009 characters)]"), "\(error.path)")
            #expect(!error.description.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x2028 })
            #expect(error.description.count < 400)
        }

        @Test func missingKeyNamesTheKey() throws {
            let value: ComponentValue = ["stores": [sampleStoreValue, ["id": 8]]]
            let error = try #require(decodingError(StoreList.self, from: value))
            #expect(error.code == .keyNotFound)
            #expect(error.path == "$.stores[1]")
            #expect(error.message == #"missing key "name""#)
        }

        @Test func nullForARequiredValueIsValueNotFound() throws {
            let error = try #require(decodingError(Single<Int>.self, from: ["value": nil]))
            #expect(error.code == .valueNotFound)
            #expect(error.description == "at $.value: expected int, found null")
        }

        @Test func readingPastTheEndOfAnArrayIsValueNotFound() throws {
            let error = try #require(decodingError([String: Pair].self, from: ["value": [1]]))
            #expect(error.code == .valueNotFound)
            #expect(error.description == "at $.value[1]: expected a value, found the end of an array with 1 element")
        }

        @Test func numbersOutOfRangeOnDecoding() throws {
            let byte = try #require(decodingError(Single<UInt8>.self, from: ["value": 300]))
            #expect(byte.code == .numberOutOfRange)
            #expect(byte.description == "at $.value: int 300 does not fit in UInt8")
            let unsigned = try #require(decodingError([UInt].self, from: [1, -1]))
            #expect(unsigned.code == .numberOutOfRange)
            #expect(unsigned.path == "$[1]")
            let huge = try #require(decodingError(Int.self, from: 1e300))
            #expect(huge.code == .numberOutOfRange)
            let float = try #require(decodingError(Float.self, from: 1e300))
            #expect(float.code == .numberOutOfRange)
            #expect(float.message == "double 1e+300 does not fit in Float")
        }

        @Test func uint64AboveIntMaxIsAnEncodingError() throws {
            let error = try #require(encodingError(["big": UInt64.max]))
            #expect(error.code == .numberOutOfRange)
            #expect(error.path == "$.big")
            #expect(error.message.contains("UInt64 18446744073709551615 does not fit in int"))
            let nested = try #require(encodingError(Single(value: [UInt64(1), UInt64(Int.max) + 1])))
            #expect(nested.path == "$.value[1]")
        }

        @Test func nonFiniteNumbersAreEncodingErrors() throws {
            let infinity = try #require(encodingError(Single(value: Double.infinity)))
            #expect(infinity.code == .nonFiniteNumber)
            #expect(infinity.description == "at $.value: non-finite Double inf cannot be encoded")
            let nan = try #require(encodingError([Float(1), Float.nan]))
            #expect(nan.code == .nonFiniteNumber)
            #expect(nan.path == "$[1]")
            let top = try #require(encodingError(-Double.infinity))
            #expect(top.path == "$")
        }

        @Test func invalidBase64AndURLAreDataCorrupted() throws {
            let data = try #require(decodingError(Single<Data>.self, from: ["value": "not base64!"]))
            #expect(data.code == .dataCorrupted)
            #expect(data.description == #"at $.value: invalid base64 string "not base64!""#)
            let url = try #require(decodingError(Single<URL>.self, from: ["value": ""]))
            #expect(url.code == .dataCorrupted)
            #expect(url.path == "$.value")
            let date = try #require(decodingError(Date.self, from: "yesterday"))
            #expect(date.code == .typeMismatch)
        }

        @Test func unknownRawValueIsDataCorrupted() throws {
            #expect(decodingError(StoreList.self, from: ["stores": [sampleStoreValue]]) == nil)
            let store = setting("category", to: "butcher", in: sampleStoreValue)
            let error = try #require(decodingError(StoreList.self, from: ["stores": [store]]))
            #expect(error.code == .dataCorrupted)
            #expect(error.path == "$.stores[0].category")
            #expect(error.message.contains("butcher"))
        }

        @Test func decodingErrorsOfUserCodeKeepTheirPath() throws {
            struct Email: Decodable {
                private enum Keys: String, CodingKey { case address }
                init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: Keys.self)
                    let address = try container.decode(String.self, forKey: .address)
                    guard address.contains("@") else {
                        throw DecodingError.dataCorruptedError(
                            forKey: .address, in: container, debugDescription: "not an email address")
                    }
                }
            }
            let error = try #require(decodingError([Email].self, from: [["address": "a@b"], ["address": "nope"]]))
            #expect(error.code == .dataCorrupted)
            #expect(error.description == "at $[1].address: not an email address")
        }

        @Test func decodingErrorsOfUserCodeKeepTheirKind() throws {
            struct Thrower: Decodable {
                private enum Keys: String, CodingKey { case id }
                init(from decoder: any Decoder) throws {
                    let context = { (text: String) in
                        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: text)
                    }
                    switch try decoder.singleValueContainer().decode(String.self) {
                    case "type": throw DecodingError.typeMismatch(Int.self, context("wanted a count"))
                    case "type, silently": throw DecodingError.typeMismatch(Int.self, context(""))
                    case "value": throw DecodingError.valueNotFound(Int.self, context("no count"))
                    case "key": throw DecodingError.keyNotFound(Keys.id, context("ids are required"))
                    default: throw DecodingError.keyNotFound(Keys.id, context(""))
                    }
                }
            }
            let cases: [(String, ComponentValueCodingError.Code, String)] = [
                ("type", .typeMismatch, "at $[0]: wanted a count"),
                ("type, silently", .typeMismatch, "at $[0]: expected Int"),
                ("value", .valueNotFound, "at $[0]: no count"),
                ("key", .keyNotFound, #"at $[0]: missing key "id" (ids are required)"#),
                ("key, silently", .keyNotFound, #"at $[0]: missing key "id""#),
            ]
            for (kind, code, description) in cases {
                let error = try #require(decodingError([Thrower].self, from: [.string(kind)]))
                #expect(error.code == code, "\(kind)")
                #expect(error.description == description, "\(kind)")
            }
        }

        @Test func encodingErrorsOfUserCodeKeepTheirPath() throws {
            struct Secret: Encodable {
                func encode(to encoder: any Encoder) throws {
                    throw EncodingError.invalidValue(
                        self,
                        EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "secrets stay home"))
                }
            }
            #expect(encodingError(["visible": [Secret]()]) == nil, "an empty array never calls encode(to:)")
            let nested = try #require(encodingError(["keys": [Secret(), Secret()]]))
            #expect(nested.code == .invalidValue)
            #expect(nested.description == "at $.keys[0]: secrets stay home")
        }

        @Test func otherErrorsOfUserCodeAreKeptAsMessages() throws {
            struct Fragile: Codable {
                init() {}
                init(from decoder: any Decoder) throws { throw Failure() }
                func encode(to encoder: any Encoder) throws { throw Failure() }
            }
            let encoding = try #require(encodingError(Fragile()))
            #expect(encoding.code == .other)
            #expect(encoding.message == "the oven is on fire")
            let decoding = try #require(decodingError(Fragile.self, from: [:]))
            #expect(decoding.code == .other)
            #expect(decoding.description == "at $: the oven is on fire")
        }

        @Test func keysThatAreNotIdentifiersAreQuotedInPaths() throws {
            let error = try #require(decodingError([String: [Int]].self, from: ["opening hours": [1, "x"]]))
            #expect(error.path == #"$["opening hours"][1]"#)
        }

        @Test func valueThatEncodesNothingIsInvalid() throws {
            struct Nothing: Encodable {
                func encode(to encoder: any Encoder) throws {}
            }
            let error = try #require(encodingError(Nothing()))
            #expect(error.code == .invalidValue)
            #expect(error.description.contains("did not encode any values"))
            #expect(try ComponentValueEncoder().encode(["empty": Nothing()]) == ["empty": [:]])
        }

        @Test func mixingContainerKindsIsInvalid() throws {
            let error = try #require(encodingError(["x": Confused()]))
            #expect(error.code == .invalidValue)
            #expect(error.path == "$.x")
        }

        @Test func errorsAreValues() throws {
            let first = try #require(decodingError(Int.self, from: "a"))
            let second = try #require(decodingError(Int.self, from: "a"))
            let other = try #require(decodingError(Int.self, from: "b"))
            #expect(first == second)
            #expect(first != other)
            #expect(Set([first, second, other]).count == 2)
            #expect(ComponentValueCodingError.Code.typeMismatch.description == "typeMismatch")
        }

        @Test func superDecoderWithoutASuperMemberReadsNull() throws {
            let error = try #require(decodingError(Dog.self, from: ["name": "Rex"]))
            #expect(error.code == .valueNotFound)
            #expect(error.description == "at $.super: expected object, found null")
        }

        @Test func readingPastTheEndOfAnEmptyArraySaysItHasNoElements() throws {
            let error = try #require(decodingError(Pair.self, from: []))
            #expect(error.code == .valueNotFound)
            #expect(error.description == "at $[0]: expected a value, found the end of an array with 0 elements")
        }

        @Test func theFirstMisuseOfTheEncoderIsReported() throws {
            struct TwiceConfused: Encodable {
                private enum Keys: CodingKey { case first, second }
                func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: Keys.self)
                    try container.encode(Confused(), forKey: .first)
                    try container.encode(Confused(), forKey: .second)
                }
            }
            let error = try #require(encodingError(TwiceConfused()))
            #expect(error.code == .invalidValue)
            #expect(error.path == "$.first")
        }

        @Test func singleValueEncodedTwiceIsInvalid() throws {
            struct Twice<Value: Encodable>: Encodable {
                let first: Value
                let second: Value
                func encode(to encoder: any Encoder) throws {
                    var container = encoder.singleValueContainer()
                    try container.encode(first)
                    try container.encode(second)
                }
            }
            let errors = [
                encodingError(["x": Twice(first: 1, second: 2)]),
                encodingError(["x": Twice(first: [1], second: [2])]),
            ]
            for error in errors {
                let error = try #require(error)
                #expect(error.code == .invalidValue)
                #expect(error.description == "at $.x: a single value was encoded where a value was already encoded")
            }
        }
    }
}

/// Encodes an element into an unkeyed container, then asks the same encoder for a keyed one.
private struct Confused: Encodable {
    private enum Keys: CodingKey { case a }
    func encode(to encoder: any Encoder) throws {
        var unkeyed = encoder.unkeyedContainer()
        try unkeyed.encode(1)
        var keyed = encoder.container(keyedBy: Keys.self)
        try keyed.encode(2, forKey: .a)
    }
}

/// Reads two ints from an array, whatever its length.
private struct Pair: Decodable {
    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        _ = try container.decode(Int.self)
        _ = try container.decode(Int.self)
    }
}
