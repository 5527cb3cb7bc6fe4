import PageKit
import Testing

@Suite struct TitledSectionTests {
    private struct Titled: TitledSection {
        static let itemKinds: [String] = []
        let title: String
        var items: [PageItem] { [] }
    }

    @Test("a title is a header item of the title kind, its value the title; an empty title is no header")
    func header() throws {
        let header = try #require(Titled(title: "Today").header)
        #expect(header.kind == SectionTitle.kind)
        #expect(header.kind == "pagekit.title")
        #expect(header.value(as: SectionTitle.self) == SectionTitle("Today"))
        #expect(Titled(title: "").header == nil)
    }

    @Test("the same title is the same header; another title is another header")
    func identity() throws {
        let today = try #require(Titled(title: "Today").header)
        let again = try #require(Titled(title: "Today").header)
        let tomorrow = try #require(Titled(title: "Tomorrow").header)
        #expect(today.id == again.id && today.contentVersion == again.contentVersion)
        #expect(today.id != tomorrow.id)
    }

    @Test("a section without a header, size or responder of its own has the defaults")
    func defaults() async {
        struct Plain: PageSection {
            static let itemKinds = ["plain"]
            var items: [PageItem] { [PageItem(1, kind: "plain")] }
        }
        let section = Plain()
        #expect(section.header == nil)
        #expect(section.size(of: PageItem(1, kind: "plain"), width: 375) == nil)
        var event = PageEvent(name: PageEvent.select)
        #expect(await section.respond(to: &event) == .pass)
    }
}
