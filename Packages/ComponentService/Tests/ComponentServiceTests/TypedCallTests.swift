import ComponentService
import Testing

/// A typed wrapper as a component package ships it: the sync `echo` over the typed call, the async `later`
/// over the typed invoke.
struct EchoClient {
    let service: ComponentService

    func echo(_ text: String, times: Int = 1, note: String? = nil) throws(ComponentError) -> String {
        try service.call(
            EchoDefine.echo, on: EchoDefine.name, EchoDefine.text(text), EchoDefine.times(times), EchoDefine.note(note)
        ).value(EchoDefine.echoed)
    }

    func later(_ text: String) async throws(ComponentError) -> String {
        try await service.invoke(EchoDefine.later, on: EchoDefine.name, EchoDefine.text(text)).value(EchoDefine.echoed)
    }
}

struct Spot: ComponentCodable, Equatable {
    var name: String
    var rating: Double
    var tags: [String]
}

enum Size: String, ComponentValueConvertible {
    case small, large
}

@Suite("Typed calls")
struct TypedCallTests {
    @Test("a typed wrapper encodes arguments with the declared keys and decodes the declared result")
    func wrapper() async throws {
        let client = EchoClient(service: try makeEchoService())
        #expect(try client.echo("ab", times: 2) == "abab")
        #expect(try client.echo("ab", note: "!") == "ab !")
        #expect(try await client.later("hi") == "hi")
    }

    @Test("a result without the declared key is a component failure for a typed caller, never a default")
    func missingResultKey() throws {
        let reply = ComponentPayload()
        #expect(throws: ComponentKeyReadError.self) { try EchoDefine.echoed.read(from: reply) }
        let silent = ComponentCommand.sync("silent", "Answers nothing.", results: [EchoDefine.echoed])
        let stub = ComponentStub(ComponentDescriptor(name: "Silent", summary: "Answers nothing.", commands: [silent]))
        stub.answer(silent) { _ in [:] }
        let service = ComponentService()
        try service.override(with: stub)
        let error = try #require(throws: ComponentError.self) {
            try service.call(silent, on: "Silent").value(EchoDefine.echoed)
        }
        #expect(error.code == .componentFailure)
        #expect(error.message == "Silent.silent answered with an invalid result: 'echoed' is missing (expects string)")
    }

    @Test("reading a result the command does not declare is the caller's error 300, not the component's 400")
    func undeclaredResultRead() async throws {
        let service = try makeEchoService()
        let reply = try service.call(EchoDefine.echo, on: EchoDefine.name, EchoDefine.text("ab"))
        let error = try #require(throws: ComponentError.self) { try reply.value(EchoDefine.text) }
        #expect(error.code == .invalidArgument)
        #expect(error.argument == "text")
        #expect(error.message == "Echo.echo declares no result 'text' to read; it answers echoed")
        let later = try await service.invoke(EchoDefine.later, on: EchoDefine.name, EchoDefine.text("ab"))
        #expect(try #require(throws: ComponentError.self) { try later.value(EchoDefine.text) }.code == .invalidArgument)
        // Nor does an optional key, or one with a default, read as absent when the command does not declare it.
        let optional = ComponentKey<String?>("price", "An optional result echo does not declare.")
        let defaulted = ComponentKey<String>("price", "A result echo does not declare, with a default.", default: "7")
        #expect(try #require(throws: ComponentError.self) { try reply.value(optional) }.argument == "price")
        #expect(try #require(throws: ComponentError.self) { try reply.value(defaulted) }.argument == "price")
        // A declared result the component answered wrongly is still the component's failure.
        let mistyped = ComponentKey<Int>("echoed", "The echoed text, read as a number.")
        #expect(try #require(throws: ComponentError.self) { try reply.value(mistyped) }.code == .componentFailure)
    }

    @Test("a declared optional result left out reads as nil or its default; one only the caller requires is 400")
    func absentOptionalResults() throws {
        let note = ComponentKey<String?>("note", "An optional remark.")
        let count = ComponentKey<Int>("count", "How many, 3 when left out.", default: 3)
        let terse = ComponentCommand.sync(
            "terse", "Answers the required result only.", results: [EchoDefine.echoed, note, count])
        let stub = ComponentStub(ComponentDescriptor(name: "Terse", summary: "Leaves results out.", commands: [terse]))
        stub.answer(terse) { call in try ComponentPayload(EchoDefine.echoed, call.component == "Terse" ? "ab" : "?") }
        let service = ComponentService()
        try service.override(with: stub)
        #expect(terse.description == "terse() -> (echoed: string, note: string?, count: int = 3)")
        let reply = try service.call(terse, on: "Terse")
        #expect(try reply.value(EchoDefine.echoed) == "ab")
        #expect(try reply.value(note) == nil)
        #expect(try reply.value(count) == 3)
        // A caller built from another version of the contract, where the result is required, gets no silent
        // default: the component did not answer what that caller was promised.
        let requiredNote = ComponentKey<String>("note", "A remark, required in another version of the contract.")
        let error = try #require(throws: ComponentError.self) { try reply.value(requiredNote) }
        #expect(error.code == .componentFailure)
        #expect(error.message == "Terse.terse answered with an invalid result: 'note' is missing (expects string)")
    }

    @Test("a non-finite argument is rejected before the call with error 300")
    func unrepresentableArgument() async throws {
        let service = try makeEchoService()
        let key = ComponentKey<Double>("text", "A number that has no JSON form.")
        do {
            _ = try service.call(EchoDefine.echo, on: EchoDefine.name, key(.infinity))
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .invalidArgument)
            #expect(error.argument == "text")
            #expect(error.message.contains("non-finite Double inf cannot be encoded"), "\(error.message)")
        }
    }

    @Test("one, two and three typed arguments reach the handler alike, and a nil optional passes nothing")
    func everyArity() async throws {
        let service = try makeEchoService()
        func echoed(_ reply: ComponentReply) throws -> String { try reply.value(EchoDefine.echoed) }
        let one = try service.call(EchoDefine.echo, on: EchoDefine.name, EchoDefine.text("ab"))
        #expect(try echoed(one) == "ab")
        let two = try service.call(
            EchoDefine.echo, on: EchoDefine.name, EchoDefine.text("ab"), EchoDefine.times(2))
        #expect(try echoed(two) == "abab")
        let twoWithNil = try service.call(
            EchoDefine.echo, on: EchoDefine.name, EchoDefine.text("ab"), EchoDefine.note(nil))
        #expect(try echoed(twoWithNil) == "ab")
        let three = try service.call(
            EchoDefine.echo, on: EchoDefine.name, EchoDefine.text("ab"), EchoDefine.times(2), EchoDefine.note("!"))
        #expect(try echoed(three) == "abab !")
    }

    @Test("a key given twice among typed arguments passes its last value")
    func repeatedKey() throws {
        let service = try makeEchoService()
        let reply = try service.call(
            EchoDefine.echo, on: EchoDefine.name, EchoDefine.times(3), EchoDefine.text("a"), EchoDefine.times(2))
        #expect(try reply.value(EchoDefine.echoed) == "aa")
    }

    @Test("a non-finite argument is named in error 300 wherever it stands among two")
    func unrepresentableSecondArgument() async throws {
        let service = try makeEchoService()
        let times = ComponentKey<Double>("times", "A count that has no JSON form.")
        for arguments in [(EchoDefine.text("ab"), times(.nan)), (times(.infinity), EchoDefine.text("ab"))] {
            do {
                _ = try service.call(EchoDefine.echo, on: EchoDefine.name, arguments.0, arguments.1)
                Issue.record("expected an error")
            } catch {
                #expect(error.code == .invalidArgument)
                #expect(error.argument == "times")
                #expect(error.message.contains("Echo.echo"))
                #expect(error.message.contains("cannot be encoded"), "\(error.message)")
            }
        }
    }

    @Test("Codable structs and raw-value enums convert through keys")
    func codableValues() throws {
        let spotKey = ComponentKey<Spot>("spot", "A place.")
        let sizeKey = ComponentKey<Size>("size", "A size.", default: .small)
        let spot = Spot(name: "Corner", rating: 4.5, tags: ["tea"])
        var payload = try ComponentPayload(spotKey, spot)
        try payload.set(sizeKey, .large)
        #expect(payload["spot"] == ["name": "Corner", "rating": 4.5, "tags": ["tea"]])
        #expect(payload["size"] == "large")
        #expect(try spotKey.read(from: payload) == spot)
        #expect(try sizeKey.read(from: payload) == .large)
        #expect(try sizeKey.read(from: [:]) == .small)
        #expect(spotKey.schema.type == .object)
        #expect(sizeKey.schema.type == .string)
    }

    @Test("writing nil under an optional key removes the key, so a default applies again")
    func writingNilRemoves() throws {
        let noteKey = ComponentKey<String?>("note", "A note.")
        let greetingKey = ComponentKey<String?>("greeting", "A greeting.", default: "hello")
        var payload: ComponentPayload = ["note": "x", "greeting": "hi", "kept": 1]
        try payload.set(noteKey, nil)
        try greetingKey.write(nil, into: &payload)
        #expect(payload == ["kept": 1])
        #expect(payload == (try ComponentPayload(noteKey, nil)).merging(["kept": 1]))
        #expect(try greetingKey.read(from: payload) == "hello")
    }

    @Test("conversion errors say which key, what was expected and where inside the value")
    func conversionErrors() throws {
        let spotKey = ComponentKey<Spot>("spot", "A place.")
        let sizeKey = ComponentKey<Size>("size", "A size.")
        let listKey = ComponentKey<[Int]>("list", "Numbers.")
        let badSpot = #expect(throws: ComponentKeyReadError.self) {
            try spotKey.read(from: ["spot": ["name": "Corner", "rating": "high", "tags": []]])
        }
        #expect(badSpot?.description == "'spot' expects object: at $.rating: expected double, found string \"high\"")
        let badSize = #expect(throws: ComponentKeyReadError.self) { try sizeKey.read(from: ["size": "huge"]) }
        #expect(badSize?.description == "'size' expects string: \"huge\" is not a valid Size")
        let badList = #expect(throws: ComponentKeyReadError.self) { try listKey.read(from: ["list": [1, "2"]]) }
        #expect(badList?.description == "'list' expects [int]: at $[1]: expected int, found string \"2\"")
    }

    @Test("a problem of the whole value, not of its type, is said: a missing member, an inexact number, a check")
    func wholeValueProblems() throws {
        let spotKey = ComponentKey<Spot>("spot", "A place.")
        let ratioKey = ComponentKey<Double>("ratio", "A ratio.")
        let checkedKey = ComponentKey<Checked>("checked", "A checked name.")
        let problems = [
            (try #require(throws: ComponentKeyReadError.self) { try spotKey.read(from: ["spot": ["rating": 1.5]]) }),
            (try #require(throws: ComponentKeyReadError.self) { try ratioKey.read(from: ["ratio": .int(1 << 53 + 1)]) }),
            (try #require(throws: ComponentKeyReadError.self) { try checkedKey.read(from: ["checked": "x\u{1B}[2J"]) }),
        ].map(\.description)
        #expect(problems[0].hasPrefix("'spot' expects object: missing key \"name\""), "\(problems[0])")
        #expect(problems[1] == "'ratio' expects double: int 9007199254740993 has no exact Double")
        #expect(problems[2].hasPrefix("'checked' expects object: Checked refuses x"), "\(problems[2])")
        #expect(!problems[2].unicodeScalars.contains("\u{1B}"))
    }
}

/// A value whose own decoding refuses every text, and says so with the text in its error.
private struct Checked: ComponentCodable {
    struct Refused: Error, CustomStringConvertible {
        let text: String
        var description: String { "Checked refuses \(text)" }
    }

    init(from decoder: any Decoder) throws {
        throw Refused(text: try decoder.singleValueContainer().decode(String.self))
    }

    func encode(to encoder: any Encoder) throws {}
}

let closure: @Sendable () -> Void = {}

@Suite("Value types")
struct ValueTypeTests {
    static let acceptanceCases: [(ComponentValueType, ComponentValue, Bool)] = [
        (ComponentValueType.int, ComponentValue.int(1), true),
        (.int, .double(1), false),
        (.double, .int(1), true),
        (.string, .null, false),
        (.any, .null, true),
        (.array(.int), [1, 2], true),
        (.array(.int), [1, "2"], false),
        (.array(.any), [1, "2"], true),
        (.object, ["a": 1], true),
        (.object, [1], false),
        (.opaque, .opaque(ComponentOpaqueValue(closure)), true),
        (.bool, 1, false),
        (.array(.string, nullableElements: true), ["a", nil], true),
        (.array(.string, nullableElements: true), ["a", 1], false),
        (.array(.string, nullableElements: true), .null, false),
        (.array(.string), ["a", nil], false),
    ]

    @Test("declared types accept exactly their values", arguments: acceptanceCases)
    func accepts(type: ComponentValueType, value: ComponentValue, accepted: Bool) {
        #expect(type.accepts(value) == accepted)
    }

    @Test("an opaque value travels through a call untouched and equals only itself")
    func opaqueThroughBus() throws {
        final class Handle: Sendable {}
        let handle = Handle()
        let opaque = ComponentOpaqueValue(handle)
        #expect(opaque == opaque)
        #expect(opaque != ComponentOpaqueValue(handle))
        #expect(opaque.value(as: Handle.self) === handle)
        #expect(opaque.value(as: String.self) == nil)
        #expect(throws: ComponentJSONError.self) { try ComponentValue.opaque(opaque).jsonText() }
        // Through a call and back, as an argument and as a result.
        let thing = ComponentKey<ComponentValue>("thing", "Anything.")
        let same = ComponentKey<ComponentValue>("same", "The thing, back.")
        let pass = ComponentCommand.sync("pass", "Answers what it is given.", arguments: [thing], results: [same])
        let stub = ComponentStub(ComponentDescriptor(name: "Pass", summary: "Passes a value on.", commands: [pass]))
        stub.answer(pass) { call in try ComponentPayload(same, call.argument(thing)) }
        let service = ComponentService()
        try service.override(with: stub)
        let answer = try service.call(pass, on: "Pass", thing(.opaque(opaque))).value(same)
        guard case .opaque(let back) = answer else {
            Issue.record("the opaque value came back as \(answer)")
            return
        }
        #expect(back == opaque)
        #expect(back.value(as: Handle.self) === handle)
    }

    @Test("an absent key reads as its default, whatever its type and value")
    func defaultsWhenAbsent() throws {
        let empty = ComponentPayload()
        #expect(try ComponentKey<Int>("limit", "", default: 10).read(from: empty) == 10)
        #expect(try ComponentKey<Size>("size", "", default: .large).read(from: empty) == .large)
        let spot = Spot(name: "Corner", rating: 4.5, tags: ["tea"])
        #expect(try ComponentKey<Spot>("spot", "", default: spot).read(from: empty) == spot)
        #expect(try ComponentKey<String?>("note", "", default: "x").read(from: empty) == "x")
        #expect(try ComponentKey<String?>("note", "").read(from: empty) == nil)
        let infinite = ComponentKey<Double>("scale", "", default: .infinity)
        #expect(try infinite.read(from: empty) == .infinity)
        let notANumber = try ComponentKey<Double>("scale", "", default: .nan).read(from: empty)
        #expect(notANumber.isNaN)
        // A default with no value form: its encoding throws on the NaN, so the schema shows none.
        let unencodable = ComponentKey<Spot>("spot", "", default: Spot(name: "Odd", rating: .nan, tags: []))
        #expect(unencodable.schema.defaultValue == nil)
        #expect(try unencodable.read(from: empty).name == "Odd")
        // An opaque default reads as itself, not as what it holds.
        let held = ComponentValue.opaque(ComponentOpaqueValue(ComponentValue.int(3)))
        #expect(try ComponentKey<ComponentValue>("value", "", default: held).read(from: empty) == held)
        #expect(throws: ComponentKeyReadError.self) { try ComponentKey<Int>("id", "").read(from: empty) }
    }
}
