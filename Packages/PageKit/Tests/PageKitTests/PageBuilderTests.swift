import Foundation
import JSONParsing
import PageKit
import TestSupport
import Testing

struct BuildFailure: Error, CustomStringConvertible {
    var description: String { "no rows in data" }
}

@Suite("Section registry and page building")
struct PageBuilderTests {
    private func registry(counter: CallCounter) throws -> SectionRegistry {
        let registry = SectionRegistry()
        try registry.register(kind: "rows") { configuration in
            guard let count = configuration.data["count"]?.intValue else { throw BuildFailure() }
            return RowsSection(
                title: configuration.id.rawValue, rows: (0..<count).map { Row(id: $0, text: "r\($0)") },
                counter: counter)
        }
        return registry
    }

    @Test("a kind is registered once; a second registration is refused")
    func duplicateKind() throws {
        let registry = try registry(counter: CallCounter())
        #expect(throws: SectionRegistrationError.self) {
            try registry.register(kind: "rows") { _ in PlaceholderSection(reason: "") }
        }
        #expect(throws: SectionRegistrationError.self) {
            try registry.register(kind: "") { _ in PlaceholderSection(reason: "") }
        }
        #expect(registry.kinds == ["rows"])
    }

    @Test("the registry lists every item kind its section types declare, and the kinds PageKit shows, sorted")
    func itemKinds() throws {
        struct Cards: PageSection {
            static let itemKinds = ["card.large", "card.small", "row"]
            var items: [PageItem] { [] }
        }
        let registry = SectionRegistry()
        #expect(registry.itemKinds == ["pagekit.failed", "pagekit.loading", "pagekit.title"])
        try registry.register(kind: "rows") { _ in RowsSection(title: "", rows: [], counter: CallCounter()) }
        try registry.register(kind: "cards") { _ in Cards() }
        try registry.register(kind: "empty") { configuration in PlaceholderSection(reason: configuration.kind) }
        #expect(registry.kinds == ["cards", "empty", "rows"])
        #expect(
            registry.itemKinds == [
                "card.large", "card.small", "pagekit.failed", "pagekit.loading", "pagekit.title", "row",
            ])
        // A refused registration declares nothing.
        struct Other: PageSection {
            static let itemKinds = ["other"]
            var items: [PageItem] { [] }
        }
        #expect(throws: SectionRegistrationError.self) { try registry.register(kind: "cards") { _ in Other() } }
        #expect(!registry.itemKinds.contains("other"))
    }

    @Test("a built section's snapshot tells its header and declared kinds")
    func snapshotKinds() async throws {
        let configuration = PageConfiguration.decode(
            [
                "id": "home",
                "sections": [["id": "a", "kind": "rows", "data": ["count": 1]], ["id": "b", "kind": "x"]],
            ])
        let page = await PageBuilder(registry: try registry(counter: CallCounter())).build(configuration)
        let rows = page.snapshot.sections[0]
        #expect(rows.itemKinds == ["row"])
        #expect(rows.header?.kind == SectionTitle.kind)
        #expect(rows.header?.value(as: SectionTitle.self) == SectionTitle("a"))
        #expect(page.snapshot.sections[1].itemKinds.isEmpty)
        #expect(page.snapshot.sections[1].header == nil)
    }

    @Test("sections are built in configured order; unknown kinds become placeholders, failing factories error states")
    func build() async throws {
        let configuration = PageConfiguration.decode([
            "id": "home",
            "sections": [
                ["id": "a", "kind": "rows", "data": ["count": 2]],
                ["id": "weather", "kind": "weather.today"],
                ["id": "b", "kind": "rows", "data": ["count": "many"]],
                ["id": "c", "kind": "rows", "data": ["count": 1]],
            ],
        ])
        let page = await PageBuilder(registry: try registry(counter: CallCounter())).build(configuration)
        #expect(page.snapshot.pageID == "home")
        #expect(page.snapshot.sections.map(\.id) == ["a", "weather", "b", "c"])
        #expect(page.snapshot.sections.map(\.items.count) == [2, 0, 1, 1])
        #expect(page.snapshot.sections[1].section is PlaceholderSection)
        let failed = try #require(page.snapshot.sections[2].section as? FailedSection)
        #expect(failed.failure.reason == .failed)
        #expect(failed.failure.retryable == false)
        #expect(failed.items.map(\.kind) == [SectionFailure.kind])
        #expect(page.diagnostics.map(\.code) == [.unknownKind, .sectionFailed])
        #expect(page.diagnostics.map(\.path) == ["$.sections[1]", "$.sections[2]"])
        #expect(page.diagnostics[0].message.contains("unknown section kind 'weather.today'"))
        #expect(page.diagnostics[1].message.contains("no rows in data"))
    }

    @Test("a kind or id from the server is echoed escaped and cut, however it is made")
    func hostileTextInDiagnostics() async throws {
        let huge = "e" + String(repeating: "\u{301}", count: 100_000)  // one Character of 100,001 scalars
        let json =
            #"{"id":"p","sections":[{"id":"a","kind":"bad\u001b]0;x\u0007\u202ekind"},"#
            + #"{"id":"b","kind":"\#(huge)"},{"id":"\#(huge)","kind":"k"},{"id":"\#(huge)","kind":"k"}]}"#
        let configuration = try PageConfiguration.decode(data: Data(json.utf8))
        let page = await PageBuilder(registry: SectionRegistry()).build(configuration)
        let texts = (configuration.diagnostics + page.diagnostics).map(\.description)
        #expect(texts.contains { $0.contains(#"unknown section kind 'bad\u001b]0;x\u0007\u202ekind'"#) }, "\(texts)")
        #expect(texts.contains { $0.contains("(100001 characters)") }, "\(texts)")
        for text in texts {
            #expect(!text.unicodeScalars.contains(where: TerminalControls.contains), "\(text.prefix(80))")
            #expect(text.unicodeScalars.count < 1_000, "\(text.prefix(80))")
        }
    }
}
