import ComponentService
import Feed
import FeedInterface
import Testing

@Suite("Feed items: flags, problems and typed content")
struct FeedItemTests {
    @Test("items of unknown types are passed through untouched and flagged unknown without a problem")
    func unknownTypes() async throws {
        let items = try await FeedFixtures.allShippedItems(in: FeedFixtures.shippedService())
        let unknown = items.filter { !FeedFixtures.knownTypes.contains($0.type) }
        #expect(unknown.map(\.id) == ["f6", "f15", "f23", "f30"])
        #expect(unknown.allSatisfy { !$0.known && $0.problem == nil })
        let poll = try #require(FeedFixtures.item("f6", in: items))
        #expect(poll.type == "poll")
        #expect(poll.common == FeedCommon(source: "City Daily", time: "2026-11-20T07:05:00Z"))
        #expect(
            poll.content
                == [
                    "question": "Should the old market hall become a public library?",
                    "options": ["Yes", "No", "Not sure"], "closesAt": "2026-11-27T23:59:00Z",
                ])
        let live = try #require(FeedFixtures.item("f15", in: items))
        #expect(live.content["viewers"] == 12840)
        #expect(live.content["streamUrl"] == "https://live.example.com/sports/city-derby")
    }

    @Test("well-formed items of known types are flagged known without a problem")
    func knownTypes() async throws {
        let items = try await FeedFixtures.allShippedItems(in: FeedFixtures.shippedService())
        let known = items.filter(\.known)
        #expect(known.count == 24)
        #expect(known.allSatisfy { $0.problem == nil && FeedFixtures.knownTypes.contains($0.type) })
    }

    @Test("known-type content of the wrong shape is passed through, flagged unknown, with its problem")
    func malformedContent() async throws {
        let items = try await FeedFixtures.allShippedItems(in: FeedFixtures.shippedService())
        let flagged = items.filter { $0.problem != nil }
        #expect(flagged.map(\.id) == ["f13", "f21"])
        let article = try #require(FeedFixtures.item("f13", in: items))
        #expect(!article.known)
        #expect(article.problem == #"article content: missing key "title""#)
        #expect(article.content["author"] == "Mei Lin")
        let video = try #require(FeedFixtures.item("f21", in: items))
        #expect(!video.known)
        #expect(video.problem == #"video content: at $.durationSeconds: expected int, found string "4:05""#)
        #expect(video.content["durationSeconds"] == "4:05")
    }

    @Test("each known type's content decodes to its typed struct")
    func typedContent() async throws {
        let items = try await FeedFixtures.allShippedItems(in: FeedFixtures.shippedService())
        let article = try #require(FeedFixtures.item("f5", in: items)).content(as: FeedArticle.self)
        #expect(
            article
                == FeedArticle(
                    title: "Library app adds offline reading",
                    summary: "Borrowed e-books can now be read without a connection for up to 21 days.",
                    author: "Tomas Reyes"))
        let gallery = try #require(FeedFixtures.item("f24", in: items)).content(as: FeedGallery.self)
        #expect(
            gallery
                == FeedGallery(
                    title: "Getting ready for the lantern festival",
                    images: [
                        "https://img.example.com/city/lanterns-1.jpg", "https://img.example.com/city/lanterns-2.jpg",
                    ],
                    caption: "Workshops on Canal Street run until Friday."))
        let uncaptioned = try #require(FeedFixtures.item("f8", in: items)).content(as: FeedGallery.self)
        #expect(uncaptioned.caption == nil)
        #expect(uncaptioned.images.count == 5)
        let video = try #require(FeedFixtures.item("f3", in: items)).content(as: FeedVideo.self)
        #expect(
            video
                == FeedVideo(
                    title: "Highlights: Rivers 3, Lions 1", durationSeconds: 245,
                    url: "https://video.example.com/sports/rivers-lions-highlights.mp4"))
        let ad = try #require(FeedFixtures.item("f4", in: items)).content(as: FeedAd.self)
        #expect(
            ad
                == FeedAd(
                    advertiser: "Northline Transit", text: "Monthly passes are 20% off until Sunday.",
                    link: "https://northline.example.com/passes"))
    }

    @Test("every known item decodes as the content type of its type")
    func everyKnownItemDecodes() async throws {
        let items = try await FeedFixtures.allShippedItems(in: FeedFixtures.shippedService())
        var decoded = 0
        for item in items where item.known {
            switch item.type {
            case FeedArticle.feedType: _ = try item.content(as: FeedArticle.self)
            case FeedGallery.feedType: _ = try item.content(as: FeedGallery.self)
            case FeedVideo.feedType: _ = try item.content(as: FeedVideo.self)
            case FeedAd.feedType: _ = try item.content(as: FeedAd.self)
            default: Issue.record("known item \(item.id) has type \(item.type)")
            }
            decoded += 1
        }
        #expect(decoded == 24)
    }

    @Test("asking for another type's content, or decoding malformed content, throws a coding error")
    func contentErrors() async throws {
        let items = try await FeedFixtures.allShippedItems(in: FeedFixtures.shippedService())
        let article = try #require(FeedFixtures.item("f1", in: items))
        let wrongType = #expect(throws: ComponentValueCodingError.self) { try article.content(as: FeedVideo.self) }
        #expect(wrongType?.code == .typeMismatch)
        #expect(wrongType?.message == #"a "article" item has no "video" content"#)
        let poll = try #require(FeedFixtures.item("f6", in: items))
        #expect(throws: ComponentValueCodingError.self) { try poll.content(as: FeedArticle.self) }
        let video = try #require(FeedFixtures.item("f21", in: items))
        let malformed = #expect(throws: ComponentValueCodingError.self) { try video.content(as: FeedVideo.self) }
        #expect(malformed?.path == "$.durationSeconds")
    }

    @Test("an item travels as an object and reads back equal; no problem key when there is none")
    func roundTrip() throws {
        let item = FeedItem(
            id: "x1", type: "quiz", common: FeedCommon(source: "Test Wire", time: "2026-11-20T08:30:00Z"),
            content: ["question": "2 + 2?", "answers": [3, 4]], known: false)
        let value = try item.componentValue
        #expect(value["problem"] == nil)
        #expect(value["known"] == false)
        #expect(try FeedItem(componentValue: value) == item)
        let flagged = FeedItem(
            id: "x2", type: "video", common: item.common, content: [:], known: false,
            problem: #"video content: missing key "title""#)
        #expect(try FeedItem(componentValue: flagged.componentValue) == flagged)
    }
}
