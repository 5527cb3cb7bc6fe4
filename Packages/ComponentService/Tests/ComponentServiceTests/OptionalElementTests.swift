import ComponentService
import Testing

/// The wire contract of the test component `Lists`, whose keys hold arrays with optional elements.
enum ListsDefine {
    static let name = "Lists"

    static let names = ComponentKey<[String?]>("names", "Names, some unknown.")
    static let echoed = ComponentKey<[String?]>("echoed", "The names, unchanged.")
    static let pass = ComponentCommand.sync("pass", "Answers the names it got.", arguments: [names], results: [echoed])

    static let descriptor = ComponentDescriptor(name: name, summary: "Passes lists on.", commands: [pass])
}

final class ListsComponent: Component {
    static let descriptor = ListsDefine.descriptor
    static let handlers: [ComponentHandler<ListsComponent>] = [
        .sync(ListsDefine.pass) { _, call in
            try ComponentPayload(ListsDefine.echoed, call.argument(ListsDefine.names))
        }
    ]
}

@Suite("Optional elements")
struct OptionalElementTests {
    private func makeService() throws -> ComponentService {
        let service = ComponentService()
        try service.register(ListsComponent())
        return service
    }

    @Test("a key of [String?] declares its elements optional, and introspection says so")
    func declaration() {
        #expect(ListsDefine.names.schema.type == .array(.string, nullableElements: true))
        #expect(ListsDefine.names.schema.description == "names: [string?]")
        #expect(ComponentKey<String?>("note", "").schema.type == .string)
    }

    @Test("nil elements travel through a typed call and back", arguments: [[nil], ["a", nil, "b"], [], ["a"]])
    func typedCall(names: [String?]) throws {
        let service = try makeService()
        let reply = try service.call(ListsDefine.pass, on: ListsDefine.name, ListsDefine.names(names))
        #expect(try reply.value(ListsDefine.echoed) == names)
    }

    @Test("a dictionary call passes null elements; an element of another type is error 300 naming the key")
    func dictionaryCall() throws {
        let service = try makeService()
        #expect(try service.call("Lists", "pass", ["names": ["a", nil]]).get() == ["echoed": ["a", nil]])
        let error = try #require(service.call("Lists", "pass", ["names": ["a", 1]]).error)
        #expect(error.code == .invalidArgument)
        #expect(error.argument == "names")
        #expect(error.message.contains("expects [string?]"), "\(error.message)")
    }
}
