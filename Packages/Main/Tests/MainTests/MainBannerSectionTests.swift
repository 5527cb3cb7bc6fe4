import ComponentService
import Main
import MainInterface
import PageKit
import Testing

@Suite("Main banner section")
struct MainBannerSectionTests {
    private func makeService() throws -> ComponentService {
        let service = ComponentService()
        try service.register(MainComponent(versionDelay: .milliseconds(5)))
        return service
    }

    private func makeRegistry(service: ComponentService) throws -> SectionRegistry {
        let registry = SectionRegistry()
        try MainRegistration.registerSections(in: registry, service: service)
        return registry
    }

    private func makeSection(_ data: PageJSON, service: ComponentService) async throws -> any PageSection {
        let factory = try #require(try makeRegistry(service: service).factory(for: MainDefine.bannerSectionKind))
        return try await factory(SectionConfiguration(id: "banner", kind: MainDefine.bannerSectionKind, data: data))
    }

    private func build(_ data: PageJSON, service: ComponentService) async throws -> PageBuilder.Page {
        let configuration = PageConfiguration(
            id: "home",
            sections: [SectionConfiguration(id: "banner", kind: MainDefine.bannerSectionKind, data: data)])
        return await PageBuilder(registry: try makeRegistry(service: service)).build(configuration)
    }

    @Test("the factory asks the bus for the app's name and shows it with the default subtitle")
    func factory() async throws {
        let section = try #require(
            try await makeSection(["prefix": "shop"], service: makeService()) as? MainBannerSection)
        #expect(section.appName == "shop-demo")
        #expect(section.prefix == "shop")
        #expect(section.subtitle == "Server-driven pages from business components")
        #expect(section.header == nil)
        #expect(section.items.map(\.id) == [ItemID("shop-demo")])
        #expect(section.items.map(\.kind) == [MainBannerSection.cellKind])
        #expect(MainBannerSection.itemKinds == [MainBannerSection.cellKind])
        #expect(section.items.allSatisfy { section.size(of: $0, width: 40) == nil })
    }

    @Test("a configured subtitle replaces the default")
    func subtitle() async throws {
        let data: PageJSON = ["prefix": "stores", "subtitle": "Find a store"]
        let section = try #require(try await makeSection(data, service: makeService()) as? MainBannerSection)
        #expect(section.appName == "stores-demo")
        #expect(section.subtitle == "Find a store")
        let item = try #require(section.items.first)
        let banner = try #require(item.value(as: MainBanner.self))
        #expect(banner.appName == "stores-demo")
        #expect(banner.subtitle == "Find a store")
    }

    @Test(
        "data without a string prefix, or with a subtitle that is not a string, is refused naming the key",
        arguments: [
            ([:], "\"prefix\" is missing"),
            (["prefix": 7], "$.prefix"),
            (["prefix": nil], "$.prefix"),
            (["prefix": "shop", "subtitle": ["a"]], "$.subtitle"),
            (.string("a banner, please"), "$:"),
        ] as [(PageJSON, String)])
    func invalidData(data: PageJSON, named: String) async throws {
        let service = try makeService()
        await #expect {
            _ = try await makeSection(data, service: service)
        } throws: { error in
            guard let error = error as? SectionBuildError else { return false }
            return error.code == .invalidData && error.description.hasPrefix("invalid data: ")
                && error.description.contains(named) && error.description.contains(#""prefix": string"#)
        }
    }

    @Test("invalid data shows the error state with a diagnostic that says what is wrong")
    func invalidDataOnAPage() async throws {
        let page = try await build(["subtitle": "no prefix"], service: makeService())
        #expect(page.snapshot.sections.first?.section is FailedSection)
        #expect(page.snapshot.sections.first?.items.map(\.kind) == [SectionFailure.kind])
        let diagnostic = try #require(page.diagnostics.first)
        #expect(diagnostic.code == .sectionFailed)
        #expect(diagnostic.message.contains(#"invalid data: $: "prefix" is missing"#))
    }

    @Test("a bus without the Main component fails the factory with the bus error")
    func nameUnavailable() async throws {
        await #expect {
            _ = try await makeSection(["prefix": "shop"], service: ComponentService())
        } throws: { error in
            guard let error = error as? SectionBuildError else { return false }
            return error.code == .dataUnavailable
                && error.description == "the app's name is unavailable: error 100: No component named 'Main'"
        }
    }

    @Test("selecting the banner shows the version from the async command and consumes the event")
    func selection() async throws {
        let page = try await build(["prefix": "shop"], service: makeService())
        let outcome = try #require(
            await ResponderChain.raise(
                PageEvent(name: PageEvent.select), from: ItemID("shop-demo"), in: "banner", of: page.snapshot))
        #expect(outcome.event.output == ["Version: shop-1.0.0"])
        #expect(outcome.consumedBy == "section banner")
    }

    @Test("another event passes the banner by")
    func otherEvent() async throws {
        let page = try await build(["prefix": "shop"], service: makeService())
        let outcome = try #require(
            await ResponderChain.raise(
                PageEvent(name: "longPress"), from: ItemID("shop-demo"), in: "banner", of: page.snapshot))
        #expect(outcome.event.output.isEmpty)
        #expect(outcome.consumedBy == nil)
    }

    @Test("a selection whose sender is not the banner's item passes the banner by")
    func foreignSelection() async throws {
        let page = try await build(["prefix": "shop"], service: makeService())
        let banner = try #require(page.snapshot.section("banner")?.section)
        var event = PageEvent(name: PageEvent.select)
        event.sender = PageItem("other-demo", kind: MainBannerSection.cellKind)
        #expect(await banner.respond(to: &event) == .pass)
        #expect(event.output.isEmpty)
    }

    @Test("a selection whose version call fails says so instead of the version")
    func selectionFailure() async throws {
        let service = try makeService()
        let page = try await build(["prefix": "shop"], service: service)
        service.unregister(MainDefine.name)
        let outcome = try #require(
            await ResponderChain.raise(
                PageEvent(name: PageEvent.select), from: ItemID("shop-demo"), in: "banner", of: page.snapshot))
        #expect(outcome.event.output == ["Version unavailable: error 100: No component named 'Main'"])
        #expect(outcome.consumedBy == "section banner")
    }

    @Test("registration adds the banner kind once; a second registration is refused")
    func registration() throws {
        let service = try makeService()
        let registry = try makeRegistry(service: service)
        // Contains, not equals: a section kind added with `make section` joins them.
        #expect(registry.kinds.contains(MainDefine.bannerSectionKind))
        #expect(Set([MainBannerSection.cellKind, SectionTitle.kind]).isSubset(of: registry.itemKinds))
        #expect(throws: SectionRegistrationError.self) {
            try MainRegistration.registerSections(in: registry, service: service)
        }
        #expect(registry.kinds.filter { $0 == "main.banner" }.count == 1)
    }
}
