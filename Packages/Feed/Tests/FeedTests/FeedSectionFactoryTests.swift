import ComponentService
import Feed
import FeedInterface
import PageKit
import Testing

@Suite("Feed section: registration and factory")
struct FeedSectionFactoryTests {
    @Test("the kind is registered once; registering it again throws and keeps the first")
    func registration() throws {
        let (service, registry) = try FeedSectionFixtures.registry()
        // Contains, not equals: a section kind added with `make section` joins them.
        #expect(registry.kinds.contains(FeedDefine.listSectionKind))
        #expect(FeedDefine.listSectionKind == "feed.list")
        let error = #expect(throws: SectionRegistrationError.self) {
            try FeedRegistration.registerSections(in: registry, service: service)
        }
        #expect(error?.kind == "feed.list")
        #expect(registry.kinds.filter { $0 == "feed.list" }.count == 1)
        #expect(
            Set(["feed.ad", "feed.article", "feed.gallery", "feed.unknown", "feed.video", SectionTitle.kind])
                .isSubset(of: registry.itemKinds))
    }

    @Test("good data: the configured page of the feed, through the bus, under the configured title")
    func goodData() async throws {
        let (_, registry) = try FeedSectionFixtures.registry()
        let section = try await FeedSectionFixtures.section(
            data: ["title": "Today", "page": 1, "pageSize": 6], registry: registry)
        #expect(section.title == "Today")
        #expect(section.items.map(\.id) == ["f1", "f2", "f3", "f4", "f5", "f6"].map { ItemID($0) })
        #expect(
            section.items.map(\.kind) == [
                "feed.article", "feed.gallery", "feed.video", "feed.ad", "feed.article", "feed.unknown",
            ])
        #expect(section.header?.kind == SectionTitle.kind)
        #expect(section.header?.value(as: SectionTitle.self) == SectionTitle("Today"))
    }

    @Test("absent keys take their defaults: title Feed, page 1, page size 10")
    func defaults() async throws {
        let (_, registry) = try FeedSectionFixtures.registry()
        let section = try await FeedSectionFixtures.section(data: [:], registry: registry)
        #expect(section.title == "Feed")
        #expect(section.feedItems.map(\.id) == Array(FeedFixtures.shippedIDs[0..<10]))
        #expect(section.header?.value(as: SectionTitle.self) == SectionTitle("Feed"))
    }

    @Test("a later page continues the feed; an empty title has no header")
    func laterPage() async throws {
        let (_, registry) = try FeedSectionFixtures.registry()
        let section = try await FeedSectionFixtures.section(
            data: ["title": "", "page": 2, "pageSize": 7], registry: registry)
        #expect(section.feedItems.map(\.id) == Array(FeedFixtures.shippedIDs[7..<14]))
        #expect(section.header == nil)
    }

    @Test(
        "bad data throws an invalid-data error naming the key",
        arguments: [
            (["page": "two"], #"$.page must be an integer, got "two""#),
            (["pageSize": 0], "$.pageSize must be from 1 to 50, got 0"),
            (["pageSize": 51], "$.pageSize must be from 1 to 50, got 51"),
            (["page": 0], "$.page must be 1 or more, got 0"), (["title": 3], "$.title must be a string, got 3"),
            (["pageSize": 2.5], "$.pageSize must be an integer, got 2.5"),
            ("three items, please", #"$ must be an object, got "three items, please""#),
        ] as [(PageJSON, String)])
    func badData(data: PageJSON, expected: String) async throws {
        let (_, registry) = try FeedSectionFixtures.registry()
        let error = await #expect(throws: SectionBuildError.self) {
            try await FeedSectionFixtures.section(data: data, registry: registry)
        }
        #expect(error?.code == .invalidData)
        #expect(error?.description.hasPrefix("invalid data: ") == true)
        #expect(error?.description.contains(expected) == true, "\(error?.description ?? "no error")")
        #expect(error?.description.contains(#""pageSize": int 1...50 = 10"#) == true)
    }

    @Test("null members take their defaults; unknown members are ignored")
    func nullsAndExtras() async throws {
        let (_, registry) = try FeedSectionFixtures.registry()
        let section = try await FeedSectionFixtures.section(
            data: ["title": nil, "page": nil, "pageSize": 2, "layout": "grid"], registry: registry)
        #expect(section.title == "Feed")
        #expect(section.feedItems.map(\.id) == ["f1", "f2"])
    }

    @Test("without the Feed component on the bus the factory throws feed-unavailable, naming the bus error")
    func pageUnavailable() async throws {
        let registry = SectionRegistry()
        try FeedRegistration.registerSections(in: registry, service: ComponentService())
        let error = await #expect(throws: SectionBuildError.self) {
            try await FeedSectionFixtures.section(data: [:], registry: registry)
        }
        #expect(error?.code == .dataUnavailable)
        #expect(error?.description.contains("error 100") == true, "\(error?.description ?? "no error")")
    }

    @Test("through PageBuilder, bad data shows the error state with a diagnostic saying what is wrong")
    func badDataOnAPage() async throws {
        let page = try await FeedSectionFixtures.page(data: ["pageSize": 99])
        let section = try #require(page.snapshot.section("feed"))
        #expect(section.section is FailedSection)
        #expect(page.diagnostics.count == 1)
        #expect(page.diagnostics.first?.message.contains("$.pageSize must be from 1 to 50, got 99") == true)
    }
}
