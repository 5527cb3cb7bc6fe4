import ComponentService
import Feed
import FeedInterface
import PageKit
import Testing

@Suite("Feed section: selection through the responder chain")
struct FeedSectionSelectionTests {
    /// Selects the item `id` of the section `feed` of a page with the whole feed.
    private func select(_ id: String, name: String = PageEvent.select) async throws -> PageEventOutcome {
        let page = try await FeedSectionFixtures.page(data: ["pageSize": 50])
        #expect(page.diagnostics.isEmpty)
        return try #require(
            await ResponderChain.raise(PageEvent(name: name), from: ItemID(id), in: "feed", of: page.snapshot))
    }

    @Test("selecting an article shows its title, full summary and author, and consumes the event")
    func article() async throws {
        let outcome = try await select("f1")
        #expect(outcome.consumedBy == "section feed")
        #expect(
            outcome.event.output == [
                "Night buses return to the riverside line",
                "From Monday the N4 runs every 20 minutes between midnight and five, after a two-year pause.",
                "by Mei Lin",
            ])
        #expect(outcome.event.trail == ["item", "section feed"])
    }

    @Test("selecting a video shows its title and URL")
    func video() async throws {
        let outcome = try await select("f3")
        #expect(outcome.consumedBy == "section feed")
        #expect(
            outcome.event.output == [
                "Highlights: Rivers 3, Lions 1", "https://video.example.com/sports/rivers-lions-highlights.mp4",
            ])
    }

    @Test("selecting a gallery shows its title and image URLs")
    func gallery() async throws {
        let outcome = try await select("f2")
        #expect(outcome.consumedBy == "section feed")
        #expect(outcome.event.output.first == "First frost over the harbour")
        #expect(
            outcome.event.output.dropFirst().map { $0 }
                == (1...4).map { "https://img.example.com/harbor/frost-\($0).jpg" })
    }

    @Test("selecting an ad shows its advertiser and link")
    func ad() async throws {
        let outcome = try await select("f4")
        #expect(outcome.consumedBy == "section feed")
        #expect(outcome.event.output == ["Northline Transit: https://northline.example.com/passes"])
    }

    @Test("selecting an unsupported item shows its raw content as compact JSON")
    func unsupported() async throws {
        let poll = try await select("f6")
        #expect(poll.consumedBy == "section feed")
        #expect(
            poll.event.output == [
                #"{"closesAt":"2026-11-27T23:59:00Z","options":["Yes","No","Not sure"],"#
                    + #""question":"Should the old market hall become a public library?"}"#
            ])
        let untitled = try await select("f13")
        #expect(
            untitled.event.output == [
                #"{"author":"Mei Lin","summary":"Residents of the north quarter report low water pressure since Tuesday."}"#
            ])
    }

    @Test("another event passes the section untouched")
    func otherEvent() async throws {
        let outcome = try await select("f1", name: "share")
        #expect(outcome.consumedBy == nil)
        #expect(outcome.event.output.isEmpty)
        #expect(outcome.event.trail == ["item", "section feed", "page home", "app"])
    }

    @Test("a selection whose sender is not one of the section's items passes")
    func foreignSender() async throws {
        let whole = try await FeedSectionFixtures.wholeFeed()
        let first = try await FeedSectionFixtures.section(
            data: ["pageSize": 1], registry: FeedSectionFixtures.registry().registry)
        var event = PageEvent(name: PageEvent.select)
        event.sender = try FeedSectionFixtures.item("f2", of: whole)
        #expect(await first.respond(to: &event) == .pass)
        event.sender = PageItem("not a feed item", kind: "text")
        #expect(await whole.respond(to: &event) == .pass)
        #expect(event.output.isEmpty)
    }
}
