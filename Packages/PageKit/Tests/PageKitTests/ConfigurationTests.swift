import Foundation
import PageKit
import TestSupport
import Testing

private func json(_ text: String) throws -> PageJSON {
    try PageJSON(data: Data(text.utf8))
}

private struct Product: Codable, Equatable {
    var name: String
    var price: Int
    var tags: [String]?
}

private struct Catalog: Codable, Equatable {
    var items: [Product]
}

@Suite("PageJSON")
struct PageJSONTests {
    private let sample: PageJSON = [
        "title": "Deals", "count": 3, "ratio": 0.25, "on": true, "none": nil,
        "tags": ["new", 7, false, nil, [], [:]],
        "nested": ["two words": "a \"quoted\"\nline\u{1}", "emoji": "🛒", "big": 1e300, "negative": -12],
    ]

    @Test("literals make the cases they spell")
    func literals() {
        let value: PageJSON = ["a": [nil, true, 1, 1.5, "s"]]
        #expect(value == .object(["a": .array([.null, .bool(true), .int(1), .double(1.5), .string("s")])]))
        let repeated: PageJSON = ["k": 1, "k": 2]
        #expect(repeated == .object(["k": .int(2)]))
    }

    @Test("accessors answer only for their kind; subscripts never trap")
    func accessors() {
        #expect(sample["title"]?.stringValue == "Deals")
        #expect(sample["count"]?.intValue == 3)
        #expect(sample["count"]?.doubleValue == 3)
        #expect(sample["ratio"]?.doubleValue == 0.25)
        #expect(sample["ratio"]?.intValue == nil)
        #expect(PageJSON.double(4).intValue == 4)
        #expect(sample["on"]?.boolValue == true)
        #expect(sample["count"]?.boolValue == nil)
        #expect(sample["title"]?.intValue == nil)
        #expect(sample["none"]?.isNull == true)
        #expect(sample["tags"]?.arrayValue?.count == 6)
        #expect(sample["tags"]?[0] == "new")
        #expect(sample["tags"]?[6] == nil)
        #expect(sample["tags"]?[-1] == nil)
        #expect(sample["tags"]?["x"] == nil)
        #expect(sample[0] == nil)
        #expect(sample["missing"] == nil)
        #expect(sample["nested"]?.objectValue?.keys.sorted() == ["big", "emoji", "negative", "two words"])
    }

    @Test("numbers compare by value, consistently with hashing")
    func numberEquality() {
        #expect(PageJSON.int(1) == .double(1.0))
        #expect(PageJSON.double(-0.0) == .int(0))
        #expect(PageJSON.int(1) != .double(1.5))
        #expect(PageJSON.int(1) != .bool(true))
        #expect(PageJSON.int(Int.max) != .double(Double(Int.max)))
        #expect(Set<PageJSON>([.int(2), .double(2), .double(2.5), ["a": 2], ["a": 2.0]]).count == 3)
    }

    @Test("parsing gives each kind; whole numbers that fit are ints")
    func parsing() throws {
        let parsed = try json(#"[null, true, false, 0, -7, 1.0, 1e3, 1.5, "x", {"a": [1]}, 9223372036854775807]"#)
        #expect(parsed == [nil, true, false, 0, -7, 1, 1000, 1.5, "x", ["a": [1]], .int(Int.max)])
        guard case .array(let elements) = parsed else {
            Issue.record("not an array: \(parsed)")
            return
        }
        #expect(elements[1] == .bool(true))
        #expect(elements[3] == .int(0))
        #expect(elements[4] == .int(-7))
        if case .int = elements[5] {} else { Issue.record("1.0 should be an int, got \(elements[5])") }
        if case .double(1.5) = elements[7] {} else { Issue.record("1.5 should be a double, got \(elements[7])") }
        let huge = try json("[18446744073709551616, 9223372036854775808, -9223372036854775808]")
        #expect(huge == [.double(18_446_744_073_709_551_616), .double(9_223_372_036_854_775_808), .int(Int.min)])
        #expect(try json(#""fragment""#) == "fragment")
    }

    @Test("text that is not JSON throws with its line and column")
    func invalidJSON() throws {
        let error = try #require(throws: PageJSONError.self) { try json("{\"a\" 1}") }
        #expect(error.code == .invalidJSON)
        #expect(error.path == nil)
        #expect(error.message == "invalid JSON at line 1, column 6: expected ':' after object key, found '1'")
        let truncated = try #require(throws: PageJSONError.self) { try json("[1, 2") }
        #expect(truncated.code == .invalidJSON)
        #expect(
            truncated.message
                == "invalid JSON at line 1, column 6: unexpected end of input; expected ',' or ']' after array element")
        #expect(throws: PageJSONError.self) { try json("") }
        #expect(throws: PageJSONError.self) { try json("1e400") }
    }

    @Test("description is compact JSON with sorted keys and escapes")
    func description() throws {
        let value: PageJSON = ["b": [1, 2.5, nil, true], "a": "q\"\\\n\t\u{1}é"]
        #expect(value.description == #"{"a":"q\"\\\n\t\u0001é","b":[1,2.5,null,true]}"#)
        #expect(PageJSON.double(1).description == "1.0")
        #expect(try json(sample.description) == sample)
    }

    @Test("values round trip through JSONEncoder, JSONDecoder and PageJSON(data:)")
    func roundTrip() throws {
        let encoded = try JSONEncoder().encode(sample)
        #expect(try PageJSON(data: encoded) == sample)
        #expect(try JSONDecoder().decode(PageJSON.self, from: encoded) == sample)
        let wrapped = try JSONDecoder().decode([String: PageJSON].self, from: Data(#"{"v": [1, 1.5, "x", null]}"#.utf8))
        #expect(wrapped["v"] == [1, 1.5, "x", nil])
        for scalar: PageJSON in [nil, true, 0, -1, 0.1, "", "ü"] {
            #expect(try PageJSON(data: JSONEncoder().encode(scalar)) == scalar)
        }
    }

    @Test("decode gives a typed value, or an error naming the path")
    func decodeTyped() throws {
        let catalog: PageJSON = [
            "items": [["name": "Tea", "price": 3], ["name": "Cup", "price": 5, "tags": ["new"]]]
        ]
        #expect(
            try catalog.decode(Catalog.self)
                == Catalog(items: [Product(name: "Tea", price: 3), Product(name: "Cup", price: 5, tags: ["new"])]))
        #expect(try PageJSON.int(4).decode(Double.self) == 4)
        #expect(try sample.decode(PageJSON.self) == sample)
        #expect(try PageJSON.null.decode(PageJSON?.self) == nil)
        #expect(try sample.decode([String: PageJSON].self) == sample.objectValue)

        let wrongType: PageJSON = ["items": [["name": "Tea", "price": 3], ["name": "Cup", "price": "5"]]]
        let mismatch = try #require(throws: PageJSONError.self) { try wrongType.decode(Catalog.self) }
        #expect(mismatch.code == .typeMismatch)
        #expect(mismatch.path == "$.items[1].price")
        #expect(mismatch.message.hasPrefix("$.items[1].price: "), "\(mismatch.message)")

        let missing: PageJSON = ["items": [["price": 3]]]
        let missingError = try #require(throws: PageJSONError.self) { try missing.decode(Catalog.self) }
        #expect(missingError.message == #"$.items[0]: "name" is missing"#)

        // An id beyond Int is held as a double, which has lost its digits: refused, not read with others.
        let longID = try json(#"{"id": 12345678901234567890}"#)
        let tooLarge = try #require(throws: PageJSONError.self) { try longID.decode([String: UInt64].self) }
        #expect(
            tooLarge.message.hasPrefix(
                "$.id: The number 1.2345678901234567e+19 is too large to read exactly as UInt64"),
            "\(tooLarge.message)")

        let odd: PageJSON = ["two words": ["x": .double(.nan)]]
        let notEncodable = try #require(throws: PageJSONError.self) { try odd.decode([String: [String: Double]].self) }
        #expect(notEncodable.code == .notEncodable)
        #expect(notEncodable.path == #"$["two words"].x"#)

        let inList: PageJSON = ["x": [1.5, .double(.infinity)]]
        let notEncodableInList = try #require(throws: PageJSONError.self) { try inList.decode([String: [Double]].self) }
        #expect(notEncodableInList.code == .notEncodable)
        #expect(notEncodableInList.message == "$.x[1]: inf is not representable in JSON")
    }

    /// A type whose decoding fails with an error of its own, not a `DecodingError`.
    private struct Refusing: Decodable {
        struct Refusal: Error, CustomStringConvertible {
            var description: String { "refused by the type" }
        }

        init(from decoder: any Decoder) throws { throw Refusal() }
    }

    @Test("an error a type throws itself is a type mismatch of the whole value, with the error's text")
    func ownDecodingError() throws {
        let value: PageJSON = ["a": 1]
        let error = try #require(throws: PageJSONError.self) { try value.decode(Refusing.self) }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "$")
        #expect(error.message == "$: refused by the type")
    }

    private struct Media: Codable, Equatable {
        var link: URL
        var mirrors: [URL]
        var fallback: URL?
        var thumbnail: Data
        var price: Decimal
        var prices: [Decimal]
        var published: Date
    }

    @Test("URL, Data, Decimal and Date read as JSONDecoder reads them, wherever they sit, with its errors")
    func foundationTypes() throws {
        let text = #"""
            {"link": "https://example.com/a?b=1", "mirrors": ["https://m.example.com/a", "/relative"],
             "fallback": null, "thumbnail": "AAEC/w==", "price": 0.1, "prices": [3, -2.5, 1e-7, 12345678901234567],
             "published": 753000000.5}
            """#
        let decoded = try json(text).decode(Media.self)
        #expect(decoded == (try JSONDecoder().decode(Media.self, from: Data(text.utf8))))
        #expect(decoded.price == Decimal(string: "0.1"))
        #expect(decoded.thumbnail == Data([0, 1, 2, 255]))

        // Each field with a value JSONDecoder refuses: an error at the field's path that says why.
        let refused: [(field: String, value: String, says: String)] = [
            ("link", #""""#, "Invalid URL string."), ("link", "7", "Expected to decode String but found number"),
            ("thumbnail", #""not base64!""#, "Encountered Data is not valid Base64."),
            ("thumbnail", "[0, 1]", "Expected to decode String but found an array"),
            ("price", #""0.1""#, "Expected to decode Double but found a string"),
            ("price", "1e300", "does not fit in Decimal"), ("price", "5e-324", "does not fit in Decimal"),
            ("price", "1e-200", "does not fit in Decimal"), ("fallback", "false", "Expected to decode String"),
        ]
        for (field, value, says) in refused {
            let badText = text.replacingOccurrences(of: "\"\(field)\": ", with: "\"\(field)\": \(value), \"was\": ")
            let error = try #require(throws: PageJSONError.self, "\(field): \(value)") {
                try json(badText).decode(Media.self)
            }
            #expect(error.code == .typeMismatch && error.path == "$.\(field)", "\(field): \(value): \(error.message)")
            #expect(error.message.contains(says), "\(field): \(value): \(error.message)")
            #expect(throws: DecodingError.self, "\(field): \(value)") {
                try JSONDecoder().decode(Media.self, from: Data(badText.utf8))
            }
        }
    }
}

@Suite("Page configuration decoding")
struct PageConfigurationTests {
    private func decode(sections: [PageJSON]) -> PageConfiguration {
        PageConfiguration.decode(["id": "home", "sections": .array(sections)])
    }

    @Test("a member the configuration does not define is ignored with a warning naming its path; data is free")
    func unknownMembers() throws {
        let text = #"""
            {"id": "home", "colour": "red", "sections": [
              {"id": "a", "kind": "k", "data": {"anything": 1}, "columns": 2, "Kind": "x"},
              {"id": "b", "kind": "k"}
            ], "\u001b[2J": 1}
            """#
        let page = try PageConfiguration.decode(data: Data(text.utf8))
        #expect(page.sections.map(\.id) == ["a", "b"])
        #expect(page.diagnostics.allSatisfy { $0.code == .unknownMember && $0.severity == .warning })
        #expect(
            page.diagnostics.map(\.description) == [
                #"$["\u001b[2J"]: ignored: a page configuration defines no member "\u001b[2J" here"#,
                #"$.colour: ignored: a page configuration defines no member "colour" here"#,
                #"$.sections[0].Kind: ignored: a page configuration defines no member "Kind" here"#,
                #"$.sections[0].columns: ignored: a page configuration defines no member "columns" here"#,
            ])
    }

    @Test("undefined members are named up to the limit per object, and a page's diagnostics are bounded")
    func boundedDiagnostics() throws {
        let limit = PageLimits.unknownMembersNamed
        var page: [String: PageJSON] = ["id": "home", "sections": [["id": "a", "kind": "k"]]]
        for index in 0..<(limit + 5) { page["u\(index)"] = .int(index) }
        let named = PageConfiguration.decode(.object(page)).diagnostics
        #expect(named.count == limit + 1)
        #expect(named.allSatisfy { $0.code == .unknownMember })
        #expect(
            named.last?.description
                == "$: ignored: 5 more members that a page configuration does not define here, after the \(limit) named"
        )

        // Every section of the largest page has many members it does not define: the diagnostics stop at the limit.
        let sections = (0..<PageLimits.sectionsPerPage).map { index -> PageJSON in
            var members: [String: PageJSON] = ["id": .string("s\(index)"), "kind": "k"]
            for key in 0..<(limit * 2) { members["x\(key)"] = true }
            return .object(members)
        }
        let crowded = PageConfiguration.decode(["id": "home", "sections": .array(sections)])
        #expect(crowded.sections.count == PageLimits.sectionsPerPage)
        #expect(crowded.diagnostics.count == PageLimits.configurationDiagnostics + 1)
        let last = try #require(crowded.diagnostics.last)
        #expect(last.code == .tooManyDiagnostics)
        #expect(last.severity == .warning)
        let total = PageLimits.sectionsPerPage * (limit + 1)
        #expect(
            last.message == "\(total - PageLimits.configurationDiagnostics) more diagnostics (0 errors) after the "
                + "first \(PageLimits.configurationDiagnostics), not listed")
    }

    @Test("a good page decodes fully, in order")
    func goodPage() throws {
        let text = #"""
            {"id": "home", "title": "Home", "sections": [
              {"id": "banner", "kind": "main.banner", "data": {"images": ["a.png"]}},
              {"id": "nearby", "kind": "store.nearby", "data": null},
              {"id": "deals", "kind": "store.deals"}
            ]}
            """#
        let page = try PageConfiguration.decode(data: Data(text.utf8))
        #expect(page.id == "home")
        #expect(page.title == "Home")
        #expect(page.diagnostics.isEmpty)
        #expect(
            page.sections == [
                SectionConfiguration(
                    id: "banner", kind: "main.banner", data: ["images": ["a.png"]], path: "$.sections[0]"),
                SectionConfiguration(id: "nearby", kind: "store.nearby", data: [:], path: "$.sections[1]"),
                SectionConfiguration(id: "deals", kind: "store.deals", data: [:], path: "$.sections[2]"),
            ])
    }

    @Test("only text that is not JSON throws, a duplicate key too")
    func nonJSON() throws {
        let error = try #require(throws: PageJSONError.self) {
            try PageConfiguration.decode(data: Data(#"{"id": "home", "sections": [}"#.utf8))
        }
        #expect(error.code == .invalidJSON)
        #expect(error.message == "invalid JSON at line 1, column 29: unexpected '}'; expected a JSON value")
        let repeated = try #require(throws: PageJSONError.self) {
            try PageConfiguration.decode(data: Data(#"{"sections": [{"id": "a"}], "sections": []}"#.utf8))
        }
        #expect(repeated.code == .invalidJSON && repeated.path == "$.sections")
        #expect(
            repeated.message
                == #"invalid JSON at line 1, column 29: duplicate key "sections" at $.sections, first at line 1, column 2"#
        )
        let page = try PageConfiguration.decode(data: Data("42".utf8))
        #expect(page.sections.isEmpty)
        #expect(page.diagnostics.map(\.description) == ["$: no sections: the page is not an object (found a number)"])
    }

    @Test(
        "a page without a sections array has no sections and an error",
        arguments: [
            (PageJSON.array([]), "", "$: no sections: the page is not an object (found an array)"),
            (["id": "home"], "home", #"$: no sections: "sections" is missing"#),
            (
                ["id": "home", "sections": ["a": 1]], "home",
                #"$: no sections: "sections" is not an array (found an object)"#
            ),
            (["id": "home", "sections": nil], "home", #"$: no sections: "sections" is not an array (found null)"#),
        ] as [(PageJSON, String, String)])
    func malformedPage(json: PageJSON, id: String, expected: String) {
        let page = PageConfiguration.decode(json)
        #expect(page.id == id)
        #expect(page.sections.isEmpty)
        #expect(page.diagnostics.map(\.description) == [expected])
        #expect(page.diagnostics.map(\.severity) == [.error])
        #expect(page.diagnostics.map(\.code) == [.malformedPage])
    }

    @Test("a missing id or a title that is not a string is a warning; the sections still decode")
    func pageWarnings() {
        let page = PageConfiguration.decode(["title": 5, "sections": [["id": "a", "kind": "k"]]])
        #expect(page.id == "")
        #expect(page.title == nil)
        #expect(page.sections.map(\.id) == ["a"])
        #expect(
            page.diagnostics.map(\.description) == [
                #"$: "id" is missing"#, #"$: "title" is not a string (found a number); ignored"#,
            ])
        #expect(page.diagnostics.allSatisfy { $0.severity == .warning && $0.code == .malformedPage })
        let numbered = PageConfiguration.decode(["id": 7, "title": nil, "sections": []])
        #expect(numbered.diagnostics.map(\.description) == [#"$: "id" is not a string (found a number)"#])
        let nullID = PageConfiguration.decode(["id": nil, "title": "T", "sections": []])
        #expect(nullID.title == "T")
        #expect(nullID.diagnostics.map(\.description) == [#"$: "id" is not a string (found null)"#])
    }

    @Test(
        "a malformed section is skipped with its path and what is wrong; the rest is kept",
        arguments: [
            (PageJSON.string("banner"), "skipped: the section is not an object (found a string)"),
            (["kind": "k"], #"skipped: "id" is missing"#),
            (["id": 3, "kind": "k"], #"skipped: "id" is not a string (found a number)"#),
            (["id": "", "kind": "k"], #"skipped: "id" is empty"#),
            (["id": "x"], #"skipped: "kind" is missing"#),
            (["id": "x", "kind": nil], #"skipped: "kind" is not a string (found null)"#),
            (["id": "x", "kind": ""], #"skipped: "kind" is empty"#),
            (["id": "x", "kind": "k", "data": [1]], #"skipped: "data" is not an object (found an array)"#),
            (["id": "x", "kind": "k", "data": "d"], #"skipped: "data" is not an object (found a string)"#),
            ([:], #"skipped: "id" is missing; "kind" is missing"#),
            (
                ["id": false, "kind": "", "data": 1],
                #"skipped: "id" is not a string (found a Boolean); "kind" is empty; "data" is not an object (found a number)"#
            ),
        ] as [(PageJSON, String)])
    func malformedSection(section: PageJSON, message: String) {
        let page = decode(sections: [["id": "a", "kind": "k"], section, ["id": "b", "kind": "k"]])
        #expect(page.sections.map(\.id) == ["a", "b"])
        #expect(page.sections.map(\.path) == ["$.sections[0]", "$.sections[2]"])
        #expect(page.diagnostics.count == 1)
        let diagnostic = page.diagnostics.first
        #expect(diagnostic?.path == "$.sections[1]")
        #expect(diagnostic?.message == message)
        #expect(diagnostic?.severity == .error)
        #expect(diagnostic?.code == .malformedSection)
        #expect(diagnostic?.description == "$.sections[1]: \(message)")
    }

    @Test("duplicate ids: the first keeps its id, later ones get the next free suffix, each reported")
    func duplicates() {
        let page = decode(sections: [
            ["id": "a", "kind": "k"], ["id": "a", "kind": "k"], ["id": "a#2", "kind": "k"],
            ["id": "a", "kind": "k"], "junk", ["id": "a#2", "kind": "k"],
        ])
        #expect(page.sections.map(\.id) == ["a", "a#3", "a#2", "a#4", "a#2#2"])
        #expect(page.sections.map(\.path) == (0..<6).filter { $0 != 4 }.map { "$.sections[\($0)]" })
        #expect(
            page.diagnostics.map(\.description) == [
                #"$.sections[1]: renamed to "a#3": id "a" is already used at $.sections[0]"#,
                #"$.sections[3]: renamed to "a#4": id "a" is already used at $.sections[0]"#,
                "$.sections[4]: skipped: the section is not an object (found a string)",
                #"$.sections[5]: renamed to "a#2#2": id "a#2" is already used at $.sections[2]"#,
            ])
        #expect(
            page.diagnostics.map(\.code) == [
                .duplicateSectionID, .duplicateSectionID, .malformedSection, .duplicateSectionID,
            ])
        #expect(page.diagnostics.map(\.severity) == [.warning, .warning, .error, .warning])
        let three = decode(sections: [["id": "s", "kind": "k"], ["id": "s", "kind": "k"], ["id": "s", "kind": "k"]])
        #expect(three.sections.map(\.id) == ["s", "s#2", "s#3"])
    }

    @Test("renaming is deterministic and collision-free over random pages (seeded)")
    func duplicatesProperty() {
        var generator = SplitMix64(seed: 0x5EED_2024)
        let pool = ["a", "b", "a#2", "a#3", "b#2", "a#2#2", "c"]
        for round in 0..<300 {
            let ids = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                pool.randomElement(using: &generator) ?? "a"
            }
            let sections: [PageJSON] = ids.map { ["id": .string($0), "kind": "k"] }
            let page = decode(sections: sections)
            let again = decode(sections: sections)
            let resolved = page.sections.map(\.id.rawValue)
            #expect(resolved == again.sections.map(\.id.rawValue), "round \(round): \(ids)")
            #expect(Set(resolved).count == resolved.count, "round \(round): \(ids) → \(resolved)")
            var seen = Set<String>()
            for (index, id) in ids.enumerated() {
                let isFirst = seen.insert(id).inserted
                #expect(isFirst == (resolved[index] == id), "round \(round): \(ids) → \(resolved)")
                #expect(resolved[index].hasPrefix(id), "round \(round): \(ids) → \(resolved)")
            }
            #expect(page.diagnostics.count == ids.count - Set(ids).count, "round \(round): \(ids)")
        }
    }
}
