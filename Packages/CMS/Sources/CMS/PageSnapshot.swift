import ComponentService
import Foundation

/// Every page of a directory, read once: for pages that never change while the app runs (the bundled ones).
///
/// A page that fails to read keeps its error, answered each time it is asked for; the others still serve.
struct PageSnapshot: Sendable {
    private let listing: Result<[String: Result<ComponentPayload, ComponentError>], ComponentError>

    /// Reads every page of `directory` now.
    init(directory: PageDirectory) {
        listing = Result { () throws(ComponentError) in
            var pages: [String: Result<ComponentPayload, ComponentError>] = [:]
            for id in try directory.ids() {
                pages[id] = Result { () throws(ComponentError) in try directory.page(id) }
            }
            return pages
        }
    }

    /// A snapshot with no pages whose every request answers `error`.
    init(failure error: ComponentError) {
        listing = .failure(error)
    }

    /// The identifiers of the pages, sorted.
    func ids() throws(ComponentError) -> [String] {
        try listing.get().keys.sorted()
    }

    /// The page named `id`, or its read error.
    func page(_ id: String) throws(ComponentError) -> ComponentPayload {
        let pages = try listing.get()
        guard let page = pages[id] else { throw PageID.unknown(id, known: pages.keys.sorted()) }
        return try page.get()
    }
}
