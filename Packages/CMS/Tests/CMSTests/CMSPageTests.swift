import CMSInterface
import ComponentService
import Testing

@Suite("CMSPage")
struct CMSPageTests {
    @Test("reads id, title and sections from a page object; the title may be absent")
    func reads() throws {
        let sections: [ComponentValue] = [["id": "a", "kind": "x.y", "data": [:]], "not even an object"]
        let page = try CMSPage(page: ["id": "p", "title": "T", "sections": .array(sections)])
        #expect(page == CMSPage(id: "p", title: "T", sections: sections))
        #expect(try CMSPage(page: ["id": "p", "sections": []]).title == nil)
    }

    @Test(
        "a page object without a string id, without array sections, or with a non-string title is error 400",
        arguments: [
            ["sections": []], ["id": 1, "sections": []], ["id": "p"], ["id": "p", "sections": "s"],
            ["id": "p", "title": 3, "sections": []],
        ] as [ComponentValue])
    func rejects(page: ComponentValue) {
        let error = #expect(throws: ComponentError.self) { try CMSPage(page: page) }
        #expect(error?.code == .componentFailure)
    }
}
