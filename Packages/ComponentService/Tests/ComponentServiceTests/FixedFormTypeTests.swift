import ComponentService
import Foundation
import Testing

/// Types the coders give a fixed form (a payload, `Decimal`), as members of a `Codable` type: each reads its
/// own form and refuses another kind with its path; a coding error of a type's own code is kept as it is.
@Suite("Types with a fixed form")
struct FixedFormTypeTests {
    struct Holder<Value: Codable>: Codable {
        var value: Value
    }

    @Test("a payload member must be an object")
    func payloads() throws {
        let error = try #require(throws: ComponentValueCodingError.self) {
            try ComponentValueDecoder().decode(Holder<ComponentPayload>.self, from: ["value": [1]])
        }
        #expect(error.code == .typeMismatch)
        #expect(error.description == "at $.value: expected object, found array with 1 element")
    }

    @Test("a Decimal reads only from a number, and NaN has no form to write")
    func decimals() throws {
        let error = try #require(throws: ComponentValueCodingError.self) {
            try ComponentValueDecoder().decode(Holder<Decimal>.self, from: ["value": "1.5"])
        }
        #expect(error.code == .typeMismatch)
        #expect(error.description == #"at $.value: expected number, found string "1.5""#)
        let nan = try #require(throws: ComponentValueCodingError.self) {
            try ComponentValueEncoder().encode(Holder(value: Decimal.nan))
        }
        #expect(nan.code == .nonFiniteNumber)
        #expect(nan.description == "at $.value: Decimal NaN cannot be encoded")
    }

    @Test("a coding error thrown by a type's own code is kept as it is")
    func ownCodingErrors() throws {
        struct Tagged: Decodable {
            init(from decoder: any Decoder) throws {
                throw ComponentValueCodingError(.dataCorrupted, message: "unknown tag", path: "$.tag")
            }
        }
        let error = try #require(throws: ComponentValueCodingError.self) {
            try ComponentValueDecoder().decode([Tagged].self, from: [["tag": "x"]])
        }
        #expect(error == ComponentValueCodingError(.dataCorrupted, message: "unknown tag", path: "$.tag"))
    }
}
