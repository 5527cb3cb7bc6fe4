import ComponentService
import Foundation
import Testing

/// Types and values shared by the coding tests.
extension ComponentValueCodingTests {
    enum Category: String, Codable, Equatable {
        case bakery, grocery
    }

    enum Level: Int, Codable, Equatable {
        case low = 1, high = 3
    }

    struct OpeningHours: Codable, Equatable {
        var day: String
        var opens: Int
        var closes: Int
    }

    struct Address: Codable, Equatable {
        var street: String
        var city: String
        var floor: Int?
    }

    struct Store: Codable, Equatable {
        var id: Int
        var name: String
        var rating: Double
        var openingHours: [OpeningHours]
        var address: Address
        var category: Category
        var level: Level
        var note: String?
        var tags: [String]
    }

    struct StoreList: Codable, Equatable {
        var stores: [Store]
    }

    struct Basics: Codable, Equatable {
        var date: Date
        var url: URL
        var data: Data
        var price: Decimal
    }

    struct Numbers: Codable, Equatable {
        var int8: Int8 = -8
        var int16: Int16 = -16
        var int32: Int32 = -32
        var int64: Int64 = -64
        var uint: UInt = 1
        var uint8: UInt8 = 8
        var uint16: UInt16 = 16
        var uint32: UInt32 = 32
        var uint64: UInt64 = 64
        var float: Float = 0.1
        var double: Double = 0.25
        var bool: Bool = true
    }

    struct Carrier: Codable {
        var label: String
        var payload: ComponentValue
    }

    struct Single<Value: Codable & Equatable>: Codable, Equatable {
        var value: Value
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String { "the oven is on fire" }
    }

    /// A type whose coding is written by hand, with every kind of container.
    struct Handmade: Codable, Equatable {
        var name: String
        var point: [Int]
        var inner: [String: Bool]

        private enum Keys: String, CodingKey {
            case name, point, inner, flag
        }

        init(name: String, point: [Int], inner: [String: Bool]) {
            self.name = name
            self.point = point
            self.inner = inner
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(name, forKey: .name)
            var point = container.nestedUnkeyedContainer(forKey: .point)
            for coordinate in self.point { try point.encode(coordinate) }
            var inner = container.nestedContainer(keyedBy: Keys.self, forKey: .inner)
            for (key, value) in self.inner {
                if let key = Keys(rawValue: key) { try inner.encode(value, forKey: key) }
            }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            name = try container.decode(String.self, forKey: .name)
            var point = try container.nestedUnkeyedContainer(forKey: .point)
            var coordinates: [Int] = []
            while !point.isAtEnd { coordinates.append(try point.decode(Int.self)) }
            self.point = coordinates
            let inner = try container.nestedContainer(keyedBy: Keys.self, forKey: .inner)
            var members: [String: Bool] = [:]
            for key in inner.allKeys { members[key.rawValue] = try inner.decode(Bool.self, forKey: key) }
            self.inner = members
        }
    }

    /// A class hierarchy coded through `superEncoder()` and `superDecoder()`.
    class Animal: Codable {
        var legs: Int
        init(legs: Int) { self.legs = legs }
    }

    final class Dog: Animal {
        var name: String

        private enum Keys: String, CodingKey { case name }

        init(name: String, legs: Int) {
            self.name = name
            super.init(legs: legs)
        }

        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            name = try container.decode(String.self, forKey: .name)
            try super.init(from: container.superDecoder())
        }

        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(name, forKey: .name)
            try super.encode(to: container.superEncoder())
        }
    }

    static let sampleStore = Store(
        id: 7, name: "Corner Bakery", rating: 4.5,
        openingHours: [OpeningHours(day: "mon", opens: 8, closes: 18), OpeningHours(day: "sat", opens: 9, closes: 13)],
        address: Address(street: "Main St 1", city: "Springfield", floor: nil),
        category: .bakery, level: .high, note: nil, tags: ["bread", "cake"])

    static let sampleStoreValue: ComponentValue = [
        "id": 7, "name": "Corner Bakery", "rating": 4.5,
        "openingHours": [
            ["day": "mon", "opens": 8, "closes": 18],
            ["day": "sat", "opens": 9, "closes": 13],
        ],
        "address": ["street": "Main St 1", "city": "Springfield"],
        "category": "bakery", "level": 3, "tags": ["bread", "cake"],
    ]

    /// `object` with its member `key` set to `member`.
    static func setting(_ key: String, to member: ComponentValue, in object: ComponentValue) -> ComponentValue {
        var members = object.objectValue ?? [:]
        members[key] = member
        return .object(members)
    }

    /// The error thrown by `body`, which must throw.
    static func codingError(_ body: () throws(ComponentValueCodingError) -> Void) -> ComponentValueCodingError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    static func decodingError<T: Decodable>(_ type: T.Type, from value: ComponentValue) -> ComponentValueCodingError? {
        codingError { () throws(ComponentValueCodingError) in _ = try ComponentValueDecoder().decode(type, from: value)
        }
    }

    static func encodingError(_ value: some Encodable) -> ComponentValueCodingError? {
        codingError { () throws(ComponentValueCodingError) in _ = try ComponentValueEncoder().encode(value) }
    }
}
