import AppCore
import ComponentService
import TestSupport
import Testing

@Suite("Typing key=value by schema")
struct CallArgumentsTests {
    static let command = ComponentCommand.sync(
        "search", "Searches.",
        arguments: [
            ComponentKey<Int>("limit", "How many."),
            ComponentKey<Double>("radius", "How far."),
            ComponentKey<Bool>("open", "Open now."),
            ComponentKey<String>("query", "What."),
            ComponentKey<[String]>("tags", "Tags."),
            ComponentKey<Int?>("within", "How near, if it matters."),
        ])

    private func payload(_ assignments: [(String, String)], json: String? = nil) throws -> ComponentPayload {
        let request = CallRequest(
            component: "A", command: "search", assignments: assignments.map { .init(key: $0.0, value: $0.1) },
            json: json, timeout: nil)
        return try CallArguments.payload(for: request, command: Self.command.schema)
    }

    /// The message of the error the payload of these arguments throws, or `nil` when they are accepted.
    private func refusal(_ assignments: [(String, String)], json: String? = nil) -> String? {
        do {
            _ = try payload(assignments, json: json)
            return nil
        } catch {
            return (error as? UsageError)?.message ?? "not a usage error: \(error)"
        }
    }

    @Test("a key=value read as JSON over 8 MiB is a usage error naming the size limit, not a string passed on")
    func overSizeLimit() {
        let text = "[\"" + String(repeating: "a", count: 8 << 20) + "\"]"
        #expect(
            refusal([("tags", text)])
                == "'tags' is over a JSON limit: the text is \(text.utf8.count) bytes, more than the limit of "
                + "\(8 << 20) bytes")
    }

    @Test("values take the declared type")
    func declaredTypes() throws {
        let payload = try payload([
            ("limit", "3"), ("radius", "1.5"), ("open", "true"), ("query", "42"), ("tags", #"["a","b"]"#),
        ])
        #expect(payload == ["limit": 3, "radius": 1.5, "open": true, "query": "42", "tags": ["a", "b"]])
    }

    @Test("a bool reads from true, yes and 1 or false, no and 0, in any case")
    func boolSpellings() throws {
        for (text, value) in [
            ("true", true), ("yes", true), ("1", true), ("TRUE", true), ("Yes", true),
            ("false", false), ("no", false), ("0", false), ("FALSE", false), ("No", false),
        ] {
            #expect(try payload([("open", text)]) == ["open": .bool(value)], "\(text)")
        }
        #expect(try payload([("open", "y")]) == ["open": "y"])
    }

    @Test("text that does not read as the declared type stays a string, for the bus to reject")
    func mistyped() throws {
        #expect(try payload([("limit", "ten"), ("radius", "inf")]) == ["limit": "ten", "radius": "inf"])
    }

    @Test(
        "a whole number a double key cannot hold exactly stays an int, as --json gives it, rather than lose digits")
    func wholeNumbersBeyondExactDoubles() throws {
        // 2^53 + 1 is the first whole number a Double rounds: read as a Double it would be 2^53, silently.
        #expect(try payload([("radius", "9007199254740993")]) == ["radius": .int(9_007_199_254_740_993)])
        #expect(try payload([("radius", "9007199254740992")]) == ["radius": .double(9_007_199_254_740_992)])
        #expect(try payload([("radius", "-0")]) == ["radius": .double(-0.0)])
        var random = SplitMix64(seed: 0x5EED_D0B1)
        for _ in 0..<2_000 {
            let int = Int.random(in: .min ... .max, using: &random) >> Int.random(in: 0..<64, using: &random)
            let expected: ComponentValue = Double(exactly: int).map(ComponentValue.double) ?? .int(int)
            #expect(try payload([("radius", String(int))]) == ["radius": expected], "\(int)")
            // As --json gives it: an int, which the bus passes to a double key and a typed read refuses.
            let fromJSON = try payload([], json: #"{"radius": \#(int)}"#)["radius"]
            #expect(
                (try? Double(componentValue: expected)) == (try? Double(componentValue: fromJSON ?? .null)), "\(int)")
        }
    }

    @Test("a value without a key is echoed cut, as every message of the app cuts outside text")
    func keylessValueCut() {
        let value = String(repeating: "v", count: 100_000)
        #expect(
            refusal([("", value)])
                == "An argument has no key: '=\(String(repeating: "v", count: 199))…' (100001 characters)")
    }

    @Test("null passes null to an optional key, and is text to any other")
    func nulls() throws {
        #expect(try payload([("within", "null"), ("query", "null")]) == ["within": .null, "query": "null"])
        #expect(try payload([("within", "7")]) == ["within": 7])
    }

    @Test("undeclared keys read as JSON when they parse, else as text")
    func undeclared() throws {
        #expect(try payload([("x", "1"), ("y", "hello")]) == ["x": 1, "y": "hello"])
    }

    @Test("--json gives an object that key=value adds to")
    func json() throws {
        #expect(try payload([("limit", "2")], json: #"{"query": "tea"}"#) == ["limit": 2, "query": "tea"])
    }

    @Test(
        "bad --json, repeated keys and a value without a key are usage errors",
        arguments: [
            // The command line refuses `=v` before; a caller of the library meets this check.
            ([("", "v")], nil, "An argument has no key: '=v'"),
            ([("limit", "1"), ("limit", "2")], nil as String?, "'limit' is given twice"),
            ([("limit", "1")], #"{"limit": 2}"#, "'limit' is given twice"),
            ([], "[1]", "--json takes an object"),
            ([], "{oops}", "--json is not valid JSON: invalid JSON at line 1, column 2"),
            (
                [], #"{"a": 1, "a": 2}"#,
                #"--json is not valid JSON: invalid JSON at line 1, column 10: duplicate key "a" at $.a, first at line 1, column 2"#
            ),
            (
                [("tags", #"["a", {"k": 1, "k": 2}]"#)], nil,
                #"'tags' is not valid JSON: invalid JSON at line 1, column 16: duplicate key "k" at $[1].k, first at line 1, column 8"#
            ),
            (
                [("x", #"{"y": {"z": [], "\u007a": 2}}"#)], nil,
                #"'x' is not valid JSON: invalid JSON at line 1, column 17: duplicate key "z" at $.y.z, first at line 1, column 8"#
            ),
        ])
    func errors(assignments: [(String, String)], json: String?, message: String) {
        let found = refusal(assignments, json: json)
        #expect(found?.contains(message) == true, "\(found ?? "accepted")")
    }
}
