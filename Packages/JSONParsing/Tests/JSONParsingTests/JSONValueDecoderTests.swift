import JSONParsing
import Testing

private struct Product: Decodable, Equatable {
    var name: String
    var price: Int
    var tags: [String]?
}

private struct Catalog: Decodable, Equatable {
    var items: [Product]
}

/// A type that reads through `superDecoder()` and an unkeyed container by hand, as a class hierarchy or a
/// hand-written `init(from:)` would.
private struct Described: Decodable, Equatable {
    var base: Int
    var first: String
    var rest: [Int?]

    private enum CodingKeys: String, CodingKey {
        case list
    }

    init(base: Int, first: String, rest: [Int?]) {
        (self.base, self.first, self.rest) = (base, first, rest)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        base = try Int(from: container.superDecoder())
        var list = try container.nestedUnkeyedContainer(forKey: .list)
        first = try String(from: list.superDecoder())
        rest = []
        while !list.isAtEnd {
            rest.append(try list.decodeNil() ? nil : list.decode(Int.self))
        }
    }
}

@Suite("JSONValueDecoder")
struct JSONValueDecoderTests {
    private let decoder = JSONValueDecoder()

    /// The kind, coding path (`Index 1` for an element) and message of what `body` throws.
    private func failure<T>(_ body: () throws -> T) -> DecodingOutcome.Failure? {
        DecodingOutcome {
            _ = try body()
            return .null
        }.failure
    }

    @Test("structs, arrays, optionals and dictionaries decode")
    func values() throws {
        let catalog: JSONValue = [
            "items": [["name": "Tea", "price": 3], ["name": "Cup", "price": 5.0, "tags": ["new"]]]
        ]
        #expect(
            try decoder.decode(Catalog.self, from: catalog)
                == Catalog(items: [Product(name: "Tea", price: 3), Product(name: "Cup", price: 5, tags: ["new"])]))
        #expect(
            try decoder.decode([String: [Int?]].self, from: ["a": [1, nil], "b": []]) == ["a": [1, nil], "b": []])
        #expect(try decoder.decode(Int?.self, from: nil) == nil)
        #expect(try decoder.decode(String?.self, from: "x") == "x")
        #expect(try decoder.decode(Bool.self, from: true))
        let described: JSONValue = ["super": 7, "list": ["one", 2, nil]]
        #expect(
            try decoder.decode(Described.self, from: described) == Described(base: 7, first: "one", rest: [2, nil]))
    }

    @Test("a JSONValue member is handed over as it is, a whole double staying a double")
    func jsonValueMembers() throws {
        let value: JSONValue = ["a": .double(2), "b": [1, "x", nil], "c": .double(.nan)]
        let members = try decoder.decode([String: JSONValue].self, from: value)
        guard case .double(2) = members["a"] else {
            Issue.record("not the double 2.0: \(String(describing: members["a"]))")
            return
        }
        #expect(members["b"] == [1, "x", nil])
        #expect(try decoder.decode(JSONValue.self, from: value)["b"] == [1, "x", nil])
        #expect(try decoder.decode(JSONValue?.self, from: nil) == nil)
    }

    @Test("errors are JSONDecoder's: the kind, the path to the value and its message")
    func errors() {
        let wrongType: JSONValue = ["items": [["name": "Tea", "price": 3], ["name": "Cup", "price": "5"]]]
        #expect(
            failure { try decoder.decode(Catalog.self, from: wrongType) }
                == .init(
                    kind: .typeMismatch, path: ["items", "Index 1#1", "price"],
                    message: "Expected to decode Int but found a string instead.", subject: "Int"))
        #expect(
            failure { try decoder.decode(Catalog.self, from: ["items": [["price": 3]]]) }
                == .init(
                    kind: .keyNotFound, path: ["items", "Index 0#0"],
                    message: #"No value associated with key CodingKeys(stringValue: "name", intValue: nil) ("name")."#,
                    subject: "name"))
        #expect(
            failure { try decoder.decode(Catalog.self, from: ["items": [["name": nil, "price": 3]]]) }
                == .init(
                    kind: .valueNotFound, path: ["items", "Index 0#0", "name"],
                    message: "Cannot get value of type String -- found null value instead", subject: "String"))
        #expect(
            failure { try decoder.decode(Catalog.self, from: nil) }
                == .init(
                    kind: .valueNotFound, path: [],
                    message: "Cannot get keyed decoding container -- found null value instead",
                    subject: "Dictionary<String, Any>"))
        #expect(
            failure { try decoder.decode(Catalog.self, from: ["items": ["a": 1]]) }
                == .init(
                    kind: .typeMismatch, path: ["items"],
                    message: "Expected to decode Array<Any> but found a dictionary instead.", subject: "Array<Any>"))
        #expect(
            failure { try decoder.decode(Bool.self, from: nil) }
                == .init(
                    kind: .typeMismatch, path: [], message: "Expected to decode Bool but found null instead.",
                    subject: "Bool"))
        #expect(
            failure { try decoder.decode(Described.self, from: ["list": []]) }
                == .init(
                    kind: .valueNotFound, path: ["super"],
                    message: "Cannot get value of type Int -- found null value instead", subject: "Int"))
        #expect(
            failure { try decoder.decode(Described.self, from: ["super": 1, "list": []]) }
                == .init(
                    kind: .valueNotFound, path: ["list", "Index 0#0"],
                    message: "Cannot get superDecoder() -- unkeyed container is at end.", subject: "Decoder"))
    }

    @Test("an element that fails to decode is not consumed; reading past the end is valueNotFound")
    func unkeyedContainers() throws {
        let steps = try decoder.decode(UnkeyedSteps.self, from: ["a", nil, 1])
        #expect(steps.notAnInt?.kind == .typeMismatch)
        #expect(steps.string == "a" && steps.null && steps.int == 1)
        #expect(steps.count == 3 && steps.indexAtEnd == 3)
        #expect(
            steps.pastTheEnd
                == .init(
                    kind: .valueNotFound, path: ["Index 3#3"], message: "Unkeyed container is at end.", subject: "Int"))
    }

    @Test("integers read from whole numbers in their range; anything else is dataCorrupted at its path, never a trap")
    func integers() throws {
        #expect(try decoder.decode(Int.self, from: .double(2)) == 2)
        #expect(try decoder.decode(Int8.self, from: -128) == -128)
        #expect(try decoder.decode(Int128.self, from: .int(.min)) == Int128(Int.min))
        #expect(try decoder.decode(Int.self, from: .double(0x1p53 - 1)) == 9_007_199_254_740_991)
        // From 2^53 on a double stands for many integers (12345678901234567890 is 12345678901234567168 as a
        // double): the decoder refuses to guess the digits, for every integer type that could hold it.
        for number in [0x1p53, 0x1p60, -0x1p60, 0x1p63, 1e19, 12_345_678_901_234_567_168] {
            #expect(failure { try decoder.decode(UInt64.self, from: ["a": [.double(number)]]) } != nil, "\(number)")
            let refused = failure { try decoder.decode([String: [Int128]].self, from: ["a": [.double(number)]]) }
            #expect(refused?.kind == .dataCorrupted && refused?.path == ["a", "Index 0#0"], "\(number)")
            #expect(refused?.message.hasPrefix("The number \(number) is too large to read exactly") == true)
        }
        #expect(
            failure { try decoder.decode([String: [Int8]].self, from: ["a": [1, 300]]) }
                == .init(
                    kind: .dataCorrupted, path: ["a", "Index 1#1"], message: "The number 300 does not fit in Int8.",
                    subject: ""))
        #expect(failure { try decoder.decode(Int.self, from: 2.5) }?.message == "The number 2.5 does not fit in Int.")
        // `-9223372036854775809` rounds to the double -2^63, which is Int.min, but its digits are not.
        #expect(failure { try decoder.decode(Int.self, from: .double(-0x1p63)) }?.kind == .dataCorrupted)
        let integerTypes: [any (FixedWidthInteger & Decodable).Type] = [
            Int.self, Int8.self, Int16.self, Int32.self, Int64.self, UInt.self, UInt8.self, UInt16.self, UInt32.self,
            UInt64.self,
        ]
        for type in integerTypes {
            let beyond = [Int128(type.max) + 1, Int128(type.min) - 1].map {
                Int(exactly: $0).map(JSONValue.int) ?? .double(Double($0))
            }
            for value in beyond + [0.5, -0.5, 1e300, -1e300] {
                #expect(failure { try decode(type, from: value) }?.kind == .dataCorrupted, "\(type) from \(value)")
            }
        }
    }

    @Test("Double and Float read from any number; a Float out of range, or rounded to zero, is dataCorrupted")
    func floatingPoint() throws {
        #expect(try decoder.decode(Double.self, from: 4) == 4)
        #expect(try decoder.decode(Float.self, from: 0.1) == 0.1)
        #expect(try decoder.decode(Double.self, from: .double(-0.0)).sign == .minus)
        #expect(
            failure { try decoder.decode(Float.self, from: 1e39) }?.message == "The number 1e+39 does not fit in Float."
        )
        #expect(failure { try decoder.decode(Float.self, from: 1e-50) }?.kind == .dataCorrupted)
        #expect(
            failure { try decoder.decode([Double].self, from: ["x"]) }
                == .init(
                    kind: .typeMismatch, path: ["Index 0#0"],
                    message: "Expected to decode Double but found a string instead.",
                    subject: "Double"))
    }

    @Test("an infinite or NaN double has no JSON form: reading it as a number is dataCorrupted at its path")
    func nonFiniteNumbers() {
        for number in [Double.nan, .infinity, -.infinity] {
            for type in [Double.self, Float.self, Int.self, UInt8.self] as [any Decodable.Type] {
                let error = failure { try decode(type, from: ["x": [.double(number)]]) }
                #expect(
                    error
                        == .init(
                            kind: .dataCorrupted, path: ["x", "Index 0#0"],
                            message: "The number \(number) has no JSON form.",
                            subject: ""),
                    "\(type)")
            }
        }
    }

    @Test("userInfo reaches init(from:)")
    func userInfo() throws {
        let key = try #require(Unit.key)
        #expect(try JSONValueDecoder(userInfo: [key: "pt"]).decode(Unit.self, from: nil).name == "pt")
        #expect(try JSONValueDecoder().decode(Unit.self, from: nil).name == nil)
    }

    /// A type whose own `Decodable` form is an object, as Foundation's `URL` is.
    private struct Link: Decodable, Equatable {
        var address: String
    }

    private struct Links: Decodable, Equatable {
        var main: Link
        var more: [Link]
        var spare: Link?
        var missing: Link?
    }

    @Test("a reader replaces a type's Decodable form at the top, as a member, as an element and in an optional")
    func readers() throws {
        let read = JSONValueReader(Link.self) { value, decoder in
            #expect(decoder.codingPath.count <= 2)
            let address = try decoder.singleValueContainer().decode(String.self)
            guard !address.isEmpty, value == .string(address) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "empty"))
            }
            return Link(address: address)
        }
        let reading = JSONValueDecoder(readers: [read])
        let links: JSONValue = ["main": "a", "more": ["b", "c"], "spare": "d"]
        #expect(
            try reading.decode(Links.self, from: links)
                == Links(
                    main: Link(address: "a"), more: [Link(address: "b"), Link(address: "c")], spare: Link(address: "d"))
        )
        #expect(try reading.decode(Link.self, from: "e") == Link(address: "e"))
        // Without the reader, the type reads its own form, which a string is not.
        #expect(failure { try decoder.decode(Links.self, from: links) }?.kind == .typeMismatch)
        // The reader's errors, and the standard types' errors it reads through, name the value's path.
        #expect(
            failure { try reading.decode(Links.self, from: ["main": "a", "more": ["b", ""]]) }?.path == [
                "more", "Index 1#1",
            ])
        let mismatch = failure { try reading.decode(Links.self, from: ["main": 7, "more": []]) }
        #expect(mismatch?.kind == .typeMismatch && mismatch?.path == ["main"])
        // The last reader of a type wins.
        let other = JSONValueReader(Link.self) { _, _ in Link(address: "other") }
        #expect(try JSONValueDecoder(readers: [read, other]).decode(Link.self, from: "x") == Link(address: "other"))
    }

    /// Decodes `[String: [T]]` or `T`, for a `T` known only at run time.
    private func decode(_ type: any Decodable.Type, from value: JSONValue) throws {
        func open<T: Decodable>(_: T.Type) throws {
            if case .object = value {
                _ = try decoder.decode([String: [T]].self, from: value)
            } else {
                _ = try decoder.decode(T.self, from: value)
            }
        }
        try open(type)
    }
}

/// What an unkeyed container does, step by step, over `["a", null, 1]`.
private struct UnkeyedSteps: Decodable {
    var notAnInt: DecodingOutcome.Failure?
    var string: String
    var null: Bool
    var int: Int?
    var count: Int?
    var indexAtEnd: Int
    var pastTheEnd: DecodingOutcome.Failure?

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        notAnInt = DecodingOutcome { .number("\(try container.decode(Int.self))") }.failure
        string = try container.decode(String.self)
        null = try container.decodeNil()
        int = try container.decodeIfPresent(Int.self)
        count = container.count
        indexAtEnd = container.isAtEnd ? container.currentIndex : -1
        pastTheEnd = DecodingOutcome { .number("\(try container.decode(Int.self))") }.failure
    }
}

/// Reads the unit it is given in `userInfo`.
private struct Unit: Decodable {
    static let key = CodingUserInfoKey(rawValue: "unit")
    let name: String?

    init(from decoder: any Decoder) throws {
        name = Self.key.flatMap { decoder.userInfo[$0] } as? String
    }
}
