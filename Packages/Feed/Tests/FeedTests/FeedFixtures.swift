import ComponentService
import Feed
import FeedInterface
import Foundation

/// Services and feed data for the tests; every test makes its own service.
enum FeedFixtures {
    /// A service with the feed shipped in the package.
    static func shippedService() throws -> ComponentService {
        let service = ComponentService()
        try service.register(FeedComponent())
        return service
    }

    /// A service with a feed loaded from `json`.
    static func service(json: String) throws -> ComponentService {
        let service = ComponentService()
        try service.register(FeedComponent(data: Data(json.utf8)))
        return service
    }

    /// The ids of the shipped feed's items, in file order, without the three records left out at load.
    static let shippedIDs: [String] = (1...33).filter { ![9, 18, 26].contains($0) }.map { "f\($0)" }

    /// The item types the component knows, as spelled on the wire.
    static let knownTypes = ["article", "gallery", "video", "ad"]

    /// Every item of the shipped feed (30, fewer than the largest page), read through the typed wrapper.
    static func allShippedItems(in service: ComponentService) async throws -> [FeedItem] {
        try service.feed.list(page: 1, pageSize: FeedDefine.maxPageSize).items
    }

    /// The item with `id`.
    static func item(_ id: String, in items: [FeedItem]) -> FeedItem? {
        items.first { $0.id == id }
    }

    /// One well-formed record as JSON text.
    static func record(id: String, type: String = "article", content: String? = nil) -> String {
        let content =
            content ?? #"{"title": "Title \#(id)", "summary": "Summary \#(id)", "author": "Author"}"#
        return #"""
            {"id": "\#(id)", "type": "\#(type)", "common": {"source": "Test Wire", "time": "2026-11-20T08:30:00Z"},
             "content": \#(content)}
            """#
    }

    /// A JSON array of `records`.
    static func array(_ records: [String]) -> String {
        "[" + records.joined(separator: ",\n") + "]"
    }
}
